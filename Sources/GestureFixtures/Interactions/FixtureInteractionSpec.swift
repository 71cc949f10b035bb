import GestureArbiter

/// A kind of interaction a fixture adds to its views, listed under its own top-level key:
/// how one is read, checked against the scene, attached and written back. A new kind is one
/// conforming type and one entry of ``FixtureInteractionKinds/all``.
protocol FixtureInteractionSpec: Hashable, Sendable {
    /// The top-level key of the list.
    static var key: String { get }
    /// One interaction of the kind, as an error names it: "a context menu".
    static var noun: String { get }
    /// Where the fixture keeps the list.
    static var specs: WritableKeyPath<Fixture, [Self]> { get }
    /// Reads one element of the list.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> Self
    /// The id of the view the interaction goes on.
    var view: String { get }
    /// The final record's subject for the interaction on `view`, if it has one.
    static func subject(of view: String) -> String?
    /// Checks the list against the scene and declares the ids it adds.
    static func check(_ fixture: Fixture, with checker: inout FixtureChecker) throws(FixtureError)
    /// Adds the interaction to its view, the scene keeping its delegate and its final record.
    func attach(to view: View, in scene: Scene)
    /// The spec as fixture JSON.
    var json: String { get }
}

/// The interaction kinds a fixture knows, in the order their keys are read, checked and written.
enum FixtureInteractionKinds {
    static let all: [any FixtureInteractionSpec.Type] = [ContextMenuSpec.self, DragInteractionSpec.self, DropInteractionSpec.self, SwiftUIGestureSpec.self]

    /// Their top-level keys.
    static var keys: [String] { all.map { $0.key } }
}

extension FixtureInteractionSpec {
    /// Reads the list under ``key`` into the fixture.
    static func decodeList(_ reader: JSONReader, into fixture: inout Fixture) throws(FixtureError) {
        var specs: [Self] = []
        for element in try reader.elements() {
            specs.append(try decode(element))
        }
        fixture[keyPath: Self.specs] = specs
    }

    /// Each spec's view must be one of the scene's and have one interaction of the kind at most;
    /// the final record's subject is declared as an id.
    static func check(_ fixture: Fixture, with checker: inout FixtureChecker) throws(FixtureError) {
        var seen: Set<String> = []
        for (index, spec) in fixture[keyPath: Self.specs].enumerated() {
            let path = FixturePath(key).index(index).key("view")
            try checker.checkViewID(spec.view, at: path)
            guard seen.insert(spec.view).inserted else {
                throw path.error("'\(spec.view)' already has \(noun)")
            }
            if let subject = subject(of: spec.view) {
                try checker.declare(subject, at: path)
                checker.interactionSubjects.insert(subject)
            }
        }
    }

    /// Adds each spec's interaction to the scene's view.
    static func attach(_ fixture: Fixture, to scene: Scene) {
        for spec in fixture[keyPath: Self.specs] {
            guard let view = scene.view(spec.view) else { continue }
            spec.attach(to: view, in: scene)
        }
    }

    /// The fixture without each element of the list in turn, for the shrinker.
    static func withoutEach(_ fixture: Fixture) -> [Fixture] {
        fixture[keyPath: specs].indices.map { index in
            var smaller = fixture
            smaller[keyPath: specs].remove(at: index)
            return smaller
        }
    }

    /// The list as the fixture's top-level member, or nil when it is empty.
    static func jsonMember(of fixture: Fixture) -> String? {
        let specs = fixture[keyPath: Self.specs]
        guard !specs.isEmpty else { return nil }
        return "  \(JSONText.string(key)): [\n" + specs.map { "    " + $0.json }.joined(separator: ",\n") + "\n  ],"
    }
}
