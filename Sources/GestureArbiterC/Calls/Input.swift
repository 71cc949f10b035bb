import CGestureArbiter
import GestureArbiter

@c @implementation
public func ga_window_send_touches(_ window: ga_window, _ touches: UnsafePointer<ga_touch>?, _ count: Int32, _ time_ms: Double,
                                   _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    // A host's every event comes here: its window is reached without being retained, and the
    // call runs straight through to it.
    HostWindow.reach(window, error) { host in
        host.sendTouches(touches, count, time_ms, handle: window, error)
    }
}

@c @implementation
public func ga_window_move_pointer(_ window: ga_window, _ x: Double, _ y: Double, _ time_ms: Double,
                                   _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let time = try virtualTime(time_ms)
        do {
            try host.window.movePointer(to: Point(x: x, y: y), at: time)
        } catch {
            throw CFailure(GA_ERROR_BAD_INPUT, "the window refused the pointer: \(error)")
        }
    }
}

@c @implementation
public func ga_window_pointer_exited(_ window: ga_window, _ time_ms: Double, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let time = try virtualTime(time_ms)
        do {
            try host.window.pointerExited(at: time)
        } catch {
            throw CFailure(GA_ERROR_BAD_INPUT, "the window refused the pointer's exit: \(error)")
        }
    }
}

@c @implementation
public func ga_window_scroll(_ window: ga_window, _ event: UnsafePointer<ga_scroll_event>?, _ time_ms: Double,
                             _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let time = try virtualTime(time_ms)
        guard let scroll = event?.pointee else { throw CFailure.null("event") }
        let type: ScrollType
        switch scroll.type {
        case Int32(GA_SCROLL_DISCRETE): type = .discrete
        case Int32(GA_SCROLL_CONTINUOUS): type = .continuous
        default: throw CFailure.badArgument("the scroll's type must be GA_SCROLL_DISCRETE or GA_SCROLL_CONTINUOUS, got \(scroll.type)")
        }
        let input = ScrollInput(type: type, phase: try gesturePhase(scroll.phase), location: Point(x: scroll.x, y: scroll.y),
                                translation: Point(x: scroll.dx, y: scroll.dy))
        do {
            try host.window.scroll(input, at: time)
        } catch {
            throw CFailure(GA_ERROR_BAD_INPUT, "the window refused the scroll: \(error)")
        }
    }
}

@c @implementation
public func ga_window_transform(_ window: ga_window, _ event: UnsafePointer<ga_transform_event>?, _ time_ms: Double,
                                _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let time = try virtualTime(time_ms)
        guard let transform = event?.pointee else { throw CFailure.null("event") }
        let input = TransformInput(try gesturePhase(transform.phase), at: Point(x: transform.x, y: transform.y),
                                   scale: transform.scale, rotation: transform.rotation)
        do {
            try host.window.transform(input, at: time)
        } catch {
            throw CFailure(GA_ERROR_BAD_INPUT, "the window refused the transform: \(error)")
        }
    }
}

@c @implementation
public func ga_window_advance(_ window: ga_window, _ time_ms: Double, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let time = try virtualTime(time_ms)
        let clock = host.window.clock
        guard time >= clock.now else {
            throw CFailure(GA_ERROR_BAD_INPUT, "the clock never moves back: it is at \(clock.now.milliseconds) ms, asked for \(time_ms) ms")
        }
        clock.advance(to: time)
    }
}

@c @implementation
public func ga_window_get_time(_ window: ga_window, _ time_ms: UnsafeMutablePointer<Double>?, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: false)
        guard let time_ms else { throw CFailure.null("time_ms") }
        time_ms.pointee = host.window.clock.now.milliseconds
    }
}

/// The latest time a host may name, a little over 31 years: far beyond any run, and well inside
/// the clock's nanoseconds.
private let latestTime = 1e12

/// A host's time in milliseconds as the clock's.
@inline(__always)
func virtualTime(_ milliseconds: Double) throws(CFailure) -> VirtualTime {
    // NaN fails both comparisons, and the infinities one of them.
    guard milliseconds >= 0, milliseconds <= latestTime else { throw .badTime(milliseconds) }
    return .milliseconds(milliseconds)
}

/// One of the host's touches as the window's input.
@inline(__always)
func touchInput(_ touch: ga_touch, at index: Int) throws(CFailure) -> TouchInput {
    let id = Int(touch.id)
    // The window's own ids, which its pointer's scrolls and pinches use.
    guard id != Window.scrollTouchID, id != Window.transformTouchIDs.0, id != Window.transformTouchIDs.1 else {
        throw .badTouch(at: index, "the id \(id) is the window's own")
    }
    let phase: Touch.Phase
    switch touch.phase {
    case Int32(GA_PHASE_BEGAN): phase = .began
    case Int32(GA_PHASE_MOVED): phase = .moved
    case Int32(GA_PHASE_STATIONARY): phase = .stationary
    case Int32(GA_PHASE_ENDED): phase = .ended
    case Int32(GA_PHASE_CANCELLED): phase = .cancelled
    default: throw .badTouch(at: index, "the phase must be one of GA_PHASE_, got \(touch.phase)")
    }
    let type: Touch.TouchType
    switch touch.type {
    case Int32(GA_TOUCH_DIRECT): type = .direct
    case Int32(GA_TOUCH_INDIRECT): type = .indirect
    case Int32(GA_TOUCH_PENCIL): type = .pencil
    case Int32(GA_TOUCH_INDIRECT_POINTER): type = .indirectPointer
    default: throw .badTouch(at: index, "the type must be one of GA_TOUCH_, got \(touch.type)")
    }
    return TouchInput(id: id, phase: phase, location: Point(x: touch.x, y: touch.y), type: type)
}

/// The refusals of a host's times and touches, made out of line so that the send path stays small.
private extension CFailure {
    @inline(never)
    static func badTime(_ milliseconds: Double) -> CFailure {
        badArgument("a time must be a finite number of milliseconds from 0 to 1e12, got \(milliseconds)")
    }

    @inline(never)
    static func badTouch(at index: Int, _ reason: @autoclosure () -> String) -> CFailure {
        badArgument("touches[\(index)]: \(reason())")
    }
}

/// A pointer gesture's phase.
private func gesturePhase(_ phase: Int32) throws(CFailure) -> ScrollInput.Phase {
    switch phase {
    case Int32(GA_GESTURE_PHASE_BEGAN): .began
    case Int32(GA_GESTURE_PHASE_CHANGED): .changed
    case Int32(GA_GESTURE_PHASE_ENDED): .ended
    case Int32(GA_GESTURE_PHASE_CANCELLED): .cancelled
    default: throw CFailure.badArgument("the phase must be one of GA_GESTURE_PHASE_, got \(phase)")
    }
}
