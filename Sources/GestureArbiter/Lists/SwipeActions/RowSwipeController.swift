import Foundation

/// A list's books on its swiped row (R1–R6): the swipe pan and its gates, which row shows its
/// actions on which edge and how far it has moved, and the run of ``RowSwipe``. One row at a time.
/// A table's rows and a list-layout collection's items are swiped alike; `Host` is the list.
final class RowSwipeController<Host: SwipeActionsHost>: FrameDriven {
    /// The list, which owns this and lends itself once it exists (``attach(to:)``).
    private var table: Host { tableReference.readPresent { $0 } }
    private var tableReference = UnownedReference<Host>(nil)

    let pan = SwipeActionsPanGestureRecognizer()
    private let gate = RowSwipeGate<Host>()

    private(set) var state = RowSwipe.State.closed
    /// The table of ``RowSwipe``, kept in a constant (HotPathIdioms: tables in constants).
    private let machine = RowSwipe.table

    /// The row swiped, the edge its actions show on, and its configuration for that edge.
    private(set) var row: IndexPath?
    private(set) var trailing = true
    private var configuration: SwipeActionsConfiguration?
    /// The configurations the delegate offered for the row a finger went down on, asked then.
    private var offered: (row: IndexPath, leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)?
    /// How far the row has moved sideways: negative to show trailing actions, positive leading ones.
    private(set) var offset = 0.0
    /// Where the drag started from and the finger's translation counted so far.
    private var dragStart = 0.0
    private var consumedHysteresis = 0.0
    /// The spring or slide that moves the row, with the place it heads for.
    private var animation: AxisMotion?
    private var target = 0.0
    let frame = PendingFrame()
    /// The swiped row's cell and the buttons shown beside it, held until the row closes.
    private var cell: Host.Cell?
    private var pullView: SwipeActionPullView?
    /// The buttons' widths together, the room the row leaves open, and whether the configuration
    /// allows a full swipe; found when the swipe begins.
    private var actionsWidth = 0.0
    private var allowsFullSwipe = false
    /// The row's width, the farthest it moves, found when the drag begins.
    private var rowWidth = 0.0
    /// The action whose handler runs, waiting for its completion.
    private var runningAction: ContextualAction?
    /// The finger that went down away from the open row: the table selects nothing with it (R5).
    private(set) var closingTouch: Int?
    /// The delegate found to leave both configurations to the protocol's defaults: asked no more.
    var delegateLacking: ObjectIdentifier?
    /// Which configurations the delegate just left to the protocol's defaults, as they note.
    var defaultAnswers: (leading: Bool, trailing: Bool) = (false, false)

    /// Clears ``closingTouch`` once its finger is among `touches`, lifted or cancelled.
    func touchesEnded(_ touches: [Touch]) {
        if let closing = closingTouch, touches.contains(where: { $0.id == closing }) { closingTouch = nil }
    }

    /// The touches the list may select with: all but the finger that closed an open row (R5).
    func selectingTouches(_ touches: [Touch]) -> [Touch] {
        guard let closing = closingTouch else { return touches }
        return touches.filter { $0.id != closing }
    }

    /// Closes the swiped row at once, if a row is swiped: the list reloads, leaves its window,
    /// enters editing mode or changes its layout.
    func close() {
        if state != .closed { handle(.closeRequested) }
    }

    /// Above the actions' width, a row whose configuration allows no full swipe moves 0.4 pt per
    /// point of the finger (SwipeCellKit's ratio for Mail's rows).
    static var resistance: Double { 0.4 }
    /// At the lift, a finger faster than this decides by its direction; slower, the row opens
    /// past half its actions' width (R2, a marked choice).
    static var decidingSpeed: Double { 50 }

    init() {}

    func attach(to table: Host) {
        tableReference = UnownedReference(table)
        gate.controller = UnownedReference(self)
        pan.delegate = gate
        pan.receivesTouch = { [unowned self] touch in receives(touch) }
        _ = pan.addTarget { [unowned self] recognizer in
            switch recognizer.state {
            case .began: handle(.panBegan)
            case .changed: handle(.panMoved)
            case .ended: handle(.panEnded)
            case .cancelled, .failed: handle(.panCancelled)
            case .possible: break
            }
        }
        table.addGestureRecognizer(pan)
    }

    // MARK: Gates

