import GestureArbiter

extension Scene {
    /// Attaches a view's recognizers, in the order written.
    func attachGestures(of spec: ViewSpec, to view: View) {
        for gestureSpec in spec.gestures {
            let recognizer = FixtureRecognizers.make(gestureSpec)
            // The fixtures' subclasses override only the prevention answers: their requirements
            // come from `requireToFail` and the delegate, so the arbiter asks their classes nothing.
            recognizer.classMayRequireFailureLazily = false
            recognizer.identifier = gestureSpec.id
            recognizer.isEnabled = gestureSpec.isEnabled
            recognizer.cancelsTouchesInView = gestureSpec.cancelsTouchesInView
            recognizer.delaysTouchesBegan = gestureSpec.delaysTouchesBegan
            recognizer.delaysTouchesEnded = gestureSpec.delaysTouchesEnded
            if let types = gestureSpec.allowedTouchTypes {
                recognizer.allowedTouchTypes = types
            }
            if let types = gestureSpec.allowedScrollTypesMask {
                (recognizer as? PanGestureRecognizer)?.allowedScrollTypesMask = Self.mask(types)
            }
            recognizer.requiresExclusiveTouchType = gestureSpec.requiresExclusiveTouchType
            (recognizer as? any PreventionRuled)?.rules = PreventionRules(canPrevent: gestureSpec.canPrevent, canBePrevented: gestureSpec.canBePrevented)
            if !gestureSpec.shouldBegin || !gestureSpec.shouldReceive || !gestureSpec.simultaneousWith.isEmpty {
                let delegate = delegate(for: recognizer)
                delegate.shouldBegin = gestureSpec.shouldBegin
                delegate.shouldReceive = gestureSpec.shouldReceive
                delegate.simultaneousWith = gestureSpec.simultaneousWith
            }
            view.addGestureRecognizer(recognizer)
            register(recognizer, id: gestureSpec.id)
        }
    }

    /// The mask of the scroll types listed.
    private static func mask(_ types: [ScrollType]) -> ScrollTypeMask {
        types.reduce(into: []) { $0.formUnion(ScrollTypeMask($1)) }
    }

    /// Sets up the failure requirements once every recognizer exists, in declaration order.
    func requireFailures(_ specs: [ViewSpec]) {
        for spec in specs {
            for gestureSpec in spec.gestures {
                apply(.requireToFail(gestureSpec.requireToFail), toGesture: gestureSpec.id)
            }
            requireFailures(spec.subviews)
        }
    }

    /// Changes one recognizer property, as a `set` event asks.
    func apply(_ property: GestureProperty, toGesture id: String) {
        guard let recognizer = gesture(id) else { return }
        switch property {
        case let .enabled(isEnabled): recognizer.isEnabled = isEnabled
        case let .cancelsTouchesInView(cancels): recognizer.cancelsTouchesInView = cancels
        case let .delaysTouchesBegan(delays): recognizer.delaysTouchesBegan = delays
        case let .delaysTouchesEnded(delays): recognizer.delaysTouchesEnded = delays
        case let .requireToFail(ids):
            for required in ids.compactMap(gesture) {
                recognizer.require(toFail: required)
            }
        case let .simultaneousWith(ids): delegate(for: recognizer).simultaneousWith = ids
        case let .shouldBegin(answer): delegate(for: recognizer).shouldBegin = answer
        case let .shouldReceive(answer): delegate(for: recognizer).shouldReceive = answer
        case let .canPrevent(ids): (recognizer as? any PreventionRuled)?.rules.canPrevent = ids
        case let .canBePrevented(ids): (recognizer as? any PreventionRuled)?.rules.canBePrevented = ids
        case let .allowedTouchTypes(types): recognizer.allowedTouchTypes = types
        case let .requiresExclusiveTouchType(exclusive): recognizer.requiresExclusiveTouchType = exclusive
        case let .allowedScrollTypesMask(types): (recognizer as? PanGestureRecognizer)?.allowedScrollTypesMask = Self.mask(types)
        case let .setting(setting): apply(setting, to: recognizer)
        }
    }

    /// Changes one of the recognizer type's own settings; the compile step made sure it has it.
    private func apply(_ setting: GestureSetting, to recognizer: GestureRecognizer) {
        switch setting {
        case let .taps(taps):
            (recognizer as? TapGestureRecognizer)?.numberOfTapsRequired = taps
            (recognizer as? LongPressGestureRecognizer)?.numberOfTapsRequired = taps
        case let .touches(touches):
            (recognizer as? TapGestureRecognizer)?.numberOfTouchesRequired = touches
            (recognizer as? LongPressGestureRecognizer)?.numberOfTouchesRequired = touches
            (recognizer as? SwipeGestureRecognizer)?.numberOfTouchesRequired = touches
        case let .minimumPressDuration(milliseconds):
            (recognizer as? LongPressGestureRecognizer)?.minimumPressDuration = milliseconds / 1000
        case let .allowableMovement(points):
            (recognizer as? LongPressGestureRecognizer)?.allowableMovement = points
        case let .minimumTouches(count):
            (recognizer as? PanGestureRecognizer)?.minimumNumberOfTouches = count
        case let .maximumTouches(count):
            (recognizer as? PanGestureRecognizer)?.maximumNumberOfTouches = count
        case let .direction(directions):
            (recognizer as? SwipeGestureRecognizer)?.direction = FixtureRecognizers.direction(directions)
        case let .edges(edges):
            (recognizer as? ScreenEdgePanGestureRecognizer)?.edges = FixtureRecognizers.edges(edges)
        }
    }

    /// Takes a view out of its superview, or a recognizer off its view.
    func remove(_ id: String) {
        if let recognizer = gesture(id) {
            recognizer.view?.removeGestureRecognizer(recognizer)
        } else {
            view(id)?.removeFromSuperview()
        }
    }
}
