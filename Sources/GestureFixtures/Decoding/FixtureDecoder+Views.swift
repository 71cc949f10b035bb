import GestureArbiter

extension FixtureDecoder {
    static func decodeViews(_ reader: JSONReader) throws(FixtureError) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for element in try reader.elements() {
            views.append(try decodeView(element))
        }
        return views
    }

    /// One view; its type decides which keys it may have, so the type is read before the keys are checked.
    private static func decodeView(_ reader: JSONReader) throws(FixtureError) -> ViewSpec {
        let object = try reader.uncheckedObject()
        let type = try object.optional("type").map { type throws(FixtureError) in try viewType(type) } ?? .view
        try object.checkKeys(viewKeys[type] ?? ObjectKeys(known: []))
        let id = try object.required("id").nonEmptyString("id")
        var view = ViewSpec(id: id, kind: type.defaultKind, frame: try object.required("frame").rect())
        // The frame was read above because it is required; the other properties keep their defaults when left out.
        for key in ViewKey.keys(of: type) where key.name != "frame" {
            if let value = object.optional(key.name) {
                let property = try key.decode(value, false)
                if let reason = controlTouchesReason(property, type: type) {
                    throw value.error(reason)
                }
                view.apply(property)
            }
        }
        for key in type.descriptor.sceneKeys {
            if let value = object.optional(key.name) {
                try key.decode(value, &view.kind)
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

    /// Why a control cannot take this value of `touches`, if it cannot: a control keeps its
    /// touches for its tracking, as a UIControl does, so `"consume"` (what it does anyway) is
    /// accepted and `"forward"` is refused rather than silently ignored.
    static func controlTouchesReason(_ property: ViewProperty, type: ViewType) -> String? {
        guard property == .touches(.forward), type.isControl else { return nil }
        return "'touches: forward' does not apply to a \(type.noun): a control keeps its touches for its tracking"
    }

    private static func viewType(_ reader: JSONReader) throws(FixtureError) -> ViewType {
        let name = try reader.string()
        guard let type = ViewType(rawValue: name) else {
            let known = ViewType.allCases.map(\.rawValue)
            throw reader.error("unknown view type '\(name)' (expected \(JSONReader.alternatives(known)))")
        }
        return type
    }

    /// The keys a view of each type may have: the common ones and its type's own, its scene keys
    /// among them; the keys of other types are rejected as not applying to it.
    private static let viewKeys: [ViewType: ObjectKeys] = Dictionary(uniqueKeysWithValues: ViewType.allCases.map { type in
        let own = ViewKey.keys(of: type).map(\.name) + type.descriptor.sceneKeys.map(\.name)
        let known = Set(["id", "type", "controller", "gestures", "subviews"] + own)
        let rejected = ViewKey.allNames.filter { !known.contains($0) }.map { ($0, ViewKey.notApplying($0, to: type)) }
        return (type, ObjectKeys(known: known, rejected: Dictionary(rejected, uniquingKeysWith: { first, _ in first })))
    })
}

extension ViewKey {
    /// The keys a view of `type` has, in the order the decoder reads them: the common ones it does
    /// not lack, then its own.
    static func keys(of type: ViewType) -> [ViewKey] {
        let descriptor = type.descriptor
        return common.filter { descriptor.refusedKeys[$0.name] == nil } + descriptor.keys
    }

    /// The key a `set` names, whichever type has it: a key two types share reads its value the same way for both.
    static func named(_ name: String) -> ViewKey? {
        byName[name]
    }

    private static let byName: [String: ViewKey] = Dictionary(
        (common + ViewType.allCases.flatMap(\.descriptor.keys)).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every key of every type, scene keys included, in the registry's order.
    static let allNames: [String] = {
        var seen = Set<String>()
        let names = common.map(\.name) + ViewType.allCases.flatMap { $0.descriptor.keys.map(\.name) + $0.descriptor.sceneKeys.map(\.name) }
        return names.filter { seen.insert($0).inserted }
    }()

    /// Whether a view of `type` has the key, in the scene or in a `set`.
    static func applies(_ name: String, to type: ViewType) -> Bool {
        keys(of: type).contains { $0.name == name } || type.descriptor.sceneKeys.contains { $0.name == name }
    }

    /// The reason a view of this type may not have the key, in the scene or in a `set`.
    static func notApplying(_ name: String, to type: ViewType) -> String {
        let reason = "'\(name)' does not apply to a \(type.noun)"
        guard let why = type.descriptor.refusedKeys[name], !why.isEmpty else { return reason }
        return reason + ": " + why
    }
}

extension ViewSpec {
    /// Sets the property as a `set` event would, so that a view's keys and `set`'s keys mean the same.
    mutating func apply(_ property: ViewProperty) {
        switch property {
        case .frame(let frame): self.frame = frame
        case .boundsOrigin(let origin): boundsOrigin = origin
        case .transform(let transform): self.transform = transform
        case .hidden(let isHidden): self.isHidden = isHidden
        case .alpha(let alpha): self.alpha = alpha
        case .userInteractionEnabled(let isEnabled): isUserInteractionEnabled = isEnabled
        case .multipleTouchEnabled(let isEnabled): isMultipleTouchEnabled = isEnabled
        case .exclusiveTouch(let isExclusive): isExclusiveTouch = isExclusive
        case .touches(let handling): touches = handling
        case .hitTest(let hitTest): self.hitTest = hitTest
        case .pointInside(let pointInside): self.pointInside = pointInside
        case .refusedGestures(let ids): refusedGestures = ids
        case .own(let property): kind.apply(property)
        }
    }
}
