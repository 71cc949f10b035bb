import Foundation

/// Hears and shapes what a ``TableView`` does with its rows: their heights, the highlight and
/// selection a finger makes (L1), the actions a swipe shows (R1–R5) and the menus a press opens (M5); UIKit's `UITableViewDelegate`. A table's ``ScrollView/delegate``
/// that conforms to it is asked; every method has UIKit's default.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`; the table's ``TableView/rowHeight`` by default.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// Whether a finger on the row highlights it; false also keeps the touch from selecting
    /// anything. True by default.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap selects: `indexPath` (the default), another row, or nil to select none.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap deselects: `indexPath` (the default), another row, or nil to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a swipe shows on the row's leading edge (a swipe to the right); nil for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe shows on the row's trailing edge (a swipe to the left); nil for none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// A swipe began to show the row's actions.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's actions are hidden again.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row held by its reorder control goes when it is over `proposedDestinationIndexPath`;
    /// that row by default (I9).
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// The menu a press on the row at `indexPath` opens, `point` in the table's bounds; nil for
    /// none (M5). Asked when the finger lands on the row.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration?
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    /// The user tapped the open menu's preview.
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    // The two defaults note that they answered, so that the table stops asking a delegate that
    // implements neither (UIKit asks only what a delegate implements).
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        tableView.rowSwipes.defaultAnswers.leading = true
        return nil
    }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        tableView.rowSwipes.defaultAnswers.trailing = true
        return nil
    }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// No menu, noted so that the table records no call a delegate without menus did not make.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        tableView.contextMenus.defaultAnswered = true
        return nil
    }
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating) {}
}
