/// A view that shows text; UIKit's `UILabel`, reduced to its text and its place in hit-testing.
///
/// As UIKit's, a label does not take touches unless told to: ``View/isUserInteractionEnabled``
/// starts false, so a touch on a label goes to the view beneath it (H1). Setting a new ``text``
/// lists the label among the window's changes, for the host to draw it again.
open class Label: View {
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The text shown; nil by default.
    open var text: String? {
        didSet {
            if text != oldValue {
                setNeedsDisplay()
            }
        }
    }
}
