import GestureArbiter

/// The `controllers` and `rootViewController` keys, and the navigation events (N1–N4).
extension FixtureDecoder {
    /// The types a controller may have, as `type` names them.
    enum ControllerType: String, CaseIterable {
        case plain
        case navigation
    }

    static func decodeControllers(_ reader: JSONReader) throws(FixtureError) -> [ControllerSpec] {
        var controllers: [ControllerSpec] = []
        for element in try reader.elements() {
            let object = try element.object(keys: controllerKeys)
            let id = try object.required("id").string()
            var type = ControllerType.plain
            if let typeReader = object.optional("type") {
                let name = try typeReader.string()
                guard let known = ControllerType(rawValue: name) else {
                    throw typeReader.error("unknown controller type '\(name)' (expected \(JSONReader.alternatives(ControllerType.allCases.map(\.rawValue))))")
                }
                type = known
            }
            switch type {
            case .plain:
                if let stack = object.optional("stack") {
                    throw stack.error("'stack' belongs to a navigation controller, not to a plain one")
                }
                controllers.append(ControllerSpec(id: id, kind: .plain(views: try object.optional("views").map(decodeViews) ?? [])))
            case .navigation:
                if let views = object.optional("views") {
                    throw views.error("a navigation controller shows its stack's views and has none of its own")
                }
                let stack = try object.required("stack", need: "a navigation controller needs a stack").elements().map { element throws(FixtureError) in try element.string() }
                controllers.append(ControllerSpec(id: id, kind: .navigation(stack: stack)))
            }
        }
        return controllers
    }

    /// The value of a `push`, `pop`, `popTo`, `popToRoot` or `setViewControllers` event.
    static func decodeNavigationRequest(_ reader: JSONReader, key: String) throws(FixtureError) -> NavigationRequest {
        let object = try reader.object(keys: navigationRequestKeys)
        let operation: NavigationRequest.Operation
        var allowed: Set<String> = ["navigation", "animated"]
        switch key {
        case "push":
            operation = .push(try object.required("controller").string())
            allowed.insert("controller")
        case "popTo":
            operation = .popTo(try object.required("controller").string())
            allowed.insert("controller")
        case "setViewControllers":
            operation = .setViewControllers(try object.required("controllers").elements().map { element throws(FixtureError) in try element.string() })
            allowed.insert("controllers")
        case "pop":
            operation = .pop
        default:
            operation = .popToRoot
        }
        for member in object.members where !allowed.contains(member.key) {
            throw object.keyError(member, "'\(member.key)' does not apply to a \(key) event")
        }
        let navigation = try object.optional("navigation")?.string()
        let animated = try object.optional("animated")?.bool() ?? true
        return NavigationRequest(navigation: navigation, operation, animated: animated)
    }

    static let navigationEventKeys = ["push", "pop", "popTo", "popToRoot", "setViewControllers"]
    private static let controllerKeys = ObjectKeys(known: ["id", "type", "views", "stack"])
    private static let navigationRequestKeys = ObjectKeys(known: ["navigation", "animated", "controller", "controllers"])
}
