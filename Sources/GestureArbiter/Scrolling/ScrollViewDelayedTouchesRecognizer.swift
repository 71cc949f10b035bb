/// The recognizer with which a scroll view delays its content's touches (S1–S3, S6); UIKit has
/// a private one of the same idea. Its decisions are the rows of ``ContentTouchDelay``.
///
/// It delays touchesBegan (A4) and never touchesEnded, and it prevents no other recognizer:
/// recognizing only means "the content does not get this touch".
public final class ScrollViewDelayedTouchesRecognizer: GestureRecognizer {
    /// Where the recognizer is in ``ContentTouchDelay``.
    public private(set) var delay: ContentTouchDelay.State {
        get { _delay }
        set { _delay = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _delay = ContentTouchDelay.State.waitingForTouch
    /// The table of ``ContentTouchDelay``, kept in a constant (HotPathIdioms: tables in constants).
    private let delayTable = ContentTouchDelay.table

    override init(target action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(target: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    public override var isDiscrete: Bool { true }

    public override var traceName: String {
        if let identifier { return identifier }
        guard let scrollViewName = view?.traceName else { return "delay" }
        return derivedName.name(from: scrollViewName)
    }
    private let derivedName = DerivedTraceName(suffix: ".delay")

    /// The scroll view that made it, cleared when that scroll view goes: while the recognizer is
    /// on it, its guards read it from here rather than casting its view (a lent reference).
    var home = UnownedReference<ScrollView>(nil)

    private var scrollView: ScrollView? {
        let onHome = home.read { home in readView { $0 === home } ?? false } ?? false
        return onHome ? home.object : view as? ScrollView
    }

    public override func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    public override func touchesBegan(_ touches: [Touch], with event: Event) {
        advance(.touchesBegan, event: event)
    }

    public override func touchesMoved(_ touches: [Touch], with event: Event) {
        advance(.touchesMoved, event: event)
    }

    public override func touchesEnded(_ touches: [Touch], with event: Event) {
        advance(.touchesEnded, event: event)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: Event) {
        advance(.touchesCancelled, event: event)
    }

    public override func reset() {
        super.reset()
        stopTimer()
        delay = .waitingForTouch
    }

    /// The content-touch delay (S1).
    static let delayTimer = RecognizerTimer("contentTouchDelay")

    public override func timerFired(_ timer: RecognizerTimer) {
        advance(.delayTimerFired, event: nil)
    }

    private func advance(_ trigger: ContentTouchDelay.Trigger, event: Event?) {
        guard let scrollView else { return }
        delayTable.run(trigger, log: transitionLog, name: traceName, state: { delay }) {
            holds($0, in: scrollView, event: event)
        } enter: { state, _ in
            delay = state
        } perform: {
            perform($0, in: scrollView)
        }
    }

    private func holds(_ condition: ContentTouchDelay.Guard, in scrollView: ScrollView, event: Event?) -> Bool {
        switch condition {
        case .scrollViewMoving:
            return scrollView.isDecelerating
        case .delaysContentTouches:
            return scrollView.delaysContentTouches
        case .movedAlongFixedAxis:
            return touches.contains { touch in
                let moved = Point(x: touch.locationInWindow.x - touch.initialLocationInWindow.x, y: touch.locationInWindow.y - touch.initialLocationInWindow.y)
                return (!scrollView.scrollsHorizontally && abs(moved.x) > constants.panHysteresis)
                    || (!scrollView.scrollsVertically && abs(moved.y) > constants.panHysteresis)
            }
        case .contentMayBegin:
            return contentMayBegin(in: scrollView, event: event)
        }
    }

    private func perform(_ action: ContentTouchDelay.Action, in scrollView: ScrollView) {
        switch action {
        case .stopScrolling:
            scrollView.stopMotion()
        case .startDelayTimer:
            startTimer(Self.delayTimer, after: constants.contentTouchDelay)
        case .stopTimer:
            stopTimer()
        case .release:
            fail(because: "released")
        case .withhold:
            state = .recognized
        }
    }

    /// The scroll view's answer for the content views the held touches are on; every one must
    /// agree. A touch on the scroll view itself is not content: nothing is asked for it.
    ///
    /// The touches are lent to the loop (``Array/containsLent(where:)``), and each touch's view
    /// with it: the array held here holds them through the scroll view's answer, which may call
    /// an override.
    private func contentMayBegin(in scrollView: ScrollView, event: Event?) -> Bool {
        let touches = sequenceTouches
        let someViewRefuses = touches.containsLent { touch in
            // Each content view is asked once, at its first touch, in the order the touches went down.
            guard let view = touch.view, view !== scrollView, touches.first(where: { $0.view === view }) === touch else { return false }
            // Most sequences are one finger on one view: they are passed as they are.
            if touches.allSatisfy({ $0.view === view }) {
                return !scrollView.askTouchesShouldBegin(touches, with: event, in: view)
            }
            return !scrollView.askTouchesShouldBegin(touches.filter { $0.view === view }, with: event, in: view)
        }
        return !someViewRefuses
    }
}
