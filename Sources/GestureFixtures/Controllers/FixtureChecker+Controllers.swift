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
