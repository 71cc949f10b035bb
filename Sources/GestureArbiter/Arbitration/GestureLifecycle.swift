/// The life of a gesture recognizer as the arbiter runs it: UIKit's public states, plus the
/// wait for other recognizers to fail, which UIKit hides inside `possible`.
///
/// A recognizer never changes its own state: setting `state` in a subclass *requests* a change,
/// and the arbiter looks the request up here during its update pass, after every recognizer has
/// seen the event (G3). Leaving `possible` passes four guards, in this order: a recognizer this
/// one requires to fail has already won (fail), one is still undecided (wait), a recognizer that
/// already began prevents this one (fail), and the touched views and the delegate agree that it
/// should begin (G4). Outcomes go back to `possible` when the pass ends.
///
/// Two machines share this vocabulary: ``DiscreteGestureLifecycle`` (a tap: possible →
/// recognized | failed) and ``ContinuousGestureLifecycle`` (a pan: possible → began → changed* →
/// ended | cancelled; possible → failed). They are drawn in `StateDiagrams/`.
public enum GestureLifecycle {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// UIKit's `possible`: watching the touches.
        case possible
        /// Still `possible` to UIKit's API: it asked to leave possible and waits for recognizers it
        /// requires to fail (A1).
        case awaitingFailure
        case began
        case changed
        case ended
        /// A discrete recognizer's success; UIKit's `.recognized`, which is the same value as `.ended`.
        case recognized
        case cancelled
        case failed

        public var outcome: DiagramOutcome? {
            switch self {
            case .possible, .awaitingFailure, .began, .changed: nil
            case .ended, .recognized: .success
            case .cancelled: .cancelled
            case .failed: .failure
            }
        }

        public var cluster: String? {
            switch self {
            case .possible, .awaitingFailure: "UIKit's possible"
            case .began, .changed: "recognizing"
            case .ended, .recognized, .cancelled, .failed: nil
            }
        }

        /// The state UIKit's API shows: both kinds of possible read as `.possible`.
        public var publicState: GestureRecognizer.State {
            switch self {
            case .possible, .awaitingFailure: .possible
            case .began: .began
            case .changed: .changed
            case .ended, .recognized: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }

        /// Undecided: it may still recognize, so recognizers that require it to fail must wait.
        public var isUndecided: Bool { self == .possible || self == .awaitingFailure }

        /// Recognizing or recognized: it won, so the recognizers that require it to fail lose.
        public var hasWon: Bool {
            switch self {
            case .began, .changed, .ended, .recognized: true
            case .possible, .awaitingFailure, .cancelled, .failed: false
            }
        }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The recognizer set its state to `.began`.
        case requestedBegan
        case requestedChanged
        /// The recognizer set its state to `.ended`, which a discrete one calls `.recognized`.
        case requestedEnded
        case requestedCancelled
        case requestedFailed
        /// A recognizer it requires to fail has failed.
        case requirementFailed
        /// A recognizer it requires to fail has begun or recognized.
        case requirementWon
        /// A recognizer that can prevent it has begun or recognized (A2).
        case prevented
        /// `isEnabled` became false (G5).
        case disabled
        /// It, or its view, left the window (G5).
        case removed
        /// The update pass is over.
        case passEnded
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// A recognizer it requires to fail has begun or recognized.
        case requirementWon
        /// A recognizer it requires to fail is still undecided.
        case requirementPending
        /// A recognizer that began earlier prevents it (A2).
        case preventedByActive
        /// The touched views' `gestureRecognizerShouldBegin(_:)`, then the delegate's, all answer true (G4).
        case shouldBegin
    }

    public enum Action: String, Hashable, Sendable {
        /// Call the targets (G2).
        case sendActions
        /// Fail or cancel the recognizers it can prevent (A2).
        case preventOthers
        /// Fail the recognizers that require it to fail (A1).
        case failDependents
        /// Let the recognizers waiting for it to fail go on (A1).
        case notifyDependents
        /// Cancel its touches in their views if `cancelsTouchesInView` (A3); held touches are withheld (A4, A5).
        case cancelViewTouches
        /// Let its views have the touches it held back (A4, A5).
        case releaseHeldTouches
        /// Back to possible: call `reset()` and drop the touches of this sequence (G3).
        case reset
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A change UIKit does not allow (G1), such as `.changed` from possible: a bug in the recognizer, which traps.
        case invalidTransition
    }
}

/// A discrete recognizer's machine: possible → recognized | failed. Drawn in `StateDiagrams/DiscreteGestureLifecycle.dot`.
public enum DiscreteGestureLifecycle: StateMachineDescription {
    public typealias State = GestureLifecycle.State
    public typealias Trigger = GestureLifecycle.Trigger
    public typealias Guard = GestureLifecycle.Guard
    public typealias Action = GestureLifecycle.Action
    public typealias Refusal = GestureLifecycle.Refusal

    public static let name = "DiscreteGestureLifecycle"
    public static let states: [State] = [.possible, .awaitingFailure, .recognized, .failed]
    public static let diagramSubtitle = "discrete gesture recognizers (tap, swipe) as the arbiter runs them"
    public static let diagramNotes = [
        "awaitingFailure reads as .possible in the API; requestedEnded = the recognizer set .recognized",
        "every outcome goes back to possible when the update pass ends: passEnded / reset (not drawn)",
        "setting .began, .changed or .cancelled is refused as an invalid transition (G1) and traps",
    ]

    public static let triggersInLegend: [Trigger] = [.passEnded]

