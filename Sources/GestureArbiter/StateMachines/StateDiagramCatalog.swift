/// Every machine the engine runs, as the diagrams `gesture-arbiter diagrams` writes into
/// `StateDiagrams/` and the diagram tests compare with the checked-in files.
public enum StateDiagramCatalog {
    /// Each machine's name and its DOT source, in a fixed order.
    public static let all: [(name: String, dot: String)] = [
        (TouchLifecycle.name, TouchLifecycle.table.diagram),
    ]
}
