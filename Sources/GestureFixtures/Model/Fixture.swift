import GestureArbiter

/// A timed event fixture: a scene, the touches and scene changes to play on it, and what must happen.
///
/// The JSON form is described in FixtureFormat.md, whose keys are a contract with the people who write
/// fixtures; this type is the same thing built in Swift. Its structure mirrors the JSON, so that an
/// error found in either form names the same place (`views[0].subviews[2].frame`).
public struct Fixture: Hashable, Sendable {
    /// The version of the fixture format; 1 is the only one so far.
    public static let formatVersion = 1

    /// A human description of what the fixture shows.
    public var name: String?

    /// The window's size, in points; the window's origin is zero.
    public var windowSize: Size

    /// The height of the status bar across the window's top, which a `statusBarTap` taps; zero
    /// (the default) for none.
    public var statusBarHeight: Double = 0

    /// The kind of device the window stands for, which decides what a status bar tap scrolls.
    public var userInterfaceIdiom = UserInterfaceIdiom.phone

    /// The window's safe area, as insets from its edges; zero by default.
    public var safeAreaInsets = EdgeInsets.zero

    /// The thresholds and delays of the run; UIKit's by default.
    public var constants: InteractionConstants

    /// The animation frame rate of the run's clock.
    public var framesPerSecond: Int

    /// The window's subviews, back to front.
    public var views: [ViewSpec]

    /// The view controllers, in the order written (N1–N4); none by default.
    public var controllers: [ControllerSpec] = []

    /// The controller whose view fills the window, behind ``views``; none by default.
    public var rootViewController: String?
    /// The context menus on views (M1–M4); none by default.
    public var contextMenus: [ContextMenuSpec] = []
    /// SwiftUI gestures attached to views (GestureArbiterSwiftUI).
    public var swiftUIGestures: [SwiftUIGestureSpec] = []
    /// The views items can be dragged from (I1–I7); none by default.
    public var dragInteractions: [DragInteractionSpec] = []
    /// The views drags can be dropped on (I3, I4); none by default.
    public var dropInteractions: [DropInteractionSpec] = []

    /// The timed steps, in the order written; shorthands such as `drag` are kept as written.
    public var events: [FixtureEvent]

    /// How long the clock may run on after the last event while timers are pending.
    public var settleLimit: VirtualDuration

    /// What the run must show; nil for a fixture that is only run, not checked.
    public var expectations: Expectations?

    public init(
        name: String? = nil,
        windowSize: Size = Fixture.defaultWindowSize,
        constants: InteractionConstants = .uikit,
        framesPerSecond: Int = 60,
        views: [ViewSpec],
        events: [FixtureEvent],
        settleLimit: VirtualDuration = Fixture.defaultSettleLimit,
        expectations: Expectations? = nil
    ) {
        self.name = name
        self.windowSize = windowSize
        self.constants = constants
        self.framesPerSecond = framesPerSecond
        self.views = views
        self.events = events
        self.settleLimit = settleLimit
        self.expectations = expectations
    }

    /// An iPhone SE-sized window, 375 × 667 points, when a fixture names none.
    public static let defaultWindowSize = Size(width: 375, height: 667)

    /// Ten seconds, as FixtureFormat.md specifies.
    public static let defaultSettleLimit = VirtualDuration.seconds(10)
}
