/// How a ``PanGestureRecognizer`` decides, as a table; drawn in `StateDiagrams/PanRecognition.dot`.
///
/// A pan is one or more fingers dragged together. The recognizer follows the centroid of the
/// fingers it counts and asks for `.began` on the first move that takes the centroid more than
/// the hysteresis (10 pt) from where it started tracking along either axis, the x and the y
/// distance each compared on its own: a diagonal of 8 pt by 8 pt (11.3 pt long) does not begin
/// it, and exactly 10 pt does not either, since "more than" puts the boundary on the side that
/// waits. The number of fingers down must be within `minimumNumberOfTouches ...
/// maximumNumberOfTouches` when it begins. After that every move asks for `.changed`, the fingers
/// lifting below the minimum ask for `.ended`, and a cancelled touch asks for `.cancelled`.
/// Before it begins, a finger too many asks for `.failed` ("touches"), all fingers lifting for
/// `.failed` ("tooShort") and a cancelled touch for `.failed` ("cancelled"). Whether a request
/// wins is the arbiter's decision (``ContinuousGestureLifecycle``).
///
/// The states:
/// - `waitingForTouches`: nothing is down; the next touch-down starts tracking.
/// - `touchesDown`: fingers are down and the centroid has not gone past the threshold.
/// - `panning`: it asked for `.began`; moves ask for `.changed`.
/// - `succeeded`, `interrupted`, `gaveUp`: it asked for `.ended`, `.cancelled` or `.failed`, and
///   ignores the touches until the arbiter resets it.
///
/// Two choices the table makes visible. A finger going down or lifting changes which fingers
/// make the centroid, so the centroid jumps although no finger moved: the recognizer re-bases
/// (`countNewTouches`, `dropLiftedTouches`) so that the translation does not jump. And movement
/// made while fewer fingers than the minimum are down does not count (`discountMovement`): a
/// two-finger pan starts measuring when its second finger lands. A lift never begins the pan.
///
/// ``ScreenEdgePanRecognition`` shares this vocabulary and the rows after touch-down
/// (`rowsAfterTouchDown(beginningWhen:unless:)`); it differs in who may start and in which movement
/// begins it.
public enum PanRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger is down.
        case waitingForTouches
        /// Fingers are down; the centroid has not gone past the threshold.
        case touchesDown
        /// It asked to begin; each move asks for a change.
        case panning
        /// It asked to end.
        case succeeded
        /// It asked to be cancelled.
        case interrupted
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .touchesDown, .panning: nil
            case .succeeded: .success
            case .interrupted: .cancelled
            case .gaveUp: .failure
            }
        }

        public var cluster: String? {
            switch self {
            case .waitingForTouches, .touchesDown: "possible"
            case .panning, .succeeded, .interrupted, .gaveUp: nil
            }
        }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchesBegan
        case touchesMoved
        case touchesEnded
        case touchesCancelled
    }

    /// The questions both pan tables ask; each table names only the ones it needs.
    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// More fingers are down than `maximumNumberOfTouches`.
        case tooManyTouches
        /// At least `minimumNumberOfTouches` fingers are down.
        case enoughTouches
        /// No finger is down.
        case allLifted
        /// The centroid has moved more than the hysteresis from where tracking started, along x or along y.
        case beyondHysteresis
        /// Screen-edge pan only: the first finger went down within the screen-edge region of an enabled edge.
        case startedNearEdge
        /// Screen-edge pan only: the centroid has moved more than the hysteresis inward from the edge it started at.
        case movedInward
        /// Scroll view pan only: the centroid has moved more than the hysteresis along an axis the scroll view scrolls (S4).
        case beyondHysteresisAlongScrollableAxis
        /// Scroll view pan only: content already tracking the touch keeps it, because the scroll view
        /// cannot cancel content touches or its `touchesShouldCancel(in:)` says no (S5).
        case contentKeepsTouch
        /// Scroll view pan only: the scroll view is at its edge in the drag's direction and hands the
        /// drag to an enclosing scroll view that scrolls that way (S7, iOS 17.4).
        case handsDragToParent
    }

    public enum Action: String, Hashable, Sendable {
        /// Count the fingers that went down; the translation starts at zero here.
        case startTracking
        /// Count the fingers that went down, up to the maximum, re-basing the centroid so the translation does not jump.
        case countNewTouches
        /// Stop watching the fingers that went down beyond the maximum, so they do not move the centroid.
        case ignoreExtraTouches
        /// Stop counting the lifted fingers, re-basing the centroid so the translation does not jump.
        case dropLiftedTouches
        /// Take back the movement of this event: too few fingers are down for it to count.
        case discountMovement
        case requestBegan
        case requestChanged
        case requestEnded
        case requestCancelled
        /// Fail with reason "touches".
        case failTooManyTouches
        /// Fail with reason "tooShort".
        case failTooShort
        /// Fail with reason "cancelled".
        case failCancelled
        /// Fail with reason "edge"; only ``ScreenEdgePanRecognition`` asks for it.
        case failNotAtEdge
        /// Fail with reason "contentTracking"; only ``ScrollPanRecognition`` asks for it.
        case failContentKeepsTouch
        /// Fail with reason "transferredToParent"; only ``ScrollPanRecognition`` asks for it.
        case failHandedToParent
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the arbiter.
        case cannotHappen
    }

    public static let name = "PanRecognition"
    public static let diagramSubtitle = "PanGestureRecognizer: begins past 10 pt along x or y with min...max fingers; continuous"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "the recognizer's reset() returns it to waitingForTouches",
        "the translation counts from touch-down, the 10 pt before beginning included: no jump (S4)",
        "re-basing keeps the translation still when a finger goes down or lifts",
    ]

    public static let table = TransitionTable<PanRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown, do: .startTracking)
        PanRecognition.rowsAfterTouchDown(beginningWhen: .beyondHysteresis)

        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .succeeded, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }

    /// The rows from `touchesDown` and `panning`, which every pan table shares; `threshold` is the
    /// guard that begins the pan (``Guard/beyondHysteresis``, ``Guard/movedInward`` or
    /// ``Guard/beyondHysteresisAlongScrollableAxis``), and each veto, checked in order once the
    /// threshold is passed, fails the pan with its action instead.
    static func rowsAfterTouchDown<Machine: StateMachineDescription>(
        beginningWhen threshold: Guard, unless vetoes: [(guard: Guard, fail: Action)] = []
    ) -> [Transition<Machine>]
    where Machine.State == State, Machine.Trigger == Trigger, Machine.Guard == Guard, Machine.Action == Action {
        let passed = GuardCondition<Guard>.when(.enoughTouches) && .when(threshold)
        var noEarlierVeto = passed
        var vetoRows: [Transition<Machine>] = []
        for veto in vetoes {
            vetoRows.append(Transition(.touchesDown, on: .touchesMoved, when: noEarlierVeto && .when(veto.guard), to: .gaveUp, do: veto.fail))
            noEarlierVeto = noEarlierVeto && .unless(veto.guard)
        }
        return [
            Transition(.touchesDown, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches),
            Transition(.touchesDown, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown, do: .countNewTouches),
            Transition(.touchesDown, on: .touchesMoved, when: .unless(.enoughTouches), to: .touchesDown, do: .discountMovement),
            Transition(.touchesDown, on: .touchesMoved, when: .when(.enoughTouches) && .unless(threshold), to: .touchesDown),
        ] + vetoRows + [
            Transition(.touchesDown, on: .touchesMoved, when: noEarlierVeto, to: .panning, do: .requestBegan),
            Transition(.touchesDown, on: .touchesEnded, when: .unless(.allLifted), to: .touchesDown, do: .dropLiftedTouches),
            Transition(.touchesDown, on: .touchesEnded, when: .when(.allLifted), to: .gaveUp, do: .failTooShort),
            Transition(.touchesDown, on: .touchesCancelled, to: .gaveUp, do: .failCancelled),

            Transition(.panning, on: .touchesBegan, when: .when(.tooManyTouches), to: .panning, do: .countNewTouches, .ignoreExtraTouches),
            Transition(.panning, on: .touchesBegan, when: .unless(.tooManyTouches), to: .panning, do: .countNewTouches),
            Transition(.panning, on: .touchesMoved, to: .panning, do: .requestChanged),
            Transition(.panning, on: .touchesEnded, when: .when(.enoughTouches), to: .panning, do: .dropLiftedTouches),
            Transition(.panning, on: .touchesEnded, when: .unless(.enoughTouches), to: .succeeded, do: .dropLiftedTouches, .requestEnded),
            Transition(.panning, on: .touchesCancelled, to: .interrupted, do: .requestCancelled),
        ]
    }
}
