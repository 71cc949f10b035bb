import GestureArbiter

/// The engine fuzz target: bytes build a scene with the public API and play touches on it, with
/// the invariant checker on, reaching what a fixture cannot say: recognizer actions and control
/// handlers that change the scene while an event is being delivered (take a view out, put it
/// back elsewhere, hide it, disable a recognizer, stop a scroll view, send a finger's lift),
/// requirements added between any two recognizers, and scenes rebuilt mid-gesture.
///
/// The bytes are read as choices (``FuzzBytes``): first the views, each with a type, a parent,
/// a frame, flags and recognizers; then up to ``maximumSteps`` steps, each a finger going down,
/// moving, lifting or being cancelled, the clock running on, or the scene changing. At the end
/// every finger lifts and the clock runs until nothing is pending, or ``settleLimit``.
public enum EngineFuzzTarget {
    public static let maximumViews = 12
    public static let maximumSteps = 300
    public static let settleLimit = VirtualDuration.milliseconds(30_000)

    /// What went wrong with playing these bytes, or nil when every invariant held.
    public static func problem(with bytes: [UInt8]) -> String? {
        var input = FuzzBytes(bytes)
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let checker = window.startCheckingInvariants(response: .record)
        let scene = EngineFuzzScene(window: window, input: &input)
        var now = VirtualTime.zero
        for _ in 0..<maximumSteps where !input.isExhausted && checker.violation == nil {
            now = now + .milliseconds(Double(input.int(0...120)))
            scene.step(&input, at: now)
            window.checkInvariants()
        }
        scene.liftEveryFinger(at: now + .milliseconds(16))
        let limit = window.clock.now + settleLimit
        while let deadline = window.clock.nextDeadline, deadline <= limit, checker.violation == nil {
            window.clock.advance(to: deadline)
        }
        window.checkInvariants()
        checker.checkNothingPendingAfterSettling(window)
        scene.tearDown()
        return checker.violation?.description
    }
}

/// The scene an engine fuzz run builds and plays.
private final class EngineFuzzScene {
    let window: Window
    private(set) var views: [View] = []
    private(set) var recognizers: [GestureRecognizer] = []
    /// The delegates, which recognizers hold weakly, as UIKit's do.
    private var delegates: [FuzzDelegate] = []
    /// The changes that recognizer actions and control handlers make, chosen by the bytes.
    private var pendingChanges: [Int] = []
    private var fingers: [(id: Int, location: Point)] = []
    private var nextFinger = 1

    init(window: Window, input: inout FuzzBytes) {
        self.window = window
        let count = input.int(1...EngineFuzzTarget.maximumViews)
        for _ in 0..<count {
            addView(&input)
        }
    }

    private func addView(_ input: inout FuzzBytes) {
        let frame = Rect(x: input.points(upTo: 375), y: input.points(upTo: 667), width: input.points(upTo: 375), height: input.points(upTo: 667))
        let view: View
        switch input.int(0...4) {
        case 0:
            let scrollView = ScrollView(frame: frame)
            scrollView.contentSize = Size(width: frame.width * Double(input.int(1...3)), height: frame.height * Double(input.int(1...6)))
            scrollView.isPagingEnabled = input.int(0...3) == 0
            scrollView.bounces = input.int(0...3) != 0
            scrollView.delaysContentTouches = input.int(0...3) != 0
            scrollView.canCancelContentTouches = input.int(0...3) != 0
            view = scrollView
        case 1:
            let button = Button(frame: frame)
            button.addAction(Action { [unowned self] _ in self.changeScene() }, for: .touchUpInside)
            view = button
        case 2:
            view = Slider(frame: frame)
        default:
            view = View(frame: frame)
        }
        view.isHidden = input.int(0...7) == 0
        view.isUserInteractionEnabled = input.int(0...7) != 0
        view.isMultipleTouchEnabled = input.bool()
        view.isExclusiveTouch = input.int(0...7) == 0
        let parent = input.int(0...views.count)
        (parent == views.count ? window : views[parent]).addSubview(view)
        views.append(view)
        for _ in 0..<input.int(0...2) {
            addRecognizer(to: view, &input)
        }
    }

