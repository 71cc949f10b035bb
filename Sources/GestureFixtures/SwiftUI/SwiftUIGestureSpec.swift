import GestureArbiter
import GestureArbiterSwiftUI

/// One of the fixture's `swiftUIGestures`: a SwiftUI gesture attached to a view with one of
/// SwiftUI's modifiers, run as a `SwiftUIGestureRecognizer` named by its `id`.
public struct SwiftUIGestureSpec: FixtureInteractionSpec {
    /// The recognizer's name in the fixture and in the trace; unique among the scene's ids.
    public var id: String
    /// The id of the view the gesture is attached to.
    public var view: String
    public var modifier: Modifier
    /// The mask of `gesture`, `highPriorityGesture` and `simultaneousGesture`.
    public var including: GestureMask
    public var isEnabled: Bool
    /// The name of the animation the gesture state resets in; nil: none.
    public var resetAnimation: String?

    /// How the gesture is attached, with what the convenience modifiers take.
    public enum Modifier: Hashable, Sendable {
        case gesture(SwiftUIGestureNodeSpec)
        case highPriorityGesture(SwiftUIGestureNodeSpec)
        case simultaneousGesture(SwiftUIGestureNodeSpec)
        /// `coordinateSpace` nil: the action takes no location.
        case onTapGesture(count: Int, coordinateSpace: CoordinateSpace?)
        case onLongPressGesture(minimumDuration: Double, maximumDistance: Double)

        var name: String {
            switch self {
            case .gesture: "gesture"
            case .highPriorityGesture: "highPriorityGesture"
            case .simultaneousGesture: "simultaneousGesture"
            case .onTapGesture: "onTapGesture"
            case .onLongPressGesture: "onLongPressGesture"
            }
        }
    }

    public init(id: String, view: String, modifier: Modifier, including: GestureMask = .all, isEnabled: Bool = true, resetAnimation: String? = nil) {
        self.id = id
        self.view = view
        self.modifier = modifier
        self.including = including
        self.isEnabled = isEnabled
        self.resetAnimation = resetAnimation
    }

    static let key = "swiftUIGestures"
    static let noun = "a SwiftUI gesture"
    static var specs: WritableKeyPath<Fixture, [SwiftUIGestureSpec]> { \.swiftUIGestures }

    static func subject(of view: String) -> String? { nil }

    static let modifierNames = ["gesture", "highPriorityGesture", "simultaneousGesture", "onTapGesture", "onLongPressGesture"]
    static let maskNames: [(String, GestureMask)] = [("all", .all), ("gesture", .gesture), ("subviews", .subviews), ("none", .none)]

