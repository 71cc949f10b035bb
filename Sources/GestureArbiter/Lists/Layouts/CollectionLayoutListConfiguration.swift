import Foundation

/// What a list layout shows and what its rows' swipes offer; UIKit's
/// `UICollectionLayoutListConfiguration`. ``CollectionViewCompositionalLayout/list(using:)``
/// makes a collection's layout of it (R6).
public struct CollectionLayoutListConfiguration {
    /// The list's look; UIKit's `Appearance`. The engine draws nothing, and lays every
    /// appearance out as plain rows (<doc:SwipeActions>).
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    public var appearance: Appearance
    /// The actions a swipe shows on a row's leading edge (a swipe to the right); nil for none.
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// The actions a swipe shows on a row's trailing edge (a swipe to the left); nil for none.
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    /// The height of a list row: 44 pt, the height of a one-line list cell at the default text
    /// size (a marked choice: list rows size themselves to their content).
    public static let rowHeight = 44.0

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
