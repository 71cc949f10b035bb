import Foundation

/// A list view as ``CellList`` sees it: a scroll view that makes the cells of its items and tells
/// its delegate, in its own words, of their highlight and selection (L1).
protocol CellListHost: ScrollView {
    associatedtype Cell: ReusableCell

    /// The cell for the item at `indexPath`, from the data source; nil without one.
    func makeCell(at indexPath: IndexPath) -> Cell?
    /// Whether a finger may highlight the item (`shouldHighlight...At`), recorded.
    func askShouldHighlight(_ indexPath: IndexPath) -> Bool
    /// Tells the delegate that the item's highlight came or went, recorded.
    func tellHighlight(_ indexPath: IndexPath, on: Bool)
    /// Whether the lift on the highlighted item may go on to select (or, with multiple selection,
    /// deselect) it: a collection asks `shouldSelectItemAt` (or `shouldDeselectItemAt`) before it
    /// drops the highlight; a table asks only as it selects.
    func askMaySelect(_ indexPath: IndexPath, isSelected: Bool) -> Bool
    /// The item a tap selects, as the delegate moves or refuses it (`willSelectRowAt`), recorded.
    func askWillSelect(_ indexPath: IndexPath) -> IndexPath?
    /// The item a tap deselects, as the delegate moves or refuses it; `replacing` when another
    /// item's selection replaces it.
    func askWillDeselect(_ indexPath: IndexPath, replacing: Bool) -> IndexPath?
    /// Tells the delegate that the item was selected or deselected, recorded.
    func tellSelection(_ indexPath: IndexPath, selected: Bool)
}

extension CellListHost {
    /// Records a list delegate call in the trace; `fields` are built only when the trace records.
    func reportList(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        readWindow { $0.trace }?.record(.list(list: traceName, callback: callback, fields: fields()))
    }
}
