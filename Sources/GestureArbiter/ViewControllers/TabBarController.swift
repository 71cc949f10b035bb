/// A container that shows one of its children at a time above a ``TabBar``; UIKit's
/// `UITabBarController`, the plain container on which the others are built (V4).
///
/// Selecting another child while the container is on the screen sends the two children's
/// appearance calls in the order a navigation controller's push does on UIKit: the new child's
/// view loaded, the old child's `viewWillDisappear`, the new one's `viewWillAppear`, the views
/// swapped, then the old child's `viewDidDisappear` and the new one's `viewDidAppear`. A tap on an item of the bar asks the
/// ``delegate`` first and tells it after; setting ``selectedIndex`` tells it nothing.
open class TabBarController: ViewController {
    private var _selectedIndex = 0

    /// The bar of items, one per child, along the bottom of the view: ``TabBar/height`` tall
    /// above the safe area's bottom inset, which it covers too. It is laid out when the view
    /// changes size or enters a window; a later change of the window's safe area is not followed.
    public let tabBar = TabBar(frame: .zero)

    /// Asked and told when the user taps an item; held weakly, as UIKit holds it.
    public weak var delegate: TabBarControllerDelegate?

    public override init() {
        super.init()
        tabBar.onTap = { [unowned self] index in userTapped(index) }
    }

    /// A container view that lays out the bar and the selected child whenever its size changes
    /// and when it enters a window, whose safe area the bar covers.
    private final class ContainerView: View {
        unowned let controller: TabBarController

        init(controller: TabBarController) {
            self.controller = controller
            super.init(frame: .zero)
        }

        override var bounds: Rect {
            didSet {
                if bounds.size != oldValue.size {
                    controller.layOut()
                }
            }
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            controller.layOut()
        }
    }

    open override func loadView() {
        view = ContainerView(controller: self)
        view.addSubview(tabBar)
    }

    /// The children it switches between, in order; setting them makes them its children and
    /// selects the first (or the one selected before, if still there).
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue) }
    }

    /// The index of the child shown; an index outside ``viewControllers`` is ignored, as UIKit ignores it.
    public var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard children.indices.contains(newValue), newValue != _selectedIndex else { return }
            show(children[newValue], replacing: selectedViewController, at: newValue)
        }
    }

    /// The child shown, if it has any.
    public var selectedViewController: ViewController? {
        children.indices.contains(_selectedIndex) ? children[_selectedIndex] : nil
    }

    /// Replaces the children, with UIKit's containment calls for those that leave and arrive.
    public func setViewControllers(_ controllers: [ViewController]) {
        let shown = selectedViewController
        for child in children where !controllers.contains(where: { $0 === child }) {
            child.sendWillMove(toParent: nil)
            if child === shown {
                hide(child)
            }
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.sendDidMove(toParent: self)
        }
        reorderChildren(controllers)
        tabBar.setItems(controllers.map(\.tabBarItem))
        let index = shown.flatMap { shown in controllers.firstIndex { $0 === shown } } ?? 0
        _selectedIndex = index
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if let selected = selectedViewController, !(isViewLoaded && selected.viewIfLoaded?.superview === view) {
            show(selected, replacing: nil, at: index)
        }
    }

    /// The area above the bar, where the selected child's view goes.
    private var contentFrame: Rect {
        let bounds = view.bounds
        return Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
    }

    private var barHeight: Double {
        min(view.bounds.height, TabBar.height + view.safeAreaInsets.bottom)
    }

    fileprivate func layOut() {
        let bounds = view.bounds
        tabBar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        selectedViewController?.viewIfLoaded?.frame = contentFrame
    }

    private func userTapped(_ index: Int) {
        guard children.indices.contains(index) else { return }
        let child = children[index]
        guard delegate?.tabBarController(self, shouldSelect: child) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: child)
    }

    private func show(_ child: ViewController, replacing old: ViewController?, at index: Int) {
        _selectedIndex = index
        tabBar.selectedItem = child.tabBarItem
        ViewController.swapViews(from: old, to: child, frame: contentFrame, onScreen: appearanceState == .appeared) { childView in
            view.insertSubview(childView, belowSubview: tabBar)
        }
    }

    private func hide(_ child: ViewController) {
        ViewController.swapViews(from: child, to: nil, frame: contentFrame, onScreen: appearanceState == .appeared) { _ in }
    }
}
