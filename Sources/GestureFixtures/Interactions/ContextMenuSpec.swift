import GestureArbiter

/// One of the fixture's `contextMenus`: a `ContextMenuInteraction` on a view, whose delegate
/// answers with a menu of `actions` (M1–M4), or with none when `configuration` is false.
public struct ContextMenuSpec: FixtureInteractionSpec {
    /// The id of the view the interaction is added to.
    public var view: String
    /// The titles of the menu's actions, in order.
    public var actions: [String]
    /// Whether the delegate gives a configuration; false: the press does nothing.
    public var configuration: Bool

    public init(view: String, actions: [String], configuration: Bool = true) {
        self.view = view
        self.actions = actions
        self.configuration = configuration
    }

    static let key = "contextMenus"
    static let noun = "a context menu"
    static var specs: WritableKeyPath<Fixture, [ContextMenuSpec]> { \.contextMenus }

    /// The final record's subject for the menu of `view`, `<view>.contextMenu`.
    static func subject(of view: String) -> String? { view + ".contextMenu" }

    /// Reads `{"view": id, "actions": [title, ...], "configuration": true}`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> ContextMenuSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["view", "actions", "configuration"]))
        var titles: [String] = []
        for title in try object.required("actions").elements() {
            titles.append(try title.nonEmptyString("an action's title"))
        }
        return ContextMenuSpec(view: try object.required("view").nonEmptyString("view"), actions: titles,
                               configuration: try object.optional("configuration")?.bool() ?? true)
    }

    /// The spec as fixture JSON.
    var json: String {
        "{\"view\": \(JSONText.string(view)), \"actions\": \(JSONText.strings(actions)), \"configuration\": \(configuration)}"
    }

    /// Adds the interaction, its final record telling whether the menu is open.
    func attach(to view: View, in scene: Scene) {
        let delegate = FixtureContextMenuDelegate(spec: self)
        let interaction = ContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        scene.keep(delegate) { [subject = Self.subject(of: self.view) ?? ""] in
            .final(subject: subject, state: [TraceField("menu", .string(interaction.presentationState.rawValue))])
        }
    }
}

/// A fixture context menu's delegate: it gives the spec's menu, whose actions do nothing but be
/// recorded (the engine records `menuAction`).
final class FixtureContextMenuDelegate: ContextMenuInteractionDelegate {
    let spec: ContextMenuSpec

    init(spec: ContextMenuSpec) {
        self.spec = spec
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        guard spec.configuration else { return nil }
        let titles = spec.actions
        return ContextMenuConfiguration(identifier: spec.view) { _ in
            Menu(children: titles.map { Action(title: $0) { _ in } })
        }
    }
}
