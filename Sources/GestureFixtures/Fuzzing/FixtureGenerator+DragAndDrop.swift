import GestureArbiter

extension FixtureGenerator {
    /// For about a fifth of the seeds, a drag interaction on one view and drop interactions on one
    /// or two others, from a random stream of its own so that the rest of a seed's fixture is
    /// generated as before (I1–I7): enabled, disabled or left to the phone's default, with some
    /// items or none and items to add; after the scene's own touches, presses on the source held
    /// past the 500 ms lift or not, then carried to a target, anywhere, or to the window's bottom
    /// edge and held there (where a scroll view autoscrolls), with a second finger's tap
    /// meanwhile, and lifted or cancelled. Tables get drag and drop delegates, rows that move
    /// and sometimes editing mode, with presses on their rows and on their reorder controls.
    static func withDragAndDrop(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0x3C6E_F372_FE94_F82B)
        guard random.chance(0.2) else { return fixture }
        var placed: [(id: String, frame: Rect)] = []
        func collect(_ views: [ViewSpec], origin: Point) {
            for view in views {
                let frame = Rect(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
                placed.append((view.id, frame))
                collect(view.subviews, origin: frame.origin)
            }
        }
        collect(fixture.views, origin: .zero)
        guard !placed.isEmpty else { return fixture }
        var fixture = fixture
        var sources = [(id: String, frame: Rect)]()
        forEachView(in: &fixture.views) { view, frame in
            if case var .scrollView(settings) = view.kind, var list = settings.list, list.kind == .table, random.chance(0.6) {
                list.dragAndDrop = randomTableDragAndDrop(random: &random)
                list.movesRows = random.chance(0.6)
                list.isEditing = random.chance(0.3)
                settings.list = list
                view.kind = .scrollView(settings)
                if list.dragAndDrop?.dragDelegate != nil { sources.append((view.id, frame)) }
                if list.isEditing {
                    // Fingers on the reorder controls: the trailing 44 pt.
                    sources.append((view.id, Rect(x: frame.maxX - 40, y: frame.minY, width: 40, height: frame.height)))
                }
            }
        }
        let source = random.pick(placed)
        let enabled: Bool? = random.chance(0.8) ? true : (random.chance(0.5) ? false : nil)
        fixture.dragInteractions = [DragInteractionSpec(view: source.id, items: random.int(0...3), itemsForAdding: random.int(0...2), enabled: enabled)]
        var targets: [DropInteractionSpec] = []
        for _ in 0..<random.int(1...2) {
            let target = random.pick(placed)
            guard !targets.contains(where: { $0.view == target.id }) else { continue }
            targets.append(DropInteractionSpec(view: target.id, operation: random.pick(DropOperation.allCases), canHandle: random.chance(0.85)))
        }
        fixture.dropInteractions = targets
        let targetCenters = targets.compactMap { target in placed.first { $0.id == target.view }.map { Point(x: $0.frame.midX, y: $0.frame.midY) } }
        let size = fixture.windowSize
        var start = (fixture.events.last?.time ?? 0) + 50
        var touch = 870
        sources.append(source)
        for _ in 0..<random.int(1...3) {
            let frame = random.pick(sources).frame
            let at = Point(x: frame.minX + random.whole(0...Int(max(0, frame.width - 1))), y: frame.minY + random.whole(0...Int(max(0, frame.height - 1))))
            let aim = random.int(0...9)
            let to = aim < 3
                ? Point(x: random.whole(0...Int(size.width) - 1), y: size.height - random.whole(1...40))
                : aim < 7 ? targetCenters.isEmpty ? at : random.pick(targetCenters)
                : Point(x: random.whole(0...Int(size.width) - 1), y: random.whole(0...Int(size.height) - 1))
            let held = random.chance(0.8) ? random.whole(520...900) : random.whole(100...450)
            fixture.events.append(FixtureEvent(time: start, .touches([TouchStep(touch: touch, phase: .began, location: at)])))
            let carry = random.whole(80...400)
            fixture.events.append(FixtureEvent(time: start + held, .drag(Drag(touch: touch, from: at, to: to, duration: carry, lifts: false, begins: false))))
            var lift = start + held + carry + random.whole(0...900)
            if random.chance(0.4) {
                let tapAt = random.pick(placed).frame
                let point = Point(x: tapAt.midX, y: tapAt.midY)
                fixture.events.append(FixtureEvent(time: start + held + carry / 2, .tap(Tap(touch: touch + 1, location: point, duration: random.whole(30...120)))))
                lift = max(lift, start + held + carry / 2 + 150)
            }
            let phase: Touch.Phase = random.chance(0.9) ? .ended : .cancelled
            fixture.events.append(FixtureEvent(time: lift, .touches([TouchStep(touch: touch, phase: phase, location: to)])))
            start = lift + random.whole(100...600)
            touch += 2
        }
        return fixture
    }

    /// A table's drag and drop: a drag delegate, a drop delegate or both, either of any kind.
    private static func randomTableDragAndDrop(random: inout SplitMix64) -> TableDragAndDropSpec {
        var spec = TableDragAndDropSpec()
        let sides = random.int(0...2)
        if sides != 1 { spec.dragDelegate = .init(items: random.int(0...2), itemsForAdding: random.int(0...1)) }
        if sides != 0 {
            spec.dropDelegate = .init(operation: random.pick(DropOperation.allCases), intent: random.pick(TableViewDropProposal.Intent.allCases),
                                      canHandle: random.chance(0.9))
        }
        if random.chance(0.1) { spec.dragInteractionEnabled = false }
        return spec
    }
}
