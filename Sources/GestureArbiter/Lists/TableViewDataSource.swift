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
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
