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
    /// it, with their appearance calls in a push's order (V3). The window is always on the
    /// screen, so its root appears at once.
    func replaceRootViewController(with controller: ViewController?) {
        let old = _rootViewController
        guard old !== controller else { return }
        _rootViewController = controller
        controller?.rootOfWindow = self
        ViewController.swapViews(from: old, to: controller, frame: bounds, onScreen: true, place: addSubview)
        old?.rootOfWindow = nil
    }
}
