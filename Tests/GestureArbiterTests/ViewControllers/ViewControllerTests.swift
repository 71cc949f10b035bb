import Testing
@testable import GestureArbiter

@Suite("View controllers")
struct ViewControllerTests {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))

    @Test("the view loads the first time it is asked for: loadView, then viewDidLoad, once")
    func viewLoadsLazily() {
        let log = LoggingController.Log()
        let controller = LoggingController("a", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && log.lines.isEmpty)
        let view = controller.view
        #expect(controller.view === view && view.viewController === controller)
        #expect(log.lines == ["a.loadView", "a.viewDidLoad"])
    }

    @Test("a controller made with its view is loaded: neither loadView nor viewDidLoad is called")
    func givenViewIsLoaded() {
        let log = LoggingController.Log()
        let view = View(frame: .zero)
        let controller = ViewController(view: view)
        #expect(controller.isViewLoaded && controller.view === view && log.lines.isEmpty)
    }

    @Test("a new root: its view loads first, then the old one's will-disappear before the new one's will-appear, its did-disappear before the new did-appear")
    func rootReplacementOrder() {
        let log = LoggingController.Log()
        let (a, b) = (LoggingController("a", log: log), LoggingController("b", log: log))
        window.rootViewController = a
        #expect(log.lines == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        #expect(a.view.frame == window.bounds && a.view.superview === window && a.next === window)
        log.lines = []
        window.rootViewController = b
        #expect(log.lines == ["b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(a.view.superview == nil && b.view.superview === window)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    }

    @Test("addChild calls the child's willMove, removeFromParent its didMove with nil; the container calls the other two")
    func containmentCalls() {
        let log = LoggingController.Log()
        let (parent, child) = (LoggingController("p", log: log), LoggingController("c", log: log))
        parent.addChild(child)
        #expect(log.lines == ["c.willMove(parent)"])
        #expect(parent.children.count == 1 && child.parent === parent)
        log.lines = []
        child.removeFromParent()
        #expect(log.lines == ["c.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("a parent forwards its appearance to the children whose views are in its view, after its own calls")
    func parentForwardsToVisibleChildren() {
        let log = LoggingController.Log()
        let (parent, shown, hidden) = (LoggingController("p", log: log), LoggingController("c", log: log), LoggingController("h", log: log))
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        shown.didMove(toParent: parent)
        parent.addChild(hidden)
        log.lines = []
        window.rootViewController = parent
        #expect(log.lines == ["p.viewWillAppear", "c.viewWillAppear", "p.viewDidAppear", "c.viewDidAppear"])
        #expect(hidden.appearanceState == .disappeared)
    }

    @Test("a cancelled interactive transition: the appearing one disappears without having appeared, the other appears again")
    func cancelledTransitionOrder() {
        let log = LoggingController.Log()
        let (current, new) = (LoggingController("current", log: log), LoggingController("new", log: log))
        window.rootViewController = current
        log.lines = []
        current.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        new.beginAppearanceTransition(false, animated: true)
        new.endAppearanceTransition()
        current.beginAppearanceTransition(true, animated: true)
        current.endAppearanceTransition()
        #expect(log.lines == ["current.viewWillDisappear", "new.viewWillAppear",
                              "new.viewWillDisappear", "new.viewDidDisappear", "current.viewWillAppear", "current.viewDidAppear"])
    }

    @Test("the appearance table refuses unbalanced calls: an appearance begun twice, an end with none begun")
    func unbalancedCallsAreRefused() {
        let table = ViewControllerAppearance.table
        #expect(throws: ViewControllerAppearance.Refusal.alreadyAppearing) { try table.step(from: .appeared, on: .beginAppearing) }
        #expect(throws: ViewControllerAppearance.Refusal.alreadyDisappearing) { try table.step(from: .disappeared, on: .beginDisappearing) }
        #expect(throws: ViewControllerAppearance.Refusal.notInTransition) { try table.step(from: .appeared, on: .end) }
    }

    @Test("a tab bar controller on the screen switches children in a push's order, the new child filling its view")
    func tabSwitchOrder() {
        let log = LoggingController.Log()
        let tabs = TabBarController()
        let (first, second) = (LoggingController("first", log: log), LoggingController("second", log: log))
        tabs.viewControllers = [first, second]
        #expect(log.lines == ["first.willMove(parent)", "first.didMove(parent)", "second.willMove(parent)", "second.didMove(parent)",
                              "first.loadView", "first.viewDidLoad"])
        window.rootViewController = tabs
        #expect(tabs.selectedViewController === first && first.appearanceState == .appeared)
        log.lines = []
        tabs.selectedIndex = 1
        #expect(log.lines == ["second.loadView", "second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                              "first.viewDidDisappear", "second.viewDidAppear"])
        #expect(second.view.superview === tabs.view && second.view.frame == Rect(x: 0, y: 0, width: 375, height: 667 - 49))
        #expect(first.view.superview == nil && tabs.tabBar.frame == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(second.next === tabs.view && tabs.view.next === tabs)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1)
    }

    @Test("a tab bar controller's child that leaves it disappears and gets the calls that leave a container")
    func tabChildRemoved() {
        let log = LoggingController.Log()
        let tabs = TabBarController()
        let (first, second) = (LoggingController("first", log: log), LoggingController("second", log: log))
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        log.lines = []
        tabs.viewControllers = [second]
        #expect(log.lines == ["first.willMove(nil)", "first.viewWillDisappear", "first.viewDidDisappear", "first.didMove(nil)",
                              "second.loadView", "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear"])
        #expect(tabs.selectedViewController === second && tabs.children.count == 1)
    }

    @Test("a tap on a bar item selects its child at the lift, asking the delegate first and telling it after; code that selects tells it nothing")
    func tabBarTaps() throws {
        let log = LoggingController.Log()
        let tabs = TabBarController()
        let delegate = TabDelegate(log: log)
        tabs.delegate = delegate
        let (first, second, third) = (LoggingController("first", log: log), LoggingController("second", log: log), LoggingController("third", log: log))
        (first.title, second.title, third.title) = ("Inbox", "Sent", "Archive")
        tabs.viewControllers = [first, second, third]
        window.rootViewController = tabs
        #expect(tabs.tabBar.items.map(\.title) == ["Inbox", "Sent", "Archive"])
        #expect(tabs.tabBar.buttons.map(\.frame) == [0, 125, 250].map { Rect(x: $0, y: 0, width: 125, height: 49) })
        log.lines = []
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 180, y: 640))], at: .milliseconds(0))
        #expect(log.lines.isEmpty && tabs.selectedIndex == 0)
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 180, y: 640))], at: .milliseconds(60))
        #expect(log.lines == ["shouldSelect second", "second.loadView", "second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                              "first.viewDidDisappear", "second.viewDidAppear", "didSelect second"])
        #expect(tabs.tabBar.selectedItem === second.tabBarItem && tabs.tabBar.buttons.map(\.isSelected) == [false, true, false])
        log.lines = []
        delegate.refused = ["third"]
        try window.send([TouchInput(id: 2, phase: .began, location: Point(x: 300, y: 640))], at: .milliseconds(1000))
        try window.send([TouchInput(id: 2, phase: .ended, location: Point(x: 300, y: 640))], at: .milliseconds(1060))
        #expect(log.lines == ["shouldSelect third"] && tabs.selectedIndex == 1)
        log.lines = []
        tabs.selectedIndex = 0
        #expect(!log.lines.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
    }

    @Test("UIKit's set-up code runs as written: the root set, makeKeyAndVisible, and a child finds its tab bar controller")
    func uikitSetUpCode() {
        let log = LoggingController.Log()
        let tabs = TabBarController()
        let (child, grandchild) = (LoggingController("child", log: log), LoggingController("grandchild", log: log))
        child.addChild(grandchild)
        tabs.viewControllers = [child]
        window.isHidden = true
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(grandchild.tabBarController === tabs && child.tabBarController === tabs && tabs.tabBarController === tabs)
        #expect(LoggingController("alone", log: log).tabBarController == nil)
    }

    @Test("the bar covers the safe area's bottom inset too, and the child's view ends where the bar begins")
    func tabBarKeepsToTheSafeArea() {
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let log = LoggingController.Log()
        let tabs = TabBarController()
        let first = LoggingController("first", log: log)
        tabs.viewControllers = [first]
        window.rootViewController = tabs
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 667 - 83, width: 375, height: 83))
        #expect(first.view.frame == Rect(x: 0, y: 0, width: 375, height: 584))
        #expect(tabs.tabBar.buttons.first?.frame == Rect(x: 0, y: 0, width: 375, height: 49))
    }
}

/// A tab bar controller's delegate that logs its calls and refuses the children named in `refused`.
private final class TabDelegate: TabBarControllerDelegate {
    let log: LoggingController.Log
    var refused: Set<String> = []

    init(log: LoggingController.Log) {
        self.log = log
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        let name = (viewController as? LoggingController)?.name ?? "?"
        log.lines.append("shouldSelect \(name)")
        return !refused.contains(name)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.lines.append("didSelect \((viewController as? LoggingController)?.name ?? "?")")
    }
}
