/// A closure a control calls for the events it was added for; UIKit's `UIAction`, whose handler
/// gets the action and finds the control that sent it in ``sender``.
public final class Action {
    /// A name that makes an action unique on a control: adding another action with the same
    /// identifier replaces the first, as UIKit's `UIAction.Identifier` does.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public let title: String
    /// The action's identifier; nil makes the action unique by itself, as the identifier UIKit
    /// generates for an action made without one does.
    public let identifier: Identifier?
    /// The control sending the action, while its handler runs; UIKit's `sender`. Nil outside a
    /// call, so that an action kept by the host does not keep a control alive, nor answer with
    /// one that has gone.
    public var sender: AnyObject? { _sender.object }
    /// Unowned: the control is alive while it sends, and the reference is put back when the call returns.
    private var _sender = UnownedReference<AnyObject>(nil)
    private let handler: (Action) -> Void

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
    }

    /// Calls the handler on behalf of `sender`; a send from inside the handler puts the outer
    /// sender back when it returns.
    func perform(from sender: AnyObject) {
        let outer = _sender
        _sender = UnownedReference(sender)
        handler(self)
        _sender = outer
    }

    /// Whether adding `other` to a control replaces this action there: it is the same action, or
    /// has the same identifier.
    func isReplaced(by other: Action) -> Bool {
        self === other || (identifier != nil && identifier == other.identifier)
    }
}
