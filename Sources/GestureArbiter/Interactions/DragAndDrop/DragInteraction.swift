/// Lets a press lift items out of a view and a finger carry them to a drop target; UIKit's
/// `UIDragInteraction` (I1–I7).
///
/// Added with ``View/addInteraction(_:)``, it puts two recognizers on the view: a
/// ``LongPressGestureRecognizer`` of ``liftDelay`` that asks the delegate for items when it would
/// begin and begins only with some (cancelling the view's touches and a scroll view's pan, as any
/// long press does), and a tap that adds this view's items to another view's drag under way.
/// The table ``DragLifecycle`` runs the drag; the window it is carried in knows it.
public final class DragInteraction: Interaction, FrameDriven {
    public private(set) weak var delegate: DragInteractionDelegate?
    public private(set) weak var view: View?

    /// How long a finger is held still before the items lift: 500 ms, a long press's documented
    /// default (a marked choice: Apple gives no figure, <doc:DragAndDrop>).
    public static let liftDelay = 0.5
    /// How far the finger moves after the lift before the drag begins, in points (a marked choice).
    public static let beginDistance = 10.0
    /// How long a dropped preview fades, or a cancelled one goes back, in seconds (a marked choice).
    public static let settleDuration = 0.3

    /// Whether a new interaction lifts anything on a device of this idiom: on a pad yes, on a phone
    /// no, UIKit's device-dependent `isEnabledByDefault` (<doc:DragAndDrop>).
    public static func isEnabledByDefault(for idiom: UserInterfaceIdiom) -> Bool {
        idiom == .pad
    }

    /// Whether the interaction lifts items and adds them to drags. Until it is set it follows
    /// ``isEnabledByDefault(for:)`` for the idiom of the view's window (a phone's without one).
    public var isEnabled: Bool {
        get { enabledSetting ?? Self.isEnabledByDefault(for: view?.readWindow { $0.userInterfaceIdiom } ?? .phone) }
        set { enabledSetting = newValue }
    }
    private var enabledSetting: Bool?

    /// Where the drag is in ``DragLifecycle``.
    public private(set) var state = DragLifecycle.State.idle
    private static let table = DragLifecycle.table

    let lift = DragLiftRecognizer()
    let addItemsTap = DragAddItemsRecognizer()
    private let gate = DragGate()
    private let machineName = DerivedTraceName(suffix: ".drag")

    /// The drag lifted or carried, the preview following the finger and where the lift began.
    private var session: LocalDragSession?
    private var preview: DragPreviewView?
    private var liftPoint = Point.zero
    /// The drop target under the finger and its last proposal.
    private var target: DropInteraction?
    private var operation = DropOperation.cancel
    /// The drop interactions this drag has asked `canHandle`, with their answers, and those it
    /// entered, in the order met.
    private var asked: [(interaction: DropInteraction, canHandle: Bool)] = []
    private var entered: [DropInteraction] = []
    /// The scroll view the drag scrolls, its velocity and the time of the last step.
    private var autoscrolled: ScrollView?
    private var autoscrollVelocity = Point.zero
    private var lastStep = VirtualTime.zero
    /// The preview's fade or way back, and whether it fades.
    private var settling: SettleAnimation?
    private var settleFades = false
    /// The animators of cancelled items, completed when the preview is back.
    private var cancelAnimators: [DragAnimator] = []
    /// The items a tap offered, for this drag (``addItems(_:)``) or another's.
    private var offeredItems: [DragItem] = []
    let frame = PendingFrame()

    /// The number of items lifted or carried; 0 when idle.
    public var itemCount: Int { session?.items.count ?? 0 }

    /// Whether the interaction records its delegate's calls; a table's own interactions leave that
    /// to the table, which records its delegates' calls instead.
    var recordsCalls = true
    /// The view the lift picks up, when it is not the interaction's (a table's row); its delegate
    /// sets it while giving the items.
    var liftedView: View?

