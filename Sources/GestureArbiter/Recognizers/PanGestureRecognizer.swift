/// Follows one or more fingers dragged across the screen; UIKit's `UIPanGestureRecognizer`.
///
/// Continuous: it asks to begin when the centroid of its fingers has moved more than the pan
/// hysteresis (10 pt) along x or along y, with between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers down; then every move is a change, and the fingers lifting
/// below the minimum end it. The decisions are the rows of ``PanRecognition``; the hysteresis
/// comes from the window's ``InteractionConstants``.
///
/// The translation is measured from where tracking started, at touch-down, so it includes the
/// 10 pt travelled before the pan began: content that follows it does not jump when the pan
/// begins (rule S4 of the ScrollViews article, which UIKit's pan also does). A finger going down or lifting re-bases
/// the centroid, so the translation does not jump then either.
///
/// The velocity is measured from samples of that same re-based centroid on the virtual clock, one
/// per event, over the last ``velocitySampleWindow`` (100 ms): the displacement from the oldest
/// sample in the window to the newest, divided by the time between them. See ``velocity(in:)``.
///
/// Open so that a scroll view's pan can subclass it; ``ScreenEdgePanGestureRecognizer`` does.
open class PanGestureRecognizer: GestureRecognizer {
    /// How long the velocity looks back: 100 ms of virtual time, a choice. Long enough to hold
    /// six 60 Hz intervals, so one uneven frame does not dominate; short enough that a scroll
    /// view's release, measured up to the lift, reads a finger that stopped first as stopped
    /// (UIKit's own window is not documented).
    public static let velocitySampleWindow = VirtualDuration.milliseconds(100)

