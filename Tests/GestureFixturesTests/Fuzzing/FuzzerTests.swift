import Testing
import GestureArbiter
@testable import GestureFixtures

@Suite("Fuzzer")
struct FuzzerTests {
    @Test("SplitMix64 from seed 0 gives the reference sequence")
    func referenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test("a seed always makes the same fixture, and neighbouring seeds make different ones")
    func seedsAreReproducible() {
        #expect(FixtureGenerator.fixture(seed: 7) == FixtureGenerator.fixture(seed: 7))
        #expect(FixtureGenerator.fixture(seed: 7) != FixtureGenerator.fixture(seed: 8))
    }

    @Test("200 fixed seeds compile, run and break no invariant, replay included")
    func fixedSeedBudget() {
        let failure = Fuzzer.run(seeds: 0, count: 200)
        #expect(failure == nil, "seed \(failure?.seed ?? 0): \(failure?.problem ?? "")")
    }

    @Test("about a third of the seeds stand for a host whose input trails the frame: their touch events are stamped before they are handed over")
    func lateInputSeeds() {
        let stamped = (0..<90).filter { seed in
            FixtureGenerator.fixture(seed: UInt64(seed)).events.contains { event in event.stamped.map { $0 < event.time } ?? false }
        }
        #expect(stamped.count > 15 && stamped.count < 45, "\(stamped.count) of 90")
    }

    @Test("some seeds transform a view: scaled, turned, moved or scaled to nothing")
    func transformedSeeds() {
        func transformed(_ views: [ViewSpec]) -> Bool {
            views.contains { $0.transform != .identity || transformed($0.subviews) }
        }
        let count = (0..<60).filter { transformed(FixtureGenerator.fixture(seed: UInt64($0)).views) }.count
        #expect(count > 10 && count < 40, "\(count) of 60")
    }

    @Test("about a third of the seeds attach SwiftUI gestures, composed ones among them, and shrinking can take each away")
    func swiftUISeeds() throws {
        let fixtures = (0..<60).map { FixtureGenerator.fixture(seed: UInt64($0)) }
        let withGestures = fixtures.filter { !$0.swiftUIGestures.isEmpty }
        #expect(withGestures.count > 10 && withGestures.count < 35, "\(withGestures.count) of 60")
        let composed = withGestures.flatMap(\.swiftUIGestures).filter { spec in
            switch spec.modifier {
            case let .gesture(gesture), let .highPriorityGesture(gesture), let .simultaneousGesture(gesture):
                if case .withCallbacks(let content, _) = gesture { return Self.isComposed(content) }
                return Self.isComposed(gesture)
            case .onTapGesture, .onLongPressGesture:
                return false
            }
        }
        #expect(!composed.isEmpty)
        let fixture = try #require(withGestures.first)
        let shrunk = FixtureShrinker { (try? $0.compile()) != nil }.shrink(fixture)
        #expect(shrunk.swiftUIGestures.isEmpty)
    }

    private static func isComposed(_ gesture: SwiftUIGestureNodeSpec) -> Bool {
        switch gesture {
        case .simultaneously, .sequenced, .exclusively: true
        default: false
        }
    }

    @Test("some seeds put the scene on a screen: a status bar tapped, a safe area, a zoom, limits changed mid-run, sizes near the format's limits")
    func screenSeeds() {
        func scrollSettings(_ views: [ViewSpec]) -> [ScrollViewSettings] {
            views.flatMap { view -> [ScrollViewSettings] in
                let own: [ScrollViewSettings] = if case let .scrollView(settings) = view.kind { [settings] } else { [] }
                return own + scrollSettings(view.subviews)
            }
        }
        let fixtures = (0..<300).map { FixtureGenerator.fixture(seed: UInt64($0)) }
        let tapped = fixtures.filter { $0.events.contains { if case .statusBarTap = $0.action { true } else { false } } }.count
        let safe = fixtures.filter { $0.safeAreaInsets != .zero }.count
        let zoomed = fixtures.filter { scrollSettings($0.views).contains { $0.viewForZooming != nil } }.count
        let limited = fixtures.filter { fixture in
            fixture.events.contains { event in
                guard case let .set(_, property) = event.action else { return false }
                switch property {
                case .frame, .own(.scrollView(.contentSize)), .own(.scrollView(.contentInset)), .own(.scrollView(.sections)), .own(.scrollView(.contentInsetAdjustmentBehavior)): return true
                default: return false
                }
            }
        }.count
        let extreme = fixtures.filter { scrollSettings($0.views).contains { $0.contentSize.height >= 1e12 || ($0.list?.itemSize.width ?? 50) < 1 } }.count
        #expect(tapped > 20 && tapped < 150, "\(tapped) of 300 tap a status bar")
        #expect(safe > 40 && safe < 160, "\(safe) of 300 have a safe area")
        #expect(zoomed > 20, "\(zoomed) of 300 zoom")
        #expect(limited > 20 && limited < 120, "\(limited) of 300 change limits")
        #expect(extreme > 0 && extreme < 40, "\(extreme) of 300 reach extreme sizes")
    }

