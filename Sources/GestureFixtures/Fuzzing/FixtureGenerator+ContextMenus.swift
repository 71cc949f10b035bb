import GestureArbiter

extension FixtureGenerator {
    /// A context menu on the front-most view or one of its front-most subviews for about a fifth of the seeds, from a random
    /// stream of its own so that the rest of a seed's fixture is generated as before (M1–M4):
    /// none to three actions, sometimes no configuration; after the scene's own touches, presses
    /// on the view held past the menu's 500 ms or not, some lifting where they were and some
    /// sliding away, each followed by a tap anywhere, on the menu or outside it.
    static func withContextMenus(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0xBB67_AE85_84CA_A73B)
        guard random.chance(0.2) else { return fixture }
        // The front-most view and its front-most subviews, which nothing in the scene covers.
        var candidates: [(id: String, frame: Rect)] = []
        var front = fixture.views.last
        var origin = Point.zero
        while let view = front {
            let frame = Rect(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
            candidates.append((view.id, frame))
            (front, origin) = (view.subviews.last, frame.origin)
        }
        guard !candidates.isEmpty else { return fixture }
        var fixture = fixture
        let (id, frame) = random.pick(candidates)
        let titles = ["Copy", "Share", "Delete"]
        fixture.contextMenus = [ContextMenuSpec(view: id, actions: Array(titles.prefix(random.int(0...3))), configuration: random.chance(0.9))]
        let size = fixture.windowSize
        var start = (fixture.events.last?.time ?? 0) + 50
        var touch = 850
        for _ in 0..<random.int(1...3) {
            let at = Point(x: frame.minX + random.whole(0...Int(max(0, frame.width - 1))), y: frame.minY + random.whole(0...Int(max(0, frame.height - 1))))
            let held = random.chance(0.8) ? random.whole(550...1200) : random.whole(100...450)
            var end = at
            fixture.events.append(FixtureEvent(time: start, .touches([TouchStep(touch: touch, phase: .began, location: at)])))
            if random.chance(0.4) {
                end = Point(x: at.x + random.whole(-60...60), y: at.y + random.whole(-200...200))
                fixture.events.append(FixtureEvent(time: start + held / 2, .touches([TouchStep(touch: touch, phase: .moved, location: end)])))
            }
            fixture.events.append(FixtureEvent(time: start + held, .touches([TouchStep(touch: touch, phase: .ended, location: end)])))
            start += held + random.whole(50...400)
            let tap = Point(x: random.whole(0...Int(size.width) - 1), y: random.whole(0...Int(size.height) - 1))
            fixture.events.append(FixtureEvent(time: start, .tap(Tap(touch: touch + 1, location: tap, duration: random.whole(30...120)))))
            start += random.whole(200...800)
            touch += 2
        }
        return fixture
    }
}

extension FixtureGenerator {
    /// A context menu on about a third of the scene's tables and collections, from a random
    /// stream of its own (M5): on every row or item or a few, on a collection's empty space or
    /// not; after the scene's own touches, presses on each such list held past 500 ms or not,
    /// some sliding away, each followed by a tap anywhere.
    static func withListContextMenus(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0xA54F_F53A_5F1D_36F1)
        var fixture = fixture
        var start = (fixture.events.last?.time ?? 0) + 50
        var touch = 870
        var added: [FixtureEvent] = []
        let size = fixture.windowSize
        forEachView(in: &fixture.views) { view, frame in
            if case var .scrollView(settings) = view.kind, var list = settings.list, random.chance(0.35) {
                var menu = ListContextMenuSpec(actions: Array(["Copy", "Share", "Delete"].prefix(random.int(0...3))), emptySpace: list.kind == .collection && random.chance(0.5))
                if random.chance(0.3), let section = list.sections.indices.first(where: { list.sections[$0] > 0 }) {
                    menu.indexPaths = (0..<random.int(1...3)).map { _ in [section, random.int(0...list.sections[section] - 1)] }
                }
                list.contextMenu = menu
                settings.list = list
                view.kind = .scrollView(settings)
                for _ in 0..<random.int(1...3) {
                    let at = Point(x: frame.minX + random.whole(0...Int(max(0, frame.width - 1))), y: frame.minY + random.whole(0...Int(max(0, frame.height - 1))))
                    let held = random.chance(0.8) ? random.whole(550...1200) : random.whole(100...450)
                    let end = random.chance(0.3) ? Point(x: at.x + random.whole(-60...60), y: at.y + random.whole(-200...200)) : at
                    added.append(FixtureEvent(time: start, .touches([TouchStep(touch: touch, phase: .began, location: at)])))
                    if end != at {
                        added.append(FixtureEvent(time: start + held / 2, .touches([TouchStep(touch: touch, phase: .moved, location: end)])))
                    }
                    added.append(FixtureEvent(time: start + held, .touches([TouchStep(touch: touch, phase: .ended, location: end)])))
                    start += held + random.whole(50...400)
                    let tap = Point(x: random.whole(0...Int(size.width) - 1), y: random.whole(0...Int(size.height) - 1))
                    added.append(FixtureEvent(time: start, .tap(Tap(touch: touch + 1, location: tap, duration: random.whole(30...120)))))
                    start += random.whole(200...800)
                    touch += 2
                }
            }
        }
        fixture.events += added
        return fixture
    }
}
