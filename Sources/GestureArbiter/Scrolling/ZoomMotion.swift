/// What a scroll view's zoom is doing: still, following a pinch, or animating to a scale (a
/// bounce back inside the limits, or `setZoomScale(_:animated: true)` and `zoom(to:animated:)`);
/// drawn in `StateDiagrams/ZoomMotion.dot`.
///
/// The scroll view feeds it its pinch's states, code's requests and the clock's frames. A pinch
/// scales the zoomed view about the point under the fingers; released past a limit with
/// `bouncesZoom`, the scale animates back to the limit (`isZoomBouncing`) before the delegate
/// hears `scrollViewDidEndZooming`.
public enum ZoomMotion: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        case idle
        /// The scale follows the fingers (`isZooming`).
        case pinching
        /// The scale and offset animate to a target: back inside the limits after a pinch
        /// (`isZoomBouncing`), or to where code asked.
        case animating

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The scroll view's pinch began.
        case pinchBegan
        /// The pinch changed.
        case pinchMoved
        /// The pinch ended or was cancelled.
        case pinchEnded
        /// Code asked for an animated zoom: `setZoomScale(_:animated: true)` or `zoom(to:animated: true)`.
        case animationRequested
        /// The clock reached the next animation frame.
        case frameTicked
        /// Code set the scale without animation, or the scroll view left its window: an animation stops where it is.
        case scaleSet
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The scale is past a limit and the scroll view bounces its zoom: it must come back.
        case beyondLimits
        /// The animation has reached its end at this frame.
        case finished
    }

    public enum Action: String, Hashable, Sendable {
        case reportWillBeginZooming
        /// Scales about the point under the fingers and moves the content with them (didZoom).
        case followPinch
        case reportDidEndZooming
        /// Starts the animation back to the nearest limit.
        case startBounceBack
        case startAnimation
        case startFrames
        /// Moves scale and offset to where the animation is at this frame (didZoom).
        case advanceFrame
        case stopFrames
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A pinch that moves or ends without having begun: a bug in the scroll view.
        case cannotHappen
    }

    public static let name = "ZoomMotion"
    public static let diagramSubtitle = "a scroll view's zoom: pinched, bounced back, animated"
    public static let diagramNotes = [
        "isZooming: pinching · isZoomBouncing: animating back inside the limits after a pinch",
        "each followPinch and advanceFrame changes the scale (didZoom) and keeps the offset inside its range",
    ]

    public static let table = TransitionTable<ZoomMotion>(initial: .idle) {
        Transition(.idle, .animating, on: .pinchBegan, to: .pinching, do: .stopFrames, .reportWillBeginZooming, .followPinch)
        Transition(.pinching, on: .pinchMoved, to: .pinching, do: .followPinch)
        Transition(.pinching, on: .pinchEnded, when: .when(.beyondLimits), to: .animating, do: .startBounceBack, .startFrames)
        Transition(.pinching, on: .pinchEnded, when: .unless(.beyondLimits), to: .idle, do: .reportDidEndZooming)

        Transition(.idle, .animating, on: .animationRequested, to: .animating, do: .stopFrames, .startAnimation, .startFrames)
        Transition(.animating, on: .frameTicked, when: .unless(.finished), to: .animating, do: .advanceFrame)
        Transition(.animating, on: .frameTicked, when: .when(.finished), to: .idle, do: .advanceFrame, .stopFrames, .reportDidEndZooming)
        Transition(.animating, on: .scaleSet, to: .idle, do: .stopFrames)

        Ignore(.frameTicked, .scaleSet, in: .idle)
        Ignore(.frameTicked, .scaleSet, .animationRequested, in: .pinching)
        Refuse(.pinchMoved, .pinchEnded, in: .idle, .animating, because: .cannotHappen)
        Refuse(.pinchBegan, in: .pinching, because: .cannotHappen)
    }
}
