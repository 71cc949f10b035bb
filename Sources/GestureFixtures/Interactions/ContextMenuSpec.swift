import GestureArbiter

/// One of the fixture's `contextMenus`: a `ContextMenuInteraction` on a view, whose delegate
/// answers with a menu of `actions` (M1–M4), or with none when `configuration` is false.
public struct ContextMenuSpec: Hashable, Sendable {
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

    /// The final record's subject for the menu of `view`.
    static func subject(of view: String) -> String { view + ".contextMenu" }

    /// Reads `[{"view": id, "actions": [title, ...], "configuration": true}, ...]`.
    static func decodeAll(_ reader: JSONReader) throws(FixtureError) -> [ContextMenuSpec] {
        var specs: [ContextMenuSpec] = []
        for element in try reader.elements() {
            let object = try element.object(keys: FixtureDecoder.ObjectKeys(known: ["view", "actions", "configuration"]))
            var titles: [String] = []
            for title in try object.required("actions").elements() {
                titles.append(try title.nonEmptyString("an action's title"))
            }
            specs.append(ContextMenuSpec(view: try object.required("view").nonEmptyString("view"), actions: titles,
                                         configuration: try object.optional("configuration")?.bool() ?? true))
        }
        return specs
    }

    /// The spec as fixture JSON.
    var json: String {
        "{\"view\": \(JSONText.string(view)), \"actions\": \(JSONText.strings(actions)), \"configuration\": \(configuration)}"
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

extension FixtureChecker {
    /// Each context menu's view must be one of the scene's, and have one menu at most; its final
    /// record's subject, `<view>.contextMenu`, is declared as an id.
    mutating func checkContextMenus(of fixture: Fixture) throws(FixtureError) {
        var seen: Set<String> = []
        for (index, spec) in fixture.contextMenus.enumerated() {
            let path = FixturePath("contextMenus").index(index).key("view")
            try checkViewID(spec.view, at: path)
            guard seen.insert(spec.view).inserted else {
                throw path.error("'\(spec.view)' already has a context menu")
            }
            try declare(ContextMenuSpec.subject(of: spec.view), at: path)
            contextMenuSubjects.insert(ContextMenuSpec.subject(of: spec.view))
        }
    }
}

extension Scene {
    /// Adds each context menu's interaction to its view; the scene keeps the delegates, which
    /// interactions hold weakly.
    func attachContextMenus(_ specs: [ContextMenuSpec]) {
        for spec in specs {
            guard let view = view(spec.view) else { continue }
            let delegate = FixtureContextMenuDelegate(spec: spec)
            contextMenuDelegates.append(delegate)
            let interaction = ContextMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            contextMenus.append((spec.view, interaction))
        }
    }

    /// Each context menu's final record: whether it is open.
    func contextMenuFinalPayloads() -> [TraceRecord.Payload] {
        contextMenus.map { id, interaction in
            .final(subject: ContextMenuSpec.subject(of: id), state: [TraceField("menu", .string(interaction.presentationState.rawValue))])
        }
    }
}
