/// Checks the engine's promises (``Invariant``) while a window runs, and keeps the first one it
/// finds broken, with the trace records that led up to it.
///
/// A window runs its checker at the end of every ``Window/send(_:at:)``; the engine calls it as
/// well where the facts are: just before a view's touch method is called, when a recognizer's
/// state changes, when its actions fire, and when an update pass decides its last outcome. Call
/// ``Window/checkInvariants()`` after advancing the clock yourself (the fixture runner does, after
/// every step and once the scene has settled).
///
/// The checker only reads: it records nothing in the trace and changes no state. To decide
/// whether two recognizers may recognize together it asks their delegates again, without
/// recording the question, so delegates are expected to answer the same question the same way.
/// Failure requirements that only a delegate or subclass adds lazily are not checked; those made
/// with ``GestureRecognizer/require(toFail:)`` are.
///
/// Debug builds check every window, and trap at the first violation; release builds check only
/// when asked, with ``Window/startCheckingInvariants(response:)``.
public final class InvariantChecker {
    /// What the checker does when it finds an invariant broken.
    public enum Response: Sendable {
        /// Keep the first violation in ``violation``, and go on running.
        case record
        /// Stop the program with the violation's report, as a failed precondition does.
        case trap
    }

    public let response: Response

    /// The first invariant found broken, with what led to it; nil while all hold.
    public private(set) var violation: InvariantViolation?

    /// How many of the latest trace records a violation carries; it carries none unless the
    /// window's trace is recording (``Trace/isRecording``), since the checker keeps no records of its own.
    public var recordsKept = 40

    private var windowReference: WindowReference?
    private var window: Window? { windowReference?.window }

    /// The touches whose delivery is being followed, in the order first seen.
    private var ledger: [TouchEntry] = []
    /// The same entries by touch, for look-ups at every delivery.
    private var ledgerIndex: [ObjectIdentifier: TouchEntry] = [:]

    /// The latest touches that ended in their views and left the ledger, to name a late delivery
    /// as such: the last 32 at least, and never more than 64.
    private var finished: [FinishedTouch] = []

    /// The recognizers that began or recognized, in the order they did, until they reset.
    private var winners: [GestureRecognizer] = []

    /// The recognizers seen changing state since the scene was last at rest, in the order seen:
    /// with those taking part in arbitration, the only ones that can be anything but possible.
    /// The checker follows these, not the whole window, so that an event costs what it touched.
    private var changedRecognizers: [GestureRecognizer] = []

    /// Scroll views seen tracking or moving since they last came to rest, in the order seen, and
    /// whether the engine moved them (a drag, a glide, a bounce, a page snap, an animation, a
    /// chain's movement) rather than only tracking a finger.
    private var movingScrollViews: [(scrollView: ScrollView, engineMoved: Bool)] = []

    /// Where code last put each scroll view it moved since the last rest, animated or not, or
    /// where a scroll view at rest was when code changed its limits: an offset out of bounds
    /// that code chose, or left, is left alone, as UIKit leaves it.
    private var offsetsSetByCode: [(scrollView: ScrollView, offset: Point)] = []

    /// Creates a checker; ``Window/startCheckingInvariants(response:)`` attaches one to a window.
    public init(response: Response = .record) {
        self.response = response
    }

    func attach(to window: Window) {
        windowReference = window.reference
    }

    func detach() {
        windowReference = nil
    }

    // MARK: Reporting

    /// Keeps the first violation; later ones are usually its consequences.
    func report(_ invariant: Invariant, _ detail: String) {
        guard violation == nil else { return }
        let found = InvariantViolation(
            invariant: invariant, detail: detail, time: window?.clock.now ?? .zero,
            recentRecords: Array((window?.trace.records ?? []).suffix(recordsKept)))
        violation = found
        if response == .trap {
            preconditionFailure(found.description)
        }
    }

    // MARK: After every event

