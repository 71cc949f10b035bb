import GestureArbiter

/// A view controller of a fixture's scene, from its `controllers` (N1–N4): a plain one whose view
/// holds views, or a navigation controller whose stack holds plain ones.
public struct ControllerSpec: Hashable, Sendable {
    /// The controller's name in events, expectations and the trace; its view is `<id>.view`.
    public var id: String
    public var kind: Kind

    /// How the controller sits when presented as a sheet; nil for a controller that is never
    /// presented (N5–N8). Plain controllers only.
    public var sheet: SheetSpec?

    public enum Kind: Hashable, Sendable {
        /// A controller whose view, as large as its container makes it, holds these views.
        case plain(views: [ViewSpec])
        /// A navigation controller with these plain controllers on its stack, root first; its
        /// back swipe is the recognizer `<id>.popGesture`.
        case navigation(stack: [String])
    }

    public init(id: String, kind: Kind, sheet: SheetSpec? = nil) {
        self.id = id
        self.kind = kind
        self.sheet = sheet
    }

    /// The name of the controller's view in the trace.
    public static func viewID(of controller: String) -> String { controller + ".view" }

    /// The name of a navigation controller's back swipe in the trace and in relations.
    public static func popGestureID(of navigation: String) -> String { navigation + ".popGesture" }

    /// The names of a sheet's drag and of its dimming view's tap.
    public static func sheetPanID(of controller: String) -> String { controller + ".sheetPan" }
    public static func dimmingTapID(of controller: String) -> String { controller + ".dimmingTap" }
}

/// A controller's `sheet`: its sheet presentation controller's settings, under UIKit's names.
public struct SheetSpec: Hashable, Sendable {
    /// A detent: a system one, or a custom one at a height or a share of the large detent's.
    public enum Detent: Hashable, Sendable {
        case medium
        case large
        case height(identifier: String, Double)
        case fraction(identifier: String, Double)

        public var identifier: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case let .height(identifier, _), let .fraction(identifier, _): identifier
            }
        }
    }

    public var detents: [Detent] = [.large]
    public var selectedDetentIdentifier: String?
    public var largestUndimmedDetentIdentifier: String?
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersGrabberVisible = false
    public var isModalInPresentation = false
    /// The delegate's answer to `presentationControllerShouldDismiss`; true when left out.
    public var shouldDismiss = true

    public init() {}
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

/// A presentation or dismissal of a sheet, or a detent chosen by code, from the events `present`,
/// `dismiss` and `selectDetent` (N5, N6).
public enum SheetRequest: Hashable, Sendable {
    /// `by` presents `controller`; `by` nil is the window's root.
    case present(controller: String, by: String?, animated: Bool)
    /// `dismiss(animated:)` called on `controller`, the presented one or its presenter.
    case dismiss(controller: String, animated: Bool)
    /// The sheet of `controller` is given the detent `identifier`, inside `animateChanges` when animated.
    case selectDetent(controller: String, identifier: String, animated: Bool)

    /// The event key that asks for it.
    public var eventKey: String {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .selectDetent: "selectDetent"
        }
    }
}