    public init(delegate: DragInteractionDelegate) {
        self.delegate = delegate
        lift.minimumPressDuration = Self.liftDelay
        gate.interaction = self
        lift.delegate = gate
        addItemsTap.delegate = gate
        lift.receivesTouch = { [unowned self] _ in state == .idle && isEnabled }
        addItemsTap.receivesTouch = { [unowned self] _ in isEnabled && carriedDragInWindow != nil }
        _ = lift.addTarget { [unowned self] recognizer in
            switch recognizer.state {
            case .began: handle(.liftBegan)
            case .changed: handle(.fingerMoved)
            case .ended: handle(.fingerLifted)
            case .cancelled: handle(.liftCancelled)
            case .possible, .failed: break
            }
        }
        _ = addItemsTap.addTarget { [unowned self] recognizer in
            if recognizer.state == .ended, let carried = carriedDragInWindow {
                carried.addItems(offeredItems)
            }
            offeredItems = []
        }
    }

    public func willMove(to view: View?) {
        if state != .idle {
            handle(.viewLeftWindow)
        }
        self.view?.removeGestureRecognizer(lift)
        self.view?.removeGestureRecognizer(addItemsTap)
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(lift)
        view?.addGestureRecognizer(addItemsTap)
    }

    /// The drag carried in the view's window, if a finger is carrying one.
    private var carriedDragInWindow: DragInteraction? {
        guard let carried = view?.readWindow({ $0.carriedDrag }) ?? nil, carried.state == .dragging else { return nil }
        return carried
    }

    // MARK: Gates

    /// Asks the delegate for items at the press's location, recorded; the lift begins only with some.
    func liftMayBegin() -> Bool {
        guard let view, let delegate else { return false }
        let session = LocalDragSession(items: [], at: lift.location(in: nil), origin: self)
        liftedView = nil
        let items = delegate.dragInteraction(self, itemsForBeginning: session)
        if recordsCalls { view.recordInteraction("itemsForBeginning", [TraceField("location", .point(session.location(in: view))), TraceField("items", .number(Double(items.count)))]) }
        guard !items.isEmpty else { return false }
        session.add(items)
        self.session = session
        return true
    }

    /// Asks the delegate for items to add to the drag carried, recorded; the tap recognizes only with some.
    func addMayBegin() -> Bool {
        guard let view, let delegate, let carried = carriedDragInWindow, let session = carried.session else { return false }
        let point = addItemsTap.location(in: view)
        offeredItems = delegate.dragInteraction(self, itemsForAddingTo: session, withTouchAt: point)
        if recordsCalls {
            view.recordInteraction("itemsForAddingTo", [TraceField("location", .point(point)), TraceField("items", .number(Double(offeredItems.count)))])
        }
        return !offeredItems.isEmpty
    }

    /// Takes items a tap on another view offered.
    private func addItems(_ items: [DragItem]) {
        offeredItems = items
        handle(.itemsAdded)
    }

    // MARK: The machine

    func handle(_ trigger: DragLifecycle.Trigger) {
        Self.table.run(trigger, log: window?.transitionLog, name: machineName.name(from: view?.traceName ?? "view"), state: { state }) { condition in
            switch condition {
            case .movedFar: lift.location(in: nil).distance(to: liftPoint) > Self.beginDistance
            case .targetAccepts: target != nil && operation.drops
            case .arrived: (settling?.progress(at: now) ?? 1) >= 1
            }
        } enter: { state, _ in
            self.state = state
        } perform: { action in
            perform(action)
        }
    }

    private var now: VirtualTime { window?.clock.now ?? .zero }

    /// The view's window, or the one the drag was lifted in once the view has left it.
    private var window: Window? { view?.window ?? liftWindow }
    private weak var liftWindow: Window?