    private func addRecognizer(to view: View, _ input: inout FuzzBytes) {
        let recognizer: GestureRecognizer
        switch input.int(0...5) {
        case 0:
            let tap = TapGestureRecognizer()
            tap.numberOfTapsRequired = input.int(1...2)
            recognizer = tap
        case 1: recognizer = LongPressGestureRecognizer()
        case 2: recognizer = PanGestureRecognizer()
        case 3: recognizer = SwipeGestureRecognizer()
        case 4: recognizer = PinchGestureRecognizer()
        default: recognizer = RotationGestureRecognizer()
        }
        recognizer.cancelsTouchesInView = input.int(0...3) != 0
        recognizer.delaysTouchesBegan = input.int(0...3) == 0
        recognizer.delaysTouchesEnded = input.int(0...3) != 0
        if input.int(0...3) == 0 {
            let delegate = FuzzDelegate(simultaneous: input.bool(), shouldBegin: input.int(0...5) != 0)
            delegates.append(delegate)
            recognizer.delegate = delegate
        }
        // Only on an earlier recognizer, so that no requirement can close a cycle (a trap by design).
        if !recognizers.isEmpty, input.int(0...2) == 0 {
            recognizer.require(toFail: recognizers[input.int(0...(recognizers.count - 1))])
        }
        _ = recognizer.addTarget { [unowned self] recognizer in
            if recognizer.state == .ended || recognizer.state == .began { self.changeScene() }
        }
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        pendingChanges.append(input.int(0...7))
    }

    func step(_ input: inout FuzzBytes, at time: VirtualTime) {
        switch input.int(0...9) {
        case 0, 1:
            guard fingers.count < 5 else { return }
            let location = Point(x: input.points(upTo: 375), y: input.points(upTo: 667))
            let id = nextFinger
            nextFinger += 1
            if send([TouchInput(id: id, phase: .began, location: location)], at: time) {
                fingers.append((id, location))
            }
        case 2, 3, 4:
            guard !fingers.isEmpty else { return }
            let index = input.int(0...(fingers.count - 1))
            let location = Point(x: fingers[index].location.x + Double(input.int(-40...40)), y: fingers[index].location.y + Double(input.int(-60...60)))
            fingers[index].location = location
            send([TouchInput(id: fingers[index].id, phase: .moved, location: location)], at: time)
        case 5, 6:
            guard !fingers.isEmpty else { return }
            let index = input.int(0...(fingers.count - 1))
            let finger = fingers[index]
            if send([TouchInput(id: finger.id, phase: input.int(0...5) == 0 ? .cancelled : .ended, location: finger.location)], at: time) {
                fingers.remove(at: index)
            }
        case 7:
            window.clock.advance(to: time)
        default:
            window.clock.advance(to: time)
            pendingChanges.append(input.int(0...7))
            changeScene()
        }
    }

    /// One change of the scene, the next the bytes chose; run from recognizer actions and
    /// control handlers in the middle of an event, and between events.
    private func changeScene() {
        guard !pendingChanges.isEmpty, !views.isEmpty else { return }
        let change = pendingChanges.removeFirst()
        let view = views[change % views.count]
        switch change {
        case 0: view.removeFromSuperview()
        case 1: window.addSubview(view)
        case 2: view.isHidden.toggle()
        case 3: view.isUserInteractionEnabled.toggle()
        case 4: recognizers.first { $0.view === view }?.isEnabled.toggle()
        case 5: (view as? ScrollView)?.setContentOffset(Point(x: 0, y: 120), animated: change % 2 == 0)
        case 6: (view as? ScrollView)?.isScrollEnabled.toggle()
        default:
            // A lift sent from inside a callback waits for the current event, as in UIKit.
            guard let finger = fingers.last else { return }
            if send([TouchInput(id: finger.id, phase: .ended, location: finger.location)], at: window.clock.now) {
                fingers.removeLast()
            }
        }
    }

    /// Sends the inputs; false when the window refused them, which changes nothing: a lift sent
    /// from a timer's callback while a finger's touch-down waits for the clock, for one.
    @discardableResult
    private func send(_ inputs: [TouchInput], at time: VirtualTime) -> Bool {
        do {
            try window.send(inputs, at: max(time, window.clock.now))
            return true
        } catch {
            return false
        }
    }

    /// Lifts the fingers still down, as the window knows them.
    func liftEveryFinger(at time: VirtualTime) {
        fingers.removeAll()
        let lifts = window.activeTouches.map { TouchInput(id: $0.id, phase: .ended, location: $0.locationInWindow) }
        guard !lifts.isEmpty else { return }
        send(lifts, at: time)
    }

    /// Lets the scene go: the callbacks hold the scene unowned, and nothing may outlive the run.
    func tearDown() {
        for view in window.subviews.reversed() {
            view.removeFromSuperview()
        }
        views.removeAll()
        recognizers.removeAll()
        delegates.removeAll()
    }
}

/// A delegate whose answers the bytes chose.
private final class FuzzDelegate: GestureRecognizerDelegate {
    let simultaneous: Bool
    let shouldBegin: Bool

    init(simultaneous: Bool, shouldBegin: Bool) {
        self.simultaneous = simultaneous
        self.shouldBegin = shouldBegin
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
}
