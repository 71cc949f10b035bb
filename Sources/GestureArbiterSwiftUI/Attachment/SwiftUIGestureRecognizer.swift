import GestureArbiter

/// The recognizer an attached SwiftUI gesture runs as, one per attachment, as SwiftUI's
/// gestures run as UIKit recognizers since iOS 18; it takes part in the arbiter's decisions
/// like any other.
///
/// It begins when its gesture claims its touches (a drag past its minimum distance, a sequence
/// whose first part ended) and is recognized when a discrete gesture ends. Against the other
/// SwiftUI gestures on its view and its view's ancestors it follows its ``priority``, and it
/// fails at once when a ``GestureMask`` disables it. A host finds it among its view's
/// `gestureRecognizers`, named by the attachment's `name`, to relate UIKit recognizers to it.
public final class SwiftUIGestureRecognizer: GestureRecognizer {
    /// How the gesture ranks against the gestures it encloses.
    public let priority: GesturePriority
    /// Which gestures its attachment leaves enabled.
    public let mask: GestureMask
    private let root: RunningGesture
    private let continuous: Bool
    private lazy var context = GestureContext(recognizer: self)
    /// Whether the masks were looked at for the current touches, and what they said.
    private var maskChecked = false
    private var masked = false
    /// The deadline the recognizer's timer is set for, if one is pending.
    private var scheduledDeadline: VirtualTime?

    private static let gestureTimer = RecognizerTimer("gesture")

    init(root: RunningGesture, priority: GesturePriority, mask: GestureMask) {
        self.root = root
        self.priority = priority
        self.mask = mask
        continuous = root.isContinuous
        super.init()
        addTarget { [unowned self] _ in actionSent() }
    }

    public override var isDiscrete: Bool { !continuous }

    public override func touchesBegan(_ touches: [Touch], with event: Event) {
        if !maskChecked {
            maskChecked = true
            masked = isMasked
        }
        guard !masked else {
            if state == .possible { fail(because: "mask") }
            return
        }
        root.touchesBegan(touches, in: context)
        advance()
    }

    public override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard !masked else { return }
        root.touchesMoved(touches, in: context)
        advance()
    }

    public override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard !masked else { return }
        root.touchesEnded(touches, in: context)
        advance()
    }

    public override func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard !masked else { return }
        root.touchesCancelled(touches, in: context)
        advance()
    }

    public override func timerFired(_ timer: RecognizerTimer) {
        scheduledDeadline = nil
        context.fireDueTimers()
        advance()
    }

    public override func reset() {
        super.reset()
        // A gesture that failed or was cancelled puts back the states it updated.
        root.resetStates(in: context)
        root.reset()
        context.removeAllTimers()
        stopTimer()
        scheduledDeadline = nil
        maskChecked = false
        masked = false
    }

    /// Asks the arbiter for what the gesture's progress means, after an event or a timer.
    private func advance() {
        root.settle(in: context)
        switch root.progress {
        case .possible:
            break
        case .pressing:
            // A value shown before the gesture claims its touches, while nothing holds it back.
            if lifecycle == .possible { root.report(in: context) }
        case .changed:
            guard continuous else { break }
            state = state == .possible ? .began : .changed
        case .ended:
            if continuous {
                if state == .possible { state = .began }
                state = .ended
            } else {
                state = .recognized
            }
        case let .failed(reason):
            if state == .began || state == .changed {
                state = .cancelled
            } else {
                fail(because: reason)
            }
        }
    }

    /// The arbiter let the recognizer begin, change or end: the gesture reports, its states
    /// going back first when it ended.
    private func actionSent() {
        switch state {
        case .began, .changed:
            root.report(in: context)
        case .ended:
            root.resetStates(in: context)
            root.report(in: context)
        case .possible, .cancelled, .failed:
            break
        }
    }

    /// Sets the recognizer's one timer for the earliest of its gestures' deadlines.
    func scheduleEarliest(of deadlines: [VirtualTime]) {
        let earliest = deadlines.min()
        guard earliest != scheduledDeadline else { return }
        stopTimer()
        scheduledDeadline = earliest
        guard let earliest else { return }
        let time = context.virtualTime
        startTimer(Self.gestureTimer, after: earliest > time ? earliest - time : .zero)
    }

    // MARK: Priority and masks

    /// Whether `other` is enclosed by this gesture: attached to a descendant of this one's view,
    /// or to the same view before it (SwiftUI's later modifier wraps the earlier).
    func encloses(_ other: SwiftUIGestureRecognizer) -> Bool {
        guard let view, let otherView = other.view, other !== self else { return false }
        if otherView === view {
            let recognizers = view.gestureRecognizers
            guard let mine = recognizers.firstIndex(where: { $0 === self }), let theirs = recognizers.firstIndex(where: { $0 === other }) else { return false }
            return theirs < mine
        }
        return otherView.isDescendant(of: view)
    }

    /// A gesture waits for the gestures it encloses, unless it has high priority; a gesture
    /// enclosed by a high-priority one waits for it; a simultaneous pair waits for nothing.
    public override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        guard let other = other as? SwiftUIGestureRecognizer, !isSimultaneous(with: other) else { return false }
        if encloses(other) { return priority == .normal }
        if other.encloses(self) { return other.priority == .high }
        return false
    }

    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        !isSimultaneous(with: other)
    }

    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        !isSimultaneous(with: other)
    }

    /// Whether the pair is nested and one of it is a simultaneous gesture: simultaneous with the
    /// gestures it encloses, as Apple documents, and with the SwiftUI gestures enclosing it, as
    /// iOS 18 does (iOS 26's release notes fix this, 147970990). Never with UIKit's recognizers.
    private func isSimultaneous(with other: GestureRecognizer) -> Bool {
        guard let other = other as? SwiftUIGestureRecognizer, priority == .simultaneous || other.priority == .simultaneous else { return false }
        return encloses(other) || other.encloses(self)
    }

    /// Whether a mask disables this gesture: its own, or that of a gesture enclosing it that
    /// leaves out its subviews' gestures.
    private var isMasked: Bool {
        guard mask.contains(.gesture) else { return true }
        var current = view
        while let view = current {
            for case let other as SwiftUIGestureRecognizer in view.gestureRecognizers where !other.mask.contains(.subviews) && other.encloses(self) {
                return true
            }
            current = view.superview
        }
        return false
    }
}
