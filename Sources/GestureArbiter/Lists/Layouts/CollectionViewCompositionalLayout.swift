/// A collection's layout made of sections; UIKit's `UICollectionViewCompositionalLayout`. The
/// engine makes one kind: the list, rows as wide as the collection, one under the other, each
/// ``CollectionLayoutListConfiguration/rowHeight`` tall, whose rows a finger swipes as a table's (R6).
public final class CollectionViewCompositionalLayout {
    /// What the list shows and what its swipes offer.
    public let listConfiguration: CollectionLayoutListConfiguration

    private init(listConfiguration: CollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
    }

    /// A list layout; UIKit's `list(using:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(listConfiguration: configuration)
    }
}
