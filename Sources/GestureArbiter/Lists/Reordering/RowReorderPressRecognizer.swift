/// The press on a row's reorder control (I9): a ``LongPressGestureRecognizer`` that begins as the
/// finger goes down, which a table in editing mode puts on itself (`<table>.reorder` in the trace).
final class RowReorderPressRecognizer: LongPressGestureRecognizer {
    override var traceName: String {
        if let identifier { return identifier }
        guard let tableName = view?.traceName else { return "reorder" }
        return derivedName.name(from: tableName)
    }
    private let derivedName = DerivedTraceName(suffix: ".reorder")
}
