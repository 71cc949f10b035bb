import Foundation

/// Supplies the items a drag lifts out of a ``TableView``'s rows; UIKit's `UITableViewDragDelegate`.
/// Only the items for beginning have no default.
public protocol TableViewDragDelegate: AnyObject {
    /// The items a lift on the row at `indexPath` picks up; none, and the press lifts nothing.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The items a tap on the row at `indexPath` adds to a drag under way; none by default.
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem]
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
}

extension TableViewDragDelegate {
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
}
