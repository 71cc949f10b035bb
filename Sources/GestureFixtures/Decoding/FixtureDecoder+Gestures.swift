import GestureArbiter

extension FixtureDecoder {
    /// A view's `gestures`: its recognizers, in the order attached.
    static func decodeGestures(_ reader: JSONReader) throws(FixtureError) -> [GestureSpec] {
        var gestures: [GestureSpec] = []
        for element in try reader.elements() {
            gestures.append(try decodeGesture(element))
        }
        return gestures
    }

    /// One recognizer; its type decides which keys it may have, so the type is read before the keys are checked.
    private static func decodeGesture(_ reader: JSONReader) throws(FixtureError) -> GestureSpec {
        let object = try reader.uncheckedObject()
        let type = try GestureType.named(object.required("type"))
        try object.checkKeys(type.objectKeys)
        let id = try object.required("id").nonEmptyString("id")
        var gesture = GestureSpec(id: id, kind: try type.decodeKind(object))
        for key in GesturePropertyKey.allCases {
            if let value = object.optional(key.rawValue) {
                gesture.apply(try key.decode(value, allowingRemoval: false))
            }
        }
        return gesture
    }
}

/// FIXTURES.md's recognizer types, each with the keys of its own settings.
enum GestureType: String, CaseIterable {
    case tap
    case longPress
    case pan
    case swipe
    case pinch
    case rotation
    case screenEdgePan

    /// The keys of this type's own settings; the other types reject them.
    var settingKeys: [String] {
        switch self {
        case .tap: ["taps", "touches"]
        case .longPress: ["taps", "touches", "minimumPressDuration", "allowableMovement"]
        case .pan: ["minimumTouches", "maximumTouches"]
        case .swipe: ["direction", "touches"]
        case .pinch, .rotation: []
        case .screenEdgePan: ["edges"]
        }
    }

    /// Every type's own keys.
    static let allSettingKeys = Set(allCases.flatMap(\.settingKeys))

    /// The types that have a setting key.
    static func types(having key: String) -> [GestureType] {
        allCases.filter { $0.settingKeys.contains(key) }
    }

    /// A `set` of one of the types' own keys, its value read as the scene reads it.
    static func decodeSetting(_ key: String, _ reader: JSONReader) throws(FixtureError) -> GestureSetting {
        switch key {
        case "taps": return .taps(try reader.integer())
        case "touches": return .touches(try reader.integer())
        case "minimumPressDuration": return .minimumPressDuration(try reader.milliseconds("minimumPressDuration"))
        case "allowableMovement": return .allowableMovement(try reader.nonNegativeNumber("allowableMovement"))
        case "minimumTouches": return .minimumTouches(try reader.integer())
        case "maximumTouches": return .maximumTouches(try reader.integer())
        case "direction": return .direction(try names(reader, "direction"))
        default: return .edges(try names(reader, "edge"))
        }
    }

    /// The type a gesture's `type` names.
    fileprivate static func named(_ reader: JSONReader) throws(FixtureError) -> GestureType {
        let name = try reader.string()
        guard let type = GestureType(rawValue: name) else {
            let known = allCases.map(\.rawValue)
            throw reader.error("unknown gesture type '\(name)' (expected \(JSONReader.alternatives(known)))")
        }
        return type
    }

    /// The keys a recognizer of this type may have; the other types' settings are rejected as not applying to it.
    fileprivate var objectKeys: FixtureDecoder.ObjectKeys {
        let own = Set(settingKeys)
        let others = Self.allSettingKeys.subtracting(own)
        return FixtureDecoder.ObjectKeys(
            known: Set(["id", "type"] + GesturePropertyKey.allCases.map(\.rawValue)).union(own),
            rejected: Dictionary(uniqueKeysWithValues: others.map { key in (key, "'\(key)' does not apply to a \(rawValue) gesture") }))
    }

