/// A value a gesture updates while it runs and that goes back to its initial value when the
/// gesture ends or is cancelled; SwiftUI's `@GestureState`.
///
/// Declare it as in SwiftUI, `@GestureState var offset = Size.zero`, pass `$offset` to
/// ``Gesture/updating(_:body:)``, and read `offset` anywhere. Copies share one value, as a
/// view's copies share SwiftUI's storage. The reset uses the `resetTransaction` given here, or
/// the transaction the `reset` closure sets, and the trace records it (`reset`).
@propertyWrapper
public struct GestureState<Value> {
    let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(initial: wrappedValue) { _, _ in }
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        storage = Storage(initial: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A state whose reset calls `reset` with the value it leaves, to set the reset's transaction.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = Storage(initial: wrappedValue, reset: reset)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value { storage.value }

    /// The state itself, which ``Gesture/updating(_:body:)`` takes.
    public var projectedValue: GestureState<Value> { self }

    /// Where the value lives, shared by the state's copies.
    final class Storage {
        let initial: Value
        var value: Value
        let reset: (Value, inout Transaction) -> Void

        init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.initial = initial
            value = initial
            self.reset = reset
        }

        /// Puts the initial value back and returns the transaction it was put back in.
        func resetValue() -> Transaction {
            var transaction = Transaction()
            reset(value, &transaction)
            value = initial
            return transaction
        }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}
