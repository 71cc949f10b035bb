/// What a ``TabBarController`` asks and tells about the user's choice of a tab; UIKit's
/// `UITabBarControllerDelegate`. Neither is called when code sets
/// ``TabBarController/selectedIndex``, as in UIKit.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected; true by default.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tab the user tapped was selected, or tapped again while selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
