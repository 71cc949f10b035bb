/// What drag and drop delegates read of a drag under way; UIKit's `UIDragDropSession`.
public protocol DragDropSession: AnyObject {
    /// The items dragged, the first lifted and those added since, in order.
    var items: [DragItem] { get }
    /// Whether a drop may move the items rather than copy them: true, as for a drag within one app.
    var allowsMoveOperation: Bool { get }
    /// Where the finger dragging the items is, in `view`'s coordinates.
    func location(in view: View) -> Point
}

/// The drag as its source sees it; UIKit's `UIDragSession`.
public protocol DragSession: DragDropSession {
    /// Whatever the source keeps with the drag, for its own drop targets to read.
    var localContext: Any? { get set }
}

/// The drag as a drop target sees it; UIKit's `UIDropSession`.
public protocol DropSession: DragDropSession {
    /// The drag this drop comes from: always the app's own, since the engine runs one app.
    var localDragSession: DragSession? { get }
}

/// The one session object of a drag, which UIKit too hands to both sides.
final class LocalDragSession: DragSession, DropSession {
    private(set) var items: [DragItem]
    var localContext: Any?
    let allowsMoveOperation = true
    var localDragSession: DragSession? { self }
    /// The finger's place in the window.
    var point: Point
    /// Whether the items have left their place: the finger moved after the lift (`sessionWillBegin`).
    var began = false
    /// The interaction the items were lifted by, which a table's drop asks to tell a reorder.
    private(set) weak var origin: DragInteraction?

    init(items: [DragItem], at point: Point, origin: DragInteraction) {
        self.items = items
        self.point = point
        self.origin = origin
    }

    func add(_ added: [DragItem]) {
        items += added
    }

    func location(in view: View) -> Point {
        view.convert(point, from: nil)
    }
}
