import Testing
@testable import GestureArbiter

/// A navigation delegate that writes what it hears into a controller log.
private final class LoggingNavigationDelegate: NavigationControllerDelegate {
    let log: LoggingController.Log

    init(log: LoggingController.Log) {
        self.log = log
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.lines.append("willShow(\((viewController as? LoggingController)?.name ?? "?"), animated: \(animated))")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.lines.append("didShow(\((viewController as? LoggingController)?.name ?? "?"), animated: \(animated))")
    }
}

/// The logging controllers' names, in order.
private func names(_ controllers: [ViewController]?) -> [String] {
    (controllers ?? []).map { ($0 as? LoggingController)?.name ?? "?" }
}

@Suite("Navigation controller")
struct NavigationControllerTests {
    private let window = Window.quiet(width: 375, height: 667)
    private let log = LoggingController.Log()

    /// A navigation controller on the screen holding `names` (root first), the log cleared.
    private func stack(_ names: String...) -> (NavigationController, [LoggingController], LoggingNavigationDelegate) {
        let controllers = names.map { LoggingController($0, log: log) }
        let navigation = NavigationController(rootViewController: controllers[0])
        window.rootViewController = navigation
        for controller in controllers.dropFirst() {
            navigation.pushViewController(controller, animated: false)
        }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        log.lines = []
        return (navigation, controllers, delegate)
    }