    /// Checks what must hold between events; the settled checks too when no finger is down and
    /// no timer or frame is pending.
    func check(_ window: Window) {
        guard violation == nil else { return }
        for touch in window.activeTouches where entry(for: touch) == nil {
            follow(TouchEntry(touch))
        }
        let recognizers = followedRecognizers(in: window)
        checkLedger()
        checkStates(of: recognizers)
        for recognizer in recognizers {
            if recognizer is ScrollViewPanGestureRecognizer, let scrollView = recognizer.view as? ScrollView {
                follow(scrollView, engineMoved: false)
            }
        }
        // One taken out of the window is no longer the engine's to move: where it rests, and
        // where code puts it meanwhile, is its owner's. Back in the window, it is followed anew.
        movingScrollViews.removeAll { $0.scrollView.window !== window }
        checkOffsets()
        if window.activeTouches.isEmpty, !window.clock.hasPendingTimers {
            checkRest(window, recognizers: recognizers)
        }
        guard ledger.contains(where: Self.isDone) else { return }
        for entry in ledger where Self.isDone(entry) {
            ledgerIndex[ObjectIdentifier(entry.touch)] = nil
            if entry.ended {
                remember(FinishedTouch(entry))
            }
        }
        ledger.removeAll { ledgerIndex[ObjectIdentifier($0.touch)] !== $0 }
    }

    /// Whether the checker is done following a touch: lifted, its view's delivery over, and
    /// ended in its view or never begun there.
    private static func isDone(_ entry: TouchEntry) -> Bool {
        !entry.touch.phase.isActive && !entry.touch.viewDelivery.isOpen && (entry.ended || !entry.began)
    }

    /// Keeps the record of a touch that ended in its view, with the latest 32 or so before it.
    private func remember(_ record: FinishedTouch) {
        finished.append(record)
        if finished.count > 64 {
            finished.removeFirst(finished.count - 32)
        }
    }

