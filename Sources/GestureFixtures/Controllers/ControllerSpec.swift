import GestureArbiter

/// A view controller of a fixture's scene, from its `controllers` (N1–N4): a plain one whose view
/// holds views, or a navigation controller whose stack holds plain ones.
public struct ControllerSpec: Hashable, Sendable {
    /// The controller's name in events, expectations and the trace; its view is `<id>.view`.
    public var id: String
    public var kind: Kind

    public enum Kind: Hashable, Sendable {
        /// A controller whose view, as large as its container makes it, holds these views.
        case plain(views: [ViewSpec])
        /// A navigation controller with these plain controllers on its stack, root first; its
        /// back swipe is the recognizer `<id>.popGesture`.
        case navigation(stack: [String])
    }

    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// The name of the controller's view in the trace.
    public static func viewID(of controller: String) -> String { controller + ".view" }

    /// The name of a navigation controller's back swipe in the trace and in relations.
    public static func popGestureID(of navigation: String) -> String { navigation + ".popGesture" }
}

/// A change of a navigation controller's stack, from one of the events `push`, `pop`, `popTo`,
/// `popToRoot` and `setViewControllers` (N1).
public struct NavigationRequest: Hashable, Sendable {
    /// The navigation controller; nil for the fixture's only one.
    public var navigation: String?
    public var operation: Operation
    /// Whether it animates; true unless the event says otherwise.
    public var animated: Bool

    public enum Operation: Hashable, Sendable {
        case push(String)
        case pop
        case popTo(String)
        case popToRoot
        case setViewControllers([String])

        /// The event key that asks for it.
        public var eventKey: String {
            switch self {
            case .push: "push"
            case .pop: "pop"
            case .popTo: "popTo"
            case .popToRoot: "popToRoot"
            case .setViewControllers: "setViewControllers"
            }
        }
    }

    public init(navigation: String? = nil, _ operation: Operation, animated: Bool = true) {
        self.navigation = navigation
        self.operation = operation
        self.animated = animated
    }
}
