/// Recognizes a quick, straight stroke of one or more fingers; UIKit's `UISwipeGestureRecognizer`.
///
/// Discrete: it is recognized on the move that carries the fingers' centroid at least 50 pt
/// along an allowed ``direction``, with no more than 200 pt across it, within 500 ms of the
/// first touch-down. It fails when the stroke goes too far across, goes the minimum distance
/// the wrong way, takes too long, lifts early, or has the wrong number of fingers. The
/// decisions are the rows of ``SwipeRecognition``; the limits come from the window's
/// ``InteractionConstants``.
///
/// As Apple documents, ``location(in:)`` is where the swipe began: the centroid of the
/// touch-down locations.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go; UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// UIKit's bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt

        /// The directions whose bits are set in `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// Each single direction with its unit vector in window space, where y grows downward.
        fileprivate static let axes: [(direction: Direction, x: Double, y: Double)] = [
            (.right, 1, 0), (.left, -1, 0), (.up, 0, -1), (.down, 0, 1),
        ]
    }

    /// The directions that count; `.right` by default. An empty set allows none: a stroke of
    /// the minimum distance any way fails with `direction`.
    public var direction: Direction = .right

    /// How many fingers the swipe needs; 1 by default.
    public var numberOfTouchesRequired = 1

    open override var isDiscrete: Bool { true }

    /// Where the recognizer is in ``SwipeRecognition``.
    public private(set) var recognition = SwipeRecognition.State.waitingForTouches
    /// The table of ``SwipeRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = SwipeRecognition.table

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        advance(.touchesBegan)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        advance(.touchesMoved)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        advance(.touchesEnded)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        advance(.touchesCancelled)
    }

    open override func reset() {
        super.reset()
        stopTimer()
        recognition = .waitingForTouches
    }

    /// Where the swipe began: the centroid of the touch-down locations in `view`'s space (nil: the window's).
    open override func location(in view: View?) -> Point {
        let watched = touches.isEmpty ? sequenceTouches : touches
        guard !watched.isEmpty else { return .zero }
        let points = watched.map { touch in
            view?.convert(touch.initialLocationInWindow, from: nil) ?? touch.initialLocationInWindow
        }
        let count = Double(points.count)
        return Point(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// The watched fingers that are down.
    private var fingersDown: [Touch] {
        touches.filter { $0.phase.isActive }
    }

    /// How far the centroid has travelled: the mean displacement of the fingers down, each from
    /// where it went down, in window space.
    private var travel: (x: Double, y: Double) {
        let down = fingersDown
        guard !down.isEmpty else { return (0, 0) }
        let count = Double(down.count)
        return (
            down.map { $0.locationInWindow.x - $0.initialLocationInWindow.x }.reduce(0, +) / count,
            down.map { $0.locationInWindow.y - $0.initialLocationInWindow.y }.reduce(0, +) / count
        )
    }

    /// The travel along and across each single direction.
    private func components() -> [(direction: Direction, along: Double, across: Double)] {
        let travel = travel
        return Direction.axes.map { axis in
            (axis.direction, travel.x * axis.x + travel.y * axis.y, abs(travel.x * axis.y - travel.y * axis.x))
        }
    }

    /// The longest a swipe may take.
    static let durationTimer = RecognizerTimer("swipe")

    open override func timerFired(_ timer: RecognizerTimer) {
        advance(.timerFired)
    }

    private func advance(_ trigger: SwipeRecognition.Trigger) {
        let constants = self.constants
        recognitionTable.run(trigger, log: transitionLog, name: traceName, state: { recognition }) {
            holds($0, constants: constants)
        } enter: { state, _ in
            recognition = state
        } perform: {
            perform($0, constants: constants)
        }
    }

    private func holds(_ condition: SwipeRecognition.Guard, constants: InteractionConstants) -> Bool {
        switch condition {
        case .tooManyTouches:
            return fingersDown.count > numberOfTouchesRequired
        case .strayedAcross:
            let allowed = components().filter { direction.contains($0.direction) }
            return !allowed.isEmpty && allowed.allSatisfy { $0.across > constants.swipeMaximumCrossDistance }
        case .travelledAllowedDirection:
            return components().contains {
                direction.contains($0.direction) && $0.along >= constants.swipeMinimumDistance && $0.across <= constants.swipeMaximumCrossDistance
            }
        case .enoughTouches:
            return fingersDown.count == numberOfTouchesRequired
        case .travelledOtherDirection:
            return components().contains { !direction.contains($0.direction) && $0.along >= constants.swipeMinimumDistance }
        }
    }

    private func perform(_ action: SwipeRecognition.Action, constants: InteractionConstants) {
        switch action {
        case .startTimer:
            startTimer(Self.durationTimer, after: constants.swipeMaximumDuration)
        case .stopTimer:
            stopTimer()
        case .requestRecognized:
            state = .recognized
        case .failTooManyTouches, .failTooFewTouches:
            fail(because: "touches")
        case .failMovement:
            fail(because: "movement")
        case .failDirection:
            fail(because: "direction")
        case .failTooShort:
            fail(because: "tooShort")
        case .failTimeout:
            fail(because: "timeout")
        case .failCancelled:
            fail(because: "cancelled")
        }
    }

}
