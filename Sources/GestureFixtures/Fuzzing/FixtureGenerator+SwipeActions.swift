import GestureArbiter

extension FixtureGenerator {
    /// Swipe actions on most of the scene's table views and on a third of its collection views,
    /// which then get a list layout, and on about a fifth of the scenes
    /// without one a table of their own on top, from a random stream of their own so that the
    /// rest of a seed's fixture is generated as before (R1–R6): leading or trailing
    /// actions or both, on every row or a few, with or without the full swipe, and after the
    /// scene's own touches a few sideways drags and taps on each such table, short and long,
    /// slow and flung, so that rows open, close, swipe fully and get their buttons tapped.
    static func withSwipeActions(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0x6A09_E667_F3BC_C908)
        var fixture = fixture
        var start = (fixture.events.last?.time ?? 0) + 50
        var touch = 800
        var added: [FixtureEvent] = []
        func visit(_ view: inout ViewSpec, _ frame: Rect) {
            if case var .scrollView(settings) = view.kind, var list = settings.list,
               list.swipeActions != nil || random.chance(list.kind == .table ? 0.8 : 0.3) {
                list.swipeActions = list.swipeActions ?? randomSwipeActions(rows: list.sections, random: &random)
                // A collection's swipes need its list layout (R6).
                list.isListLayout = list.isListLayout || list.kind == .collection
                settings.list = list
                view.kind = .scrollView(settings)
                for _ in 0..<random.int(2...6) {
                    let y = frame.minY + random.whole(0...Int(max(0, frame.height - 1)))
                    let fromX = frame.minX + random.whole(0...Int(max(0, frame.width - 1)))
                    if random.chance(0.25) {
                        added.append(FixtureEvent(time: start, .tap(Tap(touch: touch, location: Point(x: fromX, y: y), duration: random.whole(30...120)))))
                    } else {
                        let reach = random.whole(20...Int(max(20, frame.width)))
                        let toX = random.chance(0.5) ? fromX - reach : fromX + reach
                        let duration = random.whole(30...400)
                        added.append(FixtureEvent(time: start, .drag(Drag(touch: touch, from: Point(x: fromX, y: y), to: Point(x: toX, y: y + random.whole(-15...15)), duration: duration))))
                        start += duration
                    }
                    start += random.whole(100...900)
                    touch += 1
                }
            }
        }
        if !fixture.views.contains(where: hasTable), random.chance(0.2) {
            let size = fixture.windowSize
            let width = random.whole(120...Int(max(120, size.width)))
            let frame = Rect(x: random.whole(0...Int(max(0, size.width - width))), y: random.whole(0...200), width: width, height: random.whole(100...400))
            var list = ListSettings(kind: .table, sections: [random.int(1...60)])
            list.swipeActions = randomSwipeActions(rows: list.sections, random: &random)
            fixture.views.append(ViewSpec(id: "swipeList", kind: .scrollView(ScrollViewSettings(list: list)), frame: frame))
        }
        forEachView(in: &fixture.views, visit)
        fixture.events += added
        return fixture
    }

    private static func hasTable(_ view: ViewSpec) -> Bool {
        if case let .scrollView(settings) = view.kind, settings.list?.kind == .table { return true }
        return view.subviews.contains(where: hasTable)
    }

    private static func randomSwipeActions(rows sections: [Int], random: inout SplitMix64) -> SwipeActionsSpec {
        func edge() -> SwipeActionsSpec.Edge {
            let titles = ["Delete", "Archive", "Flag", "More"]
            let actions = (0..<(random.chance(0.1) ? 0 : random.int(1...3))).map { index in
                SwipeActionsSpec.ActionSpec(title: titles[index], style: index == 0 && random.chance(0.5) ? .destructive : .normal,
                                            width: random.chance(0.8) ? ContextualAction.standardWidth : random.whole(0...200),
                                            actionPerformed: random.chance(0.8))
            }
            return SwipeActionsSpec.Edge(actions: actions, performsFirstActionWithFullSwipe: random.chance(0.8))
        }
        let sides = random.int(0...2)
        var spec = SwipeActionsSpec(leading: sides != 1 ? edge() : nil, trailing: sides != 0 ? edge() : nil)
        if random.chance(0.15), let section = sections.indices.first(where: { sections[$0] > 0 }) {
            spec.rows = (0..<random.int(1...3)).map { _ in [section, random.int(0...sections[section] - 1)] }
        }
        return spec
    }
}