    @Test("a written fixture reads back as the same fixture", arguments: 0..<40)
    func writerRoundTrip(seed: UInt64) throws {
        let fixture = FixtureGenerator.fixture(seed: seed)
        let json = FixtureJSONWriter.json(fixture)
        let read = try FixtureLoader.load(json: Array(json.utf8), file: "seed-\(seed).json")
        #expect(read.fixture == fixture)
    }

    /// A root scroll view chained with two lists inside it, horizontally.
    private static let chainedFixture = Fixture(
        views: [ViewSpec(
            id: "root", kind: .scrollView(ScrollViewSettings(
                contentSize: Size(width: 375, height: 867), chain: ScrollChainSpec(children: ["list1", "list2"], axis: .horizontal))),
            frame: Rect(x: 0, y: 0, width: 375, height: 667),
            subviews: ["list1", "list2"].map { id in
                ViewSpec(id: id, kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 375, height: 2000))),
                         frame: Rect(x: 0, y: 200, width: 375, height: 467))
            })],
        events: [],
        expectations: Expectations(match: .ordered, trace: []))

    @Test("a scroll view's chain is written and reads back as the same chain")
    func writerKeepsTheChain() throws {
        let json = FixtureJSONWriter.json(Self.chainedFixture)
        #expect(json.contains(#""chain": {"children": ["list1", "list2"], "axis": "horizontal"}"#))
        var read = try FixtureLoader.load(json: Array(json.utf8), file: "chained.json").fixture
        read.name = nil
        #expect(read == Self.chainedFixture)
    }

    @Test("removing a chained view takes it out of the chain, and a chain left without children goes, so the candidate still compiles")
    func shrinkingForgetsChainedViews() throws {
        let withoutList2 = FixtureShrinker { fixture in
            Self.ids(fixture.views).contains("root") && !Self.ids(fixture.views).contains("list2") && (try? fixture.compile()) != nil
        }.shrink(Self.chainedFixture)
        #expect(Self.chainOfFirstView(withoutList2) == nil)
        #expect(Self.ids(withoutList2.views) == ["root"])
        let keepingList1 = FixtureShrinker { fixture in
            Self.ids(fixture.views).contains("list1") && (try? fixture.compile()) != nil && Self.chainOfFirstView(fixture) != nil
        }.shrink(Self.chainedFixture)
        #expect(Self.chainOfFirstView(keepingList1) == ScrollChainSpec(children: ["list1"], axis: .horizontal))
    }

    private static func ids(_ views: [ViewSpec]) -> [String] {
        views.flatMap { [$0.id] + ids($0.subviews) }
    }

    private static func chainOfFirstView(_ fixture: Fixture) -> ScrollChainSpec? {
        guard case let .scrollView(settings) = fixture.views.first?.kind else { return nil }
        return settings.chain
    }

    @Test("shrinking keeps what the failure needs and takes away the rest")
    func shrinking() {
        let fixture = FixtureGenerator.fixture(seed: 11)
        let gestures = Self.gestureIDs(fixture.views)
        try? #require(!gestures.isEmpty)
        let needed = gestures[0]
        let shrunk = FixtureShrinker { Self.gestureIDs($0.views).contains(needed) && (try? $0.compile()) != nil }.shrink(fixture)
        #expect(Self.gestureIDs(shrunk.views) == [needed])
        #expect(shrunk.events.isEmpty)
        #expect(Self.count(shrunk.views) <= Self.count(fixture.views))
    }

    @Test("a fixture that breaks an invariant is reported with the invariant's name")
    func problemNamesTheInvariant() throws {
        // A redirect to a view removed before the touch: sound now (see Tests/Fixtures/fuzz/), so no problem.
        let fixture = Fixture(
            views: [
                ViewSpec(id: "gone", frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                ViewSpec(id: "door", frame: Rect(x: 0, y: 0, width: 100, height: 100), hitTest: .redirectSelfTo("gone")),
            ],
            events: [
                FixtureEvent(time: 0, .remove(id: "gone")),
                FixtureEvent(time: 10, .tap(Tap(touch: 1, location: Point(x: 50, y: 50)))),
            ])
        #expect(Fuzzer.problem(with: fixture) == nil)
        #expect(Fuzzer.kind(of: "invariant broken at 5.0 ms: restWhenSettled: x") == "restWhenSettled")
        #expect(Fuzzer.kind(of: "the generated fixture does not compile: y") == "compile")
    }

    private static func gestureIDs(_ views: [ViewSpec]) -> [String] {
        views.flatMap { $0.gestures.map(\.id) + gestureIDs($0.subviews) }
    }

    private static func count(_ views: [ViewSpec]) -> Int {
        views.reduce(0) { $0 + 1 + count($1.subviews) }
    }
}
