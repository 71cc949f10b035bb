import GestureArbiter

/// Two gestures of which only one succeeds, the first taking precedence; SwiftUI's
/// `ExclusiveGesture`, made by ``Gesture/exclusively(before:)`` and decided by
/// ``ExclusiveGestureRecognition``.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// SwiftUI's `ExclusiveGesture.Value`: the value of the part that counts.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { primitiveBody(of: "ExclusiveGesture") }

    public func makeNode() -> GestureNode<Value> {
        ExclusiveNode<First, Second>(first: first.makeNode(), second: second.makeNode())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension ExclusiveGesture.Value: GestureTraceValue {
    public var traceFields: [TraceField] {
        switch self {
        case let .first(value): partTraceFields("first", value)
        case let .second(value): partTraceFields("second", value)
        }
    }
}

extension Gesture {
    /// This gesture or `other`, this one first: `other` counts only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// An exclusive pair running: ``ExclusiveGestureRecognition``'s host.
final class ExclusiveNode<First: Gesture, Second: Gesture>: PairNode<First.Value, Second.Value, ExclusiveGesture<First, Second>.Value> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    private let table = ExclusiveGestureRecognition.table
    private var state = ExclusiveGestureRecognition.State.racing
    /// Whether the second part is the one that counts.
    private var secondCounts = false

    override var firstListens: Bool { state == .racing || state == .first }
    override var secondListens: Bool { state == .racing || state == .second }

    override var phase: GesturePhase<Value> {
        switch state {
        case .racing:
            if case let .pressing(value) = first.phase { return .pressing(.first(value)) }
            return .possible
        case .first, .second, .succeeded, .gaveUp:
            return secondCounts ? second.phase.map { .second($0) } : first.phase.map { .first($0) }
        }
    }

    override func settle(in context: GestureContext) {
        super.settle(in: context)
        // Once the first fails, the second may already have decided: look again.
        var steps = 0
        while steps < 2, table.run(trigger, log: context.transitionLog, name: context.subject, state: { state }, where: { _ in false }, enter: { state, _ in
            self.state = state
        }, perform: { action in
            secondCounts = action == .chooseSecond
        }) {
            steps += 1
        }
    }

    /// What the parts did, the first looked at first.
    private var trigger: ExclusiveGestureRecognition.Trigger {
        switch state {
        case .racing, .first:
            switch first.phase {
            case .ended: .firstEnded
            case .failed: .firstFailed
            case .changed: .firstChanged
            case .possible, .pressing: .partUndecided
            }
        case .second, .succeeded, .gaveUp:
            switch second.phase {
            case .ended: .secondEnded
            case .failed: .secondFailed
            case .possible, .pressing, .changed: .partUndecided
            }
        }
    }

    override func report(in context: GestureContext) {
        if secondCounts { second.report(in: context) } else { first.report(in: context) }
    }

    override func reset() {
        super.reset()
        state = .racing
        secondCounts = false
    }
}
