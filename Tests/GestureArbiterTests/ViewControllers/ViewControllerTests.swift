import Testing
@testable import GestureArbiter

/// A controller that writes each lifecycle call it gets into a shared log.
private final class LoggingController: ViewController {
    let name: String
    let log: Log

    final class Log {
        var lines: [String] = []
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() {
        log.lines.append("\(name).loadView")
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { log.lines.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.lines.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

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

    @Test("a new root: the old one's will-disappear before the new one's will-appear, its did-disappear before the new did-appear")
    func rootReplacementOrder() {
        let log = LoggingController.Log()
        let (a, b) = (LoggingController("a", log: log), LoggingController("b", log: log))
        window.rootViewController = a
        #expect(log.lines == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        #expect(a.view.frame == window.bounds && a.view.superview === window && a.next === window)
        log.lines = []
        window.rootViewController = b
        #expect(log.lines == ["a.viewWillDisappear", "b.loadView", "b.viewDidLoad", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
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
        #expect(log.lines == ["first.viewWillDisappear", "second.loadView", "second.viewDidLoad", "second.viewWillAppear",
                              "first.viewDidDisappear", "second.viewDidAppear"])
        #expect(second.view.superview === tabs.view && second.view.frame == tabs.view.bounds && first.view.superview == nil)
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
}
