/// A row of segments, one of them selected; UIKit's `UISegmentedControl`, without its titles'
/// drawing.
///
/// The segments share the width equally. As modern UIKit does, the selection follows the finger:
/// a touch may start on one segment and slide to another, and the segment under the finger when
/// it lifts (inside the tracking slop) is selected, with `valueChanged` sent from `endTracking`
/// when the selection changed (C4). A disabled segment is never selected; a momentary control
/// (``isMomentary``) sends `valueChanged` at every such lift. Like a button, it refuses an
/// ancestor's one-finger single tap (A6).
open class SegmentedControl: Control {
    /// The index ``selectedSegmentIndex`` holds when no segment is selected; UIKit's `noSegment`.
    public static let noSegment = -1

    /// The segments' titles, in order.
    public private(set) var titles: [String]
    /// The segments that may not be selected, by index.
    private var disabledSegments: Set<Int> = []

    /// The selected segment, or ``noSegment``; setting it sends no event, as in UIKit. An index
    /// outside the segments traps, as UIKit raises (<doc:ProgrammingErrors>).
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            precondition(selectedSegmentIndex == Self.noSegment || titles.indices.contains(selectedSegmentIndex),
                         "\(traceName): selectedSegmentIndex \(selectedSegmentIndex) is outside the \(titles.count) segments")
            noteChange()
        }
    }

    /// Whether the control shows no lasting selection and sends `valueChanged` at every lift on a
    /// segment, even the one already selected; false by default. Its ``selectedSegmentIndex``
    /// still says which segment was chosen last (a choice).
    open var isMomentary = false

    /// The segment under the finger while it tracks, or ``noSegment``.
    public private(set) var highlightedSegmentIndex = SegmentedControl.noSegment

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// A control of one segment per title, none selected.
    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
    }

    public override init(frame: Rect) {
        titles = []
        super.init(frame: frame)
    }

    /// Adds a segment titled `title` at `index` (clamped to the segments), as UIKit does.
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        titles.insert(title, at: min(max(index, 0), titles.count))
    }

    /// Whether the segment at `index` may be selected.
    public func isEnabledForSegment(at index: Int) -> Bool {
        !disabledSegments.contains(index)
    }

    /// Lets the segment at `index` be selected, or not.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        if enabled { disabledSegments.remove(index) } else { disabledSegments.insert(index) }
    }

    /// The segment at `point` (in the control's bounds), or ``noSegment`` outside the control.
    public func segmentIndex(at point: Point) -> Int {
        guard !titles.isEmpty, _bounds.contains(point) else { return Self.noSegment }
        let width = _bounds.width / Double(titles.count)
        return min(Int((point.x - _bounds.minX) / width), titles.count - 1)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Selects the segment the finger lifted on, inside the slop and enabled, and sends
    /// `valueChanged` when the selection changed, or always when momentary.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch) }
        let segment = highlightedSegmentIndex
        highlightedSegmentIndex = Self.noSegment
        guard isTouchInside, segment != Self.noSegment, isEnabledForSegment(at: segment) else { return }
        guard isMomentary || segment != selectedSegmentIndex else { return }
        selectedSegmentIndex = segment
        send(.valueChanged)
    }

    open override func cancelTracking(with event: Event?) {
        highlightedSegmentIndex = Self.noSegment
    }

    /// The segment under the finger follows it across the control; beyond the control's edges
    /// the nearest segment stays, since a lift within the slop still selects.
    private func follow(_ touch: Touch) {
        guard !titles.isEmpty else { return }
        let x = min(max(touch.location(in: self).x, _bounds.minX), _bounds.maxX - 0.000_001)
        highlightedSegmentIndex = segmentIndex(at: Point(x: x, y: _bounds.midY))
    }

    // MARK: Overlapping recognizers (A6)

    /// A one-finger single tap on an ancestor would choose a segment: the control refuses it.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
