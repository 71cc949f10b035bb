/// A pan that starts at an edge of the window and drags inward; UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// The first finger must go down within the screen-edge region (20 pt, the window's
/// ``InteractionConstants/screenEdgeRegion``) of one of ``edges``, measured from the window's
/// bounds, or the recognizer fails ("edge"); it begins when the centroid has moved more than the
/// pan hysteresis inward from that edge. In a corner both edges count, and moving inward from
/// either begins it. After that it is a ``PanGestureRecognizer``: the same translation, velocity
/// and touch counts. The decisions are the rows of ``ScreenEdgePanRecognition``.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Edges of a rectangle, as a set; UIKit's `UIRectEdge`.
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let top = Edges(rawValue: 1 << 0)
        public static let left = Edges(rawValue: 1 << 1)
        public static let bottom = Edges(rawValue: 1 << 2)
        public static let right = Edges(rawValue: 1 << 3)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    /// The window edges a pan may start at; none by default, as in UIKit, so set at least one.
    public var edges: Edges = []

    /// The enabled edges the first finger went down near; empty until a finger goes down, and
    /// when it went down away from all of them.
    public private(set) var startingEdges: Edges = []

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        if recognition == .waitingForTouches, let first = touches.first {
            startingEdges = enabledEdges(near: first)
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startingEdges = []
    }

    /// The table of ``ScreenEdgePanRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = ScreenEdgePanRecognition.table

    override func run(_ trigger: PanRecognition.Trigger, newTouches: [Touch], event: Event) -> Bool {
        run(trigger, by: recognitionTable, newTouches: newTouches, event: event)
    }

    override func evaluate(_ condition: PanRecognition.Guard) -> Bool {
        switch condition {
        case .startedNearEdge:
            return !startingEdges.isEmpty
        case .movedInward:
            let limit = constants.panHysteresis
            return (startingEdges.contains(.left) && travel.x > limit)
                || (startingEdges.contains(.right) && -travel.x > limit)
                || (startingEdges.contains(.top) && travel.y > limit)
                || (startingEdges.contains(.bottom) && -travel.y > limit)
        case .tooManyTouches, .enoughTouches, .allLifted, .beyondHysteresis, .beyondHysteresisAlongScrollableAxis, .contentKeepsTouch, .handsDragToParent:
            return super.evaluate(condition)
        }
    }

    /// The enabled edges whose region, measured inward from the window's bounds, holds the touch.
    private func enabledEdges(near touch: Touch) -> Edges {
        guard let window = view?.window else { return [] }
        let region = window.constants.screenEdgeRegion
        let bounds = window.bounds
        let point = touch.location(in: window)
        var near: Edges = []
        if point.y - bounds.minY <= region { near.insert(.top) }
        if point.x - bounds.minX <= region { near.insert(.left) }
        if bounds.maxY - point.y <= region { near.insert(.bottom) }
        if bounds.maxX - point.x <= region { near.insert(.right) }
        return near.intersection(edges)
    }
}
