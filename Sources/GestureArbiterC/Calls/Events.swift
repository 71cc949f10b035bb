import CGestureArbiter
import GestureArbiter

@c @implementation
public func ga_window_set_event_handler(_ window: ga_window, _ kinds: UInt32, _ fn: ga_event_fn?, _ context: UnsafeMutableRawPointer?,
                                        _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        guard kinds & ~UInt32(GA_EVENTS_ALL) == 0 else {
            throw CFailure.badArgument("kinds must be GA_EVENTS_ flags, got \(kinds)")
        }
        if let handler = host.handler {
            host.window.trace.removeObserver(handler.observer)
            host.handler = nil
        }
        guard let fn, kinds != 0 else { return }
        let wanted = Set(eventKinds.filter { kinds & $0.flag != 0 }.map(\.kind))
        let observer = host.window.trace.addObserver { [unowned host] record in
            if wanted.contains(record.kind) {
                host.deliver(record, to: fn, context: context)
            }
        }
        host.handler = (observer, kinds)
    }
}

/// The trace's kinds each `GA_EVENTS_` flag asks for.
private let eventKinds: [(flag: UInt32, kind: TraceKind)] = [
    (UInt32(GA_EVENTS_GESTURE), .gesture), (UInt32(GA_EVENTS_CONTROL), .control), (UInt32(GA_EVENTS_SCROLL), .scroll),
    (UInt32(GA_EVENTS_LIST), .list), (UInt32(GA_EVENTS_TOUCHES), .touches), (UInt32(GA_EVENTS_CONTROLLER), .controller),
    (UInt32(GA_EVENTS_INTERACTION), .interaction), (UInt32(GA_EVENTS_SWIFTUI), .swiftUI),
]

extension HostWindow {
    /// Calls the host's handler with `record`, as a `ga_event` whose strings live for the call;
    /// the window may be read but not changed meanwhile.
    func deliver(_ record: TraceRecord, to fn: ga_event_fn, context: UnsafeMutableRawPointer?) {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        let details = "{" + record.details.map { TraceValue.string($0.name).json + ": " + $0.value.json }.joined(separator: ", ") + "}"
        record.kind.rawValue.withCString { kind in
            record.subject.withCString { subject in
                record.event.withCString { name in
                    details.withCString { details in
                        var event = ga_event(time_ms: record.time.milliseconds, kind: kind, subject: subject, name: name, details: details)
                        fn(context, &event)
                    }
                }
            }
        }
    }
}
