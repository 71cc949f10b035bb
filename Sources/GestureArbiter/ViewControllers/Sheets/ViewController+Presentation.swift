/// Presenting a controller as a sheet, and dismissing it (N5).
extension ViewController {
    /// The controller this one presents, while it does.
    public var presentedViewController: ViewController? { presentation.presented }

    /// The controller that presents this one, while it is presented.
    public var presentingViewController: ViewController? { presentation.presenting }

    /// Whether the user may not dismiss the controller by dragging its sheet down or tapping the
    /// dimming view: false by default. An attempt tells the sheet's delegate
    /// `presentationControllerDidAttemptToDismiss`, and the drag rubber-bands below the smallest detent.
    public var isModalInPresentation: Bool {
        get { presentation.isModal }
        set { presentation.isModal = newValue }
    }

    /// The sheet that presents this controller, made on first use and kept; UIKit's
    /// `sheetPresentationController` for the default page-sheet style.
    public var sheetPresentationController: SheetPresentationController? {
        if let sheet = presentation.sheet { return sheet }
        let sheet = SheetPresentationController(presentedViewController: self)
        presentation.sheet = sheet
        return sheet
    }

    /// Presents `controller` as a sheet in this controller's window, rising on the clock when
    /// `animated`; `completion` runs once it rests.
    ///
    /// As UIKit, a controller that already presents one, or a controller that is already
    /// presented, or one not in a window, presents nothing; the trace records
    /// `presentationRefused` with the reason, and nothing changes.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let reason = presentationRefusal(of: controller) {
            report("presentationRefused", [TraceField("reason", .string(reason))])
            return
        }
        guard let sheet = controller.sheetPresentationController else { return }
        presentation.presented = controller
        controller.presentation.presenting = self
        sheet.presentingViewController = self
        sheet.requestIsAnimated = animated
        sheet.completion = completion
        sheet.handle(.presentRequested)
    }

    /// Why `present(_:animated:completion:)` would refuse `controller` now, or nil.
    public func presentationRefusal(of controller: ViewController) -> String? {
        if controller === self { return "a controller cannot present itself" }
        if let presented = presentedViewController {
            return "'\(traceName)' already presents '\(presented.traceName)'"
        }
        if let presenting = controller.presentingViewController {
            return "'\(controller.traceName)' is already presented by '\(presenting.traceName)'"
        }
        if controller.parent != nil { return "'\(controller.traceName)' is the child of a container" }
        if recordingWindow == nil { return "'\(traceName)' is not in a window" }
        return nil
    }

    /// Dismisses the sheet this controller presents, or, when it presents none, the one it is
    /// presented in, as UIKit's; falling on the clock when `animated`. The sheet's delegate hears
    /// nothing of a dismissal code asked for. With nothing presented, nothing happens and the
    /// trace records `dismissRefused`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let sheet = presented.presentation.sheet else {
            report("dismissRefused", [TraceField("reason", .string("'\(traceName)' presents nothing and is not presented"))])
            return
        }
        sheet.requestIsAnimated = animated
        sheet.completion = completion
        sheet.handle(.dismissRequested)
    }

    /// The presentation ended: the sheet is gone.
    func presentationEnded() {
        presentation.presented?.presentation.presenting = nil
        presentation.presented = nil
    }
}

/// A controller's presentation books: what it presents, what presents it, and its sheet.
struct Presentation {
    var presented: ViewController?
    weak var presenting: ViewController?
    var sheet: SheetPresentationController?
    var isModal = false
}
