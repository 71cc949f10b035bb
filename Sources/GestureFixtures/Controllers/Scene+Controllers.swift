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
            if let sheetSpec = spec.sheet, let sheet = controller.sheetPresentationController {
                configure(sheet, of: controller, id: spec.id, with: sheetSpec)
                sheetControllerIDs.insert(spec.id)
            }
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

    /// Gives a controller's sheet the fixture's settings, its delegate, and the ids of its recognizers.
    private func configure(_ sheet: SheetPresentationController, of controller: ViewController, id: String, with spec: SheetSpec) {
        sheet.detents = spec.detents.map { detent in
            switch detent {
            case .medium: .medium()
            case .large: .large()
            case let .height(identifier, height): .custom(identifier: .init(identifier)) { _ in height }
            case let .fraction(identifier, fraction): .custom(identifier: .init(identifier)) { $0.maximumDetentValue * fraction }
            }
        }
        sheet.selectedDetentIdentifier = spec.selectedDetentIdentifier.map { .init($0) }
        sheet.largestUndimmedDetentIdentifier = spec.largestUndimmedDetentIdentifier.map { .init($0) }
        sheet.prefersScrollingExpandsWhenScrolledToEdge = spec.prefersScrollingExpandsWhenScrolledToEdge
        sheet.prefersGrabberVisible = spec.prefersGrabberVisible
        controller.isModalInPresentation = spec.isModalInPresentation
        let delegate = FixtureSheetDelegate(shouldDismiss: spec.shouldDismiss)
        sheetDelegates.append(delegate)
        sheet.delegate = delegate
        for (recognizer, recognizerID) in [(sheet.panGestureRecognizer, ControllerSpec.sheetPanID(of: id)), (sheet.dimmingTapGestureRecognizer, ControllerSpec.dimmingTapID(of: id))] {
            recognizer.identifier = recognizerID
            register(recognizer, id: recognizerID)
        }
    }

    /// Plays a sheet event; an error when the controllers cannot do it now (a presenter that
    /// already presents one, a dismissal with nothing presented), which depends on the run.
    func perform(_ request: SheetRequest) -> String? {
        switch request {
        case let .present(id, by, animated):
            guard let controller = controllersByID[id], let presenter = by.flatMap({ controllersByID[$0] }) ?? window.rootViewController else {
                return "there is no controller to present '\(id)': name one with 'by', or give the window a rootViewController"
            }
            if let reason = presenter.presentationRefusal(of: controller) { return reason }
            presenter.present(controller, animated: animated)
        case let .dismiss(id, animated):
            guard let controller = controllersByID[id] else { return "unknown controller id '\(id)'" }
            guard controller.presentedViewController != nil || controller.presentingViewController != nil else {
                return "'\(id)' presents nothing and is not presented"
            }
            controller.dismiss(animated: animated)
        case let .selectDetent(id, identifier, animated):
            guard let sheet = controllersByID[id]?.sheetPresentationController else { return "unknown controller id '\(id)'" }
            if animated {
                sheet.animateChanges { sheet.selectedDetentIdentifier = .init(identifier) }
            } else {
                sheet.selectedDetentIdentifier = .init(identifier)
            }
        }
        return nil
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
                TraceField("presentedViewController", .optionalString(controller.presentedViewController?.traceName)),
            ]
            if sheetControllerIDs.contains(id), let sheet = controller.sheetPresentationController {
                state += [
                    TraceField("sheet", .string(sheet.motion.rawValue)),
                    TraceField("sheetHeight", .number(sheet.height)),
                    TraceField("selectedDetentIdentifier", .optionalString(sheet.selectedDetentIdentifier?.rawValue)),
                ]
            }
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

/// A sheet's delegate in a fixture: it answers `presentationControllerShouldDismiss` as the
/// fixture's `shouldDismiss` says; the sheet records the calls itself.
final class FixtureSheetDelegate: SheetPresentationControllerDelegate {
    let shouldDismiss: Bool

    init(shouldDismiss: Bool) {
        self.shouldDismiss = shouldDismiss
    }

    func presentationControllerShouldDismiss(_ presentationController: SheetPresentationController) -> Bool {
        shouldDismiss
    }
}
