import GestureArbiter

extension ViewKey {
    /// The keys every type of view has, unless its descriptor says it lacks one, in the order the
    /// decoder reads them, before the type's own.
    static let common: [ViewKey] = [
        ViewKey("frame") { reader, _ throws(FixtureError) in .frame(try reader.rect()) },
        ViewKey("boundsOrigin") { reader, _ throws(FixtureError) in .boundsOrigin(try reader.point()) },
        ViewKey("transform") { reader, _ throws(FixtureError) in .transform(try transform(reader)) },
        ViewKey("hidden") { reader, _ throws(FixtureError) in .hidden(try reader.bool()) },
        ViewKey("alpha") { reader, _ throws(FixtureError) in .alpha(try alpha(reader)) },
        ViewKey("userInteractionEnabled") { reader, _ throws(FixtureError) in .userInteractionEnabled(try reader.bool()) },
        ViewKey("multipleTouchEnabled") { reader, _ throws(FixtureError) in .multipleTouchEnabled(try reader.bool()) },
        ViewKey("exclusiveTouch") { reader, _ throws(FixtureError) in .exclusiveTouch(try reader.bool()) },
        ViewKey("touches") { reader, _ throws(FixtureError) in .touches(try touchHandling(reader)) },
        ViewKey("hitTest") { reader, allowingRemoval throws(FixtureError) in
            .hitTest(allowingRemoval && reader.value.isNull ? nil : try hitTest(reader))
        },
        ViewKey("pointInside") { reader, allowingRemoval throws(FixtureError) in
            .pointInside(allowingRemoval && reader.value.isNull ? nil : try pointInside(reader))
        },
        ViewKey("gestureRecognizerShouldBegin") { reader, _ throws(FixtureError) in
            .refusedGestures(try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["deny"])).required("deny").ids())
        },
    ]

    /// Core Graphics' six components, `[a, b, c, d, tx, ty]`.
    private static func transform(_ reader: JSONReader) throws(FixtureError) -> AffineTransform {
        let n = try reader.numbers(["a", "b", "c", "d", "tx", "ty"])
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
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

extension ViewProperty {
    /// The key that sets this property, in the scene and in a `set`.
    var key: String {
        switch self {
        case .frame: "frame"
        case .boundsOrigin: "boundsOrigin"
        case .transform: "transform"
        case .hidden: "hidden"
        case .alpha: "alpha"
        case .userInteractionEnabled: "userInteractionEnabled"
        case .multipleTouchEnabled: "multipleTouchEnabled"
        case .exclusiveTouch: "exclusiveTouch"
        case .touches: "touches"
        case .hitTest: "hitTest"
        case .pointInside: "pointInside"
        case .refusedGestures: "gestureRecognizerShouldBegin"
        case let .own(property): property.value.key
        }
    }

    /// The value as fixture JSON text, which its key reads back as this property.
    var json: String {
        switch self {
        case let .frame(rect): JSONText.rect(rect)
        case let .boundsOrigin(origin): JSONText.point(origin)
        case let .transform(t): JSONText.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
        case let .hidden(value), let .userInteractionEnabled(value), let .multipleTouchEnabled(value), let .exclusiveTouch(value):
            "\(value)"
        case let .alpha(alpha): JSONText.number(alpha)
        case let .touches(handling): JSONText.string(handling.rawValue)
        case let .hitTest(hitTest): hitTest.map(Self.json) ?? "null"
        case let .pointInside(pointInside): pointInside.map(Self.json) ?? "null"
        case let .refusedGestures(ids): "{\"deny\": \(JSONText.strings(ids))}"
        case let .own(property): property.value.json
        }
    }

    private static func json(_ hitTest: HitTestOverride) -> String {
        switch hitTest {
        case .passThrough: "\"passThrough\""
        case let .redirectSelfTo(id): "{\"redirectSelfTo\": \(JSONText.string(id))}"
        case let .passThroughFor(ids): "{\"passThrough\": \(JSONText.strings(ids))}"
        }
    }

    private static func json(_ pointInside: PointInsideOverride) -> String {
        switch pointInside {
        case let .constant(answer):
            return "\(answer)"
        case let .area(insets, add, subtract):
            var members = ["\"insets\": \(JSONText.insets(insets))"]
            if !add.isEmpty { members.append("\"add\": [" + add.map(JSONText.rect).joined(separator: ", ") + "]") }
            if !subtract.isEmpty { members.append("\"subtract\": [" + subtract.map(JSONText.rect).joined(separator: ", ") + "]") }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }
}
