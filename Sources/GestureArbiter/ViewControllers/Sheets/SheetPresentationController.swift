/// How a view controller presented as a sheet sits on the screen: its detents, its dimming, and
/// the drag that moves it between them and down to dismiss it; UIKit's
/// `UISheetPresentationController` (N5–N8).
///
/// A controller's ``ViewController/sheetPresentationController`` is made on first use and kept;
/// set it up before ``ViewController/present(_:animated:completion:)``. The sheet is a card as
/// wide as the window whose top is ``height`` points above the window's bottom edge, over a
/// dimming view; the presented controller's view fills the card. The presenting controller's
/// view stays where it is and gets no appearance calls, as on UIKit since iOS 13 for sheets.
public final class SheetPresentationController {
    /// The controller the sheet shows. The controller owns its sheet and its presenter owns the
    /// controller while it is presented; the sheet holds it weakly, so that nothing cycles, and
    /// reading this after the controller is gone is a programming error and traps.
    public var presentedViewController: ViewController {
        guard let presented else { preconditionFailure("the sheet's presented view controller no longer exists") }
        return presented
    }
    /// The controller the sheet shows, while it exists: what the sheet's own work reads.
    weak var presented: ViewController?
    /// The controller that presented it, while it is presented.
    public internal(set) weak var presentingViewController: ViewController?

    /// The heights the sheet rests at; `[.large()]` by default, as UIKit's. An empty list is read as the default.
    public var detents: [Detent] = [.large()] {
        didSet { detentsChanged() }
    }

    /// The detent the sheet rests at, or nil for the smallest; a drag changes it, and setting it
    /// moves the sheet there, at once or inside ``animateChanges(_:)`` on the clock.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }

