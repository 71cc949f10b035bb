import GestureArbiter

/// One view as a renderer draws it: where it is in its superview, what it shows and which views
/// it holds, in UIKit's terms (`center`, `bounds`, `transform`), so that nesting the snapshots
/// reproduces the engine's geometry.
public struct ViewSnapshot: Hashable, Sendable {
    /// The view's number in its film, in the order it was first seen.
    public var key: Int
    /// Its trace name (`traceName`).
    public var name: String
    /// What it is drawn as.
    public var kind: DrawnKind
    public var center: Point
    /// Its bounds; the origin shifts what it holds (a scroll view's content offset).
    public var bounds: Rect
    public var transform: AffineTransform
    public var isHidden: Bool
    public var alpha: Double
    /// The keys of its subviews, back to front.
    public var subviews: [Int]
    /// What its kind shows beyond its geometry, as its final trace record names it: a control's
    /// states and value, a scroll view's content size, a cell's index path, a label's text.
    public var state: [TraceField]

    /// How a view is drawn, by its engine class; a fixture view's type has the same name.
    public enum DrawnKind: String, Hashable, Sendable {
        case window, view, label, cell
        /// A cell's `contentView`, clear as in UIKit, so that the cell's highlight shows through.
        case contentView
        case scrollView, tableView, collectionView
        case button, slider, `switch`, stepper, segmentedControl, pageControl, control

        /// The kind of `view`, its most specific class first.
        init(of view: View) {
            self = switch view {
            case is Window: .window
            case is TableView: .tableView
            case is CollectionView: .collectionView
            case is ScrollView: .scrollView
            case is TableViewCell, is CollectionViewCell: .cell
            case _ where (view.superview as? TableViewCell)?.contentView === view || (view.superview as? CollectionViewCell)?.contentView === view: .contentView
            case is Label: .label
            case is Button: .button
            case is Slider: .slider
            case is Switch: .switch
            case is Stepper: .stepper
            case is SegmentedControl: .segmentedControl
            case is PageControl: .pageControl
            case is Control: .control
            default: .view
            }
        }
    }

    init(_ view: View, key: Int, subviews: [Int]) {
        self.key = key
        name = view.traceName
        kind = DrawnKind(of: view)
        center = view.center
        bounds = view.bounds
        transform = view.transform
        isHidden = view.isHidden
        alpha = view.alpha
        self.subviews = subviews
        state = Self.state(of: view, kind: kind)
    }

    /// A control's fields are its fixture type's final fields but `isTracking`, which nothing
    /// draws (nor lists among a window's changes), so that a control reads the same in a replay
    /// as in the trace; the others add what their drawing needs.
    private static func state(of view: View, kind: DrawnKind) -> [TraceField] {
        if let type = ViewType(rawValue: kind.rawValue), type.descriptor.isControl {
            return type.descriptor.finalState(view).filter { $0.name != "isTracking" } + drawing(of: view)
        }
        switch view {
        case let scrollView as ScrollView:
            return [TraceField("contentSize", .list([.number(scrollView.contentSize.width), .number(scrollView.contentSize.height)]))]
        case let cell as TableViewCell:
            return (cell.superview as? TableView)?.indexPath(for: cell).map { [TraceField("indexPath", .list($0.map { .number(Double($0)) }))] } ?? []
        case let cell as CollectionViewCell:
            return (cell.superview as? CollectionView)?.indexPath(for: cell).map { [TraceField("indexPath", .list($0.map { .number(Double($0)) }))] } ?? []
        case let label as Label:
            return label.text.map { [TraceField("text", .string($0))] } ?? []
        default:
            return []
        }
    }

    /// What a control's drawing needs beyond its final record: a slider's range, a segmented
    /// control's titles and pressed segment, a stepper's pressed half, a page control's pages.
    private static func drawing(of view: View) -> [TraceField] {
        switch view {
        case let slider as Slider:
            [TraceField("minimumValue", .number(slider.minimumValue)), TraceField("maximumValue", .number(slider.maximumValue))]
        case let segments as SegmentedControl:
            [TraceField("titles", .list(segments.titles.map { .string($0) })),
             TraceField("highlightedSegmentIndex", .number(Double(segments.highlightedSegmentIndex)))]
        case let stepper as Stepper:
            [TraceField("highlightedHalf", .optionalString(stepper.highlightedHalf?.rawValue))]
        case let pages as PageControl:
            [TraceField("numberOfPages", .number(Double(pages.numberOfPages)))]
        default:
            []
        }
    }
}
