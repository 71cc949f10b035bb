extension CollectionView {
    /// Where an item ends up when the collection scrolls to it: UIKit's
    /// `UICollectionView.ScrollPosition`, at most one position along each axis; empty, no scrolling.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top at the top of the area the insets leave clear.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's middle at the clear area's middle, top to bottom.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the clear area's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the clear area's left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's middle at the clear area's middle, left to right.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the clear area's right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The content offset along one axis that puts an item spanning `start` to `end` where
        /// this position says, given the axis's three positions (start, middle, end), the length
        /// the insets leave clear and the leading inset; nil when the position names none of them.
        func offset(along positions: [ScrollPosition], from start: Double, to end: Double, clear: Double, inset: Double) -> Double? {
            let named = positions.filter(contains)
            precondition(named.count <= 1, "a scroll position names at most one position along each axis, got \(named.count)")
            switch named.first {
            case positions[0]?: return start - inset
            case positions[1]?: return (start + end) / 2 - inset - clear / 2
            case positions[2]?: return end - inset - clear
            default: return nil
            }
        }
    }
}
