/// What a ``NavigationController`` tells about the controller it shows; UIKit's
/// `UINavigationControllerDelegate`.
///
/// `willShow` comes when a transition begins, an interactive pop's included, and `didShow` when
/// one completes: a cancelled back swipe has had `willShow` and never gets `didShow` (N3).
public protocol NavigationControllerDelegate: AnyObject {
    /// The controller about to become the top one, as the transition begins.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// The controller that became the top one, once its view is in place.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