    /// The type with its own settings, UIKit's defaults for those left out; `edges` has none that
    /// recognizes anything, so a screen-edge pan must name them.
    fileprivate func decodeKind(_ object: JSONObjectReader) throws(FixtureError) -> GestureSpec.Kind {
        switch self {
        case .tap:
            return .tap(
                taps: try object.optional("taps")?.integer() ?? 1,
                touches: try object.optional("touches")?.integer() ?? 1)
        case .longPress:
            return .longPress(
                taps: try object.optional("taps")?.integer() ?? 0,
                touches: try object.optional("touches")?.integer() ?? 1,
                minimumPressDuration: try object.optional("minimumPressDuration")?.milliseconds("minimumPressDuration"),
                allowableMovement: try object.optional("allowableMovement")?.nonNegativeNumber("allowableMovement"))
        case .pan:
            return .pan(
                minimumTouches: try object.optional("minimumTouches")?.integer() ?? 1,
                maximumTouches: try object.optional("maximumTouches")?.integer())
        case .swipe:
            return .swipe(
                directions: try object.optional("direction").map { reader throws(FixtureError) in try Self.names(reader, "direction") } ?? [.right],
                touches: try object.optional("touches")?.integer() ?? 1)
        case .pinch:
            return .pinch
        case .rotation:
            return .rotation
        case .screenEdgePan:
            return .screenEdgePan(edges: try Self.names(object.required("edges"), "edge"))
        }
    }

    /// One name or a list of them, as `direction` and `edges` take: `"left"` or `["left", "right"]`;
    /// `noun` is what the error calls a name.
    static func names<Name: RawRepresentable & CaseIterable>(
        _ reader: JSONReader, _ noun: String
    ) throws(FixtureError) -> [Name] where Name.RawValue == String {
        let elements: [JSONReader]
        switch reader.value.kind {
        case .string:
            elements = [reader]
        case .array:
            elements = try reader.elements()
        case .null, .bool, .number, .object:
            throw reader.typeError(expected: "a string or an array of strings")
        }
        var names: [Name] = []
        for element in elements {
            let text = try element.string()
            guard let name = Name(rawValue: text) else {
                let known = Name.allCases.map(\.rawValue)
                throw element.error("unknown \(noun) '\(text)' (expected \(JSONReader.alternatives(known)))")
            }
            names.append(name)
        }
        return names
    }
}

/// The keys every recognizer has, which a `set` event may change too, so that a recognizer and a
/// `set` read each value by the same code and accept exactly the same values.
enum GesturePropertyKey: String, CaseIterable {
    case enabled
    case cancelsTouchesInView
    case delaysTouchesBegan
    case delaysTouchesEnded
    case requireToFail
    case simultaneousWith
    case shouldBegin
    case shouldReceive
    case canPrevent
    case canBePrevented

    /// Reads the value; `allowingRemoval` lets `null` take a `canPrevent` or `canBePrevented` list
    /// away, back to UIKit's default of all recognizers, which only a `set` can mean.
    func decode(_ reader: JSONReader, allowingRemoval: Bool) throws(FixtureError) -> GestureProperty {
        switch self {
        case .enabled: .enabled(try reader.bool())
        case .cancelsTouchesInView: .cancelsTouchesInView(try reader.bool())
        case .delaysTouchesBegan: .delaysTouchesBegan(try reader.bool())
        case .delaysTouchesEnded: .delaysTouchesEnded(try reader.bool())
        case .requireToFail: .requireToFail(try reader.ids())
        case .simultaneousWith: .simultaneousWith(try reader.ids())
        case .shouldBegin: .shouldBegin(try reader.bool())
        case .shouldReceive: .shouldReceive(try reader.bool())
        case .canPrevent: .canPrevent(allowingRemoval && reader.value.isNull ? nil : try reader.ids())
        case .canBePrevented: .canBePrevented(allowingRemoval && reader.value.isNull ? nil : try reader.ids())
        }
    }
}

extension GestureSpec {
    /// Sets the property from the scene's key of the same name, so that a recognizer's keys and
    /// `set`'s keys mean the same; a `set`'s `requireToFail` adds to the list rather than replacing
    /// it, which comes to the same on a recognizer just built.
    fileprivate mutating func apply(_ property: GestureProperty) {
        switch property {
        case .enabled(let isEnabled): self.isEnabled = isEnabled
        case .cancelsTouchesInView(let cancels): cancelsTouchesInView = cancels
        case .delaysTouchesBegan(let delays): delaysTouchesBegan = delays
        case .delaysTouchesEnded(let delays): delaysTouchesEnded = delays
        case .requireToFail(let ids): requireToFail = ids
        case .simultaneousWith(let ids): simultaneousWith = ids
        case .shouldBegin(let answer): shouldBegin = answer
        case .shouldReceive(let answer): shouldReceive = answer
        case .canPrevent(let ids): canPrevent = ids
        case .canBePrevented(let ids): canBePrevented = ids
        case .setting(let setting): kind = kind.applying(setting) ?? kind
        }
    }
}
