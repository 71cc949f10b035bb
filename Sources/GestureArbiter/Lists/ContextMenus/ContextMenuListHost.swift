/// A list as its own context menus see it (M5): it asks its delegate for the menu of the row or
/// items under a finger, and tells it that the menu appears, ends or has its preview tapped, in
/// its own delegate's words, recorded as `list` records.
protocol ContextMenuListHost: CellListHost {
    /// The delegate's menu for a finger down at `point`, in the list's bounds, recorded; nil when
    /// the delegate gives none or the list does not ask there.
    func askContextMenuConfiguration(at point: Point) -> ContextMenuConfiguration?
    /// The pressed cell's frame, in the list's bounds; nil for the list's own frame.
    func contextMenuPreviewFrame(at point: Point) -> Rect?
    /// Tells the delegate, recorded, that the menu will appear, will end, or that its preview was tapped.
    func tellContextMenu(_ event: ListContextMenuEvent, configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
}

/// What a list tells its delegate of its open menu.
enum ListContextMenuEvent {
    case willDisplay
    case willEnd
    case willPerformPreviewAction
}
