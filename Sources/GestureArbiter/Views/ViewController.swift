/// The responder that manages a view; UIKit's `UIViewController`, reduced to its place in the
/// responder chain.
///
/// A controller's view passes unhandled touches to the controller, and the controller passes
/// them to the view's superview, which is why seed 001 logs the controller between the root
/// view and the window.
open class ViewController: Responder {
    /// The view this controller manages.
    public let view: View

    /// Makes this controller the next responder of `view`.
    ///
    /// A view has at most one controller; giving it a second one is a programming error and traps.
    public init(view: View) {
        precondition(view.viewController == nil, "a view can be managed by only one view controller")
        self.view = view
        super.init()
        view.viewController = self
    }

    /// The superview of the controller's view: a controller hands touches on up the view hierarchy.
    open override var next: Responder? { view.superview }
}
