import GestureArbiter

/// Two gestures one after the other: the second hears events only once the first has ended;
/// SwiftUI's `SequenceGesture`, made by ``Gesture/sequenced(before:)`` and decided by
/// ``SequenceGestureRecognition``.
///
/// A long press sequenced before a drag is the classic use: the drag cannot begin until the
/// press has ended, and a finger that moves too early fails the press and the sequence.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// SwiftUI's `SequenceGesture.Value`: the first part's value until it ends, then the first's
    /// final value and the second's, nil until it has one (and at the end when it never had one).
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { primitiveBody(of: "SequenceGesture") }

    public func makeNode() -> GestureNode<Value> {
        SequenceNode<First, Second>(first: first.makeNode(), second: second.makeNode())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SequenceGesture.Value: GestureTraceValue {
    public var traceFields: [TraceField] {
        switch self {
        case let .first(value):
            [TraceField("stage", .string("first"))] + partTraceFields("first", value)
        case let .second(first, second):
            [TraceField("stage", .string("second"))] + partTraceFields("first", first) + partTraceFields("second", second)
        }
    }
}

extension Gesture {
    /// This gesture, then `other`: `other` hears events only after this one ends.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// A sequence running: ``SequenceGestureRecognition``'s host.
final class SequenceNode<First: Gesture, Second: Gesture>: PairNode<First.Value, Second.Value, SequenceGesture<First, Second>.Value> {
    typealias Value = SequenceGesture<First, Second>.Value
    private let table = SequenceGestureRecognition.table
    private var state = SequenceGestureRecognition.State.first
    /// The first part's final value, once it has ended.
    private var firstValue: First.Value?
    /// Why the part that failed failed.
    private var failure = ""
    /// Whether the second part has had a value.
    private var secondHadValue = false

    override var isContinuous: Bool { true }
    override var firstListens: Bool { state == .first }
    override var secondListens: Bool { state == .second }

    override var phase: GesturePhase<Value> {
        switch state {
        case .first:
            return first.phase.map { .first($0) }
        case .second:
            guard let firstValue else { return .possible }
            return .changed(.second(firstValue, second.phase.value))
        case .succeeded:
            guard let firstValue = firstValue ?? first.phase.value else { return .possible }
            return .ended(.second(firstValue, second.phase.hasEnded ? second.phase.value : nil))
        case .gaveUp:
            return .failed(reason: failure)
        }
    }

    override func settle(in context: GestureContext) {
        super.settle(in: context)
        if state == .second, second.phase.value != nil { secondHadValue = true }
        // The second part may decide as soon as it starts (a drag with no minimum distance).
        var steps = 0
        while steps < 2, table.run(trigger, log: context.transitionLog, name: context.subject, state: { state }, where: { condition in
            switch condition {
            case .fingersDown: !context.touchesDown.isEmpty
            case .secondHadValue: secondHadValue
            }
        }, enter: { state, _ in
            self.state = state
        }, perform: { action in
            switch action {
            case .startSecond:
                firstValue = first.phase.value
                second.touchesBegan(context.touchesDown, in: context)
                second.settle(in: context)
                if second.phase.value != nil { secondHadValue = true }
            case .fail:
                failure = (firstValue == nil ? first.phase.failureReason : second.phase.failureReason) ?? ""
            }
        }) {
            steps += 1
        }
    }

    /// What the part that hears the events did.
    private var trigger: SequenceGestureRecognition.Trigger {
        let part: (ended: Bool, failed: Bool) = switch state {
        case .first: (first.phase.hasEnded, first.phase.hasFailed)
        case .second, .succeeded, .gaveUp: (second.phase.hasEnded, second.phase.hasFailed)
        }
        return part.ended ? .partEnded : part.failed ? .partFailed : .partUndecided
    }

    override func report(in context: GestureContext) {
        first.report(in: context)
        if state != .first { second.report(in: context) }
    }

    override func reset() {
        super.reset()
        state = .first
        firstValue = nil
        failure = ""
        secondHadValue = false
    }
}
