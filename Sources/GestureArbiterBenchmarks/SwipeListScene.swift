import Foundation
import GestureArbiter

/// The row-swipe workload's table: 100 rows of 44 pt whose delegate offers two trailing actions
/// on every row, kept here since a table holds its data source and delegate weakly.
final class SwipeListScene: TableViewDataSource, TableViewDelegate {
    let table: TableView

    init(frame: Rect) {
        table = TableView(frame: frame)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: ["Delete", "Archive"].map { title in
            ContextualAction(style: .normal, title: title) { _, _, completion in completion(true) }
        })
    }
}
