import Foundation

/// A table's rows under a finger and from code: highlight and selection (L1), run by ``CellSelection``.
extension TableView {
    /// Touches that reached the table: a touch on a cell may highlight its row.
    func selectionTouchesBegan(_ touches: [Touch]) {
        for touch in touches where selectionState == .idle {
            let row = shownRow(under: touch)
            pendingRow = row
            runSelection(.touchBegan)
            if selectionState == .highlighted, let row {
                pressed = (touch.id, row)
            }
        }
    }

    /// Touches that lifted: the finger on the highlighted row selects it if it lifts on it.
    func selectionTouchesEnded(_ touches: [Touch]) {
        if let pressed, let touch = touches.first(where: { $0.id == pressed.touch }) {
            liftedOnRow = shownCells.first { $0.row == pressed.row }.map { entry in
                entry.cell._bounds.contains(touch.location(in: entry.cell))
            } ?? false
            runSelection(.touchEnded)
        }
    }

    /// Touches that were cancelled: the highlighted row's, if among them, selects nothing.
    func selectionTouchesCancelled(_ touches: [Touch]) {
        if let pressed, touches.contains(where: { $0.id == pressed.touch }) {
            runSelection(.touchCancelled)
        }
    }

    /// The row of the cell `touch` is on, when it is on one of the cells on screen.
    private func shownRow(under touch: Touch) -> Int? {
        var view = touch.view
        while let current = view, current !== self {
            if current.superview === self, let entry = shownCells.first(where: { $0.cell === current }) {
                return entry.row
            }
            view = current.superview
        }
        return nil
    }

    // MARK: The table

    /// Runs `trigger` through ``CellSelection/table``.
    func runSelection(_ trigger: CellSelection.Trigger) {
        selectionTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { selectionState }) {
            holds($0)
        } enter: { state, _ in
            selectionState = state
        } perform: {
            perform($0)
        }
        if selectionState == .idle {
            pressed = nil
        }
    }

    private func holds(_ condition: CellSelection.Guard) -> Bool {
        switch condition {
        case .onRow:
            return pendingRow != nil
        case .mayHighlight:
            guard allowsSelection, let row = pendingRow else { return false }
            let indexPath = indexPath(ofRow: row)
            let answer = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
            reportList("shouldHighlightRow", [TraceField("indexPath", indexPath.traceValue), TraceField("result", .bool(answer))])
            return answer
        case .endedOnRow:
            return liftedOnRow
        }
    }

    private func perform(_ action: CellSelection.Action) {
        switch action {
        case .highlight:
            guard let row = pendingRow else { return }
            let indexPath = indexPath(ofRow: row)
            shownCells.first { $0.row == row }?.cell.setHighlighted(true, animated: false)
            reportList("didHighlightRow", [TraceField("indexPath", indexPath.traceValue)])
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        case .unhighlight:
            guard let row = pressed?.row else { return }
            let indexPath = indexPath(ofRow: row)
            shownCells.first { $0.row == row }?.cell.setHighlighted(false, animated: false)
            reportList("didUnhighlightRow", [TraceField("indexPath", indexPath.traceValue)])
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        case .select:
            guard let row = pressed?.row else { return }
            tapped(indexPath(ofRow: row))
        }
    }

    /// A tap selected `indexPath`: with multiple selection a selected row is deselected; otherwise
    /// the delegate may move or refuse the selection, and the rows selected before are deselected
    /// first, each with the delegate's leave.
    private func tapped(_ indexPath: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            deselectAsked(indexPath)
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        reportList("willSelectRow", [TraceField("indexPath", indexPath.traceValue), TraceField("result", target?.traceValue ?? .null)])
        guard let target, flatRow(target) != nil else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != target {
                deselectAsked(other)
            }
        }
        setRow(target, selected: true)
        reportList("didSelectRow", [TraceField("indexPath", target.traceValue)])
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Deselects `indexPath`, or the row the delegate's `willDeselectRowAt` names instead, telling it.
    private func deselectAsked(_ indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        reportList("willDeselectRow", [TraceField("indexPath", indexPath.traceValue), TraceField("result", target?.traceValue ?? .null)])
        guard let target, selectedRows.contains(target) else { return }
        setRow(target, selected: false)
        reportList("didDeselectRow", [TraceField("indexPath", target.traceValue)])
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Adds `indexPath` to the selection or takes it out, and restyles its cell if it is on screen.
    private func setRow(_ indexPath: IndexPath, selected: Bool) {
        if selected {
            guard !selectedRows.contains(indexPath) else { return }
            let place = selectedRows.firstIndex { $0 > indexPath } ?? selectedRows.count
            selectedRows.insert(indexPath, at: place)
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        noteChange()
        cellForRow(at: indexPath)?.setSelected(selected, animated: false)
    }

    // MARK: From code

    /// Selects the row at `indexPath` (nil: deselects every row), replacing the selection unless
    /// ``allowsMultipleSelection``, and scrolls it to `scrollPosition`. The delegate hears nothing,
    /// as in UIKit. A row the table does not have traps (<doc:ProgrammingErrors>).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { setRow(row, selected: false) }
            return
        }
        precondition(flatRow(indexPath) != nil, "\(traceName): selectRow(at:) with a row the table does not have, \(indexPath)")
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setRow(row, selected: false) }
        }
        setRow(indexPath, selected: true)
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row at `indexPath`; the delegate hears nothing, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false)
    }

    /// Scrolls the row at `indexPath` to `scrollPosition` inside the part of the table its
    /// adjusted inset leaves clear, within the offset's range. A row the table does not have traps.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        precondition(flatRow(indexPath) != nil, "\(traceName): scrollToRow(at:) with a row the table does not have, \(indexPath)")
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let clear = _bounds.height - inset.top - inset.bottom
        let y: Double
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - clear / 2
        case .bottom: y = rect.maxY - inset.top - clear
        }
        let minimum = minimumContentOffset.y
        let maximum = max(minimum, maximumContentOffset.y)
        setContentOffset(Point(x: _bounds.minX, y: min(max(y, minimum), maximum)), animated: animated)
    }

    /// Records a list delegate call in the trace; `fields` are built only when the trace records.
    func reportList(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        readWindow { $0.trace }?.record(.list(list: traceName, callback: callback, fields: fields()))
    }
}
