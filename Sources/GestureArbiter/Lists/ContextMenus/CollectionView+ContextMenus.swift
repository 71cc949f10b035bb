/// The menus a collection's items open (M5): UIKit's `contextMenuInteraction` and the delegate's
/// `contextMenuConfigurationForItemsAt` and its companions, recorded under their names.
extension CollectionView: ContextMenuListHost {
    /// The interaction the collection opens its items' menus with, while its delegate is a
    /// ``CollectionViewDelegate``; UIKit's `contextMenuInteraction`.
    public var contextMenuInteraction: ContextMenuInteraction? { contextMenus.interaction }

    /// Asks for the item under the finger, or with no items for the empty space between them, as
    /// UIKit's iOS 16 method does.
    func askContextMenuConfiguration(at point: Point) -> ContextMenuConfiguration? {
        guard let delegate = collectionDelegate else { return nil }
        let items = indexPathForItem(at: point).map { [$0] } ?? []
        contextMenus.defaultAnswered = false
        let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: items, point: point)
        if !contextMenus.defaultAnswered {
            reportList("contextMenuConfigurationForItemsAt", [TraceField("indexPaths", .list(items.map(\.traceValue))), TraceField("point", .point(point)), TraceField("result", .bool(configuration != nil))])
        }
        return configuration
    }

    func contextMenuPreviewFrame(at point: Point) -> Rect? {
        indexPathForItem(at: point).flatMap(frameForItem(at:))
    }

    func tellContextMenu(_ event: ListContextMenuEvent, configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        switch event {
        case .willDisplay:
            reportList("willDisplayContextMenu", [])
            collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        case .willEnd:
            reportList("willEndContextMenuInteraction", [])
            collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
        case .willPerformPreviewAction:
            reportList("willPerformPreviewActionForMenuWith", [])
            collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator ?? ContextMenuAnimator())
        }
    }
}