    private func perform(_ action: DragLifecycle.Action) {
        switch action {
        case .liftItems: liftItems()
        case .beginSession:
            // The finger moving off a context menu opened with the lift turns it into the drag (I7).
            for case let menu as ContextMenuInteraction in view?.interactions ?? [] {
                menu.dismissMenu()
            }
            session?.began = true
            report("sessionWillBegin", [])
            if let session { delegate?.dragInteraction(self, sessionWillBegin: session) }
        case .moveSession: moveSession()
        case .autoscroll: autoscroll()
        case .addItems:
            session?.add(offeredItems)
            offeredItems = []
        case .performDrop:
            guard let session, let target else { return }
            report("willEndWith", [TraceField("operation", .string(operation.rawValue))])
            delegate?.dragInteraction(self, session: session, willEndWith: operation)
            target.performDrop(session)
        case .cancelDrag: cancelDrag()
        case .animateDrop: settle(to: preview?.center ?? .zero, fading: true)
        case .animateReturn: settle(to: preview?.home ?? .zero, fading: false)
        case .startFrames: scheduleFrame()
        case .advanceFrame: advanceFrame()
        case .stopFrames: stopFrames()
        case .concludeDrop:
            if let session { target?.concludeDrop(session) }
        case .endSession: endSession()
        }
    }

    /// Records a delegate call on the view, in the window the drag was lifted in (which the
    /// view may have left).
    private func report(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        guard recordsCalls, let view, let trace = window?.trace else { return }
        trace.record(.interaction(view: view.traceName, callback: callback, fields: fields()))
    }

    // MARK: Lift and carry

    private func liftItems() {
        guard let view, let window = view.window, let session else { return }
        liftPoint = session.point
        let lifted = liftedView ?? view
        let preview = DragPreviewView(covering: lifted.convert(lifted.bounds, to: nil), grippedAt: liftPoint, name: view.traceName + ".dragPreview")
        window.addSubview(preview)
        self.preview = preview
        liftWindow = window
        window.carriedDrag = self
        report("willAnimateLiftWith", [TraceField("items", .number(Double(session.items.count)))])
        let animator = DragAnimator()
        delegate?.dragInteraction(self, willAnimateLiftWith: animator, session: session)
        animator.animate()
        animator.complete(at: .end)
    }

    /// Moves the preview with the finger, tells the delegate, asks the target under the finger
    /// and starts or stops the autoscroll.
    private func moveSession() {
        guard let session, let view else { return }
        let point = lift.location(in: nil)
        session.point = point
        preview?.follow(point)
        report("sessionDidMove", [TraceField("location", .point(session.location(in: view)))])
        delegate?.dragInteraction(self, sessionDidMove: session)
        let hit = view.window?.hitTest(point, with: nil)
        updateTarget(hit: hit)
        findAutoscroll(hit: hit)
        if autoscrollVelocity == .zero {
            stopFrames()
        } else if !frame.isPending {
            lastStep = now
            scheduleFrame()
        }
    }

    /// Finds the drop target under the finger (the first view from `hit` up with a drop
    /// interaction that can handle the drag), tells the one left and the one entered, and asks
    /// the target for its proposal.
    private func updateTarget(hit: View?) {
        guard let session else { return }
        let found = dropTarget(from: hit, session)
        if found !== target {
            if let target { target.sessionExited(session) }
            target = found
            if let found {
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                found.sessionEntered(session)
            }
        }
        operation = target?.sessionUpdated(session) ?? .cancel
    }

    private func dropTarget(from hit: View?, _ session: LocalDragSession) -> DropInteraction? {
        var candidate = hit
        while let view = candidate {
            for case let interaction as DropInteraction in view.interactions {
                if let known = asked.first(where: { $0.interaction === interaction }) {
                    if known.canHandle { return interaction }
                } else {
                    let answer = interaction.canHandle(session)
                    asked.append((interaction, answer))
                    if answer { return interaction }
                }
            }
            candidate = view.superview
        }
        return nil
    }

