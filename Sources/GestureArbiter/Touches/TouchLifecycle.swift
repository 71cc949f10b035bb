/// The life of one finger as the window sees it: the phases an embedder may report, in the order
/// they may come. Drawn in `StateDiagrams/TouchLifecycle.dot`.
///
/// A finger begins once, then moves or stays put any number of times, and ends or is cancelled
/// once; after that a new touch may begin with the same id. Anything else is bad input, which the
/// table refuses with a reason: ``Window/send(_:at:)`` turns the refusal into a
/// ``TouchInputError`` and the fixture compiler into an error naming the fixture's event. A
/// stationary report must not move the finger: a finger that moves is `moved`.
public enum TouchLifecycle: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger with this id is down.
        case notBegun
        case began
        case moved
        case stationary
        case ended
        case cancelled

        public var outcome: DiagramOutcome? {
            switch self {
            case .notBegun, .began, .moved, .stationary: nil
            case .ended: .success
            case .cancelled: .cancelled
            }
        }

        public var cluster: String? {
            switch self {
            case .began, .moved, .stationary: "down"
            case .notBegun, .ended, .cancelled: nil
            }
        }

        /// The state of a touch that is in `phase`.
        public init(_ phase: Touch.Phase) {
            switch phase {
            case .began: self = .began
            case .moved: self = .moved
            case .stationary: self = .stationary
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            }
        }
    }

    /// The phase an embedder reports for the finger.
    public typealias Trigger = Touch.Phase

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The reported location is the finger's current one.
        case locationUnchanged
    }

    public enum Action: String, Hashable, Sendable {
        /// Find the view under the new finger and bind the touch to it for its whole life.
        case hitTestAndBind
        /// Take the reported location and phase.
        case update
    }

    public enum Refusal: String, Hashable, Sendable {
        case neverBegan
        case alreadyDown
        case stationaryButMoved
        case alreadyLifted
    }

    public static let name = "TouchLifecycle"
    public static let diagramSubtitle = "one finger, as reported to Window.send(_:at:)"
    public static let diagramNotes = [
        "after ended or cancelled, a new touch may begin with the same id",
        "touches in one event are delivered phase by phase: began, moved, ended, cancelled; stationary ones get no method",
    ]

    public static let table = TransitionTable<TouchLifecycle>(initial: .notBegun) {
        Transition(.notBegun, on: .began, to: .began, do: .hitTestAndBind)
        Transition(.began, .moved, .stationary, on: .moved, to: .moved, do: .update)
        Transition(.began, .moved, .stationary, on: .stationary, when: .when(.locationUnchanged), to: .stationary, do: .update)
        Transition(.began, .moved, .stationary, on: .ended, to: .ended, do: .update)
        Transition(.began, .moved, .stationary, on: .cancelled, to: .cancelled, do: .update)
        Refuse(.moved, .stationary, .ended, .cancelled, in: .notBegun, because: .neverBegan)
        Refuse(.began, in: .began, .moved, .stationary, because: .alreadyDown)
        Refuse(.stationary, in: .began, .moved, .stationary, when: .unless(.locationUnchanged), because: .stationaryButMoved)
        Refuse(.began, .moved, .stationary, .ended, .cancelled, in: .ended, .cancelled, because: .alreadyLifted)
    }
}