    /// Whether the swipe pan takes `touch`: on a row offering actions while none is open; on the
    /// open row, which it may drag. A touch elsewhere while a row is open closes it (R5).
    private func receives(_ touch: Touch) -> Bool {
        switch state {
        case .closed:
            closingTouch = nil
            // In editing mode rows are not swiped (I9).
            guard table.allowsRowSwipes, table.mayOfferSwipeActions, let touched = table.swipeIndexPath(at: touch.location(in: table)),
                  let offer = table.swipeConfigurations(for: touched) else { return false }
            offered = (touched, offer.leading, offer.trailing)
            return true
        case .open, .settling:
            if let pullView, touch.view.map({ $0.isDescendant(of: pullView) }) == true {
                return true
            }
            closingTouch = touch.id
            let touched = table.swipeIndexPath(at: touch.location(in: table))
            handle(.touchedElsewhere)
            return touched == row && state != .closed
        case .tracking, .performing:
            closingTouch = touch.id
            return false
        }
    }

    /// Whether the swipe pan may begin: a sideways movement, on the open row or on a row that
    /// offers actions on the edge the finger moves away from.
    func mayBegin() -> Bool {
        let travel = pan.translation(in: table)
        guard abs(travel.x) > abs(travel.y) else { return false }
        switch state {
        case .open, .settling:
            return row != nil
        case .closed:
            guard let offered else { return false }
            let edge = travel.x < 0 ? offered.trailing : offered.leading
            return !(edge?.actions.isEmpty ?? true)
        case .tracking, .performing:
            return false
        }
    }

    // MARK: The machine

    func handle(_ trigger: RowSwipe.Trigger) {
        machine.run(trigger, log: table.window?.transitionLog, name: table.traceName, state: { state }) { condition in
            switch condition {
            case .fullSwipe: liftPerformsFullSwipe()
            case .liftOpens: liftOpens()
            case .arrived: animation.map { $0.advanced(to: now).next.isResting } ?? true
            case .settlesOpen: target != 0
            }
        } enter: { state, _ in
            self.state = state
        } perform: { action in
            perform(action)
        }
    }

    private var now: VirtualTime { table.window?.clock.now ?? .zero }

    private func perform(_ action: RowSwipe.Action) {
        switch action {
        case .beginEditing: beginEditing()
        case .beginTracking: beginTracking()
        case .followFinger: followFinger()
        case .settleOpen: spring(to: trailingSign * actionsWidth, velocity: liftVelocity)
        case .settleClosed: spring(to: 0, velocity: liftVelocity)
        case .slideOut: spring(to: trailingSign * table.bounds.width, velocity: liftVelocity)
        case .performFirstAction: performAction(at: 0, fullSwipe: true)
        case .performTappedAction: performAction(at: tappedAction, fullSwipe: false)
        case .startFrames: scheduleFrame()
        case .advanceFrame: advanceFrame()
        case .stopFrames: stopFrames()
        case .placeClosed:
            animation = nil
            offset = 0
            place()
        case .endEditing: endEditing()
        }
    }

    private var trailingSign: Double { trailing ? -1 : 1 }

    /// The finger's sideways velocity as it lifts (zero when it stopped first, as a scroll view
    /// releases), or none outside a lift.
    private var liftVelocity: Double {
        pan.state == .ended || pan.state == .cancelled ? pan.releaseVelocity().x : 0
    }

    // MARK: Tracking

    private func beginEditing() {
        guard let offered else { return }
        let travel = pan.translation(in: table)
        trailing = travel.x < 0
        row = offered.row
        configuration = trailing ? offered.trailing : offered.leading
        actionsWidth = configuration?.width ?? 0
        allowsFullSwipe = configuration?.performsFirstActionWithFullSwipe == true
        offset = 0
        table.tellEditing(offered.row, begins: true)
        guard let cell = table.swipeCell(at: offered.row), let configuration else { return }
        self.cell = cell
        let pullView = SwipeActionPullView(configuration: configuration, trailing: trailing, rowName: cell.traceName) { [unowned self] index in
            tappedAction = index
            handle(.actionTapped)
        }
        cell.addSubview(pullView)
        self.pullView = pullView
    }

    /// The action whose button was tapped, for ``RowSwipe/Action/performTappedAction``.
    private var tappedAction = 0

    /// Starts following the finger from where the row is; the move that began the pan counts
    /// only past its 10 pt threshold, as a scroll view's drag does (S4), so the row does not jump.
    /// The finger's movement is read in the window's coordinates, the table's unless it is
    /// transformed (a choice that spares a conversion per move).
    private func beginTracking() {
        animation = nil
        let travel = pan.translation(in: nil)
        let reach = max(abs(travel.x), abs(travel.y))
        consumedHysteresis = reach > pan.hysteresis ? travel.x * pan.hysteresis / reach : travel.x
        dragStart = offset
        rowWidth = table._bounds.width
        followFinger()
    }

    /// Moves the row with the finger, on its actions' side only: one for one up to the row's
    /// width when a full swipe is allowed, past the actions' width with resistance otherwise.
    private func followFinger() {
        let raw = (dragStart + pan.translation(in: nil).x - consumedHysteresis) * trailingSign
        let width = actionsWidth
        var reach = max(0, raw)
        if allowsFullSwipe {
            reach = min(reach, rowWidth)
        } else if reach > width {
            reach = width + (reach - width) * Self.resistance
        }
        offset = trailingSign * reach
        place()
    }

