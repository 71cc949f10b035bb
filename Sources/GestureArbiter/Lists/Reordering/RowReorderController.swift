import Foundation

/// A table's books on the row moved by its reorder control (I9): the press, the row held and
/// the place it would go, its picture over the window, the autoscroll and the settling; the
/// run of ``RowReorder``.
final class RowReorderController: FrameDriven {
    private let tableReference: UnownedReference<TableView>
    private var table: TableView { tableReference.readPresent { $0 } }

    let press = RowReorderPressRecognizer()
    private(set) var state = RowReorder.State.idle
    private static let machine = RowReorder.table

    /// The row held and the row it would take the place of.
    private(set) var source: IndexPath?
    private(set) var destination: IndexPath?
    /// The row the touch filter found under a finger on a reorder control.
    private var touched: IndexPath?
    /// The destination the table last proposed to the delegate.
    private var proposed: IndexPath?
    /// Whether the data source moved the row, so that the table reloads when it is put down.
    private var moved = false
    private var preview: DragPreviewView?
    private var autoscrollSpeed = 0.0
    private var lastStep = VirtualTime.zero
    private var settling: SettleAnimation?
    let frame = PendingFrame()

    /// The width of the reorder control at a row's trailing edge (a marked choice, <doc:DragAndDrop>).
    static let controlWidth = 44.0

    init(table: TableView) {
        tableReference = UnownedReference(table)
        press.minimumPressDuration = 0
        press.receivesTouch = { [unowned self] touch in receives(touch) }
        _ = press.addTarget { [unowned self] recognizer in
            switch recognizer.state {
            case .began: handle(.pressBegan)
            case .changed: handle(.fingerMoved)
            case .ended: handle(.fingerLifted)
            case .cancelled: handle(.pressCancelled)
            case .possible, .failed: break
            }
        }
        table.addGestureRecognizer(press)
    }

    /// Puts a held row down at once.
    func close() {
        if state != .idle {
            handle(.closeRequested)
        }
    }

    /// Whether the press takes `touch`: in editing mode, on the reorder control of a row the
    /// data source lets move (asked `canMoveRowAt`, recorded).
    private func receives(_ touch: Touch) -> Bool {
        let table = table
        guard state == .idle, table.isEditing, !table.dataSourceLacksMoveRowAt, let dataSource = table.dataSource else { return false }
        let point = touch.location(in: table)
        guard point.x >= table.bounds.maxX - Self.controlWidth, let row = table.indexPathForRow(at: point) else { return false }
        let movable = dataSource.tableView(table, canMoveRowAt: row)
        table.reportList("canMoveRowAt", [TraceField("indexPath", row.traceValue), TraceField("result", .bool(movable))])
        touched = movable ? row : nil
        return movable
    }

    // MARK: The machine

    func handle(_ trigger: RowReorder.Trigger) {
        Self.machine.run(trigger, log: table.window?.transitionLog, name: table.traceName, state: { state }) { condition in
            switch condition {
            case .arrived: (settling?.progress(at: now) ?? 1) >= 1
            }
        } enter: { state, _ in
            self.state = state
        } perform: { action in
            perform(action)
        }
    }

    private var now: VirtualTime { table.window?.clock.now ?? .zero }

    private func perform(_ action: RowReorder.Action) {
        switch action {
        case .liftRow: liftRow()
        case .followFinger: followFinger()
        case .autoscroll: autoscroll()
        case .moveRow: moveRow()
        case .settleAtDestination: settle(at: destination)
        case .settleAtSource: settle(at: source)
        case .startFrames: scheduleFrame()
        case .advanceFrame: advanceFrame()
        case .stopFrames: stopFrames()
        case .dropRow: dropRow()
        }
    }

    // MARK: Holding the row

