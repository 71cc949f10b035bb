import Foundation
import GestureArbiter

/// A table view's `swipeActions`: the actions its rows show on each edge when swiped (R1–R5),
/// and the rows that offer them (every row when `rows` is absent).
public struct SwipeActionsSpec: Hashable, Sendable {
    /// One edge's `UISwipeActionsConfiguration`.
    public struct Edge: Hashable, Sendable {
        public var actions: [ActionSpec]
        public var performsFirstActionWithFullSwipe: Bool

        public init(actions: [ActionSpec], performsFirstActionWithFullSwipe: Bool = true) {
            self.actions = actions
            self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        }
    }

    /// One `UIContextualAction`, whose handler calls its completion at once with `actionPerformed`.
    public struct ActionSpec: Hashable, Sendable {
        public var title: String
        public var style: ContextualAction.Style
        public var width: Double
        public var actionPerformed: Bool

        public init(title: String, style: ContextualAction.Style = .normal, width: Double = ContextualAction.standardWidth, actionPerformed: Bool = true) {
            self.title = title
            self.style = style
            self.width = width
            self.actionPerformed = actionPerformed
        }
    }

    public var leading: Edge?
    public var trailing: Edge?
    /// The rows, as `[section, row]`, that offer the actions; nil for every row.
    public var rows: [[Int]]?

    public init(leading: Edge? = nil, trailing: Edge? = nil, rows: [[Int]]? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.rows = rows
    }

    /// Whether the row at `section`, `row` offers the actions.
    func offers(section: Int, row: Int) -> Bool {
        rows?.contains([section, row]) ?? true
    }

    /// The engine's configuration for one edge.
    static func configuration(of edge: Edge?) -> SwipeActionsConfiguration? {
        guard let edge else { return nil }
        let configuration = SwipeActionsConfiguration(actions: edge.actions.map { spec in
            let action = ContextualAction(style: spec.style, title: spec.title) { _, _, completion in
                completion(spec.actionPerformed)
            }
            action.width = spec.width
            return action
        })
        configuration.performsFirstActionWithFullSwipe = edge.performsFirstActionWithFullSwipe
        return configuration
    }
}

extension ViewKey {
    /// A table's or list-layout collection's `swipeActions` (R1–R6); `null` in a `set` takes them away.
    static let swipeActions = ViewKey("swipeActions") { reader, allowingRemoval throws(FixtureError) in
        .own(.scrollView(.swipeActions(allowingRemoval && reader.value.isNull ? nil : try SwipeActionsSpec.decode(reader))))
    }
}

extension SwipeActionsSpec {
    /// The layout's configuration for a list-layout collection: the providers answer as a
    /// table's delegate does.
    func listConfiguration() -> CollectionLayoutListConfiguration {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        if leading != nil {
            configuration.leadingSwipeActionsConfigurationProvider = { self.configuration(leading: true, for: $0) }
        }
        if trailing != nil {
            configuration.trailingSwipeActionsConfigurationProvider = { self.configuration(leading: false, for: $0) }
        }
        return configuration
    }

    /// Reads `{"leading": edge, "trailing": edge, "rows": [[section, row], ...]}`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> SwipeActionsSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["leading", "trailing", "rows"]))
        guard object.optional("leading") != nil || object.optional("trailing") != nil else {
            throw reader.error("expected at least one of leading or trailing")
        }
        var rows: [[Int]]?
        if let list = object.optional("rows") {
            rows = []
            for element in try list.elements() {
                let pair = try element.elements()
                guard pair.count == 2 else { throw element.error("a row is [section, row], got \(pair.count) numbers") }
                let numbers = [try pair[0].integer(), try pair[1].integer()]
                guard numbers.allSatisfy({ $0 >= 0 }) else { throw element.error("a row's section and row are 0 or more") }
                rows?.append(numbers)
            }
        }
        return SwipeActionsSpec(leading: try object.optional("leading").map(decodeEdge), trailing: try object.optional("trailing").map(decodeEdge), rows: rows)
    }

    private static func decodeEdge(_ reader: JSONReader) throws(FixtureError) -> Edge {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["actions", "performsFirstActionWithFullSwipe"]))
        var actions: [ActionSpec] = []
        for element in try object.required("actions").elements() {
            actions.append(try decodeAction(element))
        }
        return Edge(actions: actions, performsFirstActionWithFullSwipe: try object.optional("performsFirstActionWithFullSwipe")?.bool() ?? true)
    }

    private static func decodeAction(_ reader: JSONReader) throws(FixtureError) -> ActionSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["title", "style", "width", "actionPerformed"]))
        var action = ActionSpec(title: try object.required("title").string())
        if let style = object.optional("style") {
            let name = try style.string()
            guard let value = ContextualAction.Style(rawValue: name) else {
                throw style.error("unknown action style '\(name)' (expected \(JSONReader.alternatives(ContextualAction.Style.allCases.map(\.rawValue))))")
            }
            action.style = value
        }
        action.width = try object.optional("width")?.nonNegativeNumber("width") ?? ContextualAction.standardWidth
        action.actionPerformed = try object.optional("actionPerformed")?.bool() ?? true
        return action
    }

    /// The spec as fixture JSON.
    var json: String {
        func edge(_ edge: Edge) -> String {
            let actions = edge.actions.map { action in
                "{\"title\": \(JSONText.string(action.title)), \"style\": \(JSONText.string(action.style.rawValue)), \"width\": \(JSONText.number(action.width)), \"actionPerformed\": \(action.actionPerformed)}"
            }
            return "{\"actions\": [\(actions.joined(separator: ", "))], \"performsFirstActionWithFullSwipe\": \(edge.performsFirstActionWithFullSwipe)}"
        }
        var members: [String] = []
        if let leading { members.append("\"leading\": \(edge(leading))") }
        if let trailing { members.append("\"trailing\": \(edge(trailing))") }
        if let rows { members.append("\"rows\": [\(rows.map(JSONText.integers).joined(separator: ", "))]") }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

extension SwipeActionsSpec {
    /// The delegate's configuration for one edge of the row at `indexPath`.
    func configuration(leading: Bool, for indexPath: IndexPath) -> SwipeActionsConfiguration? {
        offers(section: indexPath.section, row: indexPath.row) ? Self.configuration(of: leading ? self.leading : trailing) : nil
    }
}

/// A fixture table's delegate once it has swipe actions: it answers the two configurations from
/// its ``FixtureScrollViewDelegate/swipeActions``, and the scroll view's questions as the delegate it replaces.
final class FixtureSwipingTableDelegate: FixtureScrollViewDelegate, TableViewDelegate {
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        swipeActions?.configuration(leading: true, for: indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        swipeActions?.configuration(leading: false, for: indexPath)
    }
}
