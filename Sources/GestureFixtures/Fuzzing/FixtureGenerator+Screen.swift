import GestureArbiter

extension FixtureGenerator {
    /// The screen around a scene, from a random stream of its own so that the rest of a seed's
    /// fixture is what it was before these were generated: for about a third of the seeds a
    /// status bar (tapped now and then, S12), a safe area with each scroll view's way of adjusting
    /// to it (S13), or an iPad; for about one scroll view in four a zoom (S11); for about a fifth
    /// of the seeds `set` events that change a scroll view's limits while it may be moving (its
    /// content size, inset, frame or rows); and for one seed in twenty sizes near the format's
    /// extremes (content a thousand billion points long, items a hundredth of a point).
    static func onAScreen(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0xD1B5_4A32_D192_ED03)
        var fixture = fixture
        let extreme = random.chance(0.05)
        fixture.views = fixture.views.map { adjusting($0, random: &random, extreme: extreme) }
        let scrollViews = Self.scrollViews(in: fixture.views)
        let end = fixture.events.last?.time ?? 0
        var added: [FixtureEvent] = []
        if random.chance(1.0 / 3) {
            fixture.statusBarHeight = random.pick([20.0, 44, 47])
            fixture.userInterfaceIdiom = random.chance(0.2) ? .pad : .phone
            for _ in 0..<random.int(0...2) {
                let at = Point(x: random.whole(0...Int(fixture.windowSize.width) - 1), y: random.whole(0...Int(fixture.statusBarHeight) - 1))
                added.append(FixtureEvent(time: random.whole(0...Int(end) + 500), .statusBarTap(at: at)))
            }
        }
        if random.chance(1.0 / 3) {
            fixture.safeAreaInsets = EdgeInsets(top: random.pick([0.0, 20, 47, 59]), left: random.pick([0.0, 0, 44]),
                                                bottom: random.pick([0.0, 34]), right: random.pick([0.0, 0, 44]))
        }
        if !scrollViews.isEmpty, random.chance(0.2) {
            for _ in 0..<random.int(1...3) {
                let (id, frame, isList) = random.pick(scrollViews)
                added.append(FixtureEvent(time: random.whole(0...Int(end) + 800), .set(id: id, property: limitChange(frame: frame, isList: isList, random: &random))))
            }
        }
        fixture.events = (fixture.events + added).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return fixture
    }

    /// A change of a scroll view's limits: its content size (a list's rows), inset, frame, or
    /// how it adjusts to the safe area.
    private static func limitChange(frame: Rect, isList: Bool, random: inout SplitMix64) -> ViewProperty {
        switch random.int(0...3) {
        case 0 where isList:
            .own(.scrollView(.sections([random.int(0...40)])))
        case 0:
            .own(.scrollView(.contentSize(Size(width: frame.width * random.whole(0...3), height: random.whole(0...3000)))))
        case 1:
            .own(.scrollView(.contentInset(EdgeInsets(top: random.whole(0...100), left: 0, bottom: random.whole(0...100), right: 0))))
        case 2:
            .frame(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(1, frame.height + random.whole(-200...200))))
        default:
            .own(.scrollView(.contentInsetAdjustmentBehavior(random.pick(ContentInsetAdjustmentBehavior.allCases))))
        }
    }

    /// A view with its scroll views given a way of adjusting to the safe area, some of them a
    /// zoom of their first subview, and, in an extreme seed, sizes near the format's limits.
    private static func adjusting(_ view: ViewSpec, random: inout SplitMix64, extreme: Bool) -> ViewSpec {
        var view = view
        if case var .scrollView(settings) = view.kind {
            settings.contentInsetAdjustmentBehavior = random.pick(ContentInsetAdjustmentBehavior.allCases)
            if settings.list == nil, let zoomed = view.subviews.first, random.chance(0.25) {
                settings.minimumZoomScale = random.pick([0.5, 1])
                settings.maximumZoomScale = random.pick([2.0, 4, 10])
                settings.bouncesZoom = !random.chance(0.3)
                settings.viewForZooming = zoomed.id
            }
            if extreme {
                if var list = settings.list {
                    list.itemSize = Size(width: random.pick([0.01, 1, 1e6]), height: random.pick([0.01, 1, 1e6]))
                    list.minimumLineSpacing = random.pick([0, 10, 1e12])
                    list.minimumInteritemSpacing = random.pick([0, 10, 1e12])
                    list.sections = list.sections.map { min($0, 40) }
                    settings.list = list
                } else {
                    settings.contentSize = Size(width: random.pick([0, view.frame.width, 1e12]), height: random.pick([0.001, 3000, 1e12]))
                }
            }
            view.kind = .scrollView(settings)
        }
        view.subviews = view.subviews.map { adjusting($0, random: &random, extreme: extreme) }
        return view
    }

    /// Every scroll view's id and frame, and whether it is a list, in depth-first order.
    private static func scrollViews(in views: [ViewSpec]) -> [(id: String, frame: Rect, isList: Bool)] {
        var found: [(id: String, frame: Rect, isList: Bool)] = []
        var stack = Array(views.reversed())
        while let view = stack.popLast() {
            if case let .scrollView(settings) = view.kind {
                found.append((view.id, view.frame, settings.list != nil))
            }
            stack += view.subviews.reversed()
        }
        return found
    }
}
