extension ViewController {
    /// The nearest navigation controller among the controller and its ancestors, as UIKit's.
    public var navigationController: NavigationController? {
        var controller: ViewController? = self
        while let current = controller {
            if let navigation = current as? NavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The transition that moves this controller or one of its containers now, if any; UIKit's
    /// `transitionCoordinator`, read in `viewWillAppear(_:)` and `viewWillDisappear(_:)`.
    public var transitionCoordinator: TransitionCoordinator? {
        var controller: ViewController? = self
        while let current = controller {
            if let navigation = current as? NavigationController, let running = navigation.running {
                return running.coordinator
            }
            controller = current.parent
        }
        return nil
    }
}