    public static let table = TransitionTable<DiscreteGestureLifecycle>(initial: .possible) {
        GestureLifecycle.leavingPossible(from: .possible, on: .requestedEnded, to: .recognized)
        GestureLifecycle.leavingPossible(from: .awaitingFailure, on: .requirementFailed, to: .recognized)
        Transition(.possible, .awaitingFailure, on: .requestedFailed, .requirementWon, .prevented, .disabled, .removed, to: .failed, do: .notifyDependents, .releaseHeldTouches)
        Transition(.recognized, .failed, on: .passEnded, to: .possible, do: .reset)
        Ignore(.requirementFailed, .passEnded, in: .possible)
        Ignore(.requestedEnded, .passEnded, in: .awaitingFailure)
        Ignore(.requestedEnded, .requestedFailed, .requirementFailed, .requirementWon, .prevented, .disabled, .removed, in: .recognized, .failed)
        Refuse(.requestedBegan, .requestedChanged, .requestedCancelled, in: .possible, .awaitingFailure, .recognized, .failed, because: .invalidTransition)
    }
}

/// A continuous recognizer's machine: possible → began → changed* → ended | cancelled; possible →
/// failed. Drawn in `StateDiagrams/ContinuousGestureLifecycle.dot`.
public enum ContinuousGestureLifecycle: StateMachineDescription {
    public typealias State = GestureLifecycle.State
    public typealias Trigger = GestureLifecycle.Trigger
    public typealias Guard = GestureLifecycle.Guard
    public typealias Action = GestureLifecycle.Action
    public typealias Refusal = GestureLifecycle.Refusal

    public static let name = "ContinuousGestureLifecycle"
    public static let states: [State] = [.possible, .awaitingFailure, .began, .changed, .ended, .cancelled, .failed]
    public static let diagramSubtitle = "continuous gesture recognizers (pan, long press, pinch) as the arbiter runs them"
    public static let diagramNotes = [
        "awaitingFailure reads as .possible in the API",
        "every outcome goes back to possible when the update pass ends: passEnded / reset (not drawn)",
        "a recognizer whose touches end while it waits for a failure fails (a choice: UIKit does not say)",
        "setting .began twice, .failed after .began, or .changed, .ended or .cancelled from possible traps (G1)",
    ]

    public static let triggersInLegend: [Trigger] = [.passEnded]

    public static let table = TransitionTable<ContinuousGestureLifecycle>(initial: .possible) {
        GestureLifecycle.leavingPossible(from: .possible, on: .requestedBegan, to: .began)
        GestureLifecycle.leavingPossible(from: .awaitingFailure, on: .requirementFailed, to: .began)
        Transition(.possible, .awaitingFailure, on: .requestedFailed, .requirementWon, .prevented, .disabled, .removed, to: .failed, do: .notifyDependents, .releaseHeldTouches)
        Transition(.awaitingFailure, on: .requestedEnded, .requestedCancelled, to: .failed, do: .notifyDependents, .releaseHeldTouches)
        Transition(.began, .changed, on: .requestedChanged, to: .changed, do: .sendActions)
        Transition(.began, .changed, on: .requestedEnded, to: .ended, do: .sendActions)
        Transition(.began, .changed, on: .requestedCancelled, .prevented, .disabled, .removed, to: .cancelled, do: .sendActions)
        Transition(.ended, .cancelled, .failed, on: .passEnded, to: .possible, do: .reset)
        Ignore(.requirementFailed, .passEnded, in: .possible)
        Ignore(.requestedBegan, .requestedChanged, .passEnded, in: .awaitingFailure)
        Ignore(.requirementFailed, .requirementWon, .passEnded, in: .began, .changed)
        Ignore(.requestedBegan, .requestedChanged, .requestedEnded, .requestedCancelled, .requestedFailed, .requirementFailed, .requirementWon, .prevented, .disabled, .removed, in: .ended, .cancelled, .failed)
        Refuse(.requestedChanged, .requestedEnded, .requestedCancelled, in: .possible, because: .invalidTransition)
        Refuse(.requestedBegan, .requestedFailed, in: .began, .changed, because: .invalidTransition)
    }
}

extension GestureLifecycle {
    /// The legend line of every recognizer's own machine: its outcomes are requests.
    static let requestsNote = "its outcomes are requests: the arbiter's lifecycle decides whether the recognizer gets them"

    /// The five ways out of possible, in the order the guards are checked: a required recognizer
    /// won (fail), one is undecided (wait), an active recognizer prevents this one (fail), the
    /// views or delegate refuse (fail), or the recognizer wins and the arbiter acts on it.
    static func leavingPossible<Machine: StateMachineDescription>(
        from state: State, on trigger: Trigger, to success: State
    ) -> [Transition<Machine>] where Machine.State == State, Machine.Trigger == Trigger, Machine.Guard == Guard, Machine.Action == Action {
        [
            Transition(state, on: trigger, when: .when(.requirementWon), to: .failed, do: .notifyDependents, .releaseHeldTouches),
            Transition(state, on: trigger, when: .unless(.requirementWon) && .when(.requirementPending), to: .awaitingFailure),
            Transition(state, on: trigger, when: .unless(.requirementWon) && .unless(.requirementPending) && .when(.preventedByActive),
                       to: .failed, do: .notifyDependents, .releaseHeldTouches),
            Transition(state, on: trigger, when: .unless(.requirementWon) && .unless(.requirementPending) && .unless(.preventedByActive) && .unless(.shouldBegin),
                       to: .failed, do: .notifyDependents, .releaseHeldTouches),
            Transition(state, on: trigger, when: .unless(.requirementWon) && .unless(.requirementPending) && .unless(.preventedByActive) && .when(.shouldBegin),
                       to: success, do: .sendActions, .failDependents, .preventOthers, .cancelViewTouches),
        ]
    }
}
