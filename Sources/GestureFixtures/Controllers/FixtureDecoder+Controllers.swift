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
                let sheet = try object.optional("sheet").map(decodeSheet)
                controllers.append(ControllerSpec(id: id, kind: .plain(views: try object.optional("views").map(decodeViews) ?? []), sheet: sheet))
            case .navigation:
                if let views = object.optional("views") {
                    throw views.error("a navigation controller shows its stack's views and has none of its own")
                }
                if let sheet = object.optional("sheet") {
                    throw sheet.error("a sheet presents a plain controller, not a navigation controller")
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

    /// A controller's `sheet`, under UIKit's names.
    private static func decodeSheet(_ reader: JSONReader) throws(FixtureError) -> SheetSpec {
        let object = try reader.object(keys: sheetKeys)
        var sheet = SheetSpec()
        if let detents = object.optional("detents") {
            sheet.detents = try detents.elements().map { element throws(FixtureError) in try decodeDetent(element) }
            guard !sheet.detents.isEmpty else { throw detents.error("a sheet needs at least one detent") }
        }
        sheet.selectedDetentIdentifier = try object.optional("selectedDetentIdentifier")?.string()
        sheet.largestUndimmedDetentIdentifier = try object.optional("largestUndimmedDetentIdentifier")?.string()
        if let value = object.optional("prefersScrollingExpandsWhenScrolledToEdge") { sheet.prefersScrollingExpandsWhenScrolledToEdge = try value.bool() }
        if let value = object.optional("prefersGrabberVisible") { sheet.prefersGrabberVisible = try value.bool() }
        if let value = object.optional("isModalInPresentation") { sheet.isModalInPresentation = try value.bool() }
        if let value = object.optional("shouldDismiss") { sheet.shouldDismiss = try value.bool() }
        return sheet
    }

    /// `"medium"`, `"large"`, or `{"identifier": "peek", "height": 120}` or `{"identifier": "peek", "fraction": 0.25}`.
    private static func decodeDetent(_ reader: JSONReader) throws(FixtureError) -> SheetSpec.Detent {
        if case .string = reader.value.kind {
            switch try reader.string() {
            case "medium": return .medium
            case "large": return .large
            case let other: throw reader.error("unknown system detent '\(other)' (expected medium or large, or an object for a custom detent)")
            }
        }
        let object = try reader.object(keys: detentKeys)
        let identifier = try object.required("identifier").nonEmptyString("identifier")
        switch (object.optional("height"), object.optional("fraction")) {
        case let (height?, nil):
            return .height(identifier: identifier, try height.nonNegativeNumber("height"))
        case let (nil, fraction?):
            let value = try fraction.nonNegativeNumber("fraction")
            guard value <= 1 else { throw fraction.error("fraction must be between 0 and 1, got \(TraceValue.format(value))") }
            return .fraction(identifier: identifier, value)
        case (_?, _?):
            throw reader.error("a custom detent has a height or a fraction, not both")
        case (nil, nil):
            throw reader.error("a custom detent needs a height or a fraction")
        }
    }

    /// The value of a `present`, `dismiss` or `selectDetent` event.
    static func decodeSheetRequest(_ reader: JSONReader, key: String) throws(FixtureError) -> SheetRequest {
        let object = try reader.object(keys: sheetRequestKeys)
        let controller = try object.required("controller").string()
        let animated = try object.optional("animated")?.bool() ?? true
        var allowed: Set<String> = ["controller", "animated"]
        let request: SheetRequest
        switch key {
        case "present":
            allowed.insert("by")
            request = .present(controller: controller, by: try object.optional("by")?.string(), animated: animated)
        case "dismiss":
            request = .dismiss(controller: controller, animated: animated)
        default:
            allowed.insert("detent")
            request = .selectDetent(controller: controller, identifier: try object.required("detent").string(), animated: animated)
        }
        for member in object.members where !allowed.contains(member.key) {
            throw object.keyError(member, "'\(member.key)' does not apply to a \(key) event")
        }
        return request
    }

    static let navigationEventKeys = ["push", "pop", "popTo", "popToRoot", "setViewControllers"]
    static let sheetEventKeys = ["present", "dismiss", "selectDetent"]
    private static let controllerKeys = ObjectKeys(known: ["id", "type", "views", "stack", "sheet"])
    private static let sheetKeys = ObjectKeys(known: [
        "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersScrollingExpandsWhenScrolledToEdge",
        "prefersGrabberVisible", "isModalInPresentation", "shouldDismiss",
    ])
    private static let detentKeys = ObjectKeys(known: ["identifier", "height", "fraction"])
    private static let sheetRequestKeys = ObjectKeys(known: ["controller", "animated", "by", "detent"])
    private static let navigationRequestKeys = ObjectKeys(known: ["navigation", "animated", "controller", "controllers"])
}