    /// The recognizers taking part in arbitration, then those seen changing state since the last
    /// rest, each once.
    private func followedRecognizers(in window: Window) -> [GestureRecognizer] {
        // Most events between gestures have nothing to follow.
        guard window.gestureEnvironment.hasInvolved || !changedRecognizers.isEmpty else { return [] }
        var result = window.gestureEnvironment.involved
        // One back in possible and out of arbitration has nothing more to show until it changes again.
        changedRecognizers.removeAll { $0.lifecycle == .possible }
        guard !changedRecognizers.isEmpty else { return result }
        var seen = Set(result.map(ObjectIdentifier.init))
        for recognizer in changedRecognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
            result.append(recognizer)
        }
        return result
    }

    private func follow(_ entry: TouchEntry) {
        ledger.append(entry)
        ledgerIndex[ObjectIdentifier(entry.touch)] = entry
    }

    private func follow(_ scrollView: ScrollView, engineMoved: Bool) {
        if let index = movingScrollViews.firstIndex(where: { $0.scrollView === scrollView }) {
            movingScrollViews[index].engineMoved = movingScrollViews[index].engineMoved || engineMoved
        } else {
            movingScrollViews.append((scrollView, engineMoved))
        }
    }

    private func checkLedger() {
        for entry in ledger where entry.began && !entry.ended && !entry.touch.phase.isActive && !entry.touch.viewDelivery.isOpen {
            report(.touchEndsOnceInItsView, "touch \(entry.touch.id) began in \(entry.viewName) and was lifted, but \(entry.viewName) got neither touchesEnded nor touchesCancelled (delivery \(entry.touch.viewDelivery.rawValue))")
            return
        }
    }

    private func checkStates(of recognizers: [GestureRecognizer]) {
        for recognizer in recognizers {
            let states = recognizer.isDiscrete ? DiscreteGestureLifecycle.states : ContinuousGestureLifecycle.states
            if !states.contains(recognizer.lifecycle) {
                let kind = recognizer.isDiscrete ? "discrete" : "continuous"
                report(.declaredRecognizerTransitions, "\(recognizer.traceName) is in state \(recognizer.lifecycle.rawValue), which a \(kind) recognizer's table does not have")
                return
            }
        }
    }

    private func checkOffsets() {
        for (scrollView, _) in movingScrollViews where !scrollView.contentOffset.isFinite {
            report(.scrollOffsetsInBounds, "\(scrollView.traceName) has content offset \(scrollView.contentOffset), which is not finite")
            return
        }
    }

    /// No finger down, nothing pending: everything must be back at rest.
    private func checkRest(_ window: Window, recognizers: [GestureRecognizer]) {
        // A hover recognizer recognizes for as long as the pointer rests over its view (P2).
        func isHovering(_ recognizer: GestureRecognizer) -> Bool {
            (recognizer as? HoverGestureRecognizer)?.isHovering ?? false
        }
        for recognizer in recognizers where recognizer.lifecycle != .possible && !isHovering(recognizer) {
            report(.restWhenSettled, "\(recognizer.traceName) is \(recognizer.lifecycle.rawValue) with no finger down and nothing pending")
            return
        }
        if let stuck = window.gestureEnvironment.involved.first(where: { !isHovering($0) }) {
            report(.restWhenSettled, "\(stuck.traceName) still takes part in arbitration (\(stuck.lifecycle.rawValue), \(stuck.sequenceTouches.count) touches) with no finger down and nothing pending")
            return
        }
        for recognizer in recognizers {
            if let delay = recognizer as? ScrollViewDelayedTouchesRecognizer, delay.delay != .waitingForTouch {
                report(.restWhenSettled, "\(delay.traceName) still \(delay.delay.rawValue) content touches with no finger down and nothing pending")
                return
            }
        }
        for entry in ledger where entry.touch.viewDelivery.isOpen {
            report(.restWhenSettled, "touch \(entry.touch.id) is still \(entry.touch.viewDelivery.rawValue) for \(entry.touch.view?.traceName ?? "no view") with no finger down and nothing pending")
            return
        }
        for entry in ledger where entry.began && !entry.ended {
            report(.touchEndsOnceInItsView, "touch \(entry.touch.id) began in \(entry.viewName) and never ended there")
            return
        }
        for (scrollView, _) in movingScrollViews where scrollView.isTracking || scrollView.isDragging || scrollView.motion != .idle {
            report(.restWhenSettled, "\(scrollView.traceName) is \(scrollView.motion.rawValue)\(scrollView.isTracking ? ", tracking" : "") with no finger down and nothing pending")
            return
        }
        // An offset that code set out of bounds, and that a finger only touched, is left alone.
        for (scrollView, engineMoved) in movingScrollViews where engineMoved {
            let offset = scrollView.contentOffset
            if offsetsSetByCode.contains(where: { $0.scrollView === scrollView && $0.offset == offset }) { continue }
            let minimum = scrollView.minimumContentOffset
            let maximum = scrollView.maximumContentOffset
            let slack = 0.01
            if offset.x < minimum.x - slack || offset.x > maximum.x + slack || offset.y < minimum.y - slack || offset.y > maximum.y + slack {
                report(.scrollOffsetsInBounds, "\(scrollView.traceName) came to rest at \(offset), outside its limits \(minimum) to \(maximum)")
                return
            }
        }
        movingScrollViews.removeAll()
        offsetsSetByCode.removeAll()
        changedRecognizers.removeAll()
    }

    /// Called once an embedder has let the clock run as long as it will: with no finger down, a
    /// timer or frame still pending means the scene never comes to rest.
    public func checkNothingPendingAfterSettling(_ window: Window) {
        guard violation == nil, window.activeTouches.isEmpty, window.clock.hasPendingTimers else { return }
        report(.restWhenSettled, "\(window.clock.pendingTimerCount) timers or frames still pending with no finger down, when settling stopped")
    }

    // MARK: Where the facts are

    /// A view is about to get a touch method for `touches` (not forwarded: the call on the touch's own view).
    func viewWillReceive(_ method: TouchMethod, _ touches: [Touch], in view: View) {
        for touch in touches {
            let entry: TouchEntry
            if let known = self.entry(for: touch) {
                entry = known
            } else if let ended = finished.first(where: { $0.isRecord(of: touch) }) {
                entry = TouchEntry(touch, as: ended)
            } else {
                entry = TouchEntry(touch)
                follow(entry)
            }
            switch method {
            case .touchesBegan:
                if entry.began {
                    report(.touchEndsOnceInItsView, "\(view.traceName) got touchesBegan for touch \(touch.id) a second time")
                }
                entry.began = true
            case .touchesMoved, .touchesEnded, .touchesCancelled:
                if !entry.began {
                    report(.touchEndsOnceInItsView, "\(view.traceName) got \(method.rawValue) for touch \(touch.id) before touchesBegan")
                } else if entry.ended {
                    report(.touchEndsOnceInItsView, "\(view.traceName) got \(method.rawValue) for touch \(touch.id) after it had ended there")
                }
                if method != .touchesMoved {
                    entry.ended = true
                }
            }
            entry.viewName = view.traceName
        }
    }

    /// A scroll view's content began to move by the engine's doing: a drag, a glide, a bounce, a
    /// page snap or an animation.
    func scrollViewStartedMoving(_ scrollView: ScrollView) {
        follow(scrollView, engineMoved: true)
    }

    /// A scroll view's offset was set to a number that is not finite, which the next check reports.
    func scrollViewOffsetIsNotFinite(_ scrollView: ScrollView) {
        follow(scrollView, engineMoved: false)
    }

    /// Code set a scroll view's offset, at once or animated: where it rests is the code's choice.
    func scrollViewOffsetWasSet(_ scrollView: ScrollView, to offset: Point) {
        movingScrollViews.removeAll { $0.scrollView === scrollView }
        offsetsSetByCode.removeAll { $0.scrollView === scrollView }
        offsetsSetByCode.append((scrollView, offset))
    }

    /// Code changed the limits of a scroll view at rest (its content size, an inset, its size):
    /// the offset stays where it is, inside the new limits or not, as UIKit leaves it.
    func scrollViewLimitsChangedAtRest(_ scrollView: ScrollView) {
        offsetsSetByCode.removeAll { $0.scrollView === scrollView }
        offsetsSetByCode.append((scrollView, scrollView.contentOffset))
    }

    /// A recognizer's state changed from `from` to its current one, by a row its table declares.
    func recognizer(_ recognizer: GestureRecognizer, movedFrom from: GestureLifecycle.State) {
        if from == .possible {
            changedRecognizers.append(recognizer)
        }
        let to = recognizer.lifecycle
        let rows = recognizer.isDiscrete
            ? DiscreteGestureLifecycle.table.rows.map { ($0.from, $0.to) }
            : ContinuousGestureLifecycle.table.rows.map { ($0.from, $0.to) }
        guard rows.contains(where: { $0.0 == from && $0.1 == to }) else {
            report(.declaredRecognizerTransitions, "\(recognizer.traceName) went from \(from.rawValue) to \(to.rawValue), which its table does not declare")
            return
        }
        guard from.isUndecided, to.hasWon else { return }
        winners.removeAll { $0 === recognizer }
        winners.append(recognizer)
        for required in recognizer.failureRequirements where required.lifecycle.isUndecided && window?.gestureEnvironment.isInvolved(required) == true {
            // Two recognizers that wait for each other through a lazy requirement break the tie
            // in the engine's favour of the one asking; only a plain wait counts here.
            if required.lifecycle == .awaitingFailure && required.failureRequirements.contains(where: { $0 === recognizer }) { continue }
            report(.failureRequirementsRespected, "\(recognizer.traceName) left possible (\(to.rawValue)) while \(required.traceName), which it requires to fail, was still undecided (\(required.lifecycle.rawValue))")
            return
        }
    }

    /// A recognizer's targets are about to be called.
    func recognizerWillSendActions(_ recognizer: GestureRecognizer) {
        switch recognizer.lifecycle.publicState {
        case .began, .changed, .ended, .cancelled:
            return
        case .possible, .failed:
            report(.declaredRecognizerTransitions, "\(recognizer.traceName) sent its actions while \(recognizer.lifecycle.rawValue)")
        }
    }

    /// The update pass has decided every outcome; the terminal ones have not been reset yet.
    ///
    /// Of two winners sharing a touch, the earlier must not be able to prevent the later (the
    /// later could not have begun), and the later must not be able to prevent the earlier while
    /// the earlier is still recognizing (it would have been cancelled); a discrete recognizer
    /// that already recognized is past preventing.
    func passWillEnd() {
        // Most passes have no winner to compare with another.
        guard !winners.isEmpty else { return }
        winners.removeAll { !$0.lifecycle.hasWon }
        // Only winners with touches can share one (a hover has none).
        let touching = winners.filter(\.hasSequenceTouches)
        for (index, earlier) in touching.enumerated() {
            for later in touching[(index + 1)...] where earlier.sharesSequenceTouch(with: later) && !Self.simultaneous(earlier, later) {
                let earlierStillRecognizing = earlier.lifecycle == .began || earlier.lifecycle == .changed
                if Self.prevents(earlier, later) || (earlierStillRecognizing && Self.prevents(later, earlier)) {
                    report(.exclusiveRecognition, "\(earlier.traceName) (\(earlier.lifecycle.rawValue)) and then \(later.traceName) (\(later.lifecycle.rawValue)) both recognize on shared touches, though one prevents the other and they may not recognize simultaneously")
                    return
                }
            }
        }
    }

    /// An update pass ended: the arbiter's books must agree with a recount.
    func arbiterDidFinishPass(_ environment: GestureEnvironment) {
        guard violation == nil, let disagreement = environment.booksDisagreement() else { return }
        report(.arbiterBooksMatchRecount, disagreement)
    }

    // MARK: Replay

    /// Compares the traces of two runs of the same input; a difference breaks ``Invariant/deterministicReplay``.
    public static func replayViolation(first: [TraceRecord], second: [TraceRecord], recordsKept: Int = 40) -> InvariantViolation? {
        let common = min(first.count, second.count)
        // Records that compare unequal are the same when they print the same in full: a NaN,
        // which never equals itself, is the same NaN in both runs.
        let index = (0..<common).first { first[$0] != second[$0] && String(reflecting: first[$0]) != String(reflecting: second[$0]) } ?? common
        guard index < first.count || index < second.count else { return nil }
        let describe = { (records: [TraceRecord]) in index < records.count ? records[index].textLine : "(the trace ends)" }
        let time = (index < first.count ? first[index] : second[index]).time
        return InvariantViolation(
            invariant: .deterministicReplay,
            detail: "record \(index + 1) differs on replay: first run \(describe(first)) | replay \(describe(second))",
            time: time, recentRecords: Array(first[..<index].suffix(recordsKept)))
    }

    // MARK: Helpers

    private func entry(for touch: Touch) -> TouchEntry? {
        ledgerIndex[ObjectIdentifier(touch)]
    }

    /// Whether either delegate lets the two recognize simultaneously (A2); asked without tracing.
    private static func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// Whether `winner` recognizing fails or cancels `other` (A2), delegates aside.
    private static func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        winner.canPrevent(other) && other.canBePrevented(by: winner)
    }
}

