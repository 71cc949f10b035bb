/// A context menu: opened by a press on its view, closed by a touch outside it, an action or a
/// tap on the preview (M1–M4); drawn in `StateDiagrams/ContextMenuPresentation.dot`.
public enum ContextMenuPresentation: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No menu shown.
        case closed
        /// The menu and its preview are shown over the window.
        case open

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The press recognizer began: the finger was held still long enough.
        case pressBegan
        /// A finger went down outside the menu and the preview.
        case touchedOutside
        /// An action of the menu was chosen: tapped, or the pressing finger lifted on it.
        case actionChosen
        /// A tap on the preview.
        case previewTapped
        /// Code called `dismissMenu()`, or the view left the window.
        case dismissRequested
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Nothing is guarded: the press begins only with a configuration, so the order alone decides.
        case never
    }

    public enum Action: String, Hashable, Sendable {
        /// Puts the menu and preview over the window and tells the delegate `willDisplayMenuFor`.
        case showMenu
        /// Tells the delegate `willEndFor` and takes the menu away.
        case hideMenu
        /// Runs the chosen action's handler.
        case performAction
        /// Tells the delegate `willPerformPreviewActionForMenuWith`.
        case commitPreview
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// Never used: the interaction triggers only what can happen.
        case cannotHappen
    }

    public static let name = "ContextMenuPresentation"
    public static let diagramSubtitle = "a context menu opened by a press, closed by a touch outside, an action or the preview"
    public static let diagramNotes = [
        "the press recognizer begins only when the delegate gives a configuration; a drag before it begins fails it",
        "a lift leaves the menu open; the pressing finger lifting on an action chooses it",
    ]

    public static let table = TransitionTable<ContextMenuPresentation>(initial: .closed) {
        Transition(.closed, on: .pressBegan, to: .open, do: .showMenu)
        Transition(.open, on: .touchedOutside, to: .closed, do: .hideMenu)
        Transition(.open, on: .dismissRequested, to: .closed, do: .hideMenu)
        Transition(.open, on: .actionChosen, to: .closed, do: .hideMenu, .performAction)
        Transition(.open, on: .previewTapped, to: .closed, do: .commitPreview, .hideMenu)

        Ignore(.pressBegan, in: .open)
        Ignore(.touchedOutside, .actionChosen, .previewTapped, .dismissRequested, in: .closed)
    }
}
