import Foundation
import GestureArbiter

/// A table view's `dragAndDrop`: a drag delegate that lifts rows and a drop delegate that takes
/// drags (I8); whether the data source moves rows is the table's `movesRows`.
public struct TableDragAndDropSpec: Hashable, Sendable {
    /// The table's `dragDelegate`: `items` items per lifted row, `itemsForAdding` per tapped row.
    public struct DragDelegate: Hashable, Sendable {
        public var items: Int
        public var itemsForAdding: Int

        public init(items: Int = 1, itemsForAdding: Int = 0) {
            self.items = items
            self.itemsForAdding = itemsForAdding
        }
    }

    /// The table's `dropDelegate`: it proposes `operation` with `intent` over every row, and
    /// answers `canHandle`; its `performDropWith` takes nothing.
    public struct DropDelegate: Hashable, Sendable {
        public var operation: DropOperation
        public var intent: TableViewDropProposal.Intent
        public var canHandle: Bool

        public init(operation: DropOperation, intent: TableViewDropProposal.Intent = .unspecified, canHandle: Bool = true) {
            self.operation = operation
            self.intent = intent
            self.canHandle = canHandle
        }
    }

    public var dragDelegate: DragDelegate?
    public var dropDelegate: DropDelegate?
    /// `dragInteractionEnabled`; nil leaves UIKit's default, true.
    public var dragInteractionEnabled: Bool?

    public init(dragDelegate: DragDelegate? = nil, dropDelegate: DropDelegate? = nil, dragInteractionEnabled: Bool? = nil) {
        self.dragDelegate = dragDelegate
        self.dropDelegate = dropDelegate
        self.dragInteractionEnabled = dragInteractionEnabled
    }
}

extension TableDragAndDropSpec {
    /// Reads `{"dragDelegate": {"items": 1, "itemsForAdding": 0}, "dropDelegate": {"operation": "move",
    /// "intent": "insertAtDestinationIndexPath", "canHandle": true}, "dragInteractionEnabled": true}`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> TableDragAndDropSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["dragDelegate", "dropDelegate", "dragInteractionEnabled"]))
        var spec = TableDragAndDropSpec()
        if let drag = object.optional("dragDelegate") {
            let members = try drag.object(keys: FixtureDecoder.ObjectKeys(known: ["items", "itemsForAdding"]))
            spec.dragDelegate = DragDelegate(items: try members.optional("items")?.count("items") ?? 1,
                                             itemsForAdding: try members.optional("itemsForAdding")?.count("itemsForAdding") ?? 0)
        }
        if let drop = object.optional("dropDelegate") {
            let members = try drop.object(keys: FixtureDecoder.ObjectKeys(known: ["operation", "intent", "canHandle"]))
            var delegate = DropDelegate(operation: try DropInteractionSpec.operation(members.required("operation")))
            if let intent = members.optional("intent") {
                let name = try intent.string()
                guard let value = TableViewDropProposal.Intent(rawValue: name) else {
                    throw intent.error("unknown intent '\(name)' (expected \(JSONReader.alternatives(TableViewDropProposal.Intent.allCases.map(\.rawValue))))")
                }
                delegate.intent = value
            }
            delegate.canHandle = try members.optional("canHandle")?.bool() ?? true
            spec.dropDelegate = delegate
        }
        spec.dragInteractionEnabled = try object.optional("dragInteractionEnabled")?.bool()
        return spec
    }

    /// The spec as fixture JSON.
    var json: String {
        var members: [String] = []
        if let dragDelegate {
            members.append("\"dragDelegate\": {\"items\": \(dragDelegate.items), \"itemsForAdding\": \(dragDelegate.itemsForAdding)}")
        }
        if let dropDelegate {
            members.append("\"dropDelegate\": {\"operation\": \"\(dropDelegate.operation.rawValue)\", \"intent\": \"\(dropDelegate.intent.rawValue)\", \"canHandle\": \(dropDelegate.canHandle)}")
        }
        if let dragInteractionEnabled { members.append("\"dragInteractionEnabled\": \(dragInteractionEnabled)") }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// A fixture table's drag delegate: items that carry nothing, as many as its spec says.
final class FixtureTableDragDelegate: TableViewDragDelegate {
    let spec: TableDragAndDropSpec.DragDelegate

    init(spec: TableDragAndDropSpec.DragDelegate) {
        self.spec = spec
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        (0..<spec.items).map { _ in DragItem(localObject: indexPath) }
    }

    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] {
        (0..<spec.itemsForAdding).map { _ in DragItem(localObject: indexPath) }
    }
}

/// A fixture table's drop delegate: it proposes its spec's operation and intent everywhere and
/// takes nothing (the engine records `performDropWith`).
final class FixtureTableDropDelegate: TableViewDropDelegate {
    let spec: TableDragAndDropSpec.DropDelegate

    init(spec: TableDragAndDropSpec.DropDelegate) {
        self.spec = spec
    }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { spec.canHandle }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: spec.operation, intent: spec.intent)
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {}
}
