extension Window {
    /// Makes the window the key window and shows it, as UIKit code does once it has set the
    /// root; the engine's window is always on the screen and the one that takes input, so this
    /// only says so (``isKeyWindow``). Its root has already appeared (V3).
    public func makeKeyAndVisible() {
        isHidden = false
    }

    /// Whether the window takes keyboard and other non-touch input: always, since the engine has one window.
    public var isKeyWindow: Bool { true }

    /// Makes `controller` the root: the old root's view leaves the window and the new one's fills
    /// it, the old one getting `viewWillDisappear` before the new one's `viewWillAppear`, and
    /// `viewDidDisappear` before the new one's `viewDidAppear`, as a navigation controller's
    /// push orders them on UIKit (V3). The window is always on the screen, so its root appears at once.
    func replaceRootViewController(with controller: ViewController?) {
        let old = _rootViewController
        guard old !== controller else { return }
        _rootViewController = controller
        old?.beginAppearanceTransition(false, animated: false)
        if let controller {
            let view = controller.view
            view.frame = bounds
            controller.beginAppearanceTransition(true, animated: false)
            addSubview(view)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        old?.endAppearanceTransition()
        controller?.endAppearanceTransition()
    }
}
