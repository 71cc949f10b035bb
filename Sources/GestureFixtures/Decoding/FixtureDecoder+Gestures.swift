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
                if key == .allowedScrollTypesMask, type != .pan, type != .screenEdgePan {
                    throw value.error("'allowedScrollTypesMask' does not apply to a \(type.rawValue) gesture: only a pan takes scroll events")
                }
                gesture.apply(try key.decode(value, allowingRemoval: false))
            }
        }
        return gesture
    }
}

/// FixtureFormat.md's recognizer types, each with the keys of its own settings.
enum GestureType: String, CaseIterable {
    case tap
    case longPress
    case pan
    case swipe
    case pinch
    case rotation
    case screenEdgePan
    case hover

    /// The keys of this type's own settings, in the order they are read and checked; the other
    /// types reject them.
    var settingKeys: [GestureSettingKey] {
        switch self {
        case .tap: [.taps, .touches]
        case .longPress: [.taps, .touches, .minimumPressDuration, .allowableMovement]
        case .pan: [.minimumTouches, .maximumTouches]
        case .swipe: [.direction, .touches]
        case .pinch, .rotation, .hover: []
        case .screenEdgePan: [.edges]
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
        let own = Set(settingKeys.map(\.rawValue))
        let others = Set(GestureSettingKey.allCases.map(\.rawValue)).subtracting(own)
        return FixtureDecoder.ObjectKeys(
            known: Set(["id", "type"] + GesturePropertyKey.allCases.map(\.rawValue)).union(own),
            rejected: Dictionary(uniqueKeysWithValues: others.map { key in (key, "'\(key)' does not apply to a \(rawValue) gesture") }))
    }

    /// A recognizer of this type with UIKit's defaults for its own settings; a screen-edge pan's
    /// `edges` has none that recognizes anything, so the scene must name them.
    private var defaultKind: GestureSpec.Kind {
        switch self {
        case .tap: .tap(taps: 1, touches: 1)
        case .longPress: .longPress(taps: 0, touches: 1, minimumPressDuration: nil, allowableMovement: nil)
        case .pan: .pan(minimumTouches: 1, maximumTouches: nil)
        case .swipe: .swipe(directions: [.right], touches: 1)
        case .pinch: .pinch
        case .rotation: .rotation
        case .screenEdgePan: .screenEdgePan(edges: [])
        case .hover: .hover
        }
    }

    /// The type with its own settings: each key read by ``GestureSettingKey/decode(_:)``, exactly
    /// as a `set` of it is, and applied to the type's defaults as a `set` applies it.
    fileprivate func decodeKind(_ object: JSONObjectReader) throws(FixtureError) -> GestureSpec.Kind {
        var kind = defaultKind
        for key in settingKeys {
            let value = key == .edges ? try object.required(key.rawValue) : object.optional(key.rawValue)
            if let value {
                kind = kind.applying(try key.decode(value)) ?? kind
            }
        }
        return kind
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

/// The keys of the recognizer types' own settings, which a `set` event may change too, so that a
/// recognizer and a `set` read each value by the same code and accept exactly the same values;
/// which types have each key is ``GestureType/settingKeys``.
enum GestureSettingKey: String, CaseIterable {
    case taps
    case touches
    case minimumPressDuration
    case allowableMovement
    case minimumTouches
    case maximumTouches
    case direction
    case edges

    /// Reads the value; what needs the recognizer's other settings (a pan's maximum against its
    /// minimum, counts of 1 or more) is the compile step's to check.
    func decode(_ reader: JSONReader) throws(FixtureError) -> GestureSetting {
        switch self {
        case .taps: .taps(try reader.integer())
        case .touches: .touches(try reader.integer())
        case .minimumPressDuration: .minimumPressDuration(try reader.milliseconds("minimumPressDuration"))
        case .allowableMovement: .allowableMovement(try reader.nonNegativeNumber("allowableMovement"))
        case .minimumTouches: .minimumTouches(try reader.integer())
        case .maximumTouches: .maximumTouches(try reader.integer())
        case .direction: .direction(try GestureType.names(reader, "direction"))
        case .edges: .edges(try GestureType.names(reader, "edge"))
        }
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
    case allowedTouchTypes
    case requiresExclusiveTouchType
    case allowedScrollTypesMask

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
        case .allowedTouchTypes: .allowedTouchTypes(try Self.touchTypes(reader))
        case .requiresExclusiveTouchType: .requiresExclusiveTouchType(try reader.bool())
        case .allowedScrollTypesMask: .allowedScrollTypesMask(try Self.scrollTypes(reader))
        }
    }

    /// A list of scroll types, `discrete` and `continuous`, each at most once.
    private static func scrollTypes(_ reader: JSONReader) throws(FixtureError) -> [ScrollType] {
        var types: [ScrollType] = []
        for element in try reader.elements() {
            let name = try element.string()
            guard let type = ScrollType(rawValue: name) else {
                throw element.error("unknown scroll type '\(name)' (expected \(JSONReader.alternatives(ScrollType.allCases.map(\.rawValue))))")
            }
            guard !types.contains(type) else { throw element.error("'\(name)' is listed twice") }
            types.append(type)
        }
        return types
    }

    /// A list of touch types by their UIKit names, each at most once.
    private static func touchTypes(_ reader: JSONReader) throws(FixtureError) -> [Touch.TouchType] {
        var types: [Touch.TouchType] = []
        for element in try reader.elements() {
            let name = try element.string()
            guard let type = Touch.TouchType(rawValue: name) else {
                throw element.error("unknown touch type '\(name)' (expected \(JSONReader.alternatives(Touch.TouchType.allCases.map(\.rawValue))))")
            }
            guard !types.contains(type) else { throw element.error("'\(name)' is listed twice") }
            types.append(type)
        }
        return types
    }
}

extension GestureSpec {
    /// Sets the property from the scene's key of the same name, so that a recognizer's keys and
    /// `set`'s keys mean the same; a `set`'s `requireToFail` adds to the list rather than replacing
    /// it, which comes to the same on a recognizer just built.
    mutating func apply(_ property: GestureProperty) {
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
        case .allowedTouchTypes(let types): allowedTouchTypes = types
        case .requiresExclusiveTouchType(let exclusive): requiresExclusiveTouchType = exclusive
        case .allowedScrollTypesMask(let types): allowedScrollTypesMask = types
        case .setting(let setting): kind = kind.applying(setting) ?? kind
        }
    }
}
