import Foundation

/// A table's words for its rows' highlight and selection: the `...Row...` calls of its delegate,
/// recorded as `list` records named after them (L1).
extension TableView: CellListHost {
    func makeCell(at indexPath: IndexPath) -> TableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    func askShouldHighlight(_ indexPath: IndexPath) -> Bool {
        let answer = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        reportList("shouldHighlightRow", [TraceField("indexPath", indexPath.traceValue), TraceField("result", .bool(answer))])
        return answer
    }

    func tellHighlight(_ indexPath: IndexPath, on: Bool) {
        reportList(on ? "didHighlightRow" : "didUnhighlightRow", [TraceField("indexPath", indexPath.traceValue)])
        if on {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    func askMaySelect(_ indexPath: IndexPath, isSelected: Bool) -> Bool {
        true
    }

    func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        reportList("willSelectRow", [TraceField("indexPath", indexPath.traceValue), TraceField("result", target?.traceValue ?? .null)])
        return target
    }

    func askWillDeselect(_ indexPath: IndexPath, replacing: Bool) -> IndexPath? {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        reportList("willDeselectRow", [TraceField("indexPath", indexPath.traceValue), TraceField("result", target?.traceValue ?? .null)])
        return target
    }

    func tellSelection(_ indexPath: IndexPath, selected: Bool) {
        reportList(selected ? "didSelectRow" : "didDeselectRow", [TraceField("indexPath", indexPath.traceValue)])
        if selected {
            tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
        }
    }
}
