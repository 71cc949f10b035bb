/// The responder that manages a view; UIKit's `UIViewController`: its view loaded when first
/// asked for, its appearance calls, and the children a container holds.
///
/// A controller's view passes unhandled touches to the controller, and the controller passes
/// them to the view's superview, which is why seed 001 logs the controller between the root
/// view and the window.
open class ViewController: Responder {
    private var loadedView: View?
    /// Where the controller is in its appearance; its window or its container moves it on.
    public private(set) var appearanceState = ViewControllerAppearance.table.initial
    /// Whether the appearance under way is animated, for the `did` call that ends it.
    private var appearanceIsAnimated = false
    /// The controller's title, which its ``tabBarItem`` shows unless given its own.
    public var title: String?

    /// The item that stands for the controller in a ``TabBarController``'s bar; made on first
    /// use with the controller's ``title``, as UIKit's is.
    public var tabBarItem: TabBarItem {
        get {
            if let item = _tabBarItem { return item }
            let item = TabBarItem(title: title)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }
    private var _tabBarItem: TabBarItem?

    /// The nearest tab bar controller among the controller and its ancestors, as UIKit's.
    public var tabBarController: TabBarController? {
        var controller: ViewController? = self
        while let current = controller {
            if let tabs = current as? TabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }

    /// The containers' children, in the order added.
    public private(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?
    /// The window this controller is the root of, set by the window for the trace's sake.
    weak var rootOfWindow: Window?
    /// What this controller presents and what presents it (N5).
    var presentation = Presentation()

    /// A controller whose view ``ViewController/loadView()`` makes when ``ViewController/view`` is first asked for.
    public override init() {
        super.init()
    }

    /// A controller of a view already made: it is loaded, so ``loadView()`` and ``viewDidLoad()``
    /// are not called for it.
    ///
    /// A view has at most one controller; giving it a second one is a programming error and traps.
    public init(view: View) {
        super.init()
        self.view = view
    }

    /// The view this controller manages, loaded by ``loadView()`` and then ``viewDidLoad()`` the
    /// first time it is asked for, as in UIKit.
    ///
    /// Setting it makes the controller the view's next responder; a view that already has
    /// another controller is a programming error and traps.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            // A `loadView` override that sets no view leaves the plain one UIKit's would make.
            let view = loadedView ?? View(frame: .zero)
            self.view = view
            viewDidLoad()
            return view
        }
        set {
            precondition(newValue.viewController == nil || newValue.viewController === self, "a view can be managed by only one view controller")
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        _ = view
    }

    /// Makes the view; by default a plain ``View``. An override sets ``ViewController/view`` and does not call `super`.
    open func loadView() {
        view = View(frame: .zero)
    }

    /// Called once the view is loaded. Does nothing by default.
    open func viewDidLoad() {}

    /// Called before the view is added to the screen. Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is on the screen. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen. Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the view has left the screen. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller's appearance calls go on to its children, as UIKit's containers
    /// do by default; a container that sends its children's itself answers false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Begins the controller's appearance (`isAppearing`) or disappearance: sends `viewWillAppear`
    /// or `viewWillDisappear`, then forwards to the children whose views are in its view.
    ///
    /// A call the appearance does not allow (an appearance begun twice, an end with none begun)
    /// is a programming error and traps; UIKit logs "Unbalanced calls to begin/end appearance
    /// transitions".
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceIsAnimated = animated
        step(isAppearing ? .beginAppearing : .beginDisappearing)
        forEachVisibleChild { $0.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance under way: sends `viewDidAppear` or `viewDidDisappear`, then forwards.
    public func endAppearanceTransition() {
        step(.end)
        forEachVisibleChild { $0.endAppearanceTransition() }
    }

    private func step(_ trigger: ViewControllerAppearance.Trigger) {
        let step: (to: ViewControllerAppearance.State, action: ViewControllerAppearance.Action)
        do {
            step = try ViewControllerAppearance.table.step(from: appearanceState, on: trigger)
        } catch {
            preconditionFailure("unbalanced appearance calls: \(trigger.rawValue) while \(appearanceState.rawValue) (\(error.rawValue))")
        }
        appearanceState = step.to
        report(step.action.rawValue, [TraceField("animated", .bool(appearanceIsAnimated))])
        switch step.action {
        case .viewWillAppear: viewWillAppear(appearanceIsAnimated)
        case .viewDidAppear: viewDidAppear(appearanceIsAnimated)
        case .viewWillDisappear: viewWillDisappear(appearanceIsAnimated)
        case .viewDidDisappear: viewDidDisappear(appearanceIsAnimated)
        }
    }

    /// The children whose views are inside this controller's view, if it forwards to them.
    private func forEachVisibleChild(_ body: (ViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return }
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            body(child)
        }
    }

    // MARK: Children

    /// Makes `child` a child of this controller, taking it from its parent first, and calls its
    /// ``willMove(toParent:)``; the container then adds the child's view and calls its
    /// ``didMove(toParent:)``, as in UIKit.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a view controller cannot be its own child")
        child.removeFromParent()
        child.sendWillMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes this controller from its parent and calls its ``didMove(toParent:)`` with nil; the
    /// container calls ``willMove(toParent:)`` with nil first and removes the view, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        // Recorded while the container still leads to the window.
        report("didMove", [TraceField("parent", .null)])
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Puts the children in the order a container gives them, all of them its children.
    func reorderChildren(_ order: [ViewController]) {
        children = order.filter { $0.parent === self }
    }

    /// Called before the controller is added to a container or removed from one. Does nothing by default.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller is added to a container or removed from one. Does nothing by default.
    open func didMove(toParent parent: ViewController?) {}

    /// The superview of the controller's view: a controller hands touches on up the view hierarchy.
    open override var next: Responder? { loadedView?.superview }
}
