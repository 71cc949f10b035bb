/// A container that shows one of its children at a time, filling its view; UIKit's
/// `UITabBarController` without its bar, the plain container on which the others are built (V4).
///
/// Selecting another child while the container is on the screen sends the two children's
/// appearance calls in the order a navigation controller's push does on UIKit: the old child's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the views swapped, then the old child's
/// `viewDidDisappear` and the new one's `viewDidAppear`.
open class TabBarController: ViewController {
    private var _selectedIndex = 0

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
            child.willMove(toParent: nil)
            if child === shown {
                hide(child)
            }
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        reorderChildren(controllers)
        let index = shown.flatMap { shown in controllers.firstIndex { $0 === shown } } ?? 0
        _selectedIndex = index
        if let selected = selectedViewController, !(isViewLoaded && selected.viewIfLoaded?.superview === view) {
            show(selected, replacing: nil, at: index)
        }
    }

    private func show(_ child: ViewController, replacing old: ViewController?, at index: Int) {
        _selectedIndex = index
        let onScreen = appearanceState == .appeared
        if onScreen { old?.beginAppearanceTransition(false, animated: false) }
        let childView = child.view
        childView.frame = view.bounds
        if onScreen { child.beginAppearanceTransition(true, animated: false) }
        view.addSubview(childView)
        old?.viewIfLoaded?.removeFromSuperview()
        if onScreen {
            old?.endAppearanceTransition()
            child.endAppearanceTransition()
        }
    }

    private func hide(_ child: ViewController) {
        let onScreen = appearanceState == .appeared
        if onScreen { child.beginAppearanceTransition(false, animated: false) }
        child.viewIfLoaded?.removeFromSuperview()
        if onScreen { child.endAppearanceTransition() }
    }
}
