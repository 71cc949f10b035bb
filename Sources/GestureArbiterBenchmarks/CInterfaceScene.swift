import CGestureArbiter
import GestureArbiter
import GestureArbiterC
import GestureFixtures

/// The drag and tap workloads' scene (``ScrollingButtonScene``) as the C interface builds it,
/// from a fixture, driven either through the C interface's calls or through the Swift API on the
/// very same scene, so that the two measure the C layer alone.
public final class CInterfaceScene {
    /// Which way the workload's events go in.
    public enum Path: String, Sendable, CaseIterable {
        /// `ga_window_send_touches` with the window's handle, as a C host calls it.
        case cInterface = "through-c"
        /// `Window.send` on the same scene, the Swift API's cost for it.
        case swift = "through-swift"
    }

    static let fixture = """
        {"views": [{"id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000], "subviews": [
          {"id": "button", "type": "button", "frame": [100, 300, 175, 44]}]}], "events": []}
        """

    public let handle: ga_window
    /// The window behind the handle, for the Swift path and the checks.
    public let window: Window
    public let path: Path
    /// Where fingers go down: the button's centre, in window coordinates.
    public let buttonCenter = Point(x: 187.5, y: 322)
    public init(path: Path) throws {
        self.path = path
        var handle: ga_window = 0
        var error = ga_error()
        let status = Self.fixture.withCString { ga_window_create_from_fixture($0, Self.fixture.utf8.count, &handle, &error) }
        guard status == GA_OK else { throw CInterfaceError(status: status) }
        self.handle = handle
        guard let window = engineWindow(of: handle) else { throw CInterfaceError(status: ga_status(GA_ERROR_STALE_HANDLE)) }
        self.window = window
    }

    deinit {
        _ = ga_window_destroy(handle, nil)
    }

    /// A sender for one run, to be held in a local of the workload's loop.
    func sender() -> Sender {
        Sender(handle: handle, window: window, path: path)
    }

    /// Sends one finger's events along a path, rewriting the one buffer a host of the path's
    /// language keeps: a C host its `ga_touch`, a Swift host its `[TouchInput]`. A workload holds
    /// it in a local, as ``DragMoves`` holds its input, so that neither path's harness adds a
    /// run-time exclusivity check of its own to what is measured.
    struct Sender {
        let handle: ga_window
        let window: Window
        let path: Path
        private var touch = ga_touch(id: 1, phase: Int32(GA_PHASE_BEGAN), type: Int32(GA_TOUCH_DIRECT), x: 0, y: 0)
        private var input = [TouchInput(id: 1, phase: .began, location: .zero)]

        init(handle: ga_window, window: Window, path: Path) {
            self.handle = handle
            self.window = window
            self.path = path
        }

        mutating func send(_ phase: Touch.Phase, at location: Point, time: VirtualTime) throws {
            switch path {
            case .cInterface:
                touch.phase = phase == .began ? Int32(GA_PHASE_BEGAN) : phase == .moved ? Int32(GA_PHASE_MOVED) : Int32(GA_PHASE_ENDED)
                touch.x = location.x
                touch.y = location.y
                let status = ga_window_send_touches(handle, &touch, 1, time.milliseconds, nil)
                guard status == GA_OK else { throw CInterfaceError(status: status) }
            case .swift:
                input[0] = TouchInput(id: 1, phase: phase, location: location)
                try window.send(input, at: time)
            }
        }
    }

    /// The scroll view's offset and whether it is dragging, through the C interface.
    public var scrollState: ga_scroll_state {
        var state = ga_scroll_state()
        _ = ga_scroll_view_get_state(handle, "scroll", &state, nil)
        return state
    }
}

/// A C interface call that failed in a workload.
struct CInterfaceError: Error {
    let status: ga_status
}
