import Foundation

/// Decides what a ``TableView`` does with a drag over its rows; UIKit's `UITableViewDropDelegate`.
/// Only performing the drop has no default.
public protocol TableViewDropDelegate: AnyObject {
    /// The finger lifted over the table with a proposal of `copy` or `move`: take the items
    /// (unless the drop reorders the table's own row, which ``TableViewDataSource/tableView(_:moveRowAt:to:)`` does).
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table takes part in this drag at all; true by default.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    /// What a lift here would do, for the row under the finger (nil where there is none);
    /// `cancel` by default.
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
}

/// A table's drop proposal: the operation and where the items go; UIKit's `UITableViewDropProposal`.
public final class TableViewDropProposal: DropProposal {
    /// Where the items go in the table; UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: String, Hashable, Sendable, CaseIterable {
        case unspecified
        /// Between rows, at the destination index path.
        case insertAtDestinationIndexPath
        /// Into the row at the destination index path.
        case insertIntoDestinationIndexPath
        case automatic
    }

    public let intent: Intent

    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// One item of a drop on a table; UIKit's `UITableViewDropItem`.
public struct TableViewDropItem {
    public let dragItem: DragItem
    /// The row the item was lifted from, when it comes from this table.
    public let sourceIndexPath: IndexPath?
}

/// What a table's drop delegate is given to take a drop; UIKit's `UITableViewDropCoordinator`.
public struct TableViewDropCoordinator {
    public let items: [TableViewDropItem]
    /// The row under the finger at the lift, nil where there was none.
    public let destinationIndexPath: IndexPath?
    public let proposal: TableViewDropProposal
    public let session: DropSession
}
