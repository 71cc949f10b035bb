/// The picture of a drag's items that follows the finger over the window (I2): as large as the
/// lifted view, kept where the finger holds it, and passed through by touches and drop-target
/// searches. Named `<view>.dragPreview`.
final class DragPreviewView: View {
    /// Where the finger holds the preview, from its center, fixed at the lift.
    let grip: Point
    /// The lifted view's center in the window, where a cancelled drag returns.
    let home: Point

    init(covering frame: Rect, grippedAt point: Point, name: String) {
        home = Point(x: frame.midX, y: frame.midY)
        grip = Point(x: point.x - home.x, y: point.y - home.y)
        super.init(frame: frame)
        identifier = name
        isUserInteractionEnabled = false
    }

    /// Puts the preview under the finger at `point`, in the window.
    func follow(_ point: Point) {
        center = Point(x: point.x - grip.x, y: point.y - grip.y)
    }
}
