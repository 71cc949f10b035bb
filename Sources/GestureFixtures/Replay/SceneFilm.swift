import GestureArbiter

/// A run's views as the engine left them after each input and each timer or frame: what a
/// renderer would have drawn, frame by frame.
///
/// The first frame holds every view in the window; each later frame holds only the views that
/// changed, read from the window's change feed (`Window.takeChanges()`), and the fingers down.
/// A view is named by its ``ViewSnapshot/key``, the order it was first seen in, since the names
/// of the engine's own views (cells, a sheet's container) need not be unique.
public struct SceneFilm: Hashable, Sendable {
    public var frames: [Frame]

    /// What changed at one instant of the run.
    public struct Frame: Hashable, Sendable {
        public var time: VirtualTime
        /// How many trace records the run had made when the frame was taken, so that a page
        /// stepping record by record knows which frame each record saw.
        public var recordCount: Int
        /// The views whose drawn state changed, in the order the change feed lists them; a view
        /// that entered the window is listed with its whole subtree.
        public var views: [ViewSnapshot]
        /// The fingers down after this instant, in the window's order; nil when they did not change.
        public var touches: [TouchSnapshot]?
    }

    /// The latest snapshot of every view ever in the window at or before frame `index`, by key:
    /// what a renderer has drawn once it applied the frames up to it. The window is key 0.
    public func views(through index: Int) -> [Int: ViewSnapshot] {
        var views: [Int: ViewSnapshot] = [:]
        for frame in frames[...index] {
            for view in frame.views {
                views[view.key] = view
            }
        }
        return views
    }
}
