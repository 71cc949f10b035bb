/// The press that opens a context menu (M1): a ``LongPressGestureRecognizer`` of
/// ``ContextMenuInteraction/pressDuration`` the interaction puts on its view, named after the
/// view (`<view>.contextMenu` in the trace).
final class ContextMenuPressRecognizer: LongPressGestureRecognizer {
    override var traceName: String {
        if let identifier { return identifier }
        guard let viewName = view?.traceName else { return "contextMenu" }
        return derivedName.name(from: viewName)
    }
    private let derivedName = DerivedTraceName(suffix: ".contextMenu")
}
