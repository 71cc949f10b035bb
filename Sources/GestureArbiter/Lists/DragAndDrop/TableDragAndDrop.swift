import Foundation

/// A table's books on drags out of its rows and drops onto them (I8): the drag and drop
/// interactions it puts on itself once it has a drag or a drop delegate, which it answers for
/// them, recording its own delegates' calls under UIKit's names (`list` in the trace).
final class TableDragAndDrop: DragInteractionDelegate, DropInteractionDelegate {
    private let tableReference: UnownedReference<TableView>
    private var table: TableView { tableReference.readPresent { $0 } }

    weak var dragDelegate: TableViewDragDelegate? {
        didSet { updateInteractions() }
    }
    weak var dropDelegate: TableViewDropDelegate? {
        didSet { updateInteractions() }
    }
    /// `dragInteractionEnabled`: true by default, on a phone too.
    var isEnabled = true {
        didSet { drag?.isEnabled = isEnabled }
    }
    private(set) var drag: DragInteraction?
    private(set) var drop: DropInteraction?
    /// The rows the items of a drag out of this table were lifted from, in item order.
    private var sourceRows: [(item: DragItem, indexPath: IndexPath)] = []
    /// The row under a drag over the table and the drop delegate's last proposal for it.
    private var destination: IndexPath?
    private var proposal = TableViewDropProposal(operation: .cancel)

    init(table: TableView) {
        tableReference = UnownedReference(table)
    }

    /// Puts on the table a drag interaction while it has a drag delegate and a drop interaction
    /// while it has a drop delegate, and takes them off when the delegates go.
    private func updateInteractions() {
        if dragDelegate != nil, drag == nil {
            let drag = DragInteraction(delegate: self)
            drag.recordsCalls = false
            drag.isEnabled = isEnabled
            table.addInteraction(drag)
            self.drag = drag
        } else if dragDelegate == nil, let drag {
            table.removeInteraction(drag)
            self.drag = nil
        }
        if dropDelegate != nil, drop == nil {
            let drop = DropInteraction(delegate: self)
            drop.recordsCalls = false
            table.addInteraction(drop)
            self.drop = drop
        } else if dropDelegate == nil, let drop {
            table.removeInteraction(drop)
            self.drop = nil
        }
    }

    private func row(at session: DragDropSession) -> IndexPath? {
        table.indexPathForRow(at: session.location(in: table))
    }

    // MARK: Drags out of the rows

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let dragDelegate, let indexPath = row(at: session) else { return [] }
        let table = table
        let items = dragDelegate.tableView(table, itemsForBeginning: session, at: indexPath)
        table.reportList("itemsForBeginning", [TraceField("indexPath", indexPath.traceValue), TraceField("items", .number(Double(items.count)))])
        sourceRows = items.map { ($0, indexPath) }
        interaction.liftedView = table.cellForRow(at: indexPath)
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: Point) -> [DragItem] {
        guard let dragDelegate, let indexPath = table.indexPathForRow(at: point) else { return [] }
        let table = table
        let items = dragDelegate.tableView(table, itemsForAddingTo: session, at: indexPath, point: point)
        table.reportList("itemsForAddingTo", [TraceField("indexPath", indexPath.traceValue), TraceField("items", .number(Double(items.count)))])
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        table.reportList("dragSessionWillBegin", [])
        dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        sourceRows = []
        table.reportList("dragSessionDidEnd", [])
        dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }

    // MARK: Drops onto the rows

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        guard let dropDelegate else { return false }
        let answer = dropDelegate.tableView(table, canHandle: session)
        table.reportList("canHandle", [TraceField("result", .bool(answer))])
        return answer
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        table.reportList("dropSessionDidEnter", [])
        dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        destination = row(at: session)
        proposal = dropDelegate?.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination) ?? TableViewDropProposal(operation: .cancel)
        table.reportList("dropSessionDidUpdate", [TraceField("destinationIndexPath", destination?.traceValue ?? .null),
                                                  TraceField("operation", .string(proposal.operation.rawValue)),
                                                  TraceField("intent", .string(proposal.intent.rawValue))])
        return proposal
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        table.reportList("dropSessionDidExit", [])
        dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    /// A move of one of the table's own rows between rows reorders it through the data source's
    /// `moveRowAt` (I8); any other drop goes to the drop delegate's `performDropWith`.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        let table = table
        if reorders(session), let from = sourceRows.first?.indexPath, let dataSource = table.dataSource {
            let to = destination ?? table.lastRow ?? from
            dataSource.tableView(table, moveRowAt: from, to: to)
            if !table.dataSourceLacksMoveRowAt {
                table.reportList("moveRowAt", [TraceField("sourceIndexPath", from.traceValue), TraceField("destinationIndexPath", to.traceValue)])
                table.reloadData()
                return
            }
        }
        let fromHere = (session as? LocalDragSession)?.origin === drag
        let items = session.items.enumerated().map { index, item in
            TableViewDropItem(dragItem: item, sourceIndexPath: fromHere && index < sourceRows.count ? sourceRows[index].indexPath : nil)
        }
        table.reportList("performDropWith", [TraceField("destinationIndexPath", destination?.traceValue ?? .null), TraceField("items", .number(Double(items.count)))])
        dropDelegate?.tableView(table, performDropWith: TableViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session))
    }

    /// Whether a drop reorders: one item lifted from this table, proposed as a move between rows,
    /// from a row the data source lets move.
    private func reorders(_ session: DropSession) -> Bool {
        guard let drag, (session as? LocalDragSession)?.origin === drag, session.items.count == 1,
              proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
              !table.dataSourceLacksMoveRowAt, let from = sourceRows.first?.indexPath, let dataSource = table.dataSource else { return false }
        return dataSource.tableView(table, canMoveRowAt: from)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        destination = nil
        table.reportList("dropSessionDidEnd", [])
        dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }
}
