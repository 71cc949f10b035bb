import Foundation

/// What a ``TableView`` shows: its sections, their rows and a cell for each; UIKit's
/// `UITableViewDataSource`. Held weakly.
public protocol TableViewDataSource: AnyObject {
    /// How many sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`, usually from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// Whether the row at `indexPath` may be moved; true by default, as UIKit lets every row move
    /// when the data source implements ``tableView(_:moveRowAt:to:)``.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: update the model. Implementing it lets a drag reorder the table's
    /// own rows (I8) and rows show reorder controls in editing mode (I9).
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: the table notes it, as UIKit checks whether a data source responds.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceLacksMoveRowAt = true
    }
}
