import GestureArbiter

extension Scene {
    /// Chains each scroll view that has a `chain` with its children, once the whole view tree
    /// exists (the children are inside it, so they are made after it), depth first in
    /// declaration order, the order the compile step checked them in.
    ///
    /// The chain needs no keeping here: each of its scroll views holds it, and it holds them weakly.
    func chainScrollViews(_ specs: [ViewSpec]) {
        for spec in specs {
            if case let .scrollView(settings) = spec.kind, let chain = settings.chain, let parent = view(spec.id) as? ScrollView {
                let children = chain.children.compactMap { view($0) as? ScrollView }
                _ = ScrollChain(parent: parent, children: children, axis: chain.axis)
            }
            chainScrollViews(spec.subviews)
        }
    }
}
