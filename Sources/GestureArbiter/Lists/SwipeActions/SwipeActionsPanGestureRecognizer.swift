/// The pan with which a ``TableView``, or a ``CollectionView`` with a list layout, swipes its rows
/// (R1, R6): a ``PanGestureRecognizer`` the list makes for itself, named after it
/// (`<table>.swipePan` in the trace).
///
/// It takes a touch only on a row that offers actions, or while a row is open (its touch filter),
/// and begins only on a movement more sideways than up or down (its delegate), so a vertical drag
/// is left to the table's scroll pan. That pan waits for it to fail: a movement that crosses both
/// thresholds at once goes to the axis it mostly follows, not to whichever pan is asked first.
final class SwipeActionsPanGestureRecognizer: PanGestureRecognizer {
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        other is ScrollViewPanGestureRecognizer && other.view === view
    }

    override var traceName: String {
        if let identifier { return identifier }
        guard let tableName = view?.traceName else { return "swipePan" }
        return derivedName.name(from: tableName)
    }
    private let derivedName = DerivedTraceName(suffix: ".swipePan")
}
