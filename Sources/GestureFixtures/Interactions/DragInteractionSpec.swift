import GestureArbiter

/// One of the fixture's `dragInteractions`: a `DragInteraction` on a view, whose delegate lifts
/// `items` items and adds `itemsForAdding` when a tap adds the view to another drag (I1–I7).
public struct DragInteractionSpec: FixtureInteractionSpec {
    /// The id of the view the interaction is added to.
    public var view: String
    /// How many items a lift picks up; 0: the press lifts nothing.
    public var items: Int
    /// How many items a tap on the view adds to another view's drag; 0 (the default) adds none.
    public var itemsForAdding: Int
    /// Whether the interaction is enabled; nil follows the window's idiom (on a pad, not on a phone).
    public var enabled: Bool?

    public init(view: String, items: Int = 1, itemsForAdding: Int = 0, enabled: Bool? = nil) {
        self.view = view
        self.items = items
        self.itemsForAdding = itemsForAdding
        self.enabled = enabled
    }

    static let key = "dragInteractions"
    static let noun = "a drag interaction"
    static var specs: WritableKeyPath<Fixture, [DragInteractionSpec]> { \.dragInteractions }

    /// The final record's subject for the drag from `view`, `<view>.drag`.
    static func subject(of view: String) -> String? { view + ".drag" }

    /// Reads `{"view": id, "items": 1, "itemsForAdding": 0, "enabled": true}`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> DragInteractionSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["view", "items", "itemsForAdding", "enabled"]))
        return DragInteractionSpec(view: try object.required("view").nonEmptyString("view"),
                                   items: try object.optional("items")?.count("items") ?? 1,
                                   itemsForAdding: try object.optional("itemsForAdding")?.count("itemsForAdding") ?? 0,
                                   enabled: try object.optional("enabled")?.bool())
    }

    var json: String {
        var members = ["\"view\": \(JSONText.string(view))", "\"items\": \(items)", "\"itemsForAdding\": \(itemsForAdding)"]
        if let enabled { members.append("\"enabled\": \(enabled)") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Adds the interaction, its final record telling where the drag is and how many items it carries.
    func attach(to view: View, in scene: Scene) {
        let delegate = FixtureDragDelegate(spec: self)
        let interaction = DragInteraction(delegate: delegate)
        if let enabled { interaction.isEnabled = enabled }
        view.addInteraction(interaction)
        scene.keep(delegate) { [subject = Self.subject(of: self.view) ?? ""] in
            .final(subject: subject, state: [TraceField("drag", .string(interaction.state.rawValue)),
                                             TraceField("items", .number(Double(interaction.itemCount)))])
        }
    }
}

/// A fixture drag's delegate: it gives the spec's numbers of items, which carry nothing.
final class FixtureDragDelegate: DragInteractionDelegate {
    let spec: DragInteractionSpec

    init(spec: DragInteractionSpec) {
        self.spec = spec
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        (0..<spec.items).map { _ in DragItem() }
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: Point) -> [DragItem] {
        (0..<spec.itemsForAdding).map { _ in DragItem() }
    }
}
