/// What a scroll view's content is doing: still, following a finger, gliding, bouncing back, or
/// animating to an offset; drawn in `StateDiagrams/ScrollMotion.dot`.
///
/// The scroll view feeds it its pan's states and the clock's frames. When the finger lifts, the
/// scroll view works out where the content will come to rest (gliding by the deceleration rate,
/// snapping to a page, springing back inside its edges), asks its delegate whether to stop
/// somewhere else (`scrollViewWillEndDragging`), and decelerates if anything is left to do; the
/// delegate hears UIKit's calls in UIKit's order (S9). A touch on gliding content stops it (S6);
/// a bounce back or a page snap runs to its end (a choice), so content never rests out of bounds.
public enum ScrollMotion: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        case idle
        /// The content follows the finger (`isDragging`).
        case dragging
        /// The content glides on after the drag, or snaps to a page (`isDecelerating`).
        case decelerating
        /// The content springs back inside its edges (`isDecelerating` too).
        case bouncing
        /// `setContentOffset(_:animated: true)` is moving the content.
        case animating
        /// A tap on the status bar is moving the content to its top (S12).
        case scrollingToTop

        public var outcome: DiagramOutcome? { nil }

        public var cluster: String? {
            switch self {
            case .decelerating, .bouncing: "after the drag"
            case .idle, .dragging, .animating, .scrollingToTop: nil
            }
        }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The scroll view's pan began.
        case dragBegan
        /// The pan changed.
        case dragMoved
        /// The pan ended or was cancelled: the finger lifted, or scrolling was turned off.
        case dragEnded
        /// The clock reached the next animation frame.
        case frameTicked
        /// A finger went down on the scroll view.
        case touchedDown
        /// Code asked for `setContentOffset(_:animated: true)`.
        case animationRequested
        /// A tap on the status bar chose this scroll view, and its delegate agreed (S12).
        case scrollToTopRequested
        /// Code set the offset without animation: any motion after the drag stops there.
        case offsetSet
        /// The chain's motion is no longer this scroll view's: another scroll view of its
        /// ``ScrollChain`` began a drag, the one driving the chain left the window or came to rest,
        /// or the child the chain's glide was moving left the parent. Its own motion stops where it
        /// is, and it springs back inside its edges if it is past one.
        case chainTookOver
        /// A frame came after the scroll view left its window: with no screen to move on, the
        /// motion stops where it is, and the delegate hears nothing more.
        case leftWindow
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Something is left to do after the drag: a glide, a page to reach, an edge to spring
        /// back from. Deciding it asks the delegate's `scrollViewWillEndDragging` for the target.
        case willDecelerate
        /// After this frame every axis is at rest.
        case settled
        /// An axis is springing: back from past an edge, or to a page.
        case springing
        /// The offset the motion works in is past one of its edges: the content's own, or the
        /// chain's ends for the scroll view that drives a chain.
        case outOfBounds
    }

    public enum Action: String, Hashable, Sendable {
        case reportWillBeginDragging
        case followFinger
        case reportDidEndDraggingWillDecelerate
        case reportDidEndDraggingWillStop
        case reportWillBeginDecelerating
        case reportDidEndDecelerating
        case reportDidEndScrollingAnimation
        case reportDidScrollToTop
        case startFrames
        case advanceFrame
        /// The offset moves to where the motion is at the touch's own instant, which need not
        /// be a frame's, so that where a caught glide rests does not depend on the frame rate.
        case moveToTouchTime
        case stopFrames
        case startAnimation
        /// Every axis past an edge springs back to it from rest; the others stay where they are.
        case springBackInside
        /// Every axis past an edge comes to rest on it at once: a glide or bounce that cannot run
        /// on (the scroll view left its window) ends where it was going, never out of bounds.
        case pinInside
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A pan that moves or ends without having begun: a bug in the scroll view.
        case cannotHappen
    }

    public static let name = "ScrollMotion"
    public static let diagramSubtitle = "a scroll view's content after and between drags (S6, S9, S10, S12)"
    public static let diagramNotes = [
        "isTracking: a finger on the scroll view · isDragging: dragging · isDecelerating: decelerating or bouncing",
        "each advanceFrame moves the offset (didScroll) and asks for the next frame until the motion settles",
    ]

    public static let table = TransitionTable<ScrollMotion>(initial: .idle) {
        Transition(.idle, .decelerating, .bouncing, .animating, .scrollingToTop, on: .dragBegan, to: .dragging, do: .stopFrames, .reportWillBeginDragging, .followFinger)
        Transition(.dragging, on: .dragMoved, to: .dragging, do: .followFinger)
        Transition(.dragging, on: .dragEnded, when: .when(.willDecelerate), to: .decelerating, do: .reportDidEndDraggingWillDecelerate, .reportWillBeginDecelerating, .startFrames)
        Transition(.dragging, on: .dragEnded, when: .unless(.willDecelerate), to: .idle, do: .reportDidEndDraggingWillStop)

        Transition(.decelerating, on: .frameTicked, when: .unless(.settled) && .unless(.springing), to: .decelerating, do: .advanceFrame)
        Transition(.decelerating, .bouncing, on: .frameTicked, when: .unless(.settled) && .when(.springing), to: .bouncing, do: .advanceFrame)
        Transition(.decelerating, .bouncing, on: .frameTicked, when: .when(.settled), to: .idle, do: .advanceFrame, .stopFrames, .reportDidEndDecelerating)
        Transition(.bouncing, on: .frameTicked, when: .unless(.settled) && .unless(.springing), to: .bouncing, do: .advanceFrame)
        Transition(.decelerating, on: .touchedDown, when: .unless(.springing) && .unless(.outOfBounds), to: .idle, do: .moveToTouchTime, .stopFrames)
        Transition(.decelerating, on: .touchedDown, when: .unless(.springing) && .when(.outOfBounds), to: .decelerating)
        Transition(.decelerating, on: .touchedDown, when: .when(.springing), to: .decelerating)
        Transition(.decelerating, .bouncing, .animating, .scrollingToTop, on: .offsetSet, to: .idle, do: .stopFrames)
        Transition(.decelerating, .bouncing, on: .leftWindow, to: .idle, do: .stopFrames, .pinInside)
        Transition(.animating, .scrollingToTop, on: .leftWindow, to: .idle, do: .stopFrames)
        Transition(.decelerating, .bouncing, .animating, .scrollingToTop, on: .chainTookOver, when: .unless(.outOfBounds), to: .idle, do: .stopFrames)
        Transition(.decelerating, .bouncing, .animating, .scrollingToTop, on: .chainTookOver, when: .when(.outOfBounds), to: .bouncing, do: .springBackInside, .startFrames)
        Transition(.idle, on: .chainTookOver, when: .when(.outOfBounds), to: .bouncing, do: .springBackInside, .startFrames)
        Transition(.idle, on: .chainTookOver, when: .unless(.outOfBounds), to: .idle)

        Transition(.idle, .decelerating, .bouncing, .animating, .scrollingToTop, on: .animationRequested, to: .animating, do: .startAnimation, .startFrames)
        Transition(.animating, on: .frameTicked, when: .unless(.settled), to: .animating, do: .advanceFrame)
        Transition(.animating, on: .frameTicked, when: .when(.settled), to: .idle, do: .advanceFrame, .stopFrames, .reportDidEndScrollingAnimation)

        Transition(.idle, .decelerating, .bouncing, .animating, .scrollingToTop, on: .scrollToTopRequested, to: .scrollingToTop, do: .startAnimation, .startFrames)
        Transition(.scrollingToTop, on: .frameTicked, when: .unless(.settled), to: .scrollingToTop, do: .advanceFrame)
        Transition(.scrollingToTop, on: .frameTicked, when: .when(.settled), to: .idle, do: .advanceFrame, .stopFrames, .reportDidScrollToTop)

        Ignore(.frameTicked, .touchedDown, .offsetSet, .leftWindow, in: .idle)
        Ignore(.frameTicked, .touchedDown, .animationRequested, .scrollToTopRequested, .offsetSet, .leftWindow, .chainTookOver, in: .dragging)
        Ignore(.touchedDown, in: .bouncing, .animating, .scrollingToTop)
        Refuse(.dragMoved, .dragEnded, in: .idle, .decelerating, .bouncing, .animating, .scrollingToTop, because: .cannotHappen)
        Refuse(.dragBegan, in: .dragging, because: .cannotHappen)
    }
}
