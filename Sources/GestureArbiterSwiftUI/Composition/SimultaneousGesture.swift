import GestureArbiter

/// Two gestures that run at once, each on the same touches; SwiftUI's `SimultaneousGesture`,
/// made by ``Gesture/simultaneously(with:)``.
///
/// Its phase follows from its parts' with no memory of its own, so it has no machine: it changes
/// while either changes or has ended, shows a pressing part's value while neither claims, ends
/// when both are done and one ended, and fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The parts' values, nil for a part that has none yet or failed.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { primitiveBody(of: "SimultaneousGesture") }

    public func makeNode() -> GestureNode<Value> {
        SimultaneousNode<First, Second>(first: first.makeNode(), second: second.makeNode())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture.Value: GestureTraceValue {
    public var traceFields: [TraceField] {
        partTraceFields("first", first) + partTraceFields("second", second)
    }
}

extension Gesture {
    /// This gesture and `other` at once, on the same touches.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures running at once: both hear every event.
final class SimultaneousNode<First: Gesture, Second: Gesture>: PairNode<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value> {
    override var phase: GesturePhase<SimultaneousGesture<First, Second>.Value> {
        let (one, two) = (first.phase, second.phase)
        let value = SimultaneousGesture<First, Second>.Value(first: one.value, second: two.value)
        if one.isFinished, two.isFinished {
            if one.hasEnded || two.hasEnded { return .ended(value) }
            return .failed(reason: two.failureReason ?? "")
        }
        switch (one, two) {
        case (.changed, _), (_, .changed), (.ended, _), (_, .ended): return .changed(value)
        case (.pressing, _), (_, .pressing): return .pressing(value)
        default: return .possible
        }
    }

    override func report(in context: GestureContext) {
        first.report(in: context)
        second.report(in: context)
    }
}
