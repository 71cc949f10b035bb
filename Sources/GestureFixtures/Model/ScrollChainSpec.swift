import GestureArbiter

/// A scroll view's `chain`: the scroll views inside it that move with it as one along an axis,
/// as an engine `ScrollChain` (seed 002's header over a pager of lists), written
/// `"chain": {"children": ["list1", "list2"], "axis": "vertical"}`; an addition to FixtureFormat.md.
///
/// It is part of the scene only, not a `set` property: the scene makes the chain once its whole
/// view tree exists, since the children are inside the scroll view and built after it.
public struct ScrollChainSpec: Hashable, Sendable {
    /// The ids of the chained scroll views inside this one, in the order given; at least one.
    public var children: [String]
    /// The axis along which the chain moves its scroll views together.
    public var axis: ScrollChain.Axis

    public init(children: [String], axis: ScrollChain.Axis = .vertical) {
        self.children = children
        self.axis = axis
    }

    /// The fixture's names of the axes, `vertical` (the default) first, as error messages list them.
    static let axisNames = ["vertical", "horizontal"]

    /// The axis a fixture's `axis` names, or nil for a name it does not have.
    static func axis(named name: String) -> ScrollChain.Axis? {
        switch name {
        case "vertical": .vertical
        case "horizontal": .horizontal
        default: nil
        }
    }

    /// The fixture's name of the chain's axis.
    var axisName: String {
        switch axis {
        case .vertical: "vertical"
        case .horizontal: "horizontal"
        }
    }
}
