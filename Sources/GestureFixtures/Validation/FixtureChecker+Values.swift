import GestureArbiter

/// The values a view, a recognizer or a `set` gives: each in the range its key takes.
extension FixtureChecker {
    /// A scroll view's own recognizers are the library's, whose prevention answers no fixture can
    /// replace; everything else a `set` changes on any recognizer.
    func checkBuiltInGestureProperty(_ property: GestureProperty, of id: String, at path: FixturePath) throws(FixtureError) {
        switch property {
        case .canPrevent:
            throw path.error("'canPrevent' cannot be set on '\(id)': a scroll view's own recognizers keep their class's answers")
        case .canBePrevented:
            throw path.error("'canBePrevented' cannot be set on '\(id)': a scroll view's own recognizers keep their class's answers")
        case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .requireToFail, .simultaneousWith,
             .shouldBegin, .shouldReceive, .allowedTouchTypes, .requiresExclusiveTouchType, .allowedScrollTypesMask, .setting:
            break
        }
    }

    func checkGestureProperty(_ property: GestureProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .requireToFail(ids), let .simultaneousWith(ids):
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.index(index))
            }
        case let .canPrevent(ids), let .canBePrevented(ids):
            for (index, id) in (ids ?? []).enumerated() {
                try checkGestureID(id, at: path.index(index))
            }
        case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .shouldBegin, .shouldReceive,
             .allowedTouchTypes, .requiresExclusiveTouchType, .allowedScrollTypesMask, .setting:
            break
        }
    }

    /// A value of one of a view's properties, which its type has; its type checks its own.
    func checkProperty(_ property: ViewProperty, of type: ViewType, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .frame(rect):
            try checkRect(rect, at: path)
        case let .boundsOrigin(origin):
            try checkPoint(origin, at: path)
        case let .transform(transform):
            for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] where !value.isFinite {
                throw path.error("a transform's components must be finite numbers, got \(transform)")
            }
        case let .alpha(alpha):
            guard alpha.isFinite, (0...1).contains(alpha) else {
                throw path.error("alpha must be between 0 and 1, got \(format(alpha))")
            }
        case let .hitTest(hitTest):
            if let hitTest { try checkHitTest(hitTest, at: path) }
        case let .pointInside(pointInside):
            if let pointInside { try checkPointInside(pointInside, at: path) }
        case let .refusedGestures(ids):
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.key("deny").index(index))
            }
        case let .own(property):
            try type.descriptor.checkProperty(property, self, path)
        case .hidden, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch, .touches:
            break
        }
    }

    func checkRect(_ rect: Rect, at path: FixturePath) throws(FixtureError) {
        for (name, value) in [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)] where !value.isFinite {
            throw path.error("\(name) must be a finite number, got \(format(value))")
        }
        try checkNonNegative(rect.width, "width", at: path)
        try checkNonNegative(rect.height, "height", at: path)
    }

    func checkPoint(_ point: Point, at path: FixturePath) throws(FixtureError) {
        guard point.isFinite else { throw path.error("a location must be finite numbers, got \(point)") }
    }

    func checkTime(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        try checkNonNegative(value, name, at: path)
        guard value <= Fixture.maximumTime else {
            throw path.error("\(name) must be at most \(format(Fixture.maximumTime)) ms, got \(format(value))")
        }
    }

    func checkNonNegative(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        guard value.isFinite else { throw path.error("\(name) must be a finite number, got \(format(value))") }
        guard value >= 0 else { throw path.error("\(name) must not be negative, got \(format(value))") }
    }

    func checkPositive(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        guard value.isFinite, value > 0 else { throw path.error("\(name) must be a positive number, got \(format(value))") }
    }

    func format(_ value: Double) -> String {
        TraceValue.format(value)
    }
}