/// What the checker knows of one touch's delivery to its view.
private final class TouchEntry {
    let touch: Touch
    var began = false
    var ended = false
    var viewName: String

    init(_ touch: Touch) {
        self.touch = touch
        self.viewName = touch.view?.traceName ?? "no view"
    }

    /// The entry again for a touch that had finished, which its view hears of once more.
    init(_ touch: Touch, as finished: FinishedTouch) {
        self.touch = touch
        began = finished.began
        ended = finished.ended
        viewName = finished.viewName
    }
}

/// What the checker remembers of a touch that ended in its view, to name a late delivery as such.
/// It holds the touch weakly: a touch holds its view, which may be the window that holds the checker.
/// A class, so that the checker's search through the records copies none (each holds a weak reference).
private final class FinishedTouch {
    /// The touch's identity, compared before the weak reference is read: most records are of other touches.
    let identity: ObjectIdentifier
    private weak var touch: Touch?
    /// The touch's ``Touch/generation`` when it finished: the object may since stand for a later finger.
    let generation: Int
    let began: Bool
    let ended: Bool
    let viewName: String

    init(_ entry: TouchEntry) {
        identity = ObjectIdentifier(entry.touch)
        touch = entry.touch
        generation = entry.touch.generation
        began = entry.began
        ended = entry.ended
        viewName = entry.viewName
    }

    /// Whether this is the record of `touch`'s own finger, not of an earlier finger of the same object.
    func isRecord(of touch: Touch) -> Bool {
        identity == ObjectIdentifier(touch) && generation == touch.generation && self.touch === touch
    }
}
