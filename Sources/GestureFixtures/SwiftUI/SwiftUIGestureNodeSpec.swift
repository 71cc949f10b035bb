import GestureArbiter
import GestureArbiterSwiftUI

/// A SwiftUI gesture of a fixture, as its `gesture` key writes it: a primitive gesture with its
/// settings, or a composition of two, each with the callbacks the fixture records.
public indirect enum SwiftUIGestureNodeSpec: Hashable, Sendable {
    case tap(count: Int)
    case spatialTap(count: Int, coordinateSpace: CoordinateSpace)
    /// `minimumDuration` in seconds and `maximumDistance` in points, as SwiftUI takes them.
    case longPress(minimumDuration: Double, maximumDistance: Double)
    case drag(minimumDistance: Double, coordinateSpace: CoordinateSpace)
    case magnify(minimumScaleDelta: Double)
    /// `minimumAngleDelta` in degrees.
    case rotate(minimumAngleDelta: Double)
    case simultaneously(SwiftUIGestureNodeSpec, SwiftUIGestureNodeSpec)
    case sequenced(SwiftUIGestureNodeSpec, SwiftUIGestureNodeSpec)
    case exclusively(SwiftUIGestureNodeSpec, SwiftUIGestureNodeSpec)
    /// A gesture with callbacks recorded in the trace.
    case withCallbacks(SwiftUIGestureNodeSpec, [SwiftUICallback])

    /// The callbacks a fixture may add to a gesture, in the order they wrap it.
    public enum SwiftUICallback: String, Hashable, Sendable, CaseIterable {
        /// `updating` a gesture state that is `true` while the gesture reports and `false` after its reset.
        case updating
        case onChanged
        case onEnded
    }

    /// The `type` names, in the order the format lists them.
    static let typeNames = ["tap", "spatialTap", "longPress", "drag", "magnify", "rotate", "simultaneously", "sequenced", "exclusively"]

    /// Reads a gesture; `callbacks` are the ones it gets when its `callbacks` key is absent.
    static func decode(_ reader: JSONReader, defaultCallbacks: [SwiftUICallback]) throws(FixtureError) -> SwiftUIGestureNodeSpec {
        let type = try reader.uncheckedObject().required("type").string()
        let keys: [String] = switch type {
        case "tap": ["count"]
        case "spatialTap": ["count", "coordinateSpace"]
        case "longPress": ["minimumDuration", "maximumDistance"]
        case "drag": ["minimumDistance", "coordinateSpace"]
        case "magnify": ["minimumScaleDelta"]
        case "rotate": ["minimumAngleDelta"]
        case "simultaneously", "sequenced", "exclusively": ["first", "second"]
        default:
            throw try reader.uncheckedObject().required("type").error("unknown SwiftUI gesture type '\(type)' (expected \(JSONReader.alternatives(typeNames)))")
        }
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: Set(["type", "callbacks"] + keys)))
        let gesture: SwiftUIGestureNodeSpec
        switch type {
        case "tap":
            gesture = .tap(count: try count(object))
        case "spatialTap":
            gesture = .spatialTap(count: try count(object), coordinateSpace: try space(object))
        case "longPress":
            gesture = .longPress(minimumDuration: try object.optional("minimumDuration")?.nonNegativeNumber("minimumDuration") ?? 0.5,
                                 maximumDistance: try object.optional("maximumDistance")?.nonNegativeNumber("maximumDistance") ?? 10)
        case "drag":
            gesture = .drag(minimumDistance: try object.optional("minimumDistance")?.nonNegativeNumber("minimumDistance") ?? 10, coordinateSpace: try space(object))
        case "magnify":
            gesture = .magnify(minimumScaleDelta: try object.optional("minimumScaleDelta")?.nonNegativeNumber("minimumScaleDelta") ?? 0.01)
        case "rotate":
            gesture = .rotate(minimumAngleDelta: try object.optional("minimumAngleDelta")?.nonNegativeNumber("minimumAngleDelta") ?? 1)
        default:
            let first = try decode(object.required("first"), defaultCallbacks: [])
            let second = try decode(object.required("second"), defaultCallbacks: [])
            gesture = type == "simultaneously" ? .simultaneously(first, second) : type == "sequenced" ? .sequenced(first, second) : .exclusively(first, second)
        }
        var callbacks = defaultCallbacks
        if let list = object.optional("callbacks") {
            callbacks = []
            for element in try list.elements() {
                let name = try element.string()
                guard let callback = SwiftUICallback(rawValue: name) else {
                    throw element.error("unknown callback '\(name)' (expected \(JSONReader.alternatives(SwiftUICallback.allCases.map(\.rawValue))))")
                }
                guard !callbacks.contains(callback) else { throw element.error("callback '\(name)' listed twice") }
                callbacks.append(callback)
            }
        }
        return callbacks.isEmpty ? gesture : .withCallbacks(gesture, SwiftUICallback.allCases.filter(callbacks.contains))
    }

    private static func count(_ object: JSONObjectReader) throws(FixtureError) -> Int {
        guard let reader = object.optional("count") else { return 1 }
        let count = try reader.integer()
        guard count >= 1 else { throw reader.error("count must be at least 1, got \(count)") }
        return count
    }

    private static func space(_ object: JSONObjectReader) throws(FixtureError) -> CoordinateSpace {
        guard let reader = object.optional("coordinateSpace") else { return .local }
        switch try reader.string() {
        case "local": return .local
        case "global": return .global
        case let other: throw reader.error("unknown coordinate space '\(other)' (expected local or global)")
        }
    }

    /// The gesture, its value shown as trace fields, its `updating` callbacks setting `state`.
    func gesture(state: GestureState<Bool>) -> AnyGesture<[TraceField]> {
        switch self {
        case let .tap(count):
            AnyGesture(TapGesture(count: count).map(TraceField.fields(ofGestureValue:)))
        case let .spatialTap(count, space):
            AnyGesture(SpatialTapGesture(count: count, coordinateSpace: space).map(TraceField.fields(ofGestureValue:)))
        case let .longPress(duration, distance):
            AnyGesture(LongPressGesture(minimumDuration: duration, maximumDistance: distance).map(TraceField.fields(ofGestureValue:)))
        case let .drag(distance, space):
            AnyGesture(DragGesture(minimumDistance: distance, coordinateSpace: space).map(TraceField.fields(ofGestureValue:)))
        case let .magnify(delta):
            AnyGesture(MagnifyGesture(minimumScaleDelta: delta).map(TraceField.fields(ofGestureValue:)))
        case let .rotate(delta):
            AnyGesture(RotateGesture(minimumAngleDelta: .degrees(delta)).map(TraceField.fields(ofGestureValue:)))
        case let .simultaneously(first, second):
            AnyGesture(first.gesture(state: state).simultaneously(with: second.gesture(state: state)).map(TraceField.fields(ofGestureValue:)))
        case let .sequenced(first, second):
            AnyGesture(first.gesture(state: state).sequenced(before: second.gesture(state: state)).map(TraceField.fields(ofGestureValue:)))
        case let .exclusively(first, second):
            AnyGesture(first.gesture(state: state).exclusively(before: second.gesture(state: state)).map(TraceField.fields(ofGestureValue:)))
        case let .withCallbacks(content, callbacks):
            callbacks.reduce(content.gesture(state: state)) { gesture, callback in
                switch callback {
                case .updating: AnyGesture(gesture.updating(state) { _, active, _ in active = true })
                case .onChanged: AnyGesture(gesture.onChanged { _ in })
                case .onEnded: AnyGesture(gesture.onEnded { _ in })
                }
            }
        }
    }

    /// The gesture as fixture JSON.
    var json: String {
        switch self {
        case let .tap(count): "{\"type\": \"tap\", \"count\": \(count)}"
        case let .spatialTap(count, space): "{\"type\": \"spatialTap\", \"count\": \(count), \"coordinateSpace\": \(Self.json(space))}"
        case let .longPress(duration, distance):
            "{\"type\": \"longPress\", \"minimumDuration\": \(JSONText.number(duration)), \"maximumDistance\": \(JSONText.number(distance))}"
        case let .drag(distance, space):
            "{\"type\": \"drag\", \"minimumDistance\": \(JSONText.number(distance)), \"coordinateSpace\": \(Self.json(space))}"
        case let .magnify(delta): "{\"type\": \"magnify\", \"minimumScaleDelta\": \(JSONText.number(delta))}"
        case let .rotate(delta): "{\"type\": \"rotate\", \"minimumAngleDelta\": \(JSONText.number(delta))}"
        case let .simultaneously(first, second): Self.json("simultaneously", first, second)
        case let .sequenced(first, second): Self.json("sequenced", first, second)
        case let .exclusively(first, second): Self.json("exclusively", first, second)
        case let .withCallbacks(content, callbacks):
            String(content.json.dropLast()) + ", \"callbacks\": \(JSONText.strings(callbacks.map(\.rawValue)))}"
        }
    }

    private static func json(_ space: CoordinateSpace) -> String {
        space == .local ? "\"local\"" : "\"global\""
    }

    private static func json(_ type: String, _ first: SwiftUIGestureNodeSpec, _ second: SwiftUIGestureNodeSpec) -> String {
        "{\"type\": \"\(type)\", \"first\": \(first.json), \"second\": \(second.json)}"
    }
}
