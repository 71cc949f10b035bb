import GestureArbiter

/// Makes a random fixture from a seed: a scene of nested views, scroll views and controls with
/// random recognizers, relations and delegate answers, and a stream of touches and scene changes
/// that a person, or a careless embedder, could produce.
///
/// The fixture is a plain ``Fixture``, so a failing one can be shrunk by taking parts away and
/// written out as a JSON file. Everything it makes compiles: requirements only point forward in a
/// fixed order of recognizers (no cycles), every touch begins before it moves and ends once, and
/// times never go backward.
public struct FixtureGenerator {
    private var random: SplitMix64
    private var nextID = 0
    private var viewIDs: [String] = []
    private var scrollViewIDs: [String] = []
    /// The scroll views already in a chain, as parent or child.
    private var chainedIDs: [String] = []
    private var gestureIDs: [String] = []
    /// Where each view starts out on the screen, so that most touches land on something.
    private var targets: [Rect] = []

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The fixture of this seed; the same seed always gives the same fixture.
    public static func fixture(seed: UInt64) -> Fixture {
        var generator = FixtureGenerator(seed: seed)
        return generator.makeFixture(seed: seed)
    }

    private mutating func makeFixture(seed: UInt64) -> Fixture {
        let screen = Rect(x: 0, y: 0, width: Fixture.defaultWindowSize.width, height: Fixture.defaultWindowSize.height)
        var views = (0..<random.int(1...3)).map { _ in makeView(depth: 0, in: screen) }
        views = views.map { addingRelations($0) }
        var transforms = SplitMix64(seed: seed ^ 0x2545_F491_4F6C_DD1D)
        views = views.map { Self.transformingSome($0, random: &transforms) }
        var lists = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
        views = views.map { Self.listingSome($0, random: &lists) }
        var controls = SplitMix64(seed: seed ^ 0x1405_7B7E_F767_814F)
        views = views.map { Self.steppingSome($0, random: &controls) }
        var pointer = SplitMix64(seed: seed ^ 0x94D0_49BB_1331_11EB)
        let pointing = pointer.chance(0.25)
        if pointing {
            views = views.map { Self.hoveringSome($0, random: &pointer) }
        }
        var events = Self.trailingTheFrame(makeEvents(), seed: seed)
        if pointing {
            events = Self.pointing(events, random: &pointer)
        }
        let scene = Self.withSwiftUIGestures(Self.withListContextMenus(Self.withDragAndDrop(Self.withContextMenus(Self.withSwipeActions(Fixture(
            name: "fuzz seed \(seed)", views: views, events: events,
            expectations: Expectations(match: .ordered, trace: [])), seed: seed), seed: seed), seed: seed), seed: seed), seed: seed)
        return Self.withControllers(Self.onAScreen(scene, seed: seed), seed: seed)
    }

