import Foundation

/// Drags out of a table's rows and drops onto them (I8); UIKit's `dragDelegate`, `dropDelegate`
/// and `dragInteractionEnabled`.
extension TableView {
    /// Gives the items a press lifts out of a row; held weakly. Setting one puts a drag
    /// interaction on the table.
    public var dragDelegate: TableViewDragDelegate? {
        get { dragAndDrop?.dragDelegate }
        set { dragAndDropBooks().dragDelegate = newValue }
    }

    /// Takes drags onto the table; held weakly. Setting one puts a drop interaction on the table.
    public var dropDelegate: TableViewDropDelegate? {
        get { dragAndDrop?.dropDelegate }
        set { dragAndDropBooks().dropDelegate = newValue }
    }

    /// Whether a press lifts rows; true by default, on a phone too, as Apple documents for the
    /// same property of `UICollectionView` since iOS 15 (<doc:DragAndDrop>).
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop?.isEnabled ?? true }
        set { dragAndDropBooks().isEnabled = newValue }
    }

    /// Whether a drag lifted out of the table is under way.
    public var hasActiveDrag: Bool { (dragAndDrop?.drag?.state ?? .idle) != .idle }

    /// The last row of the last section that has rows, where a drop below the rows goes.
    var lastRow: IndexPath? {
        let counts = cellList.counts
        guard let section = counts.indices.last(where: { counts[$0] > 0 }) else { return nil }
        return IndexPath(row: counts[section] - 1, section: section)
    }

    private func dragAndDropBooks() -> TableDragAndDrop {
        if let dragAndDrop { return dragAndDrop }
        let books = TableDragAndDrop(table: self)
        dragAndDrop = books
        return books
    }
}
