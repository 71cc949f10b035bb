import GestureArbiter

extension Fixture {
    /// Refuses every `chain` that the engine's `ScrollChain` would trap on, with its place and
    /// reason, so that a fixture is rejected rather than crashing the run: a chain needs a child,
    /// each child must be a scroll view of the fixture inside the chained one, and a scroll view
    /// belongs to one chain at most, as its parent or as a child.
    ///
    /// The chains are checked in the order the scene makes them, depth first in declaration
    /// order, so that a scroll view's second chain is the one refused. Ids are known to be unique
    /// by now.
    static func checkScrollChains(in views: [ViewSpec], under root: FixturePath) throws(FixtureError) {
        let tree = DeclaredViews(views, under: root)
        // Where each scroll view joined a chain so far; looked up, never iterated.
        var memberships: [String: FixturePath] = [:]
        for (view, viewPath) in tree.inOrder {
            guard case let .scrollView(settings) = view.kind, let chain = settings.chain else { continue }
            let path = viewPath.key(FixtureDecoder.scrollChainKey)
            guard !chain.children.isEmpty else {
                throw path.key("children").error("a chain needs at least one child")
            }
            try join(view.id, at: path, memberships: &memberships)
            for (index, child) in chain.children.enumerated() {
                let childPath = path.key("children").index(index)
                guard let type = tree.types[child] else {
                    throw childPath.error("unknown view id '\(child)'")
                }
                guard type.isScrollView else {
                    throw childPath.error("'\(child)' is a \(type.noun), not a scroll view")
                }
                guard child != view.id else {
                    throw childPath.error("'\(child)' is the chain's own scroll view, not one inside it")
                }
                guard tree.isInside(child, view.id) else {
                    throw childPath.error("'\(child)' is not inside '\(view.id)'")
                }
                try join(child, at: childPath, memberships: &memberships)
            }
        }
    }

    /// Records that `id` joins a chain at `path`, refusing a second chain.
    private static func join(_ id: String, at path: FixturePath, memberships: inout [String: FixturePath]) throws(FixtureError) {
        if let first = memberships[id] {
            throw path.error("'\(id)' is already in a chain, at \(first): a scroll view belongs to one chain at most")
        }
        memberships[id] = path
    }
}

/// The declared view tree, flattened for the chain checks: each view with its path, depth first
/// in declaration order, and each id's type and superview.
private struct DeclaredViews {
    let inOrder: [(view: ViewSpec, path: FixturePath)]
    /// Each view's type by id; looked up, never iterated.
    let types: [String: ViewType]
    /// Each view's superview id; the window's own views have none. Looked up, never iterated.
    private let superviews: [String: String]

    init(_ views: [ViewSpec], under root: FixturePath) {
        var inOrder: [(view: ViewSpec, path: FixturePath)] = []
        var types: [String: ViewType] = [:]
        var superviews: [String: String] = [:]
        // A stack rather than recursion, taking the subviews in reverse so they pop in order.
        var stack = views.indices.reversed().map { (view: views[$0], path: root.index($0), superview: String?.none) }
        while let (view, path, superview) = stack.popLast() {
            inOrder.append((view, path))
            types[view.id] = view.kind.type
            superviews[view.id] = superview
            stack += view.subviews.indices.reversed().map { (view.subviews[$0], path.key("subviews").index($0), view.id) }
        }
        self.inOrder = inOrder
        self.types = types
        self.superviews = superviews
    }

    /// Whether the view `id` lies somewhere inside the view `ancestor`.
    func isInside(_ id: String, _ ancestor: String) -> Bool {
        var current = superviews[id]
        while let view = current {
            if view == ancestor { return true }
            current = superviews[view]
        }
        return false
    }
}
