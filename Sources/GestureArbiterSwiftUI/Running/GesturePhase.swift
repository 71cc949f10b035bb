/// Where a running gesture is after the last event it saw.
enum GesturePhase<Value> {
    /// No value yet.
    case possible
    /// A value shown before the gesture claims its touches: a long press held, before its
    /// minimum duration. Its recognizer reports it while it is still possible.
    case pressing(Value)
    /// The gesture claims its touches and its value changes: its recognizer begins or changes.
    case changed(Value)
    /// The gesture succeeded with this value.
    case ended(Value)
    /// The gesture failed, for the reason the trace gives.
    case failed(reason: String)

    /// The value while the gesture is pressing or changing.
    var liveValue: Value? {
        switch self {
        case let .pressing(value), let .changed(value): value
        case .possible, .ended, .failed: nil
        }
    }

    /// The value of a phase that has one.
    var value: Value? {
        switch self {
        case let .pressing(value), let .changed(value), let .ended(value): value
        case .possible, .failed: nil
        }
    }

    /// Whether the gesture ended or failed.
    var isFinished: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .pressing, .changed: false
        }
    }

    /// Whether the gesture ended.
    var hasEnded: Bool {
        if case .ended = self { true } else { false }
    }

    /// Why the gesture failed, when it did.
    var failureReason: String? {
        if case let .failed(reason) = self { reason } else { nil }
    }

    /// Whether the gesture failed.
    var hasFailed: Bool {
        if case .failed = self { true } else { false }
    }

    /// The same phase with its value transformed.
    func map<Other>(_ transform: (Value) -> Other) -> GesturePhase<Other> {
        switch self {
        case .possible: .possible
        case let .pressing(value): .pressing(transform(value))
        case let .changed(value): .changed(transform(value))
        case let .ended(value): .ended(transform(value))
        case let .failed(reason): .failed(reason: reason)
        }
    }
}
