import Foundation

/// The rows of a table and the items of a collection are addressed by Foundation's `IndexPath`,
/// as in UIKit: a section, then a row or an item.
extension IndexPath {
    /// A row of a section of a table view.
    public init(row: Int, section: Int) {
        // Built by appending: an array of the two indexes would be allocated at every call.
        self.init(index: section)
        append(row)
    }

    /// An item of a section of a collection view.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The section: the first index.
    public var section: Int { self[0] }

    /// The row within the section: the second index.
    public var row: Int { self[1] }

    /// The item within the section: the second index, as ``row``.
    public var item: Int { self[1] }

    /// The index path as the trace writes it: `[section, row]`.
    var traceValue: TraceValue {
        .list([.number(Double(section)), .number(Double(row))])
    }
}
