/// Where a sheet is and what moves it: presented and dismissed by code, dragged between its
/// detents and down to dismiss, settling on the clock (N5–N8); drawn in
/// `StateDiagrams/SheetMotion.dot`.
public enum SheetMotion: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// Not presented.
        case hidden
        /// Rising from the bottom edge to its detent.
        case presenting
        /// At a detent.
        case resting
        /// Following a finger.
        case dragging
        /// Springing to a detent after a lift, or animating to one code chose.
        case settling
        /// Going down off the screen.
        case dismissing

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// `present(_:animated:completion:)`.
        case presentRequested
        /// `dismiss(animated:completion:)`.
        case dismissRequested
        /// The sheet's pan began, changed, ended or was cancelled.
        case dragBegan
        case dragMoved
        case dragEnded
        /// A tap on the dimming view.
        case dimmingTapped
        /// Code set `selectedDetentIdentifier` or `detents`.
        case detentChanged
        /// The clock reached the next animation frame.
        case frameTicked
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The request is animated and the sheet is in a window.
        case animates
        /// The animation or spring has come to rest at this frame.
        case arrived
        /// At the lift, the drag's projected height is nearest to dismissing (N6).
        case liftDismisses
        /// The user may dismiss the sheet: not modal in presentation, and the delegate agrees.
        case mayDismiss
    }

    public enum Action: String, Hashable, Sendable {
        /// Puts the sheet's views in the window and sends the will-appear call.
        case attach
        /// Starts the rise from below the screen to the selected detent.
        case startRising
        /// Puts the sheet at its selected detent at once.
        case placeAtDetent
        /// Sends the did-appear call and runs the completion.
        case finishPresenting
        case startFrames
        case advanceFrame
        case stopFrames
        /// Starts following a finger from where the sheet is.
        case beginDrag
        /// Moves the sheet, and the scroll view under the finger, by the finger's movement (N8).
        case followFinger
        /// Springs to the detent nearest the drag's projection, telling the delegate when the detent changes.
        case settleAtLift
        /// Springs back to the detent it rests at, for an attempt the sheet refuses.
        case settleBack
        /// Animates to the detent code selected.
        case settleToSelected
        /// Tells the delegate `presentationControllerWillDismiss`.
        case reportWillDismiss
        /// Tells the delegate `presentationControllerDidAttemptToDismiss`.
        case reportDidAttemptToDismiss
        /// Sends the will-disappear call and starts the fall below the screen.
        case startFalling
        /// Takes the sheet's views out, sends the did-disappear call, runs the completion, and
        /// for a dismissal the user started tells the delegate `presentationControllerDidDismiss`.
        case detach
        /// Sends the will-disappear call, for a dismissal at once.
        case beginDisappearing
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// Presenting a presented sheet or dismissing a hidden one, which the controller refuses before its machine.
        case cannotHappen
    }

    public static let name = "SheetMotion"
    public static let diagramSubtitle = "a sheet: presented, dragged between detents and down, settled, dismissed"
    public static let diagramNotes = [
        "the pan's moves are ignored outside dragging; a drag that began while the sheet rose or fell moves nothing",
        "detach tells the delegate presentationControllerDidDismiss only for a dismissal the user started",
    ]

    public static let table = TransitionTable<SheetMotion>(initial: .hidden) {
        Transition(.hidden, on: .presentRequested, when: .when(.animates), to: .presenting, do: .attach, .startRising, .startFrames)
        Transition(.hidden, on: .presentRequested, when: .unless(.animates), to: .resting, do: .attach, .placeAtDetent, .finishPresenting)
        Transition(.presenting, on: .frameTicked, when: .unless(.arrived), to: .presenting, do: .advanceFrame)
        Transition(.presenting, on: .frameTicked, when: .when(.arrived), to: .resting, do: .advanceFrame, .finishPresenting)

        Transition(.resting, .settling, on: .dragBegan, to: .dragging, do: .stopFrames, .beginDrag)
        Transition(.dragging, on: .dragMoved, to: .dragging, do: .followFinger)
        Transition(.dragging, on: .dragEnded, when: .when(.liftDismisses) && .when(.mayDismiss), to: .dismissing, do: .reportWillDismiss, .startFalling, .startFrames)
        Transition(.dragging, on: .dragEnded, when: .when(.liftDismisses) && .unless(.mayDismiss), to: .settling, do: .reportDidAttemptToDismiss, .settleBack, .startFrames)
        Transition(.dragging, on: .dragEnded, when: .unless(.liftDismisses), to: .settling, do: .settleAtLift, .startFrames)
        Transition(.settling, on: .frameTicked, when: .unless(.arrived), to: .settling, do: .advanceFrame)
        Transition(.settling, on: .frameTicked, when: .when(.arrived), to: .resting, do: .advanceFrame, .stopFrames)

        Transition(.resting, .settling, on: .dimmingTapped, when: .when(.mayDismiss), to: .dismissing, do: .stopFrames, .reportWillDismiss, .startFalling, .startFrames)
        Transition(.resting, on: .dimmingTapped, when: .unless(.mayDismiss), to: .resting, do: .reportDidAttemptToDismiss)
        Transition(.settling, on: .dimmingTapped, when: .unless(.mayDismiss), to: .settling, do: .reportDidAttemptToDismiss)

        Transition(.resting, on: .detentChanged, when: .when(.animates), to: .settling, do: .settleToSelected, .startFrames)
        Transition(.resting, on: .detentChanged, when: .unless(.animates), to: .resting, do: .placeAtDetent)
        Transition(.settling, on: .detentChanged, to: .settling, do: .settleToSelected)

        Transition(.presenting, .resting, .dragging, .settling, on: .dismissRequested, when: .when(.animates), to: .dismissing, do: .stopFrames, .startFalling, .startFrames)
        Transition(.presenting, .resting, .dragging, .settling, on: .dismissRequested, when: .unless(.animates), to: .hidden, do: .stopFrames, .beginDisappearing, .detach)
        Transition(.dismissing, on: .frameTicked, when: .unless(.arrived), to: .dismissing, do: .advanceFrame)
        Transition(.dismissing, on: .frameTicked, when: .when(.arrived), to: .hidden, do: .advanceFrame, .stopFrames, .detach)

        Ignore(.dragBegan, in: .hidden, .presenting, .dragging, .dismissing)
        Ignore(.dragMoved, .dragEnded, in: .hidden, .presenting, .resting, .settling, .dismissing)
        Ignore(.dimmingTapped, in: .hidden, .presenting, .dragging, .dismissing)
        Ignore(.detentChanged, in: .hidden, .presenting, .dragging, .dismissing)
        Ignore(.frameTicked, in: .hidden, .resting, .dragging)
        Ignore(.dismissRequested, in: .dismissing)
        Refuse(.presentRequested, in: .presenting, .resting, .dragging, .settling, .dismissing, because: .cannotHappen)
        Refuse(.dismissRequested, in: .hidden, because: .cannotHappen)
    }
}
