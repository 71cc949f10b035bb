/// A view controller's appearance: the calls `viewWillAppear(_:)`, `viewDidAppear(_:)`,
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` in the orders UIKit makes them (V2); drawn
/// in `StateDiagrams/ViewControllerAppearance.dot`.
///
/// An appearance begins and ends, as UIKit's `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()` say. One that is under way may turn back: a controller that was
/// appearing when an interactive transition is cancelled gets `viewWillDisappear` and then
/// `viewDidDisappear` without ever having had `viewDidAppear`, and the one that was disappearing
/// gets `viewWillAppear` and `viewDidAppear` again, as recorded on UIKit (wangling.me, "The
/// Inconsistent Order of View Transition Events", 2014: cancelled interactive popping).
public enum ViewControllerAppearance: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// Off the screen: the initial state, and where a disappearance ends.
        case disappeared
        /// `viewWillAppear` was sent, `viewDidAppear` not yet.
        case appearing
        /// On the screen.
        case appeared
        /// `viewWillDisappear` was sent, `viewDidDisappear` not yet.
        case disappearing

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// `beginAppearanceTransition(true, animated:)`.
        case beginAppearing
        /// `beginAppearanceTransition(false, animated:)`.
        case beginDisappearing
        /// `endAppearanceTransition()`.
        case end
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Nothing is guarded: the order alone decides.
        case never
    }

    public enum Action: String, Hashable, Sendable {
        case viewWillAppear
        case viewDidAppear
        case viewWillDisappear
        case viewDidDisappear
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// An appearance begun while the controller is appearing or has appeared.
        case alreadyAppearing
        /// A disappearance begun while the controller is off the screen or going.
        case alreadyDisappearing
        /// An end with no appearance or disappearance under way.
        case notInTransition
    }

    public static let name = "ViewControllerAppearance"
    public static let diagramSubtitle = "a view controller's appearance calls, begun and ended by its container or its window"
    public static let diagramNotes = [
        "a container forwards its own calls to its children whose views are in its view, after its own",
        "an unbalanced call is a programming error and traps (UIKit logs it)",
    ]

    public static let table = TransitionTable<ViewControllerAppearance>(initial: .disappeared) {
        Transition(.disappeared, on: .beginAppearing, to: .appearing, do: .viewWillAppear)
        Transition(.appearing, on: .end, to: .appeared, do: .viewDidAppear)
        Transition(.appeared, on: .beginDisappearing, to: .disappearing, do: .viewWillDisappear)
        Transition(.disappearing, on: .end, to: .disappeared, do: .viewDidDisappear)
        Transition(.appearing, on: .beginDisappearing, to: .disappearing, do: .viewWillDisappear)
        Transition(.disappearing, on: .beginAppearing, to: .appearing, do: .viewWillAppear)
        Refuse(.beginAppearing, in: .appearing, .appeared, because: .alreadyAppearing)
        Refuse(.beginDisappearing, in: .disappeared, .disappearing, because: .alreadyDisappearing)
        Refuse(.end, in: .disappeared, .appeared, because: .notInTransition)
    }
}