    /// The innermost scroll view from `hit` up that the finger is near a scrollable edge of.
    private func findAutoscroll(hit: View?) {
        autoscrolled = nil
        autoscrollVelocity = .zero
        guard let session else { return }
        var candidate = hit
        while let view = candidate {
            if let scrollView = view as? ScrollView {
                let velocity = DragAutoscroll.velocity(of: scrollView, at: scrollView.convert(session.point, from: nil))
                if velocity != .zero {
                    autoscrolled = scrollView
                    autoscrollVelocity = velocity
                    return
                }
            }
            candidate = view.superview
        }
    }

    /// One frame of the autoscroll: the content moves by the velocity over the time since the
    /// last step, within its range; the target under the finger is asked again.
    private func autoscroll() {
        guard let scrollView = autoscrolled, autoscrollVelocity != .zero else { return }
        DragAutoscroll.step(scrollView, velocity: autoscrollVelocity, over: now.seconds - lastStep.seconds)
        lastStep = now
        guard let session, let window else { return }
        let hit = window.hitTest(session.point, with: nil)
        updateTarget(hit: hit)
        findAutoscroll(hit: hit)
        if autoscrollVelocity != .zero {
            scheduleFrame()
        }
    }

    // MARK: Ending

    private func cancelDrag() {
        guard let session else { return }
        if let target {
            target.sessionExited(session)
            self.target = nil
        }
        operation = .cancel
        report("willEndWith", [TraceField("operation", .string(DropOperation.cancel.rawValue))])
        delegate?.dragInteraction(self, session: session, willEndWith: .cancel)
        for (index, item) in session.items.enumerated() {
            let animator = DragAnimator()
            report("willAnimateCancelWith", [TraceField("item", .number(Double(index)))])
            delegate?.dragInteraction(self, item: item, willAnimateCancelWith: animator)
            animator.animate()
            cancelAnimators.append(animator)
        }
    }

    private func settle(to point: Point, fading: Bool) {
        settling = SettleAnimation(start: now, from: preview?.center ?? point, to: point)
        settleFades = fading
    }

    /// Moves the preview along its curve to where the clock is.
    private func advanceFrame() {
        guard let settling else { return }
        let step = settling.step(at: now)
        preview?.center = step.position
        if settleFades {
            preview?.alpha = 1 - step.eased
        }
        if settling.progress(at: now) < 1 {
            scheduleFrame()
        }
    }

    /// Takes the preview away and tells the delegate and every target entered that the drag is over.
    private func endSession() {
        preview?.removeFromSuperview()
        preview = nil
        if let window, window.carriedDrag === self {
            window.carriedDrag = nil
        }
        let animators = cancelAnimators
        cancelAnimators = []
        animators.forEach { $0.complete(at: .end) }
        if let session, session.began {
            report("didEndWith", [TraceField("operation", .string(operation.rawValue))])
            delegate?.dragInteraction(self, session: session, didEndWith: operation)
            for interaction in entered {
                interaction.sessionEnded(session)
            }
        }
        session = nil
        liftedView = nil
        target = nil
        operation = .cancel
        asked = []
        entered = []
        autoscrolled = nil
        autoscrollVelocity = .zero
        settling = nil
    }

    // MARK: Frames

    /// The view's window, whose clock gives the frames.
    var frameWindow: Window? { view?.window }

    func frameTicked() {
        handle(.frameTicked)
    }

    deinit {
        frame.cancel()
    }
}

extension DragInteraction: WindowObservingInteraction {
    /// Ends the drag at once when the view leaves its window.
    func viewDidChangeWindow() {
        if state != .idle {
            handle(.viewLeftWindow)
        }
    }
}

/// The delegate of the interaction's two recognizers: the lift begins only with items, the tap
/// only with items to add; the lift recognizes with a context menu's press on the same view, so
/// that the menu opens with the items lifted (I7).
final class DragGate: GestureRecognizerDelegate {
    weak var interaction: DragInteraction?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let interaction else { return false }
        return recognizer === interaction.lift ? interaction.liftMayBegin() : interaction.addMayBegin()
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        recognizer is DragLiftRecognizer && other is ContextMenuPressRecognizer && other.view === recognizer.view
    }
}