    @Test("an animated push: the stack changes at once, the calls come in UIKit's order, the view slides in over 350 ms")
    func animatedPush() {
        let (navigation, controllers, delegate) = stack("a")
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(names(navigation.viewControllers) == ["a", "b"] && navigation.topViewController === b)
        #expect(log.lines == ["b.willMove(parent)", "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "willShow(b, animated: true)"])
        #expect(navigation.transitionState == .animating && b.transitionCoordinator?.isAnimated == true)
        log.lines = []
        // Halfway through the eased slide, both views are half way.
        window.clock.advance(to: .milliseconds(175))
        #expect(b.view.frame.origin.x > 150 && b.view.frame.origin.x < 225)
        #expect(controllers[0].view.frame.origin.x < -40 && controllers[0].view.frame.origin.x > -90)
        #expect(log.lines.isEmpty)
        window.clock.advance(to: .milliseconds(400))
        #expect(log.lines == ["a.viewDidDisappear", "b.viewDidAppear", "b.didMove(parent)", "didShow(b, animated: true)"])
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 375, height: 667) && b.view.superview === navigation.view)
        #expect(controllers[0].viewIfLoaded?.superview == nil && navigation.transitionState == .idle)
        withExtendedLifetime(delegate) {}
    }

    @Test("pops: at the root nothing happens and nil comes back; pop to root removes the middle ones without appearance calls")
    func pops() {
        let (root, _, delegate) = stack("a")
        #expect(root.popViewController(animated: true) == nil && root.popToRootViewController(animated: false) == nil)
        #expect(log.lines.isEmpty && root.viewControllers.count == 1)
        let (navigation, _, other) = stack("a", "b", "c")
        let popped = navigation.popToRootViewController(animated: false)
        #expect(names(popped) == ["b", "c"] && names(navigation.viewControllers) == ["a"])
        #expect(log.lines == ["b.willMove(nil)", "c.willMove(nil)", "c.viewWillDisappear", "a.viewWillAppear", "willShow(a, animated: false)",
                              "c.viewDidDisappear", "a.viewDidAppear", "b.didMove(nil)", "c.didMove(nil)", "didShow(a, animated: false)"])
        withExtendedLifetime((delegate, other)) {}
    }

    /// Finger 1 goes down 5 pt from the left edge at y 300 at `start` and moves to each x of
    /// `path`, 16 ms apart; then it lifts, 100 ms later where it stopped when `rest` is set, or
    /// 16 ms later still moving at the speed of its last step.
    private func swipe(_ path: [Double], rest: Bool, at start: Double = 0, checkMidway: (() -> Void)? = nil) throws {
        try window.send(.began(1, 5, 300), at: start)
        var time = start
        for (index, x) in path.enumerated() {
            time += 16
            try window.send(.moved(1, x, 300), at: time)
            if index == 1 { checkMidway?() }
        }
        let last = path.last ?? 5
        let step = path.count > 1 ? last - path[path.count - 2] : 0
        try window.send(.ended(1, rest ? last : last + step, 300), at: time + (rest ? 100 : 16))
    }

    @Test("a back swipe lifted at rest past half the width: the will-calls when it begins, the view follows the finger, the pop finishes")
    func backSwipeFinishesByPosition() throws {
        let (navigation, controllers, delegate) = stack("a", "b")
        var interaction: [Bool] = []
        controllers[1].onViewWillDisappear = { controller in
            controller.transitionCoordinator?.notifyWhenInteractionChanges { interaction.append($0.isCancelled) }
        }
        try swipe([20, 30, 100, 200, 250], rest: true) {
            // The translation counts from touch-down: 25 pt at x 30.
            #expect(navigation.transitionState == .tracking && names(navigation.viewControllers) == ["a"])
            #expect(controllers[1].view.frame.origin.x == 25)
            #expect(controllers[0].view.frame.origin.x == ((-375.0 / 3) * (1 - 25.0 / 375)))
            #expect(log.lines == ["b.willMove(nil)", "b.viewWillDisappear", "a.viewWillAppear", "willShow(a, animated: true)"])
        }
        #expect(interaction == [false] && navigation.transitionState == .finishing)
        #expect(log.lines.count == 4)
        window.clock.advance(to: .milliseconds(1000))
        #expect(log.lines.dropFirst(4) == ["b.viewDidDisappear", "a.viewDidAppear", "b.didMove(nil)", "didShow(a, animated: true)"])
        #expect(names(navigation.viewControllers) == ["a"] && controllers[0].view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(controllers[1].viewIfLoaded?.superview == nil && controllers[1].parent == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("a back swipe lifted at rest short of half the width cancels: the calls that undo it in UIKit's order, no didShow")
    func backSwipeCancelsByPosition() throws {
        let (navigation, controllers, delegate) = stack("a", "b")
        var interaction: [Bool] = []
        controllers[1].onViewWillDisappear = { controller in
            controller.transitionCoordinator?.notifyWhenInteractionChanges { interaction.append($0.isCancelled) }
        }
        try swipe([20, 60, 120, 180], rest: true)
        #expect(interaction == [true] && navigation.transitionState == .cancelling)
        // Lifted at 164 ms, 175 of 375 pt along: the way back takes that share of 350 ms, 163.3 ms.
        window.clock.advance(to: .milliseconds(164 + 160))
        #expect(navigation.transitionState == .cancelling)
        window.clock.advance(to: .milliseconds(164 + 170))
        #expect(navigation.transitionState == .idle)
        #expect(log.lines == ["b.willMove(nil)", "b.viewWillDisappear", "a.viewWillAppear", "willShow(a, animated: true)",
                              "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear", "b.viewDidAppear"])
        #expect(names(navigation.viewControllers) == ["a", "b"] && controllers[1].parent === navigation)
        #expect(controllers[1].view.frame.origin.x == 0 && controllers[0].viewIfLoaded?.superview == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("the velocity at the lift decides before the position: a short fast flick pops, a far swipe moving back cancels")
    func backSwipeByVelocity() throws {
        let (navigation, _, delegate) = stack("a", "b")
        try swipe([20, 40, 60, 80, 100], rest: false)
        #expect(navigation.transitionState == .finishing)
        window.clock.advance(to: .milliseconds(1000))
        #expect(names(navigation.viewControllers) == ["a"])

        let (back, _, otherDelegate) = stack("a", "b")
        try swipe([60, 150, 250, 300, 290, 270, 250], rest: false, at: 2000)
        #expect(back.transitionState == .cancelling)
        window.clock.advance(to: .milliseconds(3000))
        #expect(names(back.viewControllers) == ["a", "b"])
        withExtendedLifetime((delegate, otherDelegate)) {}
    }

    @Test("at the root the back swipe does not begin: its delegate refuses and the content keeps the touch")
    func backSwipeRefusedAtRoot() throws {
        let (navigation, controllers, delegate) = stack("a")
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        var methods: [TouchMethod] = []
        content.onTouches = { method, _, _ in methods.append(method) }
        controllers[0].view.addSubview(content)
        try swipe([20, 60, 120, 180], rest: true)
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible && navigation.transitionState == .idle)
        #expect(methods.first == .touchesBegan && methods.last == .touchesEnded && !methods.contains(.touchesCancelled))
        withExtendedLifetime(delegate) {}
    }

    @Test("the back swipe cancels the content's touches when it begins")
    func backSwipeCancelsContentTouches() throws {
        let (navigation, controllers, delegate) = stack("a", "b")
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        var methods: [TouchMethod] = []
        content.onTouches = { method, _, _ in methods.append(method) }
        controllers[1].view.addSubview(content)
        try swipe([20, 60, 120, 180, 250], rest: true)
        #expect(methods.first == .touchesBegan && methods.last == .touchesCancelled && !methods.contains(.touchesEnded))
        #expect(navigation.transitionState == .finishing)
        withExtendedLifetime(delegate) {}
    }

    @Test("a horizontal scroll view at its left edge takes the swipe, unless its pan requires the back swipe to fail")
    func horizontalScrollViewAgainstBackSwipe() throws {
        for (run, requiresFailure) in [false, true].enumerated() {
            let (navigation, controllers, delegate) = stack("a", "b")
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 300 + 100))
            scrollView.contentSize = Size(width: 375 * 3, height: 400)
            controllers[1].view.addSubview(scrollView)
            if requiresFailure, let pop = navigation.interactivePopGestureRecognizer {
                scrollView.panGestureRecognizer.require(toFail: pop)
            }
            try swipe([20, 60, 120, 180, 250], rest: true, at: Double(run) * 5000)
            if requiresFailure {
                #expect(navigation.transitionState == .finishing && scrollView.contentOffset.x == 0)
            } else {
                #expect(navigation.transitionState == .idle && navigation.viewControllers.count == 2)
                #expect(scrollView.contentOffset.x < 0)
            }
            window.clock.advance(to: .milliseconds(Double(run) * 5000 + 3000))
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("a push while a push animates ends the first at once, then runs the second")
    func pushDuringPush() {
        let (navigation, _, delegate) = stack("a")
        let (b, c) = (LoggingController("b", log: log), LoggingController("c", log: log))
        navigation.pushViewController(b, animated: true)
        window.clock.advance(to: .milliseconds(100))
        log.lines = []
        navigation.pushViewController(c, animated: true)
        #expect(Array(log.lines.prefix(4)) == ["a.viewDidDisappear", "b.viewDidAppear", "b.didMove(parent)", "didShow(b, animated: true)"])
        #expect(names(navigation.viewControllers) == ["a", "b", "c"] && navigation.transitionState == .animating)
        window.clock.advance(to: .milliseconds(1000))
        #expect(c.view.frame.origin.x == 0 && b.viewIfLoaded?.superview == nil && navigation.transitionState == .idle)
        withExtendedLifetime(delegate) {}
    }

    @Test("pop to a controller pops those above it and returns them; one not in the stack returns nil and changes nothing")
    func popToController() {
        let (navigation, controllers, delegate) = stack("a", "b", "c")
        #expect(navigation.popToViewController(LoggingController("x", log: log), animated: false) == nil && log.lines.isEmpty)
        #expect(names(navigation.popToViewController(controllers[0], animated: false)) == ["b", "c"])
        #expect(names(navigation.viewControllers) == ["a"] && controllers[0].navigationController === navigation)
        withExtendedLifetime(delegate) {}
    }

    @Test("the transition coordinator names both controllers, runs an alongside animation at once and its completion at the end")
    func coordinatorAlongside() {
        let (navigation, controllers, delegate) = stack("a")
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: true)
        let coordinator = b.transitionCoordinator
        #expect(coordinator?.viewController(forKey: .from) === controllers[0] && coordinator?.viewController(forKey: .to) === b)
        var steps: [String] = []
        let animates = coordinator?.animate(alongsideTransition: { _ in steps.append("alongside") }, completion: { context in
            steps.append("completion \(context.isCancelled) \(context.percentComplete)")
        })
        #expect(animates == true && steps == ["alongside"])
        window.clock.advance(to: .milliseconds(1000))
        #expect(steps == ["alongside", "completion false 1.0"] && b.transitionCoordinator == nil)
        withExtendedLifetime(delegate) {}
    }
}
