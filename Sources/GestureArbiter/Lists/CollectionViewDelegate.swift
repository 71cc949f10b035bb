import Foundation

/// Hears and shapes the highlight and selection a finger makes on a ``CollectionView``'s items
/// (L1) and the menus a press opens (M5); UIKit's `UICollectionViewDelegate`. A collection's ``ScrollView/delegate`` that conforms
/// to it is asked; every method has UIKit's default.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a finger on the item highlights it; false also keeps the touch from selecting
    /// anything. True by default.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the lift on the highlighted item selects it; true by default.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap on a selected item deselects it, with multiple selection; true by default.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The menu a press opens on the items at `indexPaths` (the one under the finger), or, with
    /// none, on the empty space at `point`, in the collection's bounds; nil for none (M5). Asked
    /// when the finger lands.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point) -> ContextMenuConfiguration?
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    /// The user tapped the open menu's preview.
    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// No menu, noted so that the collection records no call a delegate without menus did not make.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point) -> ContextMenuConfiguration? {
        collectionView.contextMenus.defaultAnswered = true
        return nil
    }
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating) {}
}