    /// Calls `body` with each view of `views` and those inside, each before its subviews, and
    /// the view's frame in the window.
    static func forEachView(in views: inout [ViewSpec], origin: Point = .zero, _ body: (inout ViewSpec, Rect) -> Void) {
        for index in views.indices {
            let view = views[index]
            let frame = Rect(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
            body(&views[index], frame)
            forEachView(in: &views[index].subviews, origin: frame.origin, body)
        }
    }

    // MARK: The scene

    private mutating func freshID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A view inside (mostly) a superview whose frame on the screen is `container`.
    private mutating func makeView(depth: Int, in container: Rect) -> ViewSpec {
        let type: ViewType = depth < 3 ? random.pick([.view, .view, .view, .scrollView, .scrollView, .button, .slider, .switch]) : random.pick([.view, .button, .switch])
        let id = freshID(type == .scrollView ? "scroll" : type == .view ? "v" : type.rawValue)
        let width = random.chance(0.3) ? container.size.width : random.whole(20...max(20, Int(container.size.width)))
        let height = random.chance(0.3) ? container.size.height : random.whole(20...max(20, Int(container.size.height)))
        let frame = Rect(
            x: random.chance(0.4) ? 0 : random.whole(-20...max(0, Int(container.size.width - width) + 20)),
            y: random.chance(0.4) ? 0 : random.whole(-20...max(0, Int(container.size.height - height) + 20)),
            width: width, height: height)
        let onScreen = Rect(x: container.origin.x + frame.origin.x, y: container.origin.y + frame.origin.y, width: width, height: height)
        targets.append(onScreen)
        var spec = ViewSpec(id: id, kind: type.descriptor.randomKind?(&random, ViewSpec(id: id, frame: frame)) ?? type.defaultKind, frame: frame)
        viewIDs.append(id)
        if type == .scrollView {
            scrollViewIDs.append(id)
            gestureIDs.append(id + ".pan")
        }
        spec.isHidden = random.chance(0.04)
        spec.alpha = random.chance(0.04) ? 0 : 1
        spec.isUserInteractionEnabled = !random.chance(0.05)
        spec.isMultipleTouchEnabled = random.chance(0.3)
        spec.isExclusiveTouch = random.chance(0.08)
        if !type.isControl, random.chance(0.4) {
            spec.touches = .consume
        }
        if random.chance(0.08) {
            spec.hitTest = .passThrough
        }
        if random.chance(0.1) {
            spec.pointInside = random.chance(0.5)
                ? .constant(random.chance(0.5))
                : .area(insets: EdgeInsets(top: random.whole(-30...30), left: random.whole(-30...30), bottom: random.whole(-30...30), right: random.whole(-30...30)), add: [], subtract: [])
        }
        spec.gestures = (0..<random.int(0...2)).map { _ in makeGesture() }
        if !type.isControl, depth < 3 {
            spec.subviews = (0..<random.int(0...(depth == 0 ? 3 : 2))).map { _ in makeView(depth: depth + 1, in: onScreen) }
        }
        return spec
    }

    private mutating func makeGesture() -> GestureSpec {
        let kind: GestureSpec.Kind = switch random.int(0...6) {
        case 0: .tap(taps: random.int(1...2), touches: random.chance(0.8) ? 1 : 2)
        case 1: .longPress(taps: 0, touches: 1, minimumPressDuration: random.chance(0.5) ? nil : random.whole(100...900), allowableMovement: nil)
        case 2: .pan(minimumTouches: 1, maximumTouches: random.chance(0.7) ? nil : random.int(1...3))
        case 3: .swipe(directions: [random.pick(GestureSpec.SwipeDirection.allCases)], touches: 1)
        case 4: .pinch
        case 5: .rotation
        default: .screenEdgePan(edges: [random.pick([GestureSpec.ScreenEdge.left, .right, .all])])
        }
        let id = freshID(kind.typeName)
        gestureIDs.append(id)
        return GestureSpec(
            id: id, kind: kind,
            isEnabled: !random.chance(0.05),
            cancelsTouchesInView: random.chance(0.8),
            delaysTouchesBegan: random.chance(0.2),
            delaysTouchesEnded: random.chance(0.8),
            shouldBegin: !random.chance(0.1),
            shouldReceive: !random.chance(0.08))
    }

    /// Requirements point only to recognizers later in creation order, so they never make a cycle;
    /// simultaneity, redirects and touchesShouldBegin may name anything.
    private mutating func addingRelations(_ view: ViewSpec) -> ViewSpec {
        var view = view
        view.gestures = view.gestures.map { gesture in
            var gesture = gesture
            let index = gestureIDs.firstIndex(of: gesture.id) ?? 0
            let later = Array(gestureIDs[(index + 1)...])
            if !later.isEmpty, random.chance(0.35) {
                gesture.requireToFail = [random.pick(later)]
            }
            if gestureIDs.count > 1, random.chance(0.25) {
                let other = random.pick(gestureIDs)
                if other != gesture.id { gesture.simultaneousWith = [other] }
            }
            return gesture
        }
        if view.hitTest == nil, random.chance(0.06) {
            view.hitTest = .redirectSelfTo(random.pick(viewIDs))
        }
        if case var .scrollView(settings) = view.kind, random.chance(0.15) {
            settings.touchesShouldBeginDenied = [random.pick(viewIDs)]
            view.kind = .scrollView(settings)
        }
        // A scroll chain from this scroll view to some of the scroll views inside it, none of
        // them in a chain yet (a scroll view belongs to one chain at most).
        let inside = Self.scrollViewIDs(inside: view).filter { !chainedIDs.contains($0) }
        if case var .scrollView(settings) = view.kind, !chainedIDs.contains(view.id), !inside.isEmpty, random.chance(0.35) {
            let children = inside.filter { _ in random.chance(0.6) }
            let chosen = children.isEmpty ? [random.pick(inside)] : children
            settings.chain = ScrollChainSpec(children: chosen, axis: random.chance(0.8) ? .vertical : .horizontal)
            view.kind = .scrollView(settings)
            chainedIDs += [view.id] + chosen
        }
        view.subviews = view.subviews.map { addingRelations($0) }
        return view
    }

    /// The ids of the scroll views inside `view`, at any depth, in tree order.
    private static func scrollViewIDs(inside view: ViewSpec) -> [String] {
        view.subviews.flatMap { subview -> [String] in
            let own: [String] = if case .scrollView = subview.kind { [subview.id] } else { [] }
            return own + scrollViewIDs(inside: subview)
        }
    }

    // MARK: The events

    /// One finger's path or one scene change, each step at its own time.
    private typealias Timed = (time: Double, order: Int, action: FixtureEvent.Action)

    private mutating func makeEvents() -> [FixtureEvent] {
        var steps: [Timed] = []
        var touch = 0
        for _ in 0..<random.int(1...5) {
            let start = random.whole(0...1500)
            switch random.int(0...9) {
            case 0, 1:
                touch += 1
                steps += tap(touch, at: start)
            case 2, 3, 4:
                touch += 1
                steps += drag(touch, at: start, duration: random.whole(40...700), distance: random.whole(0...400), ends: random.pick([Touch.Phase.ended, .ended, .ended, .cancelled]))
            case 5:
                touch += 1
                steps += drag(touch, at: start, duration: random.whole(30...90), distance: random.whole(150...700), ends: .ended)
            case 6:
                touch += 1
                steps += hold(touch, at: start, duration: random.whole(400...1500))
            case 7:
                touch += 2
                steps += drag(touch - 1, at: start, duration: random.whole(100...500), distance: random.whole(0...200), ends: .ended)
                steps += drag(touch, at: start, duration: random.whole(100...500), distance: random.whole(0...200), ends: .ended)
            default:
                steps.append((start, 0, sceneChange()))
            }
        }
        if random.chance(0.2) {
            steps.append((random.whole(0...2500), 0, .wait))
        }
        return merge(steps)
    }

    /// Mostly on one of the views, sometimes anywhere on the screen, now and then off it.
    private mutating func point() -> Point {
        if random.chance(0.08) {
            return Point(x: random.whole(-80...460), y: random.whole(-80...760))
        }
        if targets.isEmpty || random.chance(0.2) {
            return Point(x: random.whole(0...375), y: random.whole(0...667))
        }
        let target = random.pick(targets)
        return Point(
            x: target.origin.x + random.fraction() * target.size.width,
            y: target.origin.y + random.fraction() * target.size.height
        ).rounded
    }

    private mutating func tap(_ touch: Int, at start: Double) -> [Timed] {
        let at = point()
        let duration = random.pick([20.0, 50, 80, 200, 800])
        return [(start, 0, .touches([TouchStep(touch: touch, phase: .began, location: at)])),
                (start + duration, 0, .touches([TouchStep(touch: touch, phase: .ended, location: at)]))]
    }

    private mutating func hold(_ touch: Int, at start: Double, duration: Double) -> [Timed] {
        let at = point()
        var steps: [Timed] = [(start, 0, .touches([TouchStep(touch: touch, phase: .began, location: at)]))]
        if random.chance(0.5) {
            steps.append((start + duration / 2, 1, sceneChange()))
        }
        steps.append((start + duration, 0, .touches([TouchStep(touch: touch, phase: random.chance(0.8) ? .ended : .cancelled, location: at)])))
        return steps
    }

    /// A straight drag sampled every 16 ms, with now and then a scene change halfway.
    private mutating func drag(_ touch: Int, at start: Double, duration: Double, distance: Double, ends: Touch.Phase) -> [Timed] {
        let from = point()
        // A direction from a random point in the square, so that no trigonometry is needed.
        let direction = Point(x: random.fraction() * 2 - 1, y: random.fraction() * 2 - 1)
        let length = max((direction.x * direction.x + direction.y * direction.y).squareRoot(), 0.001)
        let to = Point(x: from.x + distance * direction.x / length, y: from.y + distance * direction.y / length)
        let samples = max(1, Int(duration / 16))
        var steps: [Timed] = [(start, 0, .touches([TouchStep(touch: touch, phase: .began, location: from)]))]
        let changeAt = random.chance(0.3) ? random.int(1...samples) : nil
        for sample in 1...samples {
            let fraction = Double(sample) / Double(samples)
            let at = Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction).rounded
            steps.append((start + Double(sample * 16), 0, .touches([TouchStep(touch: touch, phase: .moved, location: at)])))
            if sample == changeAt {
                steps.append((start + Double(sample * 16), 1, sceneChange()))
            }
        }
        let last = start + Double(samples * 16) + (random.chance(0.5) ? 0 : random.whole(0...300))
        steps.append((last + 1, 0, .touches([TouchStep(touch: touch, phase: ends)])))
        return steps
    }

