import Foundation

/// Editing mode (I9): UIKit's `setEditing(_:animated:)`. In editing mode a row whose data source
/// moves rows shows a reorder control at its trailing edge, a finger selects nothing unless
/// ``TableView/allowsSelectionDuringEditing``, and rows cannot be swiped.
extension TableView {
    /// Enters or leaves editing mode; the engine draws no animation. Leaving it puts a held row
    /// down at once, entering it closes a swiped row.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if editing {
            rowSwipes.close()
            if rowReorder == nil {
                rowReorder = RowReorderController(table: self)
            }
        } else {
            rowReorder?.close()
        }
        updateSelectionAllowance()
    }

    /// Where the row moved by its reorder control is in ``RowReorder``.
    public var rowReorderState: RowReorder.State { rowReorder?.state ?? .idle }

    /// Lets the rows be selected as the mode says.
    func updateSelectionAllowance() {
        cellList.allowsSelection = editing ? allowsSelectionDuringEditing : allowsSelection
    }

    /// The first row of the first section that has rows.
    var firstRow: IndexPath? {
        guard let section = cellList.counts.firstIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(row: 0, section: section)
    }
}
