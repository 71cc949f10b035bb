/// A target added to a recognizer: an object, so that calling the targets lends each action
/// to its call instead of retaining its closure (``Array/forEachLent(_:)``).
final class GestureTarget {
    let id: Int
    let action: (GestureRecognizer) -> Void

    init(id: Int, action: @escaping (GestureRecognizer) -> Void) {
        self.id = id
        self.action = action
    }
}

/// Identifies a target added to a ``GestureRecognizer``.
public struct GestureTargetID: Hashable, Sendable {
    let rawValue: Int
}
