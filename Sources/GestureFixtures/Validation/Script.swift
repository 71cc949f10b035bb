import GestureArbiter

/// A fixture's events expanded into one timeline: every shorthand unrolled, every step in time
/// order, every touch location filled in.
public struct Script: Hashable, Sendable {
    public var steps: [ScriptStep]

    public init(steps: [ScriptStep]) {
        self.steps = steps
    }
}

/// One thing to do at one time.
public struct ScriptStep: Hashable, Sendable {
    public var time: VirtualTime
    public var action: Action
    /// The path of the fixture event this step came from, for errors found while running it.
    public var source: String
    /// For touches handed over after they happened: the time they are stamped with, before
    /// ``time``. Nil: stamped at ``time``.
    public var stamped: VirtualTime?

    public init(time: VirtualTime, action: Action, source: String, stamped: VirtualTime? = nil) {
        self.time = time
        self.action = action
        self.source = source
        self.stamped = stamped
    }

    public enum Action: Hashable, Sendable {
        /// Send one touch event to the window.
        case touches([TouchInput])
        /// Run the clock to the step's time.
        case wait
        case set(id: String, property: ViewProperty)
        case setGesture(id: String, property: GestureProperty)
        case remove(id: String)
        /// Tap the status bar at a point in window coordinates.
        case statusBarTap(at: Point)
        /// Move the pointer to a point in window coordinates, or out of the window (nil).
        case pointer(at: Point?)
        /// Send a scroll event.
        case scroll(ScrollInput)
        /// Send a transform event.
        case transform(TransformInput)
        /// Change a navigation controller's stack; the request names its controller.
        case navigation(NavigationRequest)
        /// Present, dismiss or move a sheet; `present` names its presenter.
        case sheet(SheetRequest)
    }
}

/// A fixture that passed every check, with its events expanded; ready to run.
public struct CompiledFixture: Hashable, Sendable {
    public let fixture: Fixture
    public let script: Script
}
