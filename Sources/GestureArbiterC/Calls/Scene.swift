import CGestureArbiter
import GestureArbiter
import GestureFixtures

@c @implementation
public func ga_scene_add_view(_ window: ga_window, _ parent_id: UnsafePointer<CChar>?, _ json: UnsafePointer<CChar>?, _ length: Int,
                              _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        guard let json else { throw CFailure.null("json") }
        let parent = parent_id.map { String(cString: $0) }
        if let parent, host.scene.engineView(parent) == nil {
            throw CFailure(GA_ERROR_UNKNOWN_ID, "no view of the scene has the id '\(parent)'")
        }
        let text = try bytes(json, length)
        try edit { () throws(FixtureError) in try host.scene.addView(json: text, under: parent) }
    }
}

@c @implementation
public func ga_scene_set(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ key: UnsafePointer<CChar>?, _ value_json: UnsafePointer<CChar>?,
                         _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        guard let key else { throw CFailure.null("key") }
        guard let value_json else { throw CFailure.null("value_json") }
        let name = try host.sceneID(id)
        let value = Array(String(cString: value_json).utf8)
        try edit { () throws(FixtureError) in try host.scene.set(name, key: String(cString: key), value: value) }
    }
}

@c @implementation
public func ga_scene_remove(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let host = try HostWindow.named(window, changing: true)
        let name = try host.sceneID(id)
        try edit { () throws(FixtureError) in try host.scene.remove(id: name) }
    }
}

/// Runs one edit of the scene; the fixture's checks refuse one with `GA_ERROR_BAD_JSON` and its reason.
private func edit(_ change: () throws(FixtureError) -> Void) throws(CFailure) {
    do {
        try change()
    } catch {
        throw CFailure(GA_ERROR_BAD_JSON, "\(error)")
    }
}

extension HostWindow {
    /// `id`, which must name one of the scene's views or recognizers (not one the engine made).
    func sceneID(_ id: UnsafePointer<CChar>?) throws(CFailure) -> String {
        guard let id else { throw CFailure.null("the id") }
        let name = String(cString: id)
        guard scene.engineView(name) != nil || scene.gesture(name) != nil else {
            throw CFailure(GA_ERROR_UNKNOWN_ID, "no view or recognizer of the scene has the id '\(name)'")
        }
        return name
    }
}
