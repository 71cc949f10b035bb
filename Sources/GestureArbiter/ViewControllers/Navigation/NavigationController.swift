/// A container that shows the top of a stack of view controllers and slides between them;
/// UIKit's `UINavigationController` (N1–N4). It has no navigation bar: a back button is code
/// calling ``popViewController(animated:)``, and the content fills the container's view, as a
/// controller's view under UIKit's translucent bar does.
///
/// ``viewControllers`` changes as soon as code asks (a push makes the new controller the top at
/// once) and the views follow on the window's clock: a push slides the new view in from the right
/// over ``transitionDuration`` while the old one moves a third of the width to the left, and a pop
/// does the reverse. The appearance calls come in the order UIKit gives them (the old
/// controller's will-disappear, the new one's will-appear; then the old one's did-disappear and
/// the new one's did-appear), the containment calls around them, and ``delegate`` hears
/// `willShow` after the will-calls and `didShow` after the did-calls.
///
/// ``interactivePopGestureRecognizer`` is the back swipe: see ``NavigationController/interactivePopGestureRecognizer``.
open class NavigationController: ViewController {
    /// How long a push or pop animates: 350 ms, a choice between the peers' figures for UIKit's
    /// slide (Flutter's Cupertino route eyeballs 400 ms; react-native-router-flux chose 300 ms
    /// to match native speed), since Apple gives none.
    public static let transitionDuration = VirtualDuration.milliseconds(350)

    /// The share of its width by which the controller under a push moves left (N2): a third, as
    /// Flutter's Cupertino route measures UIKit's parallax.
    static let parallax = 1.0 / 3.0

    /// Told when a controller is about to be shown and when it has been; held weakly, as UIKit holds it.
    public weak var delegate: NavigationControllerDelegate?

    /// Where the change of controllers is; the table that moves it is ``NavigationTransition``.
    public internal(set) var transitionState = NavigationTransition.table.initial

    /// The transition under way, for the rows' actions and for ``ViewController/transitionCoordinator``.
    var running: RunningTransition?
    /// The stack code asked for, until the transition's machine takes it.
    var requestedStack: [ViewController] = []
    var requestIsAnimated = false
    var frameTimer: TimerID?
    let popRecognizer = ScreenEdgePanGestureRecognizer()
    /// The pop recognizer's own delegate, which allows it while there is something to pop.
    let popRecognizerGate = InteractivePopGate()

    /// A controller with no children; give it some with ``setViewControllers(_:animated:)``.
    public override init() {
        super.init()
        setUpPopRecognizer()
    }

    /// A controller whose stack holds `rootViewController` alone.
    public init(rootViewController: ViewController) {
        super.init()
        setUpPopRecognizer()
        setViewControllers([rootViewController], animated: false)
    }

    open override func loadView() {
        view = ContainerView(controller: self)
        view.addGestureRecognizer(popRecognizer)
        if let top = topViewController, running == nil {
            place(top.view, at: 0)
        }
    }

    /// The container: it keeps the top controller's view filling it when it changes size.
    final class ContainerView: View {
        unowned let controller: NavigationController

        init(controller: NavigationController) {
            self.controller = controller
            super.init(frame: .zero)
        }

        override var bounds: Rect {
            didSet {
                if bounds.size != oldValue.size, controller.running == nil {
                    controller.topViewController?.viewIfLoaded?.frame = Rect(origin: .zero, size: bounds.size)
                }
            }
        }
    }

    // MARK: The stack

    /// The stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, whose view is shown.
    public var topViewController: ViewController? { children.last }

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when `animated`.
    ///
    /// Pushing a controller that is already in the stack, or that belongs to another container,
    /// is a programming error and traps; UIKit raises "Pushing the same view controller instance
    /// more than once is not supported".
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        precondition(!children.contains { $0 === viewController }, "pushing the same view controller instance more than once is not supported")
        precondition(viewController.parent == nil, "a pushed view controller must not be the child of another container")
        requestChange(to: children + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; at the root it does nothing and returns nil, as UIKit.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        requestChange(to: Array(children.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, root-most first; nil at the root.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard children.count > 1 else { return nil }
        let popped = Array(children.dropFirst())
        requestChange(to: [children[0]], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them; nil when it is not in the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        requestChange(to: Array(children[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; the new top is shown as a push when it was not in the stack and as a
    /// pop when it was, animated if asked. A controller twice in `viewControllers`, or the child of
    /// another container, is a programming error and traps.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            precondition(!viewControllers[..<index].contains { $0 === controller }, "a view controller can be in the stack only once")
            precondition(controller.parent == nil || controller.parent === self, "a view controller in the stack must not be the child of another container")
        }
        requestChange(to: viewControllers, animated: animated)
    }

    private func requestChange(to stack: [ViewController], animated: Bool) {
        requestedStack = stack
        requestIsAnimated = animated
        handle(.changeRequested)
    }

    // MARK: Placing views

    /// Puts `view` in the container, filling it, moved right by `shift` widths.
    func place(_ view: View, at shift: Double) {
        let bounds = self.view.bounds
        view.frame = Rect(x: bounds.width * shift, y: 0, width: bounds.width, height: bounds.height)
        if view.superview !== self.view {
            self.view.addSubview(view)
        }
    }

    private func setUpPopRecognizer() {
        popRecognizer.edges = .left
        popRecognizerGate.controller = self
        popRecognizer.delegate = popRecognizerGate
        _ = popRecognizer.addTarget { [unowned self] recognizer in popRecognizerChanged(recognizer.state) }
    }
}
