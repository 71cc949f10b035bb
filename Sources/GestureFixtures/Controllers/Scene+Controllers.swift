import GestureArbiter

/// The fixture's controllers in the scene (N1–N4): built, changed by navigation events, and
/// recorded at the end.
extension Scene {
    /// Makes every controller, fills the stacks, and puts the root's view behind the window's views.
    func buildControllers(_ fixture: Fixture) {
        for spec in fixture.controllers {
            let controller: ViewController
            switch spec.kind {
            case let .plain(views):
                let view = View(frame: window.bounds)
                view.identifier = ControllerSpec.viewID(of: spec.id)
                controller = ViewController(view: view)
                for viewSpec in views {
                    view.addSubview(makeView(viewSpec))
                }
            case .navigation:
                let navigation = NavigationController()
                navigation.view.identifier = ControllerSpec.viewID(of: spec.id)
                if let pop = navigation.interactivePopGestureRecognizer {
                    let id = ControllerSpec.popGestureID(of: spec.id)
                    pop.identifier = id
                    register(pop, id: id)
                }
                controller = navigation
            }
            controller.identifier = spec.id
            declaredControllers.append((spec.id, controller))
            controllersByID[spec.id] = controller
        }
        for spec in fixture.controllers {
            guard case let .navigation(stack) = spec.kind, let navigation = controllersByID[spec.id] as? NavigationController else { continue }
            navigation.setViewControllers(stack.compactMap { controllersByID[$0] }, animated: false)
        }
        if let root = fixture.rootViewController.flatMap({ controllersByID[$0] }) {
            window.rootViewController = root
            window.insertSubview(root.view, at: 0)
        }
    }

    /// Plays a navigation event; an error when the stack cannot do it now (a pop at the root, a
    /// push of a controller already in a container), which the compile step cannot know, since
    /// back swipes change stacks as the run goes.
    func perform(_ request: NavigationRequest) -> String? {
        guard let id = request.navigation, let navigation = controllersByID[id] as? NavigationController else {
            return "no navigation controller named '\(request.navigation ?? "")'"
        }
        let stack = navigation.viewControllers.map(\.traceName)
        switch request.operation {
        case let .push(controllerID):
            guard let controller = controllersByID[controllerID] else { return "unknown controller id '\(controllerID)'" }
            if let parent = controller.parent {
                return "'\(controllerID)' is already in '\(parent.traceName)' (its stack is \(stack)): a controller is pushed once"
            }
            if window.rootViewController === controller {
                return "'\(controllerID)' is the window's root and cannot be pushed"
            }
            navigation.pushViewController(controller, animated: request.animated)
        case .pop:
            guard navigation.popViewController(animated: request.animated) != nil else {
                return "'\(id)' holds only its root (\(stack)): there is nothing to pop"
            }
        case .popToRoot:
            guard navigation.popToRootViewController(animated: request.animated) != nil else {
                return "'\(id)' holds only its root (\(stack)): there is nothing to pop"
            }
        case let .popTo(controllerID):
            guard let controller = controllersByID[controllerID], navigation.popToViewController(controller, animated: request.animated) != nil else {
                return "'\(controllerID)' is not in the stack of '\(id)' (\(stack))"
            }
        case let .setViewControllers(ids):
            let controllers = ids.compactMap { controllersByID[$0] }
            for controller in controllers where controller.parent != nil && controller.parent !== navigation {
                return "'\(controller.traceName)' is in '\(controller.parent?.traceName ?? "")': a controller has one container"
            }
            navigation.setViewControllers(controllers, animated: request.animated)
        }
        return nil
    }

    /// Each controller's state when the run ended: its view's frame, its appearance and its
    /// parent; for a navigation controller also its stack and where its transition is.
    func controllerFinalPayloads() -> [TraceRecord.Payload] {
        declaredControllers.map { id, controller in
            var state = [
                TraceField("frame", controller.viewIfLoaded.map { .rect($0.frame) } ?? .null),
                TraceField("appearance", .string(controller.appearanceState.rawValue)),
                TraceField("parent", .optionalString(controller.parent?.traceName)),
            ]
            if let navigation = controller as? NavigationController {
                state += [
                    TraceField("viewControllers", .list(navigation.viewControllers.map { .string($0.traceName) })),
                    TraceField("topViewController", .optionalString(navigation.topViewController?.traceName)),
                    TraceField("transition", .string(navigation.transitionState.rawValue)),
                ]
            }
            return .final(subject: id, state: state)
        }
    }
}
