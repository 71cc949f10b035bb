import Foundation

/// A table's words for its swiped rows (R1–R5): the swipe-action calls of its delegate, recorded
/// as `list` records named after them.
extension TableView {
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

    private func reportConfiguration(_ callback: String, _ configuration: SwipeActionsConfiguration?, _ indexPath: IndexPath) {
        reportList(callback, [
            TraceField("indexPath", indexPath.traceValue),
            TraceField("actions", configuration.map { .list($0.actions.map { .string($0.title ?? "") }) } ?? .null),
            TraceField("performsFirstActionWithFullSwipe", configuration.map { .bool($0.performsFirstActionWithFullSwipe) } ?? .null),
        ])
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

    /// Records a call of an action's handler or of its completion.
    func reportSwipeAction(_ callback: String, _ action: ContextualAction, _ indexPath: IndexPath, _ fields: [TraceField]) {
        reportList(callback, [TraceField("indexPath", indexPath.traceValue), TraceField("action", .string(action.title ?? ""))] + fields)
    }

    /// The row showing its swipe actions, or being swiped; nil when none.
    public var swipedIndexPath: IndexPath? { rowSwipes.row }

    /// Where the swiped row is in ``RowSwipe``.
    public var rowSwipeState: RowSwipe.State { rowSwipes.state }

    /// How far the swiped row has moved sideways: negative while its trailing actions show.
    public var rowSwipeOffset: Double { rowSwipes.offset }
}
