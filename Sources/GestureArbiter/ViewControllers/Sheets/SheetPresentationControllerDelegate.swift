/// What a ``SheetPresentationController`` asks and tells about the user's changes; UIKit's
/// `UISheetPresentationControllerDelegate` with its `UIAdaptivePresentationControllerDelegate`
/// calls. None is called for code's `dismiss(animated:)` or for code that sets a detent (N7).
public protocol SheetPresentationControllerDelegate: AnyObject {
    /// Whether a drag or a tap on the dimming view may dismiss the sheet; true by default.
    func presentationControllerShouldDismiss(_ presentationController: SheetPresentationController) -> Bool
    /// The user started dismissing the sheet: a drag lifted to dismiss it, or a tap on the dimming view.
    func presentationControllerWillDismiss(_ presentationController: SheetPresentationController)
    /// A dismissal the user started has finished.
    func presentationControllerDidDismiss(_ presentationController: SheetPresentationController)
    /// The user tried to dismiss a sheet that may not be dismissed (`isModalInPresentation`, or a refusal above).
    func presentationControllerDidAttemptToDismiss(_ presentationController: SheetPresentationController)
    /// A drag moved the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: SheetPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: SheetPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: SheetPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: SheetPresentationController) {}
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}
