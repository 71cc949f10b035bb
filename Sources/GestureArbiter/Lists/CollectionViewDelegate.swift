import Foundation

/// Hears and shapes the highlight and selection a finger makes on a ``CollectionView``'s items
/// (L1); UIKit's `UICollectionViewDelegate`. A collection's ``ScrollView/delegate`` that conforms
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
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
