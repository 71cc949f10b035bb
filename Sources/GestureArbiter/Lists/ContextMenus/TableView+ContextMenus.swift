/// The menus a table's rows open (M5): UIKit's `contextMenuInteraction` and the delegate's
/// `contextMenuConfigurationForRowAt` and its companions, recorded under their names.
extension TableView: ContextMenuListHost {
    /// The interaction the table opens its rows' menus with, while its delegate is a
    /// ``TableViewDelegate``; UIKit's `contextMenuInteraction`.
    public var contextMenuInteraction: ContextMenuInteraction? { contextMenus.interaction }

    func askContextMenuConfiguration(at point: Point) -> ContextMenuConfiguration? {
        // A finger on a table with an open row only closes the row (R5).
        guard let delegate = tableDelegate, rowSwipes.state == .closed, let row = indexPathForRow(at: point) else { return nil }
        contextMenus.defaultAnswered = false
        let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: row, point: point)
        if !contextMenus.defaultAnswered {
            reportList("contextMenuConfigurationForRowAt", [TraceField("indexPath", row.traceValue), TraceField("point", .point(point)), TraceField("result", .bool(configuration != nil))])
        }
        return configuration
    }

    func contextMenuPreviewFrame(at point: Point) -> Rect? {
        indexPathForRow(at: point).map(rectForRow(at:))
    }

    func tellContextMenu(_ event: ListContextMenuEvent, configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        switch event {
        case .willDisplay:
            reportList("willDisplayContextMenu", [])
            tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        case .willEnd:
            reportList("willEndContextMenuInteraction", [])
            tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        case .willPerformPreviewAction:
            reportList("willPerformPreviewActionForMenuWith", [])
            tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator ?? ContextMenuAnimator())
        }
    }
}
