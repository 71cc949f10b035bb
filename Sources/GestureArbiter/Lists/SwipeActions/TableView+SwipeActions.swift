import Foundation

/// A table's words for its swiped rows (R1–R5): the swipe-action calls of its delegate, recorded
/// as `list` records named after them.
extension TableView: SwipeActionsHost {
    var allowsRowSwipes: Bool { !editing }

    func swipeIndexPath(at point: Point) -> IndexPath? { indexPathForRow(at: point) }

    func swipeCell(at indexPath: IndexPath) -> TableViewCell? { cellForRow(at: indexPath) }

    /// Whether the delegate may offer swipe actions: a ``TableViewDelegate`` not yet found to
    /// leave both configurations to the protocol's defaults.
    var mayOfferSwipeActions: Bool {
        guard let delegate = tableDelegate else { return false }
        return rowSwipes.delegateLacking != ObjectIdentifier(delegate)
    }

    /// The configurations the delegate offers for the row at `indexPath`, asked when a finger goes
    /// down on it (a marked choice, R1) and recorded; nil when neither edge has an action.
    func swipeConfigurations(for indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)? {
        guard let delegate = tableDelegate else { return nil }
        rowSwipes.defaultAnswers = (false, false)
        let leading = delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        let trailing = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        let defaults = rowSwipes.defaultAnswers
        if defaults.leading && defaults.trailing {
            rowSwipes.delegateLacking = ObjectIdentifier(delegate)
            return nil
        }
        if !defaults.leading { reportConfiguration("leadingSwipeActionsConfigurationForRow", leading, indexPath) }
        if !defaults.trailing { reportConfiguration("trailingSwipeActionsConfigurationForRow", trailing, indexPath) }
        let hasActions = !(leading?.actions.isEmpty ?? true) || !(trailing?.actions.isEmpty ?? true)
        return hasActions ? (leading, trailing) : nil
    }

    /// Tells the delegate that the row's actions begin or end showing (`willBeginEditingRowAt`,
    /// `didEndEditingRowAt`), recorded.
    func tellEditing(_ indexPath: IndexPath?, begins: Bool) {
        reportList(begins ? "willBeginEditingRow" : "didEndEditingRow", [TraceField("indexPath", indexPath?.traceValue ?? .null)])
        if begins, let indexPath {
            tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        } else if !begins {
            tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
        }
    }

    /// The row showing its swipe actions, or being swiped; nil when none.
    public var swipedIndexPath: IndexPath? { rowSwipes.row }

    /// Where the swiped row is in ``RowSwipe``.
    public var rowSwipeState: RowSwipe.State { rowSwipes.state }

    /// How far the swiped row has moved sideways: negative while its trailing actions show.
    public var rowSwipeOffset: Double { rowSwipes.offset }
}
