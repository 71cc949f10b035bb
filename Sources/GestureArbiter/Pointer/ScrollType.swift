/// Where a scroll event comes from; UIKit's `UIScrollType` (P3).
public enum ScrollType: String, Hashable, Sendable, CaseIterable {
    /// Steps of a mouse's scroll wheel.
    case discrete
    /// Two fingers moving on a trackpad, from the touch of the fingers to their lift.
    case continuous
}

/// The scroll types a pan recognizer interprets; UIKit's `UIScrollTypeMask` (P3).
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    public static let all: ScrollTypeMask = [.discrete, .continuous]

    /// The mask holding `type`.
    public init(_ type: ScrollType) {
        self = type == .discrete ? .discrete : .continuous
    }
}
