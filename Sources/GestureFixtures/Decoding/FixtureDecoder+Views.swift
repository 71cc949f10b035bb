import GestureArbiter

extension FixtureDecoder {
    static func decodeViews(_ reader: JSONReader) throws(FixtureError) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for element in try reader.elements() {
            views.append(try decodeView(element))
        }
        return views
    }

    private static func decodeView(_ reader: JSONReader) throws(FixtureError) -> ViewSpec {
        let object = try reader.object(keys: viewKeys)
        let id = try object.required("id").nonEmptyString("id")
        if let type = object.optional("type") {
            try checkViewType(type)
        }
        var view = ViewSpec(id: id, frame: try object.required("frame").rect())
        // The frame was read above because it is required; the other properties keep their defaults when left out.
        for key in ViewPropertyKey.allCases where key != .frame {
            if let value = object.optional(key.rawValue) {
                view.apply(try key.decode(value, allowingRemoval: false))
            }
        }
        view.controller = try object.optional("controller")?.nonEmptyString("controller")
        if let gestures = object.optional("gestures") {
            view.gestures = try decodeGestures(gestures)
        }
        if let subviews = object.optional("subviews") {
            view.subviews = try decodeViews(subviews)
        }
        return view
    }

    private static func checkViewType(_ reader: JSONReader) throws(FixtureError) {
        let type = try reader.string()
        guard let kind = ViewType(rawValue: type) else {
            let known = ViewType.allCases.map(\.rawValue)
            throw reader.error("unknown view type '\(type)' (expected \(JSONReader.alternatives(known)))")
        }
        if let feature = kind.unsupportedFeature {
            throw reader.error(feature.valueNotSupported("view type", type))
        }
    }

    private static let viewKeys = ObjectKeys(
        known: Set(["id", "type", "controller", "gestures", "subviews"] + ViewPropertyKey.allCases.map(\.rawValue)),
        unsupported: UnsupportedFeature.viewKeys)
}

/// FIXTURES.md's view types; only plain views are implemented so far.
private enum ViewType: String, CaseIterable {
    case view
    case scrollView
    case button
    case slider
    case `switch`
    case control

    var unsupportedFeature: FixtureDecoder.UnsupportedFeature? {
        switch self {
        case .view: nil
        case .scrollView: .scrollViews
        case .button, .slider, .switch, .control: .controls
        }
    }
}

/// The keys of a view that a `set` event may change too, so that a view and a `set` read each
/// value by the same code and accept exactly the same values.
enum ViewPropertyKey: String, CaseIterable {
    case frame
    case boundsOrigin
    case hidden
    case alpha
    case userInteractionEnabled
    case multipleTouchEnabled
    case exclusiveTouch
    case touches
    case hitTest
    case pointInside
    case gestureRecognizerShouldBegin

    /// Reads the value; `allowingRemoval` lets `null` take an override away, which only a `set` can mean.
    func decode(_ reader: JSONReader, allowingRemoval: Bool) throws(FixtureError) -> ViewProperty {
        switch self {
        case .frame: .frame(try reader.rect())
        case .boundsOrigin: .boundsOrigin(try reader.point())
        case .hidden: .hidden(try reader.bool())
        case .alpha: .alpha(try Self.alpha(reader))
        case .userInteractionEnabled: .userInteractionEnabled(try reader.bool())
        case .multipleTouchEnabled: .multipleTouchEnabled(try reader.bool())
        case .exclusiveTouch: .exclusiveTouch(try reader.bool())
        case .touches: .touches(try Self.touchHandling(reader))
        case .hitTest: .hitTest(allowingRemoval && reader.value.isNull ? nil : try Self.hitTest(reader))
        case .pointInside: .pointInside(allowingRemoval && reader.value.isNull ? nil : try Self.pointInside(reader))
        case .gestureRecognizerShouldBegin:
            .refusedGestures(try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["deny"])).required("deny").ids())
        }
    }

    private static func alpha(_ reader: JSONReader) throws(FixtureError) -> Double {
        let alpha = try reader.number()
        guard (0...1).contains(alpha) else {
            throw reader.error("alpha must be between 0 and 1, got \(JSONReader.describe(alpha))")
        }
        return alpha
    }

    private static func touchHandling(_ reader: JSONReader) throws(FixtureError) -> TouchHandling {
        let name = try reader.string()
        guard let handling = TouchHandling(rawValue: name) else {
            throw reader.error("unknown touch handling '\(name)' (expected forward or consume)")
        }
        return handling
    }

    private static let hitTestForms = "\"passThrough\", {\"redirectSelfTo\": id} or {\"passThrough\": [id, ...]}"

    private static func hitTest(_ reader: JSONReader) throws(FixtureError) -> HitTestOverride {
        switch reader.value.kind {
        case .string(let name):
            guard name == "passThrough" else {
                throw reader.error("unknown hitTest override '\(name)' (expected \(hitTestForms))")
            }
            return .passThrough
        case .object:
            let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["redirectSelfTo", "passThrough"]))
            if let passThrough = object.optional("passThrough") {
                guard object.optional("redirectSelfTo") == nil else {
                    throw reader.error("expected one of redirectSelfTo or passThrough, got both")
                }
                return .passThroughFor(try passThrough.ids())
            }
            return .redirectSelfTo(try object.required("redirectSelfTo").nonEmptyString("redirectSelfTo"))
        case .null, .bool, .number, .array:
            throw reader.typeError(expected: hitTestForms)
        }
    }

    private static func pointInside(_ reader: JSONReader) throws(FixtureError) -> PointInsideOverride {
        switch reader.value.kind {
        case .bool(let answer):
            return .constant(answer)
        case .object:
            let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["insets", "add", "subtract"]))
            guard !object.members.isEmpty else {
                throw reader.error("expected at least one of insets, add or subtract")
            }
            return .area(
                insets: try object.optional("insets")?.edgeInsets() ?? .zero,
                add: try object.optional("add")?.rects() ?? [],
                subtract: try object.optional("subtract")?.rects() ?? [])
        case .null, .number, .string, .array:
            throw reader.typeError(expected: "a boolean or an object")
        }
    }
}

extension ViewSpec {
    /// Sets the property as a `set` event would, so that a view's keys and `set`'s keys mean the same.
    fileprivate mutating func apply(_ property: ViewProperty) {
        switch property {
        case .frame(let frame): self.frame = frame
        case .boundsOrigin(let origin): boundsOrigin = origin
        case .hidden(let isHidden): self.isHidden = isHidden
        case .alpha(let alpha): self.alpha = alpha
        case .userInteractionEnabled(let isEnabled): isUserInteractionEnabled = isEnabled
        case .multipleTouchEnabled(let isEnabled): isMultipleTouchEnabled = isEnabled
        case .exclusiveTouch(let isExclusive): isExclusiveTouch = isExclusive
        case .touches(let handling): touches = handling
        case .hitTest(let hitTest): self.hitTest = hitTest
        case .pointInside(let pointInside): self.pointInside = pointInside
        case .refusedGestures(let ids): refusedGestures = ids
        }
    }
}
