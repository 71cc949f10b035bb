import GestureArbiter

/// One or more taps of one finger; SwiftUI's `TapGesture`, whose value is `Void`.
///
/// The decisions are the rows of ``TapGestureRecognition``: it ends when the last tap lifts,
/// and fails on a second finger, a finger that strays more than 10 pt, a press longer than the
/// window's tap press limit (750 ms), or a later tap that lands far from the first or comes
/// late. SwiftUI publishes none of these limits: the distance is a choice (where a drag would
/// begin), the times are UIKit's tap recognizer's, as SwiftUI's gestures run as UIKit
/// recognizers since iOS 18.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many taps make the gesture.
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public var body: Never { primitiveBody(of: "TapGesture") }

    public func makeNode() -> GestureNode<Void> {
        TapNode(count: count, coordinateSpace: .local) { _ in () }
    }
}

/// One or more taps of one finger that report where the last one lifted; SwiftUI's
/// `SpatialTapGesture`, decided as ``TapGesture`` is.
public struct SpatialTapGesture: Gesture {
    /// Where the last tap lifted, in the gesture's coordinate space.
    public struct Value: Equatable, Sendable, GestureTraceValue {
        public var location: Point

        public var traceFields: [TraceField] { [TraceField("location", location.traceValue)] }
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { primitiveBody(of: "SpatialTapGesture") }

    public func makeNode() -> GestureNode<Value> {
        TapNode(count: count, coordinateSpace: coordinateSpace) { Value(location: $0) }
    }
}

/// A tap gesture running: ``TapGestureRecognition``'s host.
final class TapNode<Value>: MachineNode<Value, TapGestureRecognition.Trigger> {
    /// How far the tapping finger may stray from its touch-down.
    static var allowableMovement: Double { 10 }

    private let count: Int
    private let coordinateSpace: CoordinateSpace
    private let makeValue: (Point) -> Value
    private let table = TapGestureRecognition.table
    private var state = TapGestureRecognition.State.waitingForTouch
    private var current: GesturePhase<Value> = .possible
    private var tapsCompleted = 0
    private var finger: Touch?
    private var firstTapLocation: Point?

    init(count: Int, coordinateSpace: CoordinateSpace, makeValue: @escaping (Point) -> Value) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        self.makeValue = makeValue
    }

    override var phase: GesturePhase<Value> { current }

    override func touchesEnded(_ touches: [Touch], in context: GestureContext) {
        // Only the tap's own finger ends a tap.
        guard let finger, touches.contains(where: { $0 === finger }) else { return }
        super.touchesEnded(touches, in: context)
    }

    override func reset() {
        state = .waitingForTouch
        current = .possible
        tapsCompleted = 0
        finger = nil
        firstTapLocation = nil
    }

    override func advance(_ trigger: TapGestureRecognition.Trigger, touches: [Touch], in context: GestureContext) {
        table.run(trigger, log: context.transitionLog, name: context.subject, state: { state }) {
            holds($0, trigger: trigger, touches: touches, in: context)
        } enter: { state, _ in
            self.state = state
        } perform: {
            perform($0, touches: touches, in: context)
        }
    }

    private func holds(_ condition: TapGestureRecognition.Guard, trigger: TapGestureRecognition.Trigger, touches: [Touch], in context: GestureContext) -> Bool {
        switch condition {
        case .tooManyTouches:
            return touches.count > 1
        case .movedTooFar:
            if trigger == .touchesBegan, let first = firstTapLocation, let touch = touches.first {
                return touch.locationInWindow.distance(to: first) > context.constants.tapAllowableMovement
            }
            guard let finger else { return false }
            return finger.locationInWindow.distance(to: finger.initialLocationInWindow) > Self.allowableMovement
        case .lastTap:
            return tapsCompleted + 1 >= count
        }
    }

    private func perform(_ action: TapGestureRecognition.Action, touches: [Touch], in context: GestureContext) {
        switch action {
        case .trackFinger:
            finger = touches.first
        case .startPressTimer:
            context.startTimer(for: self, after: context.constants.tapMaximumDuration) { [unowned self] context in
                advance(.pressTimerFired, touches: [], in: context)
            }
        case .startGapTimer:
            context.startTimer(for: self, after: context.constants.tapMaximumGap) { [unowned self] context in
                advance(.gapTimerFired, touches: [], in: context)
            }
        case .stopTimer:
            context.stopTimer(for: self)
        case .countTap:
            tapsCompleted += 1
            if firstTapLocation == nil { firstTapLocation = finger?.initialLocationInWindow }
            finger = nil
        case .succeed:
            current = .ended(makeValue(finger.map { context.location(of: $0, in: coordinateSpace) } ?? .zero))
        case .failTouches:
            current = .failed(reason: "touches")
        case .failMovement:
            current = .failed(reason: "movement")
        case .failTimeout:
            current = .failed(reason: "timeout")
        case .failCancelled:
            current = .failed(reason: "cancelled")
        }
    }
}