    /// The largest detent at which the sheet leaves what is under it undimmed and touchable; nil
    /// (the default) dims it at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { updateDimming() }
    }

    /// Whether a drag up in a scroll view of the sheet's content grows the sheet to its largest
    /// detent before the content scrolls; true by default, as UIKit's (N8).
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet shows a grabber at its top; false by default. The engine draws nothing,
    /// so this only says what a renderer should show.
    public var prefersGrabberVisible = false

    /// Asked and told about the user's changes; held weakly, as UIKit holds it.
    public weak var delegate: SheetPresentationControllerDelegate?

    /// Where the sheet is; the table that moves it is ``SheetMotion``.
    public internal(set) var motion = SheetMotion.table.initial

    /// How far the card's top is above the window's bottom edge, in points.
    public internal(set) var height = 0.0

    /// The window-wide view that holds the dimming view and the card while the sheet is presented.
    public let containerView: View
    /// The view behind the card that dims what is under it, and dismisses the sheet when tapped.
    public let dimmingView = View(frame: .zero)
    /// The card: the presented controller's view fills it.
    public let sheetView = View(frame: .zero)
    /// The sheet's drag, on the card.
    let pan = PanGestureRecognizer()
    let dimmingTap = TapGestureRecognizer()
    /// The height the trace last recorded.
    private var recordedHeight = 0.0
    /// The large detent's height when the views were last laid out, and the presented view's
    /// frame then: a drag reads neither again on every move.
    var layoutMaximum = 0.0
    private var laidOutContent = Rect.zero

    /// The pan on the card that drags the sheet: other recognizers may require it to fail, or
    /// recognize with it.
    public var panGestureRecognizer: GestureRecognizer { pan }
    /// The tap on the dimming view that dismisses the sheet.
    public var dimmingTapGestureRecognizer: GestureRecognizer { dimmingTap }
    let gate = SheetGestureGate()

    // The machine's books.
    var animation: AxisMotion?
    var frameTimer: TimerID?
    var requestIsAnimated = false
    var animatesChanges = false
    var completion: (() -> Void)?
    /// Whether the dismissal under way is the user's (a drag or a tap), which the delegate hears of.
    var userDismissal = false
    var drag = SheetDrag()
    /// Set while a drag selects a detent, which moves nothing by itself.
    var suppressesDetentTrigger = false

    init(presentedViewController: ViewController) {
        presented = presentedViewController
        containerView = SheetContainerView(frame: .zero)
        containerView.addSubview(dimmingView)
        containerView.addSubview(sheetView)
        sheetView.addGestureRecognizer(pan)
        dimmingView.addGestureRecognizer(dimmingTap)
        gate.sheet = self
        pan.delegate = gate
        _ = pan.addTarget { [unowned self] recognizer in panChanged(recognizer.state) }
        _ = dimmingTap.addTarget { [unowned self] _ in handle(.dimmingTapped) }
    }

    /// Makes the changes `changes` makes to ``selectedDetentIdentifier`` or ``detents`` animate
    /// on the clock, as UIKit's `animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        animatesChanges = true
        changes()
        animatesChanges = false
    }

    // MARK: Detents

    private func detentsChanged() {
        guard !suppressesDetentTrigger else { return }
        handle(.detentChanged)
    }

    /// The window's height, or the container's when it is not in one.
    var windowHeight: Double {
        containerView.window?.bounds.height ?? containerView.bounds.height
    }

    /// The large detent's height: the window's height less its top safe area and 10 pt, the gap
    /// UIKit leaves above a large sheet on a phone (a choice: Apple gives no figure).
    var maximumHeight: Double {
        let window = containerView.window
        return max(0, windowHeight - (window?.safeAreaInsets.top ?? 0) - 10)
    }

    /// The detents that resolve, with their heights, lowest first.
    var resolvedDetents: [(identifier: Detent.Identifier, height: Double)] {
        let list = detents.isEmpty ? [.large()] : detents
        let maximum = maximumHeight
        return list.compactMap { detent in
            detent.resolvedHeight(windowHeight: windowHeight, maximum: maximum).map { (detent.identifier, $0) }
        }.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at: the selected one if it resolves, else the smallest.
    var currentDetent: (identifier: Detent.Identifier, height: Double)? {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    // MARK: Views

    /// The card's frame for ``height``; the presented view's only when the card's height changes
    /// (it grows past the large detent), since a drag moves the card on every event.
    func placeViews() {
        let bounds = containerView.bounds
        let cardHeight = max(layoutMaximum, height)
        sheetView.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: cardHeight)
        let content = Rect(x: 0, y: 0, width: bounds.width, height: cardHeight)
        if content != laidOutContent {
            laidOutContent = content
            presented?.viewIfLoaded?.frame = content
        }
        if height != recordedHeight {
            recordedHeight = height
            report("sheetMoved", [TraceField("height", .number(height))])
        }
    }

    /// Dims what is under the sheet, and lets the dimming view take taps, unless the detent it
    /// rests at is at most ``largestUndimmedDetentIdentifier`` (N7).
    func updateDimming() {
        var dimmed = true
        if let undimmed = largestUndimmedDetentIdentifier, let limit = resolvedDetents.first(where: { $0.identifier == undimmed }),
           let current = currentDetent {
            dimmed = current.height > limit.height
        }
        dimmingView.isHidden = !dimmed
    }

    /// Records a call under the presented controller; nothing is looked up when the sheet's
    /// window does not record (HotPathIdioms: nothing for what is skipped).
    func report(_ callback: String, _ fields: @autoclosure () -> [TraceField] = []) {
        if let window = containerView.window, !window.trace.isActive { return }
        presented?.report(callback, fields(), container: presentingViewController)
    }
}

/// The window-wide view of a sheet: it takes no touch itself, so that what the dimming view
/// leaves undimmed is touchable.
final class SheetContainerView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The sheet's pan's delegate: it begins on a vertical drag, and together with the pans of
/// scroll views in the card, whose movement it shares out (N8).
final class SheetGestureGate: GestureRecognizerDelegate {
    weak var sheet: SheetPresentationController?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let pan = recognizer as? PanGestureRecognizer else { return true }
        let travel = pan.translation(in: nil)
        return abs(travel.y) >= abs(travel.x)
    }

    /// Notes, as the first finger goes down, the scroll view under it and its offset, from which
    /// the drag shares out the finger's movement (N8).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        if recognizer.numberOfTouches == 0, let sheet {
            sheet.drag = SheetDrag()
            sheet.drag.scrollView = sheet.scrollView(under: touch)
            sheet.drag.scrollOffset = sheet.drag.scrollView?.contentOffset.y ?? 0
        }
        return true
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard let sheet, let scrollView = other.view as? ScrollView else { return false }
        return other === scrollView.panGestureRecognizer && scrollView.isDescendant(of: sheet.sheetView)
    }
}