    /// The fewest fingers that may pan; 1 by default. Movement with fewer fingers down does not count.
    public var minimumNumberOfTouches: Int {
        get { _minimumNumberOfTouches }
        set { _minimumNumberOfTouches = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _minimumNumberOfTouches = 1

    /// The most fingers that may pan; unlimited by default. More before it begins fail it; more
    /// after it began are ignored.
    public var maximumNumberOfTouches: Int {
        get { _maximumNumberOfTouches }
        set { _maximumNumberOfTouches = newValue }
    }
    private var _maximumNumberOfTouches = Int.max

    /// The scroll events the pan interprets (P3): none by default, as in UIKit; a scroll view's
    /// pan takes both. It does not change which touches the pan takes
    /// (``GestureRecognizer/allowedTouchTypes`` does).
    public var allowedScrollTypesMask: ScrollTypeMask = []

    override func acceptsScroll(of type: ScrollType) -> Bool {
        allowedScrollTypesMask.contains(ScrollTypeMask(type))
    }

    /// How far the fingers move before the pan may begin: the window's ``InteractionConstants/panHysteresis``,
    /// or nothing for a scroll event, whose every point is meant to scroll (P3, a choice).
    var hysteresis: Double {
        sequenceTouches.first?.windowGesture == nil ? constants.panHysteresis : 0
    }

    /// Where the recognizer is in ``PanRecognition`` (or ``ScreenEdgePanRecognition``).
    public private(set) var recognition: PanRecognition.State {
        get { _recognition }
        set { _recognition = newValue }
    }
    private var _recognition = PanRecognition.State.waitingForTouches
    /// The table of ``PanRecognition``, kept in a constant (HotPathIdioms: tables in constants).
    private let recognitionTable = PanRecognition.table

    /// The fingers whose centroid the pan follows, in the order they went down; rewritten in
    /// place at every touch-down and lift (``ScratchBuffer``), with no callback in between.
    private let countedTouches = ScratchBuffer<Touch>()

    /// The centroid of ``countedTouches`` when it was last measured, in the window's coordinates;
    /// kept after the last finger lifts, so handlers of `.ended` can still read the gesture.
    private var centroid = Point.zero

    /// How far the centroid has moved since tracking started, in the window's coordinates,
    /// without the jumps of fingers going down or lifting and without discounted movement.
    private(set) var travel = Point.zero

    /// The centroid's movement measured in the current event, which `discountMovement` takes back.
    private var movementInEvent = Point.zero

    /// What ``setTranslation(_:in:)`` added to ``travel``: translation = travel + offset.
    private var translationOffset = Point.zero

    private let samples = CentroidSamples()

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        advance(.touchesBegan, newTouches: touches, event: event)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        advance(.touchesMoved, newTouches: [], event: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        advance(.touchesEnded, newTouches: [], event: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        advance(.touchesCancelled, newTouches: [], event: event)
    }

    open override func reset() {
        super.reset()
        recognition = .waitingForTouches
        countedTouches.removeAll()
        centroid = .zero
        travel = .zero
        movementInEvent = .zero
        translationOffset = .zero
        samples.removeAll()
    }

    // MARK: Translation and velocity

    /// How far the fingers have moved since they went down, in `view`'s coordinate system (nil:
    /// the window's), the 10 pt before the pan began included, plus what ``setTranslation(_:in:)`` set.
    ///
    /// A translation is a difference: both of its ends are converted into `view`'s space and
    /// subtracted, so that a view whose bounds origin moves (a scroll view scrolling) still reads
    /// the finger's movement.
    open func translation(in view: View?) -> Point {
        let translation = Self.sum(travel, translationOffset)
        return Self.vector(translation, endingAt: centroid, in: view)
    }

    /// Makes ``translation(in:)`` read `translation` in `view`'s coordinate system from now on;
    /// later movement adds to it. Apple's documentation says this resets the velocity; here it
    /// does not, because ``velocity(in:)`` samples the fingers, which this call does not move, so
    /// that the common handler that zeroes the translation on every change still reads the
    /// fling's velocity when the pan ends.
    open func setTranslation(_ translation: Point, in view: View?) {
        let inWindow: Point
        if let view {
            let end = view.convert(centroid, from: nil)
            let start = view.convert(Point(x: end.x - translation.x, y: end.y - translation.y), to: nil)
            inWindow = Self.difference(centroid, start)
        } else {
            inWindow = translation
        }
        translationOffset = Self.difference(inWindow, travel)
    }

    /// How fast the fingers moved, in points per second in `view`'s coordinate system (nil: the
    /// window's), as UIKit's pan reports it: at their last movement.
    ///
    /// The displacement over the ``velocitySampleWindow`` before the last event that moved the
    /// centroid, divided by the virtual time it took; when no earlier event is that recent (a slow
    /// move, or the first move after a pause), the displacement from the event before. Time that
    /// passes without movement does not change it: observed UIKit reports, at `.ended` after the
    /// finger stopped and waited, the speed it had before it stopped (Stack Overflow, "How to
    /// determine true end velocity of pan gesture?", 2013, and "UIView animation based on
    /// UIPanGestureRecognizer velocity"). Zero before the fingers moved; never NaN or infinite.
    /// Finger changes are re-based in the samples, so they do not read as a fling. A scroll view
    /// releases with a velocity of its own, which does fall to zero when the finger stopped
    /// (<doc:ScrollViews>, S10).
    open func velocity(in view: View?) -> Point {
        let perSecond = samples.velocityAtLastMovement(over: Self.velocitySampleWindow)
        return Self.vector(perSecond, endingAt: centroid, in: view)
    }

    /// How fast the fingers move as they lift, in the window's coordinates
    /// (``ScrollPhysics/releaseVelocity(samples:at:)``), at the lift's own time (which input
    /// that trails the frame stamps before the clock's now): zero when they stopped first. What
    /// a scroll view releases with.
    func releaseVelocity() -> Point {
        let now = readWindow { $0.event.timestamp } ?? samples.newest?.time ?? .zero
        return samples.releaseVelocity(at: now)
    }

    // MARK: Deciding

    /// Runs `trigger` through the recognizer's table; a subclass with its own table runs it there,
    /// with ``run(_:by:newTouches:event:)``. Whether a row was taken.
    @discardableResult
    func run(_ trigger: PanRecognition.Trigger, newTouches: [Touch], event: Event) -> Bool {
        run(trigger, by: recognitionTable, newTouches: newTouches, event: event)
    }

    /// Runs `trigger` through `table`, one of the pan machines, which share their vocabulary.
    @inline(__always) @discardableResult
    final func run<Table: StateMachineDescription>(_ trigger: PanRecognition.Trigger, by table: TransitionTable<Table>, newTouches: [Touch], event: Event) -> Bool
    where Table.State == PanRecognition.State, Table.Trigger == PanRecognition.Trigger, Table.Guard == PanRecognition.Guard,
        Table.Action == PanRecognition.Action {
        table.run(trigger, log: transitionLog, name: traceName, state: { recognition }) {
            evaluate($0)
        } enter: { state, _ in
            recognition = state
        } perform: {
            perform($0, newTouches: newTouches, event: event)
        }
    }

    /// Answers one guard of the table; a subclass answers the guards only its table names.
    func evaluate(_ condition: PanRecognition.Guard) -> Bool {
        switch condition {
        case .tooManyTouches:
            return numberOfTouchesDown > maximumNumberOfTouches
        case .enoughTouches:
            return numberOfTouchesDown >= minimumNumberOfTouches
        case .allLifted:
            return numberOfTouchesDown == 0
        case .beyondHysteresis:
            let hysteresis = hysteresis
            return abs(travel.x) > hysteresis || abs(travel.y) > hysteresis
        case .startedNearEdge, .movedInward, .beyondHysteresisAlongScrollableAxis, .contentKeepsTouch, .handsDragToParent:
            preconditionFailure("\(traceName): \(condition.rawValue) is another pan's question; PanRecognition's table never asks it")
        }
    }

    private func advance(_ trigger: PanRecognition.Trigger, newTouches: [Touch], event: Event) {
        measureMovement()
        if run(trigger, newTouches: newTouches, event: event) {
            samples.record(travel, at: event.timestamp)
        }
    }

    /// Moves the centroid to where the counted fingers are now, adding the movement to ``travel``.
    private func measureMovement() {
        guard !countedTouches.isEmpty else {
            movementInEvent = .zero
            return
        }
        let current = Self.centroid(of: countedTouches)
        movementInEvent = Self.difference(current, centroid)
        travel = Self.sum(travel, movementInEvent)
        centroid = current
    }

    private func perform(_ action: PanRecognition.Action, newTouches: [Touch], event: Event) {
        switch action {
        case .startTracking:
            countedTouches.removeAll()
            for touch in newTouches {
                countedTouches.append(touch)
            }
            centroid = Self.centroid(of: countedTouches)
            travel = .zero
            translationOffset = .zero
            samples.removeAll()
        case .countNewTouches:
            for touch in newTouches where countedTouches.count < maximumNumberOfTouches {
                countedTouches.append(touch)
            }
            centroid = Self.centroid(of: countedTouches)
        case .ignoreExtraTouches:
            for touch in newTouches where !countedTouches.contains(touch) {
                ignore(touch, for: event)
            }
        case .dropLiftedTouches:
            countedTouches.removeAll { !$0.phase.isActive }
            if !countedTouches.isEmpty {
                centroid = Self.centroid(of: countedTouches)
            }
        case .discountMovement:
            travel = Self.difference(travel, movementInEvent)
        case .requestBegan:
            state = .began
        case .requestChanged:
            state = .changed
        case .requestEnded:
            state = .ended
        case .requestCancelled:
            state = .cancelled
        case .failTooManyTouches:
            fail(because: "touches")
        case .failTooShort:
            fail(because: "tooShort")
        case .failCancelled:
            fail(because: "cancelled")
        case .failNotAtEdge:
            fail(because: "edge")
        case .failContentKeepsTouch:
            fail(because: "contentTracking")
        case .failHandedToParent:
            fail(because: "transferredToParent")
        }
    }

    // MARK: Geometry

    /// The centroid of `touches` in the window's coordinates.
    private static func centroid(of touches: ScratchBuffer<Touch>) -> Point {
        guard !touches.isEmpty else { return .zero }
        var sum = Point.zero
        touches.forEachLent(from: 0) { touch in
            sum.x += touch.locationInWindow.x
            sum.y += touch.locationInWindow.y
        }
        let count = Double(touches.count)
        return Point(x: sum.x / count, y: sum.y / count)
    }

    /// A window-space vector in `view`'s space: its two ends converted, then subtracted.
    private static func vector(_ vector: Point, endingAt end: Point, in view: View?) -> Point {
        guard let view else { return vector }
        let start = view.convert(difference(end, vector), from: nil)
        return difference(view.convert(end, from: nil), start)
    }

    private static func sum(_ first: Point, _ second: Point) -> Point {
        Point(x: first.x + second.x, y: first.y + second.y)
    }

    private static func difference(_ first: Point, _ second: Point) -> Point {
        Point(x: first.x - second.x, y: first.y - second.y)
    }
}

/// The recent positions of a pan's centroid, one per event, in a ring buffer of fixed capacity.
///
/// 32 samples hold the 100 ms velocity window and the release velocity's horizon at up to 300
/// events a second; at higher rates the oldest samples are overwritten, which only shortens them.
///
/// A class whose samples are a buffer it allocates once (``ScratchBuffer``), so that recording a
/// sample (every move of a drag) writes it in place: a structure holding an array had to be
/// swapped out and back around each change (`Array.takeAll()` says why), and released the empty
/// array it left behind every time.
private final class CentroidSamples {
    struct Sample {
        var time: VirtualTime
        var position: Point
    }

    private static let capacity = 32
    private let storage = ScratchBuffer<Sample>()
    /// Where the next sample goes once the buffer is full.
    private var next = 0

    /// The most recent sample.
    private(set) var newest: Sample?

    /// Adds a sample; a second sample at the same time (several touch phases in one event) replaces the first.
    func record(_ position: Point, at time: VirtualTime) {
        let sample = Sample(time: time, position: position)
        if let newest, newest.time == time {
            storage[(next + storage.count - 1) % storage.count] = sample
        } else if storage.count < Self.capacity {
            storage.append(sample)
        } else {
            storage[next] = sample
            next = (next + 1) % Self.capacity
        }
        newest = sample
    }

    /// Forgets every sample; the storage stays for the next gesture.
    func removeAll() {
        storage.removeAll()
        next = 0
        newest = nil
    }

    /// Points per second at the last sample that moved: from the oldest sample no older than
    /// `window` before it, or from the sample just before it when that is the only one.
    func velocityAtLastMovement(over window: VirtualDuration) -> Point {
        let count = storage.count
        let start = count < Self.capacity ? 0 : next
        func sample(_ index: Int) -> Sample { storage[(start + index) % count] }
        var last = count - 1
        while last > 0, sample(last).position == sample(last - 1).position {
            last -= 1
        }
        guard last > 0 else { return .zero }
        let anchor = sample(last)
        let windowStart = VirtualTime(nanoseconds: anchor.time.nanoseconds - window.nanoseconds)
        var oldest = last - 1
        while oldest > 0, sample(oldest - 1).time >= windowStart {
            oldest -= 1
        }
        let from = sample(oldest)
        let seconds = (anchor.time - from.time).seconds
        guard seconds > 0 else { return .zero }
        let velocity = Point(x: (anchor.position.x - from.position.x) / seconds, y: (anchor.position.y - from.position.y) / seconds)
        return velocity.isFinite ? velocity : .zero
    }

    /// The fingers' velocity at the lift, at `now`: ``ScrollPhysics/releaseVelocity(samples:at:)``
    /// on both axes, fed from the newest sample back.
    func releaseVelocity(at now: VirtualTime) -> Point {
        let count = storage.count
        let start = count < Self.capacity ? 0 : next
        var fit = ScrollPhysics.ReleaseVelocityFit()
        var index = count - 1
        while index >= 0 {
            let sample = storage[(start + index) % count]
            if sample.time <= now, !fit.add(time: sample.time, x: sample.position.x, y: sample.position.y, now: now) { break }
            index -= 1
        }
        return fit.velocity
    }
}