    /// Reads `{"id", "view", "modifier", "gesture", "including", "isEnabled", "resetAnimation"}`
    /// and the convenience modifiers' `count`, `coordinateSpace`, `minimumDuration` and `maximumDistance`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> SwiftUIGestureSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: [
            "id", "view", "modifier", "gesture", "including", "isEnabled", "resetAnimation", "count", "coordinateSpace", "minimumDuration", "maximumDistance",
        ]))
        let modifierName = try object.optional("modifier")?.string() ?? "gesture"
        let allowed: Set<String>
        let modifier: Modifier
        switch modifierName {
        case "gesture", "highPriorityGesture", "simultaneousGesture":
            allowed = ["gesture", "including"]
            let gesture = try SwiftUIGestureNodeSpec.decode(object.required("gesture", need: "the \(modifierName) modifier attaches it"),
                                                            defaultCallbacks: SwiftUIGestureNodeSpec.SwiftUICallback.allCases)
            modifier = modifierName == "gesture" ? .gesture(gesture) : modifierName == "highPriorityGesture" ? .highPriorityGesture(gesture) : .simultaneousGesture(gesture)
        case "onTapGesture":
            allowed = ["count", "coordinateSpace"]
            let count = try object.optional("count")?.integer() ?? 1
            if count < 1, let reader = object.optional("count") { throw reader.error("count must be at least 1, got \(count)") }
            var space: CoordinateSpace?
            if let reader = object.optional("coordinateSpace") {
                switch try reader.string() {
                case "local": space = .local
                case "global": space = .global
                case let other: throw reader.error("unknown coordinate space '\(other)' (expected local or global)")
                }
            }
            modifier = .onTapGesture(count: count, coordinateSpace: space)
        case "onLongPressGesture":
            allowed = ["minimumDuration", "maximumDistance"]
            modifier = .onLongPressGesture(minimumDuration: try object.optional("minimumDuration")?.nonNegativeNumber("minimumDuration") ?? 0.5,
                                           maximumDistance: try object.optional("maximumDistance")?.nonNegativeNumber("maximumDistance") ?? 10)
        default:
            throw try object.required("modifier").error("unknown modifier '\(modifierName)' (expected \(JSONReader.alternatives(modifierNames)))")
        }
        for member in object.members where ["gesture", "including", "count", "coordinateSpace", "minimumDuration", "maximumDistance"].contains(member.key) && !allowed.contains(member.key) {
            throw object.keyError(member, "the \(modifierName) modifier takes no '\(member.key)'")
        }
        var including = GestureMask.all
        if let reader = object.optional("including") {
            let name = try reader.string()
            guard let mask = maskNames.first(where: { $0.0 == name })?.1 else {
                throw reader.error("unknown gesture mask '\(name)' (expected \(JSONReader.alternatives(maskNames.map(\.0))))")
            }
            including = mask
        }
        return SwiftUIGestureSpec(
            id: try object.required("id").nonEmptyString("id"), view: try object.required("view").nonEmptyString("view"), modifier: modifier,
            including: including, isEnabled: try object.optional("isEnabled")?.bool() ?? true,
            resetAnimation: try object.optional("resetAnimation")?.nonEmptyString("resetAnimation")
        )
    }

    /// Each gesture's view must be one of the scene's, and its id new: a recognizer's id, which
    /// `requireToFail`, `set` and the final records name as any other's.
    static func check(_ fixture: Fixture, with checker: inout FixtureChecker) throws(FixtureError) {
        for (index, spec) in fixture.swiftUIGestures.enumerated() {
            let path = FixturePath(key).index(index)
            try checker.checkViewID(spec.view, at: path.key("view"))
            try checker.declare(spec.id, at: path.key("id"))
            checker.declareGesture(spec.id, at: path.key("id"))
            checker.swiftUIGestureIDs.insert(spec.id)
        }
    }

    /// The spec as fixture JSON.
    var json: String {
        var members = ["\"id\": \(JSONText.string(id))", "\"view\": \(JSONText.string(view))", "\"modifier\": \"\(modifier.name)\""]
        switch modifier {
        case let .gesture(gesture), let .highPriorityGesture(gesture), let .simultaneousGesture(gesture):
            // The root's callbacks are written even when there are none, which would otherwise read as the default.
            if case .withCallbacks = gesture {
                members.append("\"gesture\": \(gesture.json)")
            } else {
                members.append("\"gesture\": \(String(gesture.json.dropLast())), \"callbacks\": []}")
            }
            members.append("\"including\": \"\(Self.maskNames.first { $0.1 == including }?.0 ?? "all")\"")
        case let .onTapGesture(count, space):
            members.append("\"count\": \(count)")
            if let space { members.append("\"coordinateSpace\": \(space == .local ? "\"local\"" : "\"global\"")") }
        case let .onLongPressGesture(duration, distance):
            members.append("\"minimumDuration\": \(JSONText.number(duration)), \"maximumDistance\": \(JSONText.number(distance))")
        }
        members.append("\"isEnabled\": \(isEnabled)")
        if let resetAnimation { members.append("\"resetAnimation\": \(JSONText.string(resetAnimation))") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Attaches the gesture and registers its recognizer under the spec's id.
    func attach(to view: View, in scene: Scene) {
        let state = resetAnimation.map { GestureState(wrappedValue: false, resetTransaction: Transaction(animation: Animation($0))) } ?? GestureState(wrappedValue: false)
        switch modifier {
        case let .gesture(gesture):
            view.gesture(gesture.gesture(state: state), including: including)
        case let .highPriorityGesture(gesture):
            view.highPriorityGesture(gesture.gesture(state: state), including: including)
        case let .simultaneousGesture(gesture):
            view.simultaneousGesture(gesture.gesture(state: state), including: including)
        case let .onTapGesture(count, space?):
            view.onTapGesture(count: count, coordinateSpace: space) { _ in }
        case let .onTapGesture(count, nil):
            view.onTapGesture(count: count) {}
        case let .onLongPressGesture(duration, distance):
            view.onLongPressGesture(minimumDuration: duration, maximumDistance: distance, perform: {}, onPressingChanged: { _ in })
        }
        guard let recognizer = view.gestureRecognizers.last else { return }
        recognizer.identifier = id
        recognizer.isEnabled = isEnabled
        scene.register(recognizer, id: id)
    }
}
