/// A row of segments, one of them selected; UIKit's `UISegmentedControl`, without its titles'
/// drawing.
///
/// The segments share the width equally. As modern UIKit does, the selection follows the finger:
/// a touch may start on one segment and slide to another, and the segment under the finger when
/// it lifts (inside the tracking slop) is selected, with `valueChanged` sent from `endTracking`
/// when the selection changed (C4), as ``SegmentTracking`` runs it. A disabled segment is never selected; a momentary control
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

    /// The segment drawn highlighted: the enabled segment under a tracked finger within the
    /// tracking slop, or ``noSegment``.
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

    /// Where ``SegmentTracking`` stands for the finger being tracked.
    public private(set) var trackingState = SegmentTracking.State.idle
    private let trackingTable = SegmentTracking.table
    /// Where the finger is, in the control's bounds, as last reported by tracking.
    private var fingerLocation = Point.zero

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        fingerLocation = touch.location(in: self)
        run(.pressed)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        fingerLocation = touch.location(in: self)
        run(isTouchInside ? .movedIn : .movedOut)
        return true
    }

    /// Follows the finger to where it lifted, then chooses the highlighted segment (C4).
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch {
            fingerLocation = touch.location(in: self)
            run(isTouchInside ? .movedIn : .movedOut)
        }
        run(.lifted)
    }

    open override func cancelTracking(with event: Event?) {
        run(.cancelled)
    }

    private func run(_ trigger: SegmentTracking.Trigger) {
        trackingTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { trackingState }) { condition in
            switch condition {
            case .choiceChanges:
                highlightedSegmentIndex != Self.noSegment && (isMomentary || highlightedSegmentIndex != selectedSegmentIndex)
            }
        } enter: { state, _ in
            trackingState = state
        } perform: { action in
            switch action {
            case .highlightUnderFinger: highlight(segmentUnder: fingerLocation)
            case .clearHighlight: setHighlightedSegment(Self.noSegment)
            case .selectHighlighted:
                selectedSegmentIndex = highlightedSegmentIndex
                send(.valueChanged)
            }
        }
    }

    /// Highlights the enabled segment under `point`; within the slop beyond the control's ends, the
    /// end segment, since a lift there still chooses.
    private func highlight(segmentUnder point: Point) {
        guard !titles.isEmpty else { return }
        let x = min(max(point.x, _bounds.minX), _bounds.maxX - 0.000_001)
        let segment = segmentIndex(at: Point(x: x, y: _bounds.midY))
        setHighlightedSegment(isEnabledForSegment(at: segment) ? segment : Self.noSegment)
    }

    private func setHighlightedSegment(_ segment: Int) {
        guard segment != highlightedSegmentIndex else { return }
        highlightedSegmentIndex = segment
        noteChange()
    }

    // MARK: Overlapping recognizers (A6)

    /// A one-finger single tap on an ancestor would choose a segment: the control refuses it.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
