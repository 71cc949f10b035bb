/// An action a swiped row shows as a button; UIKit's `UIContextualAction`.
///
/// A tap on its button, or a full swipe when it is the first action of a configuration that
/// allows one, calls its ``handler``, which does the work and then calls the completion it is
/// given with whether it did; the row closes then (<doc:SwipeActions>, R4).
open class ContextualAction {
    /// How the button looks; UIKit's `UIContextualAction.Style`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case normal
        case destructive
    }

    /// The function an action runs: the action, the view its button was shown in, and the
    /// completion to call with whether the action was performed; UIKit's `Handler`.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public let handler: Handler

    /// How wide its button is when the row rests open. UIKit sizes a button to its title and
    /// image; the engine draws no text, so a host that measures titles sets this. By default
    /// ``standardWidth``.
    public var width = ContextualAction.standardWidth

    /// 74 pt: the width a one-word title's button takes on an iPhone, a marked choice
    /// (<doc:SwipeActions>).
    public static let standardWidth = 74.0

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
