import CGestureArbiter
import GestureArbiter
import GestureFixtures

@c @implementation
public func ga_window_create(_ options: UnsafePointer<ga_window_options>?, _ window: UnsafeMutablePointer<ga_window>?,
                             _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        guard let window else { throw CFailure.null("window") }
        var fixture = Fixture(views: [], events: [])
        if let settings = options?.pointee {
            if settings.width != 0 || settings.height != 0 {
                fixture.windowSize = Size(width: settings.width, height: settings.height)
            }
            if settings.frames_per_second != 0 {
                fixture.framesPerSecond = Int(settings.frames_per_second)
            }
            switch settings.idiom {
            case Int32(GA_IDIOM_PHONE): fixture.userInterfaceIdiom = .phone
            case Int32(GA_IDIOM_PAD): fixture.userInterfaceIdiom = .pad
            default: throw CFailure.badArgument("idiom must be GA_IDIOM_PHONE or GA_IDIOM_PAD, got \(settings.idiom)")
            }
            fixture.statusBarHeight = settings.status_bar_height
            fixture.safeAreaInsets = EdgeInsets(top: settings.safe_area_top, left: settings.safe_area_left,
                                                bottom: settings.safe_area_bottom, right: settings.safe_area_right)
        }
        // The fixture's own checks, so that a window takes exactly the settings a fixture may give.
        do {
            _ = try fixture.compile()
        } catch {
            throw CFailure.badArgument("the options: \(error)")
        }
        window.pointee = HostWindow.keep(HostWindow(Scene(fixture)))
    }
}

@c @implementation
public func ga_window_create_from_fixture(_ json: UnsafePointer<CChar>?, _ length: Int, _ window: UnsafeMutablePointer<ga_window>?,
                                          _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        guard let json else { throw CFailure.null("json") }
        guard let window else { throw CFailure.null("window") }
        let compiled: CompiledFixture
        do {
            compiled = try FixtureLoader.load(json: bytes(json, length), file: nil)
        } catch {
            throw CFailure(GA_ERROR_BAD_JSON, "\(error)")
        }
        window.pointee = HostWindow.keep(HostWindow(Scene(compiled.fixture)))
    }
}

@c @implementation
public func ga_window_destroy(_ window: ga_window, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let address = try windowTable.withLock { table throws(CFailure) in try table.remove(window) }
        host.close()
        RetainedAddress.release(address, as: HostWindow.self)
    }
}

/// The `length` bytes at `text`.
func bytes(_ text: UnsafePointer<CChar>, _ length: Int) throws(CFailure) -> [UInt8] {
    guard length >= 0 else { throw CFailure.badArgument("length must not be negative, got \(length)") }
    return text.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
}

extension HostWindow {
    /// Retains `host` in the process's table, and gives its handle.
    static func keep(_ host: HostWindow) -> ga_window {
        let address = RetainedAddress.retain(host)
        return windowTable.withLock { $0.insert(address) }
    }

    /// Lets the scene go: the handler stops, and the fingers still down are cancelled, so that
    /// nothing they hold outlives the window.
    func close() {
        if let handler {
            window.trace.removeObserver(handler.observer)
            self.handler = nil
        }
        let down = window.activeTouches.map { TouchInput(id: $0.id, phase: .cancelled, location: $0.locationInWindow, type: $0.type) }
        if !down.isEmpty {
            try? window.send(down, at: window.clock.now)
        }
    }
}
