import Foundation

/// A list-layout collection's words for its swiped rows (R6): the providers of its layout's
/// configuration, asked when a finger goes down on a row and recorded as `list` records named
/// after them. The collection's delegate hears nothing of swipes, as UIKit's has no such calls.
extension CollectionView: SwipeActionsHost {
    var allowsRowSwipes: Bool { true }

    var mayOfferSwipeActions: Bool {
        guard let list = collectionViewLayout?.listConfiguration else { return false }
        return list.leadingSwipeActionsConfigurationProvider != nil || list.trailingSwipeActionsConfigurationProvider != nil
    }

    func swipeConfigurations(for indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)? {
        guard let list = collectionViewLayout?.listConfiguration else { return nil }
        /// Asks a provider the configuration, recorded under the provider's name; none when it is nil.
        func ask(_ provider: ((IndexPath) -> SwipeActionsConfiguration?)?, _ name: String) -> SwipeActionsConfiguration? {
            guard let provider else { return nil }
            let configuration = provider(indexPath)
            reportConfiguration(name, configuration, indexPath)
            return configuration
        }
        let leading = ask(list.leadingSwipeActionsConfigurationProvider, "leadingSwipeActionsConfigurationProvider")
        let trailing = ask(list.trailingSwipeActionsConfigurationProvider, "trailingSwipeActionsConfigurationProvider")
        let hasActions = !(leading?.actions.isEmpty ?? true) || !(trailing?.actions.isEmpty ?? true)
        return hasActions ? (leading, trailing) : nil
    }

    func swipeIndexPath(at point: Point) -> IndexPath? { indexPathForItem(at: point) }

    func swipeCell(at indexPath: IndexPath) -> CollectionViewCell? { cellForItem(at: indexPath) }

    func tellEditing(_ indexPath: IndexPath?, begins: Bool) {}

    /// The row showing its swipe actions, or being swiped; nil when none.
    public var swipedIndexPath: IndexPath? { rowSwipes?.row }

    /// Where the swiped row is in ``RowSwipe``.
    public var rowSwipeState: RowSwipe.State { rowSwipes?.state ?? .closed }

    /// How far the swiped row has moved sideways: negative while its trailing actions show.
    public var rowSwipeOffset: Double { rowSwipes?.offset ?? 0 }
}
