import GestureArbiter

extension CompiledFixture {
    /// The graph of the fixture's scene as declared, before any event: a fresh scene built with
    /// tracing off, so asking its delegates and views changes nothing a run would see.
    ///
    /// `point`, in window coordinates, adds where a new touch there would go (D1, G6); `title`
    /// heads the picture (the command line passes the file's name).
    public func sceneGraph(at point: Point? = nil, title: String? = nil) -> SceneGraph {
        let scene = Scene(fixture)
        // The scene keeps the fixture delegates alive; recognizers hold theirs weakly.
        return withExtendedLifetime(scene) {
            SceneGraph(window: scene.window, at: point, title: title)
        }
    }
}