    private func liftRow() {
        let table = table
        guard let row = touched, let window = table.window, let cell = table.cellForRow(at: row) else { return }
        source = row
        destination = row
        proposed = row
        moved = false
        let preview = DragPreviewView(covering: cell.convert(cell.bounds, to: nil), grippedAt: press.location(in: nil), name: table.traceName + ".reorderPreview")
        window.addSubview(preview)
        self.preview = preview
    }

    /// Keeps the row's picture under the finger, up and down only; finds its destination and
    /// starts or stops the autoscroll.
    private func followFinger() {
        guard let preview else { return }
        preview.center = Point(x: preview.home.x, y: press.location(in: nil).y - preview.grip.y)
        updateDestination()
        let finger = press.location(in: table)
        autoscrollSpeed = DragAutoscroll.velocity(of: table, at: Point(x: table.bounds.midX, y: finger.y)).y
        if autoscrollSpeed == 0 {
            stopFrames()
        } else if !frame.isPending {
            lastStep = now
            scheduleFrame()
        }
    }

    /// The row under the picture's center becomes the proposed destination; when it changes the
    /// delegate may redirect it (`targetIndexPathForMoveFromRowAt`, recorded).
    private func updateDestination() {
        let table = table
        guard let preview, let source else { return }
        let center = table.convert(preview.center, from: nil)
        let under = table.indexPathForRow(at: Point(x: table.bounds.midX, y: center.y))
            ?? (center.y < 0 ? table.firstRow : table.lastRow)
        guard let under, under != proposed else { return }
        proposed = under
        let target = table.tableDelegate?.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: under) ?? under
        table.reportList("targetIndexPathForMoveFromRowAt", [TraceField("sourceIndexPath", source.traceValue),
                                                             TraceField("proposedDestinationIndexPath", under.traceValue),
                                                             TraceField("result", target.traceValue)])
        destination = target
    }

    private func autoscroll() {
        guard autoscrollSpeed != 0 else { return }
        let table = table
        DragAutoscroll.step(table, velocity: Point(x: 0, y: autoscrollSpeed), over: now.seconds - lastStep.seconds)
        lastStep = now
        updateDestination()
        autoscrollSpeed = DragAutoscroll.velocity(of: table, at: Point(x: table.bounds.midX, y: press.location(in: table).y)).y
        if autoscrollSpeed != 0 {
            scheduleFrame()
        }
    }

    // MARK: Putting it down

    /// Tells the data source the row's new place, recorded, when it has one.
    private func moveRow() {
        let table = table
        guard let source, let destination, destination != source, let dataSource = table.dataSource else { return }
        dataSource.tableView(table, moveRowAt: source, to: destination)
        guard !table.dataSourceLacksMoveRowAt else {
            self.destination = source
            return
        }
        moved = true
        table.reportList("moveRowAt", [TraceField("sourceIndexPath", source.traceValue), TraceField("destinationIndexPath", destination.traceValue)])
    }

    /// Starts the picture's way to the place of the row at `row`, over the drag's settle duration.
    private func settle(at row: IndexPath?) {
        guard let preview else { return }
        var place = preview.home
        if let row {
            place.y = table.convert(table.rectForRow(at: row), to: nil).midY
        }
        settling = SettleAnimation(start: now, from: preview.center, to: place)
    }

    private func advanceFrame() {
        guard let settling else { return }
        preview?.center = settling.step(at: now).position
        if settling.progress(at: now) < 1 {
            scheduleFrame()
        }
    }

    /// Takes the picture away; a table whose row moved shows its rows in their new order.
    private func dropRow() {
        preview?.removeFromSuperview()
        preview = nil
        source = nil
        destination = nil
        proposed = nil
        touched = nil
        settling = nil
        autoscrollSpeed = 0
        if moved {
            moved = false
            table.reloadData()
        }
    }

    // MARK: Frames

    var frameWindow: Window? { table.window }

    func frameTicked() {
        handle(.frameTicked)
    }

    deinit {
        frame.cancel()
    }
}