    /// Remove a view or a recognizer, disable a recognizer, hide a view, or toggle a scroll view's delay.
    private mutating func sceneChange() -> FixtureEvent.Action {
        switch random.int(0...4) {
        case 0: .remove(id: random.pick(viewIDs))
        case 1 where !gestureIDs.isEmpty: .setGesture(id: random.pick(gestureIDs), property: .enabled(random.chance(0.2)))
        case 2 where !scrollViewIDs.isEmpty: .set(id: random.pick(scrollViewIDs), property: .own(.scrollView(.delaysContentTouches(random.chance(0.5)))))
        case 3: .set(id: random.pick(viewIDs), property: .hidden(random.chance(0.7)))
        default: .set(id: random.pick(viewIDs), property: .userInteractionEnabled(random.chance(0.3)))
        }
    }

    /// About one view in ten scaled, turned, moved or scaled to nothing, with its subviews, from a
    /// random stream of its own, so that the rest of a seed's fixture is what it was before
    /// transforms were generated.
    private static func transformingSome(_ view: ViewSpec, random: inout SplitMix64) -> ViewSpec {
        var view = view
        if random.chance(0.1) {
            view.transform = random.pick([
                AffineTransform(scaleX: 2, y: 2), AffineTransform(scaleX: 0.5, y: 1.5), AffineTransform(rotationAngle: 0.5),
                AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), AffineTransform(translationX: 30, y: -20),
                AffineTransform(scaleX: 0, y: 1),
            ])
        }
        view.subviews = view.subviews.map { transformingSome($0, random: &random) }
        return view
    }

    /// About one scroll view in five made a table or a collection view, with rows or items of
    /// random counts and sizes and sometimes a button in every cell, from a random stream of its
    /// own, so that the rest of a seed's fixture is what it was before lists were generated. The
    /// scroll view's gestures, subviews and keys stay; its content size comes from the items.
    private static func listingSome(_ view: ViewSpec, random: inout SplitMix64) -> ViewSpec {
        var view = view
        if view.kind.type == .scrollView, random.chance(0.2) {
            let type: ViewType = random.chance(0.5) ? .tableView : .collectionView
            view.kind = type.descriptor.randomKind?(&random, view) ?? type.defaultKind
            view.touches = .forward
        }
        view.subviews = view.subviews.map { listingSome($0, random: &random) }
        return view
    }

    /// About one button in two made a stepper, a segmented control or a page control, with
    /// random settings, from a random stream of its own, so that the rest of a seed's fixture is
    /// what it was before these controls were generated.
    private static func steppingSome(_ view: ViewSpec, random: inout SplitMix64) -> ViewSpec {
        var view = view
        if view.kind == .button, random.chance(0.5) {
            let type = [ViewType.stepper, .segmentedControl, .pageControl][random.int(0...2)]
            view.kind = type.descriptor.randomKind?(&random, view) ?? type.defaultKind
        }
        view.subviews = view.subviews.map { steppingSome($0, random: &random) }
        return view
    }

    /// About one view in six given a hover recognizer (P2), for the seeds with a pointer.
    private static func hoveringSome(_ view: ViewSpec, random: inout SplitMix64) -> ViewSpec {
        var view = view
        if random.chance(1.0 / 6) {
            view.gestures.append(GestureSpec(id: view.id + "-hover", kind: .hover, isEnabled: !random.chance(0.1), shouldBegin: !random.chance(0.1)))
        }
        view.subviews = view.subviews.map { hoveringSome($0, random: &random) }
        return view
    }

    /// A host with a mouse or a trackpad, for a quarter of the seeds, from a random stream of its
    /// own: about one touch in three that begins while no click is down becomes a click
    /// (`indirectPointer`, P1), and pointer moves and exits (P2), wheel steps and trackpad
    /// scrolls (P3) and trackpad pinches (P4) come between the events while no click is down, as
    /// a pointer can make them.
    private static func pointing(_ events: [FixtureEvent], random: inout SplitMix64) -> [FixtureEvent] {
        var pointed: [FixtureEvent] = []
        var click: Int?
        var isOver = false
        // A scroll happens at its own time, so it goes only where no later touch is stamped
        // earlier: the earliest stamp (or time) from each event on.
        var earliestFrom = events.map { $0.stamped ?? $0.time } + [.infinity]
        for index in events.indices.reversed() {
            earliestFrom[index] = min(earliestFrom[index], earliestFrom[index + 1])
        }
        for (index, var event) in events.enumerated() {
            if click == nil, event.time <= earliestFrom[index], random.chance(0.1) {
                let at = Point(x: random.whole(0...375), y: random.whole(0...667))
                pointed.append(FixtureEvent(time: event.time, .scroll(type: .discrete, phase: .changed, at: at, by: Point(x: 0, y: random.whole(-120...120)))))
            }
            if click == nil, random.chance(0.2) {
                if isOver, random.chance(0.2) {
                    pointed.append(FixtureEvent(time: event.time, .pointer(at: nil)))
                    isOver = false
                } else {
                    pointed.append(FixtureEvent(time: event.time, .pointer(at: Point(x: random.whole(-20...395), y: random.whole(-20...687)))))
                    isOver = true
                }
            }
            if case var .touches(steps) = event.action {
                for index in steps.indices {
                    if steps[index].phase == .began, click == nil, random.chance(1.0 / 3) {
                        steps[index].type = .indirectPointer
                        click = steps[index].touch
                    } else if steps[index].touch == click, !steps[index].phase.isActive {
                        click = nil
                    }
                }
                event.action = .touches(steps)
            }
            pointed.append(event)
            // A trackpad scroll between this event and the next, when there is room for it.
            // Or a trackpad pinch (P4), in the same room.
            if click == nil, earliestFrom[index + 1] > event.time + 80, random.chance(0.08) {
                let at = Point(x: random.whole(0...375), y: random.whole(0...667))
                pointed.append(FixtureEvent(time: event.time, .transform(phase: .began, at: at, scale: 1, rotation: 0)))
                for step in 1...3 {
                    let scale = 1 + Double(step) * (random.fraction() - 0.4)
                    pointed.append(FixtureEvent(time: event.time + 16 * Double(step), .transform(phase: .changed, at: nil, scale: max(scale, 0.2), rotation: random.fraction() - 0.5)))
                }
                pointed.append(FixtureEvent(time: event.time + 64, .transform(phase: random.chance(0.8) ? .ended : .cancelled, at: nil, scale: 1, rotation: 0)))
            } else if click == nil, earliestFrom[index + 1] > event.time + 80, random.chance(0.15) {
                let at = Point(x: random.whole(0...375), y: random.whole(0...667))
                let by = Point(x: random.whole(-30...30), y: random.whole(-60...60))
                pointed.append(FixtureEvent(time: event.time, .scroll(type: .continuous, phase: .began, at: at, by: .zero)))
                for step in 1...3 {
                    pointed.append(FixtureEvent(time: event.time + 16 * Double(step), .scroll(type: .continuous, phase: .changed, at: nil, by: by)))
                }
                pointed.append(FixtureEvent(time: event.time + 64, .scroll(type: .continuous, phase: random.chance(0.8) ? .ended : .cancelled, at: nil, by: .zero)))
            }
        }
        return pointed
    }

    /// A host whose input trails the frame, for a third of the seeds: every touch event is handed
    /// over 1 to 40 ms after it happened, stamped with its own time. Drawn from a stream of its
    /// own, so that the rest of a seed's fixture is what it was before late input was generated.
    private static func trailingTheFrame(_ events: [FixtureEvent], seed: UInt64) -> [FixtureEvent] {
        var random = SplitMix64(seed: seed ^ 0x7F4A_7C15_9E37_79B9)
        guard random.chance(1.0 / 3) else { return events }
        let lag = random.whole(1...40)
        let handedOver = events.map { event in
            guard case .touches = event.action else { return event }
            return FixtureEvent(time: event.time + lag, event.action, stamped: event.time)
        }
        return handedOver.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Orders the steps by time and folds the fingers that move at one time into one event.
    private func merge(_ steps: [Timed]) -> [FixtureEvent] {
        let sorted = steps.enumerated().sorted { ($0.element.time, $0.element.order, $0.offset) < ($1.element.time, $1.element.order, $1.offset) }.map(\.element)
        var events: [FixtureEvent] = []
        for step in sorted {
            if case let .touches(new) = step.action, let last = events.last, last.time == step.time, case let .touches(existing) = last.action,
               !existing.contains(where: { $0.touch == new[0].touch }) {
                events[events.count - 1].action = .touches(existing + new)
            } else {
                events.append(FixtureEvent(time: step.time, step.action))
            }
        }
        return events
    }
}

extension Point {
    /// The point at whole coordinates, which keep a written fixture short and exact.
    fileprivate var rounded: Point {
        Point(x: x.rounded(), y: y.rounded())
    }
}
