import GestureArbiter

/// A scene edited while it runs, for a host that builds its scene view by view (the C
/// interface): each edit is checked as the fixture holding it would be, with the same messages,
/// and changes nothing when it is refused.
extension Scene {
    /// Adds the view a fixture's view object describes (its id, type, frame, its type's keys,
    /// gestures and subviews) in front of the subviews of the view `parent`, or of the window.
    package func addView(json: [UInt8], under parent: String?) throws(FixtureError) {
        let value = try Self.parse(json, at: "view")
        var spec = try FixtureDecoder.decodeViews(JSONReader(JSONValue(.array([value]), at: value.position), at: FixturePath("view")))[0]
        var candidate = fixture
        if let parent {
            guard Self.edit(parent, in: &candidate.views, { $0.subviews.append(spec) }) else {
                throw FixtureError(path: "parent", reason: "no view of the scene has the id '\(parent)'")
            }
        } else {
            candidate.views.append(spec)
        }
        try Self.check(candidate)
        fixture = candidate
        spec = Self.find(spec.id, in: fixture.views) ?? spec
        let superview: View = parent.flatMap(engineView) ?? window
        superview.addSubview(makeView(spec))
        requireFailures([spec])
        chainScrollViews([spec])
        zoomScrollViews([spec])
    }

    /// Changes a view's or a recognizer's property by its fixture key, as a `set` event does.
    package func set(_ id: String, key: String, value: [UInt8]) throws(FixtureError) {
        let parsed = try Self.parse(value, at: "value")
        let set = JSONValue(.object([
            JSONMember(key: "id", keyPosition: parsed.position, value: JSONValue(.string(id), at: parsed.position)),
            JSONMember(key: "key", keyPosition: parsed.position, value: JSONValue(.string(key), at: parsed.position)),
            JSONMember(key: "value", keyPosition: parsed.position, value: parsed),
        ]), at: parsed.position)
        let action = try FixtureDecoder.decodeSet(JSONReader(set, at: FixturePath("set")))
        var candidate = fixture
        candidate.events = [FixtureEvent(time: 0, action)]
        try Self.check(candidate)
        switch action {
        case let .set(id, property):
            _ = Self.edit(id, in: &fixture.views) { $0.apply(property) }
            view(id)?.apply(property)
        case let .setGesture(id, property):
            _ = Self.editGesture(id, in: &fixture.views) { $0.apply(property) }
            apply(property, toGesture: id)
        default:
            break
        }
    }

    /// Takes a view (with everything in it) or a recognizer out of the scene, as a `remove` event does.
    package func remove(id: String) throws(FixtureError) {
        var candidate = fixture
        candidate.events = [FixtureEvent(time: 0, .remove(id: id))]
        try Self.check(candidate)
        remove(id)
        if !Self.editGesture(id, in: &fixture.views, remove: true, { _ in }) {
            fixture.views = Self.removing(id, from: fixture.views)
        }
    }

    /// The fixture's own checks, with its events as the edit's.
    private static func check(_ candidate: Fixture) throws(FixtureError) {
        _ = try candidate.compile()
    }

    private static func parse(_ json: [UInt8], at path: String) throws(FixtureError) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(json)
        } catch {
            throw FixtureError(file: nil, position: error.position, path: path, reason: "invalid JSON: \(error.reason)")
        }
    }

    /// Runs `change` on the view `id` of `views`, depth first; false when there is none.
    private static func edit(_ id: String, in views: inout [ViewSpec], _ change: (inout ViewSpec) -> Void) -> Bool {
        for index in views.indices {
            if views[index].id == id {
                change(&views[index])
                return true
            }
            if edit(id, in: &views[index].subviews, change) { return true }
        }
        return false
    }

    /// Runs `change` on the recognizer `id` of `views`, or takes it away; false when there is none.
    private static func editGesture(_ id: String, in views: inout [ViewSpec], remove: Bool = false, _ change: (inout GestureSpec) -> Void) -> Bool {
        for index in views.indices {
            if let gesture = views[index].gestures.firstIndex(where: { $0.id == id }) {
                if remove {
                    views[index].gestures.remove(at: gesture)
                } else {
                    change(&views[index].gestures[gesture])
                }
                return true
            }
            if editGesture(id, in: &views[index].subviews, remove: remove, change) { return true }
        }
        return false
    }

    private static func find(_ id: String, in views: [ViewSpec]) -> ViewSpec? {
        for view in views {
            if view.id == id { return view }
            if let found = find(id, in: view.subviews) { return found }
        }
        return nil
    }

    private static func removing(_ id: String, from views: [ViewSpec]) -> [ViewSpec] {
        views.filter { $0.id != id }.map { view in
            var kept = view
            kept.subviews = removing(id, from: view.subviews)
            return kept
        }
    }
}
