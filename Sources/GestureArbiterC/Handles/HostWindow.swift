import CGestureArbiter
import GestureArbiter
import GestureFixtures
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One window a C host holds: the scene in it, the thread it belongs to, the host's event
/// handler, and the buffers its calls reuse.
final class HostWindow {
    let scene: Scene
    /// The scene's window, held here too so that a call reaches it without going through the scene.
    let window: Window
    /// The thread that made the window, the only one that may use it.
    let owner = pthread_self()
    /// How deep the library is in the host's callbacks, during which the window may be read but not changed.
    var callbackDepth = 0
    /// The host's event handler and the trace observer that feeds it.
    var handler: (observer: TraceObserverID, kinds: UInt32)?
    /// The touches of the event being sent, kept so that sending one allocates nothing. Only
    /// ``send(_:count:at:)`` touches it, and nothing it calls can reach it again (a callback's
    /// send is refused before it gets here), so its accesses are not checked at run time
    /// (Performance: the C interface).
    @exclusivity(unchecked) private var _touches: [TouchInput]? = []

    init(_ scene: Scene) {
        self.scene = scene
        window = scene.window
    }

    /// The window `handle` names, for a call from its thread; a call that changes it is refused
    /// while the library is in one of its callbacks.
    @inline(__always)
    static func named(_ handle: ga_window, changing: Bool) throws(CFailure) -> HostWindow {
        let host = RetainedAddress.object(at: try address(of: handle), as: HostWindow.self)
        try host.check(handle, changing: changing)
        return host
    }

    /// Runs `body` with the window `handle` names, without retaining it: the table holds it, and
    /// only its own thread, outside its callbacks, can destroy it; `body` checks the call as
    /// ``named(_:changing:)`` does. For the calls a host makes on every event.
    @inline(__always)
    static func reach(_ handle: ga_window, _ errorOut: UnsafeMutablePointer<ga_error>?, _ body: (HostWindow) -> ga_status) -> ga_status {
        let address: UInt
        do {
            address = try Self.address(of: handle)
        } catch {
            return report(error, into: errorOut)
        }
        return RetainedAddress.withObject(at: address, as: HostWindow.self, body)
    }

    /// `ga_window_send_touches` once its window is reached. Inlined into its entry, with every
    /// refusal's message made out of line (Performance: the C interface).
    @inline(__always)
    func sendTouches(_ touches: UnsafePointer<ga_touch>?, _ count: Int32, _ milliseconds: Double, handle: ga_window,
                     _ errorOut: UnsafeMutablePointer<ga_error>?) -> ga_status {
        do throws(CFailure) {
            try check(handle, changing: true)
            let time = try virtualTime(milliseconds)
            guard count > 0, let touches else { throw .noTouches(count: count) }
            try send(touches, count: Int(count), at: time)
            return ga_status(GA_OK)
        } catch {
            return report(error, into: errorOut)
        }
    }

    /// Where the window of `handle` is; the lock is held for the lookup alone, and a refusal's
    /// message is made outside it.
    @inline(__always)
    private static func address(of handle: ga_window) throws(CFailure) -> UInt {
        guard let address = windowTable.withLock({ $0.address(of: handle) }) else {
            throw WindowTable.refusal(of: handle)
        }
        return address
    }

    /// Refuses a call from another thread, and one that changes the window from inside its callbacks.
    @inline(__always)
    private func check(_ handle: ga_window, changing: Bool) throws(CFailure) {
        // pthread_t is a number or a pointer wherever Swift runs, so that == compares threads.
        guard owner == pthread_self() else { throw .wrongThread(handle) }
        if changing, callbackDepth > 0 { throw .reentrant(handle) }
    }

    /// Sends the host's `count` touches at `time`, written over the last event's where they fit.
    ///
    /// The buffer is taken out for the call and put back after it (HotPathIdioms: values handed
    /// over), so that the window reads a local array, which it need not retain; it is taken out
    /// of an optional, so that what stands in for it meanwhile is nil, not an array to release.
    @inline(__always)
    private func send(_ touches: UnsafePointer<ga_touch>, count: Int, at time: VirtualTime) throws(CFailure) {
        var inputs = _touches.take()!
        defer { _touches = inputs }
        if inputs.count != count { inputs = Self.buffer(count) }
        for index in 0..<count {
            inputs[index] = try touchInput(touches[index], at: index)
        }
        do {
            try window.send(inputs, at: time)
        } catch {
            throw .refused(error)
        }
    }

    /// A buffer for `count` touches, for an event with another count than the last one's.
    @inline(never)
    private static func buffer(_ count: Int) -> [TouchInput] {
        (0..<count).map { TouchInput(id: $0, phase: .began, location: .zero) }
    }

    /// The view with `id`: one of the scene's, or one the engine made and named (a cell).
    func view(_ id: UnsafePointer<CChar>?) throws(CFailure) -> View {
        guard let id else { throw CFailure.null("the view id") }
        let name = String(cString: id)
        // A view taken out of the window is no longer one a renderer draws.
        if let view = scene.engineView(name).flatMap({ $0.window === window ? $0 : nil })
            ?? firstInWindow(where: { $0.identifier == name ? $0 : nil }) {
            return view
        }
        throw CFailure(GA_ERROR_UNKNOWN_ID, "no view in the window has the id '\(name)'")
    }

    /// The view with `id`, which must be a `Kind`, named `noun` in the message when it is not.
    func view<Kind: View>(_ id: UnsafePointer<CChar>?, as kind: Kind.Type, noun: String) throws(CFailure) -> Kind {
        let view = try view(id)
        guard let typed = view as? Kind else {
            throw CFailure(GA_ERROR_WRONG_KIND, "'\(view.traceName)' is not a \(noun)")
        }
        return typed
    }

    /// The recognizer with `id`: one of the scene's, or one the engine named (`list.swipePan`).
    func recognizer(_ id: UnsafePointer<CChar>?) throws(CFailure) -> GestureRecognizer {
        guard let id else { throw CFailure.null("the recognizer id") }
        let name = String(cString: id)
        if let recognizer = scene.gesture(name) ?? firstInWindow(where: { $0.gestureRecognizers.first { $0.traceName == name } }) {
            return recognizer
        }
        throw CFailure(GA_ERROR_UNKNOWN_ID, "no gesture recognizer in the window has the id '\(name)'")
    }

    /// What `match` finds first in the window's views, depth first, back to front.
    private func firstInWindow<Found>(where match: (View) -> Found?) -> Found? {
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let found = match(view) { return found }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}

/// The engine window behind `handle`, for the package's benchmarks, which drive the same scene
/// through the C interface and through the Swift API to measure the layer between them.
package func engineWindow(of handle: ga_window) -> Window? {
    try? HostWindow.named(handle, changing: false).window
}

/// The refusals of the send path, made out of line so that the path itself stays small.
private extension CFailure {
    @inline(never)
    static func wrongThread(_ handle: ga_window) -> CFailure {
        CFailure(GA_ERROR_WRONG_THREAD, "the window \(handle) belongs to the thread that made it")
    }

    @inline(never)
    static func reentrant(_ handle: ga_window) -> CFailure {
        CFailure(GA_ERROR_REENTRANT, "a callback may read the window \(handle) but not change it")
    }

    @inline(never)
    static func noTouches(count: Int32) -> CFailure {
        count > 0 ? .null("touches") : .badArgument("an event needs at least one touch, got count \(count)")
    }

    @inline(never)
    static func refused(_ error: TouchInputError) -> CFailure {
        CFailure(GA_ERROR_BAD_INPUT, "the window refused the touches: \(error)")
    }
}