    /// Whether the lift performs the first action: the row has moved past its actions' width, and
    /// past the row's width less 30 pt or the finger past four fifths of the row from the edge
    /// it left (SwipeCellKit's measures of Mail's full swipe, R3).
    private func liftPerformsFullSwipe() -> Bool {
        guard let configuration, configuration.performsFirstActionWithFullSwipe, !configuration.actions.isEmpty else { return false }
        let reach = abs(offset)
        let rowWidth = table.bounds.width
        guard reach > actionsWidth else { return false }
        if reach > max(actionsWidth + 20, rowWidth - 30) { return true }
        let fingerX = pan.location(in: table).x - table.bounds.minX
        let travelled = trailing ? rowWidth - fingerX : fingerX
        return rowWidth > 0 && travelled / rowWidth > 0.8
    }

    /// Whether the lift opens the row: a finger faster than ``decidingSpeed`` decides by its
    /// direction, a slower one leaves it open past half its actions' width (R2).
    private func liftOpens() -> Bool {
        let velocity = liftVelocity
        if abs(velocity) >= Self.decidingSpeed {
            return (velocity < 0) == trailing
        }
        return abs(offset) > actionsWidth / 2
    }

    // MARK: Actions

    private func performAction(at index: Int, fullSwipe: Bool) {
        guard let configuration, let row, index < configuration.actions.count else { return }
        let action = configuration.actions[index]
        runningAction = action
        table.reportSwipeAction("contextualActionHandler", action, row, [TraceField("fullSwipe", .bool(fullSwipe))])
        var completed = false
        let source: View = pullView?.buttons[index] ?? table
        action.handler(action, source) { [weak self] performed in
            guard !completed, let self else { return }
            completed = true
            table.reportSwipeAction("contextualActionCompletion", action, row, [TraceField("actionPerformed", .bool(performed))])
            if runningAction === action {
                runningAction = nil
                handle(.actionCompleted)
            }
        }
    }

    private func endEditing() {
        let ended = row
        pullView?.removeFromSuperview()
        pullView = nil
        if let cell {
            cell.contentView.frame = Rect(origin: .zero, size: cell.bounds.size)
        }
        cell = nil
        row = nil
        configuration = nil
        runningAction = nil
        offset = 0
        table.tellEditing(ended, begins: false)
    }

    /// Tells the machine that the table moved: an open row closes (R5), and one whose cell left
    /// the screen closes at once.
    func tableMoved() {
        guard state != .closed else { return }
        if let row, table.swipeCell(at: row) == nil {
            handle(.closeRequested)
        } else if state == .open || state == .settling {
            handle(.tableScrolled)
        }
    }

    // MARK: Motion

    private func spring(to target: Double, velocity: Double) {
        self.target = target
        animation = .springing(start: now, target: target, displacement: offset - target, velocity: velocity, spring: .pageSnap)
    }

    private func advanceFrame() {
        guard let motion = animation else { return }
        let step = motion.advanced(to: now)
        animation = step.next
        if case let .resting(at) = step.next {
            offset = at
        } else {
            offset = step.position
        }
        place()
        if !step.next.isResting {
            scheduleFrame()
        }
    }

    var frameWindow: Window? { table.window }

    func frameTicked() {
        handle(.frameTicked)
    }

    deinit {
        frame.cancel()
    }

    /// Puts the row's content at its offset and the buttons in the room it leaves, and records a
    /// move (`swipeMoved`, for the timeline).
    private func place() {
        if offset != recordedOffset, let row, cell?.window?.trace.isActive != false {
            recordedOffset = offset
            table.reportList("swipeMoved", [TraceField("indexPath", row.traceValue), TraceField("offset", .number(offset))])
        }
        guard let cell else { return }
        // The content view's center, set whole: cheaper than its frame, and no mutation in place.
        let size = cell._bounds.size
        cell.contentView.center = Point(x: offset + size.width / 2, y: size.height / 2)
        pullView?.place(room: abs(offset), rowSize: size)
    }

    /// The offset last recorded.
    private var recordedOffset = 0.0
}

/// The swipe pan's delegate: it lets the pan begin only as ``RowSwipeController/mayBegin()`` says.
/// It holds the controller, which owns it, unowned: a weak reference would give the controller a
/// side table, and every retain of it on a move the slow path.
final class RowSwipeGate<Host: SwipeActionsHost>: GestureRecognizerDelegate {
    var controller = UnownedReference<RowSwipeController<Host>>(nil)

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        controller.read { $0.mayBegin() } ?? false
    }
}
