import GestureArbiter

/// Every machine the SwiftUI gestures run, in the engine's `StateDiagramCatalog`
/// form: drawn into `StateDiagrams/` with the engine's, and checked the same way.
public enum SwiftUIStateDiagramCatalog {
    /// The machines in a fixed order: the primitive gestures', then the compositions'.
    public static let all: [StateDiagramCatalog.Entry] = [
        StateDiagramCatalog.Entry(TapGestureRecognition.self),
        StateDiagramCatalog.Entry(LongPressGestureRecognition.self),
        StateDiagramCatalog.Entry(DragGestureRecognition.self),
        StateDiagramCatalog.Entry(TransformGestureRecognition.self),
        StateDiagramCatalog.Entry(SequenceGestureRecognition.self),
        StateDiagramCatalog.Entry(ExclusiveGestureRecognition.self),
    ]
}
