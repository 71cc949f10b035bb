import Foundation
import GestureArbiter

/// A table's or collection's `contextMenu`: the menu of `actions` a press opens on its rows or
/// items (M5), on those of `indexPaths` (every one when absent), and on a collection's empty
/// space when `emptySpace` is true.
public struct ListContextMenuSpec: Hashable, Sendable {
    /// The titles of the menu's actions, in order.
    public var actions: [String]
    /// The rows or items, as `[section, index]`, whose press opens the menu; nil for every one.
    public var indexPaths: [[Int]]?
    /// Whether a press between a collection's items opens the menu too.
    public var emptySpace: Bool

    public init(actions: [String], indexPaths: [[Int]]? = nil, emptySpace: Bool = false) {
        self.actions = actions
        self.indexPaths = indexPaths
        self.emptySpace = emptySpace
    }

    /// The delegate's answer for a press on `indexPaths` (none: the empty space).
    func configuration(for indexPaths: [IndexPath]) -> ContextMenuConfiguration? {
        let offers = indexPaths.isEmpty ? emptySpace : indexPaths.allSatisfy { path in self.indexPaths?.contains([path.section, path[1]]) ?? true }
        guard offers else { return nil }
        let titles = actions
        return ContextMenuConfiguration { _ in Menu(children: titles.map { Action(title: $0) { _ in } }) }
    }
}

extension ListContextMenuSpec {
    /// Reads `{"actions": [title, ...], "indexPaths": [[section, index], ...], "emptySpace": false}`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> ListContextMenuSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["actions", "indexPaths", "emptySpace"]))
        var spec = ListContextMenuSpec(actions: [])
        for title in try object.required("actions").elements() {
            spec.actions.append(try title.nonEmptyString("an action's title"))
        }
        if let list = object.optional("indexPaths") {
            var paths: [[Int]] = []
            for element in try list.elements() {
                let pair = try element.elements()
                guard pair.count == 2 else { throw element.error("an index path is [section, index], got \(pair.count) numbers") }
                let numbers = [try pair[0].integer(), try pair[1].integer()]
                guard numbers.allSatisfy({ $0 >= 0 }) else { throw element.error("an index path's section and index are 0 or more") }
                paths.append(numbers)
            }
            spec.indexPaths = paths
        }
        spec.emptySpace = try object.optional("emptySpace")?.bool() ?? false
        return spec
    }

    /// The spec as fixture JSON.
    var json: String {
        var members = ["\"actions\": \(JSONText.strings(actions))"]
        if let indexPaths { members.append("\"indexPaths\": [\(indexPaths.map(JSONText.integers).joined(separator: ", "))]") }
        members.append("\"emptySpace\": \(emptySpace)")
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// A fixture table's delegate once it has a context menu, without swipe actions.
final class FixtureMenuTableDelegate: FixtureScrollViewDelegate, TableViewDelegate {
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        contextMenu?.configuration(for: [indexPath])
    }
}

/// A fixture table's delegate with both swipe actions and a context menu (a class of its own:
/// a subclass's method would not answer for its superclass's conformance).
final class FixtureSwipingMenuTableDelegate: FixtureScrollViewDelegate, TableViewDelegate {
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        swipeActions?.configuration(leading: true, for: indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        swipeActions?.configuration(leading: false, for: indexPath)
    }

    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        contextMenu?.configuration(for: [indexPath])
    }
}

/// A fixture collection's delegate once it has a context menu.
final class FixtureMenuCollectionDelegate: FixtureScrollViewDelegate, CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point) -> ContextMenuConfiguration? {
        contextMenu?.configuration(for: indexPaths)
    }
}
