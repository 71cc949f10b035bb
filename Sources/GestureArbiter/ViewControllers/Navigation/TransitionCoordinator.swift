/// A running change of controllers as the controllers involved see it; UIKit's
/// `UIViewControllerTransitionCoordinator`, which is also its own context
/// (`UIViewControllerTransitionCoordinatorContext`).
///
/// A controller reads it from ``ViewController/transitionCoordinator`` while its container
/// changes it, most usefully in `viewWillAppear(_:)` and `viewWillDisappear(_:)`: the back
/// swipe's will-calls come before anyone knows whether the pop will happen, and
/// ``notifyWhenInteractionChanges(_:)`` is how a controller learns, at the lift, that it was
/// cancelled.
public final class TransitionCoordinator {
    /// Which controller of the transition: UIKit's `UITransitionContextViewControllerKey`.
    public enum ViewControllerKey: Hashable, Sendable {
        /// The controller whose view leaves.
        case from
        /// The controller whose view arrives.
        case to
    }

    private let fromController: ViewController?
    private let toController: ViewController?
    /// Whether the change animates.
    public let isAnimated: Bool
    /// Whether a finger started it: the back swipe.
    public let initiallyInteractive: Bool
    /// Whether a finger drives it now: true until the back swipe's lift.
    public internal(set) var isInteractive: Bool
    /// Whether it will end where it began: a back swipe lifted short of its threshold, or cancelled.
    public internal(set) var isCancelled = false
    /// How far it has come, from 0 to 1.
    public internal(set) var percentComplete = 0.0
    /// How long it lasts when it runs on its own, in seconds.
    public let transitionDuration: Double

    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    private var completionHandlers: [(TransitionCoordinator) -> Void] = []

    init(from: ViewController?, to: ViewController?, animated: Bool, interactive: Bool, duration: VirtualDuration) {
        fromController = from
        toController = to
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        transitionDuration = duration.seconds
    }

    /// One of the two controllers the transition is between.
    public func viewController(forKey key: ViewControllerKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// Runs `animation` now, as part of the transition's first frame, and `completion` when the
    /// transition ends (either way: read ``isCancelled``). Returns true, as UIKit does when the
    /// transition animates; nothing runs when it does not.
    ///
    /// The engine has no animations of views' properties, so `animation` sets their end values at once.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        guard isAnimated else { return false }
        animation?(self)
        if let completion {
            completionHandlers.append(completion)
        }
        return true
    }

    /// Calls `handler` when the finger lets go of an interactive transition, with ``isCancelled``
    /// saying which way it goes; UIKit's `notifyWhenInteractionChanges(_:)`.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The finger let go: the handlers hear it once.
    func interactionEnded(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition ended: the completions run once.
    func ended() {
        let handlers = completionHandlers
        completionHandlers = []
        for handler in handlers { handler(self) }
    }
}
