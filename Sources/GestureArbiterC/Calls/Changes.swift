import CGestureArbiter
import GestureArbiter

@c @implementation
public func ga_window_take_changes(_ window: ga_window, _ fn: ga_change_fn?, _ context: UnsafeMutableRawPointer?,
                                   _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        guard let fn else { throw CFailure.null("fn") }
        let changes = host.window.takeChanges()
        host.callbackDepth += 1
        defer { host.callbackDepth -= 1 }
        for view in changes.views {
            view.traceName.withCString { fn(context, Int32(GA_CHANGE_VIEW), $0) }
        }
        for recognizer in changes.recognizers {
            recognizer.traceName.withCString { fn(context, Int32(GA_CHANGE_RECOGNIZER), $0) }
        }
    }
}
