/// The context of a state change; SwiftUI's `Transaction`, reduced to what a gesture's state
/// changes carry: the animation the change asks for.
///
/// ``GestureState`` resets in its `resetTransaction`, and an ``Gesture/updating(_:body:)``
/// body may set the transaction of its change; the trace records the animation of each.
public struct Transaction: Hashable, Sendable {
    /// The animation the change asks for; nil: none.
    public var animation: Animation?
    /// Whether the change asks that animations be turned off.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// An animation, named; SwiftUI's `Animation` as a token: the engine draws nothing, so an
/// animation is only recorded, by the name it is given here.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ name: String) {
        description = name
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
}
