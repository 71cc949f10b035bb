/// The press that lifts a drag's items (I1): a ``LongPressGestureRecognizer`` of
/// ``DragInteraction/liftDelay`` the interaction puts on its view, named after the view
/// (`<view>.dragLift` in the trace).
final class DragLiftRecognizer: LongPressGestureRecognizer {
    override var traceName: String {
        if let identifier { return identifier }
        guard let viewName = view?.traceName else { return "dragLift" }
        return derivedName.name(from: viewName)
    }
    private let derivedName = DerivedTraceName(suffix: ".dragLift")
}

/// The tap that adds a view's items to another view's drag under way (I5): a
/// ``TapGestureRecognizer`` the interaction puts on its view, which takes a finger only while a
/// drag is carried in the window (`<view>.dragAdd` in the trace). The view's own recognizers wait
/// for it to fail, so a tap that adds items does nothing else, as a tap on an app's icon during a
/// drag on the iPad's home screen adds the app rather than opening it.
final class DragAddItemsRecognizer: TapGestureRecognizer {
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        other.view === view && !(other is DragLiftRecognizer)
    }

    override var traceName: String {
        if let identifier { return identifier }
        guard let viewName = view?.traceName else { return "dragAdd" }
        return derivedName.name(from: viewName)
    }
    private let derivedName = DerivedTraceName(suffix: ".dragAdd")
}
