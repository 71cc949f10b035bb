import GestureArbiter

extension Fixture {
    /// The fixture's trees of views with the path each is written at: the window's `views`, then
    /// each plain controller's, in the order written.
    var viewTrees: [(views: [ViewSpec], root: FixturePath)] {
        var trees = [(views, FixturePath("views"))]
        for (index, controller) in controllers.enumerated() {
            if case let .plain(views) = controller.kind {
                trees.append((views, FixturePath("controllers").index(index).key("views")))
            }
        }
        return trees
    }
}

/// The controllers of a fixture, checked (N1–N4): ids unique among all ids, each stack made of
/// plain controllers that stand in no other stack, and a root that is a controller of the fixture.
extension FixtureChecker {
    mutating func checkControllers(of fixture: Fixture) throws(FixtureError) {
        for (index, controller) in fixture.controllers.enumerated() {
            let path = FixturePath("controllers").index(index).key("id")
            try declare(controller.id, at: path)
            try declare(ControllerSpec.viewID(of: controller.id), at: path)
            controllerKinds[controller.id] = controller.kind
            if let sheet = controller.sheet {
                try checkSheet(sheet, of: controller.id, at: FixturePath("controllers").index(index).key("sheet"))
                for recognizer in [ControllerSpec.sheetPanID(of: controller.id), ControllerSpec.dimmingTapID(of: controller.id)] {
                    try declare(recognizer, at: path)
                    builtInGestureIDs.insert(recognizer)
                    declareGesture(recognizer, at: path)
                }
            }
            if case .navigation = controller.kind {
                let pop = ControllerSpec.popGestureID(of: controller.id)
                try declare(pop, at: path)
                builtInGestureIDs.insert(pop)
                declareGesture(pop, at: path)
                navigationIDs.append(controller.id)
            }
        }
        // Where each controller was put on a stack; looked up, never iterated.
        var stacked: [String: FixturePath] = [:]
        for (index, controller) in fixture.controllers.enumerated() {
            guard case let .navigation(stack) = controller.kind else { continue }
            let path = FixturePath("controllers").index(index).key("stack")
            guard !stack.isEmpty else { throw path.error("a navigation controller's stack needs at least its root") }
            for (position, id) in stack.enumerated() {
                let entry = path.index(position)
                try checkPlainController(id, at: entry)
                if let first = stacked[id] {
                    throw entry.error("'\(id)' is already on a stack, at \(first): a controller has one container")
                }
                stacked[id] = entry
            }
        }
        if let root = fixture.rootViewController {
            let path = FixturePath("rootViewController")
            guard controllerKinds[root] != nil else { throw path.error(unknownController(root)) }
            if let place = stacked[root] {
                throw path.error("'\(root)' is on a stack, at \(place), and cannot be the window's root too")
            }
        }
    }

    /// A sheet's detents have distinct identifiers, and the identifiers it names are among them.
    private mutating func checkSheet(_ sheet: SheetSpec, of id: String, at path: FixturePath) throws(FixtureError) {
        var identifiers: [String] = []
        for (index, detent) in sheet.detents.enumerated() {
            guard !identifiers.contains(detent.identifier) else {
                throw path.key("detents").index(index).error("the detent '\(detent.identifier)' is listed twice")
            }
            identifiers.append(detent.identifier)
        }
        sheetDetents[id] = identifiers
        for (key, value) in [("selectedDetentIdentifier", sheet.selectedDetentIdentifier), ("largestUndimmedDetentIdentifier", sheet.largestUndimmedDetentIdentifier)] {
            if let value, !identifiers.contains(value) {
                throw path.key(key).error(Self.unknownDetent(value, of: id, among: identifiers))
            }
        }
    }

    private static func unknownDetent(_ identifier: String, of id: String, among identifiers: [String]) -> String {
        "'\(id)' has no detent '\(identifier)' (its detents: \(identifiers.joined(separator: ", ")))"
    }

    /// A sheet event, checked against the controllers, as the step that plays it.
    func expand(_ request: SheetRequest, at path: FixturePath, time: VirtualTime) throws(FixtureError) -> ScriptStep {
        let eventPath = path.key(request.eventKey)
        switch request {
        case let .present(controller, by, _):
            try checkPlainController(controller, at: eventPath.key("controller"))
            guard sheetDetents[controller] != nil else {
                throw eventPath.key("controller").error("'\(controller)' has no 'sheet': give it one (\"sheet\": {} for UIKit's defaults) to present it")
            }
            if let by {
                guard controllerKinds[by] != nil else { throw eventPath.key("by").error(unknownController(by)) }
            }
        case let .dismiss(controller, _):
            guard controllerKinds[controller] != nil else { throw eventPath.key("controller").error(unknownController(controller)) }
        case let .selectDetent(controller, identifier, _):
            guard let identifiers = sheetDetents[controller] else {
                throw eventPath.key("controller").error(controllerKinds[controller] == nil ? unknownController(controller) : "'\(controller)' has no 'sheet'")
            }
            guard identifiers.contains(identifier) else {
                throw eventPath.key("detent").error(Self.unknownDetent(identifier, of: controller, among: identifiers))
            }
        }
        return ScriptStep(time: time, action: .sheet(request), source: eventPath.description)
    }

    /// Checks that `id` names a plain controller.
    func checkPlainController(_ id: String, at path: FixturePath) throws(FixtureError) {
        guard let kind = controllerKinds[id] else { throw path.error(unknownController(id)) }
        guard case .plain = kind else {
            throw path.error("'\(id)' is a navigation controller; a stack holds plain controllers")
        }
    }

    /// The navigation controller a request names, or the fixture's only one.
    func navigation(of request: NavigationRequest, at path: FixturePath) throws(FixtureError) -> String {
        guard let id = request.navigation else {
            guard navigationIDs.count == 1 else {
                throw path.error(navigationIDs.isEmpty
                    ? "the fixture has no navigation controller: declare one in 'controllers' with \"type\": \"navigation\""
                    : "the fixture has \(navigationIDs.count) navigation controllers: name one with 'navigation'")
            }
            return navigationIDs[0]
        }
        guard let kind = controllerKinds[id] else { throw path.key("navigation").error(unknownController(id)) }
        guard case .navigation = kind else { throw path.key("navigation").error("'\(id)' is not a navigation controller") }
        return id
    }

    /// A navigation event, checked against the controllers, as the step that plays it.
    func expand(_ request: NavigationRequest, at path: FixturePath, time: VirtualTime) throws(FixtureError) -> ScriptStep {
        let eventPath = path.key(request.operation.eventKey)
        var resolved = request
        resolved.navigation = try navigation(of: request, at: eventPath)
        switch request.operation {
        case let .push(id), let .popTo(id):
            try checkPlainController(id, at: eventPath.key("controller"))
        case let .setViewControllers(ids):
            guard !ids.isEmpty else { throw eventPath.key("controllers").error("a stack needs at least its root") }
            for (index, id) in ids.enumerated() {
                try checkPlainController(id, at: eventPath.key("controllers").index(index))
                if ids[..<index].contains(id) {
                    throw eventPath.key("controllers").index(index).error("'\(id)' is in the stack twice")
                }
            }
        case .pop, .popToRoot:
            break
        }
        return ScriptStep(time: time, action: .navigation(resolved), source: eventPath.description)
    }

    private func unknownController(_ id: String) -> String {
        "unknown controller id '\(id)'"
    }
}
