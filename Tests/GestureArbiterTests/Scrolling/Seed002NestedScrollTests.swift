import Testing
@testable import GestureArbiter

// Seed 002 (SegementSlide, "multi-level UIScrollView nested scrolling"), scheme III: the root
// scroll view's pan recognizes simultaneously with the child list's pan, so one drag moves both,
// and `scrollViewDidScroll` pins one side with two flags. These tests document the scheme's own
// defects as the post reports them ("position jump" after switching pages, "momentum" at the
// handoff); they are not bugs of the engine.
//
// The scheme works only because a pin holds: UIKit moves a dragged scroll view by the finger's
// movement since the previous move, and a gliding one by its velocity since the previous frame,
// both from its current contentOffset, so an offset set in scrollViewDidScroll stays set and the
// motion goes on from it. The post relies on that ("as long as one stays on the same page there
// is no problem"), as do recentering infinite scroll views (WWDC 2011, "Advanced ScrollView
// Techniques") and Chameleon's UIScrollView (`_dragBy:` adds the delta to the current offset).

/// The post's scheme III, as its code reads: the root's pan answers
/// `shouldRecognizeSimultaneouslyWith` true for the lists' pans, and `scrollViewDidScroll` pins
/// the root at `headerStickyHeight` ("point A") or the child at 0 ("point B") by setting
/// `contentOffset.y`, never by turning scrolling off (that is scheme I, whose drag stops dead:
/// `Tests/Fixtures/seeds/002-scheme-1-dead-stop.json`).
final class SegementSlideSchemeIII: ScrollViewDelegate, GestureRecognizerDelegate {
    /// How far the root scrolls before the header is hidden: the header's height here.
    let headerStickyHeight: Double
    var canParentViewScroll = true
    var canChildViewScroll = false
    unowned let rootScrollView: ScrollView
    let childScrollViews: [ScrollView]
    /// Every `scrollViewDidScroll` call as (scroll view, offset y), in call order; a pin shows as
    /// a second call with the pinned offset right after the one it corrects.
    private(set) var didScrollCalls: [(view: String, y: Double)] = []

    init(rootScrollView: ScrollView, childScrollViews: [ScrollView], headerStickyHeight: Double) {
        self.rootScrollView = rootScrollView
        self.childScrollViews = childScrollViews
        self.headerStickyHeight = headerStickyHeight
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        childScrollViews.contains { $0.panGestureRecognizer === other }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        didScrollCalls.append((scrollView.traceName, scrollView.contentOffset.y))
        if scrollView === rootScrollView {
            if !canParentViewScroll {
                rootScrollView.contentOffset.y = headerStickyHeight // point A
                canChildViewScroll = true
            } else if scrollView.contentOffset.y >= headerStickyHeight {
                rootScrollView.contentOffset.y = headerStickyHeight
                canParentViewScroll = false
                canChildViewScroll = true
            }
        } else {
            if !canChildViewScroll {
                scrollView.contentOffset.y = 0 // point B
            } else if scrollView.contentOffset.y <= 0 {
                canChildViewScroll = false
                canParentViewScroll = true
            }
        }
    }

    /// The offsets the delegate saw for one scroll view, from call `start` on.
    func offsets(of view: String, from start: Int = 0) -> [Double] {
        didScrollCalls[start...].filter { $0.view == view }.map(\.y)
    }
}

/// A 375 × 667 window: a vertical root scroll view (content 867 tall, so it stops at 200) holding
/// a 200 pt header and, below it, a horizontal pager (two pages) of vertical lists (2000 tall).
/// The lists do not hand drags at their edge to the root (`transfersVerticalScrollingToParent`
/// false): the post predates iOS 17.4, and scheme III needs the child's pan to run at its top
/// edge so that its `scrollViewDidScroll` can give the drag back to the root.
struct SegementSlideScene {
    let window = Window.recording(width: 375, height: 667)
    let root = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let header = View(id: "header", frame: Rect(x: 0, y: 0, width: 375, height: 200))
    let pager = ScrollView(frame: Rect(x: 0, y: 200, width: 375, height: 667))
    let list1 = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let list2 = ScrollView(frame: Rect(x: 375, y: 0, width: 375, height: 667))
    let scheme: SegementSlideSchemeIII

    init() {
        root.identifier = "root"
        pager.identifier = "pager"
        list1.identifier = "list1"
        list2.identifier = "list2"
        root.contentSize = Size(width: 375, height: 867)
        pager.contentSize = Size(width: 750, height: 667)
        pager.isPagingEnabled = true
        for list in [list1, list2] {
            list.contentSize = Size(width: 375, height: 2000)
            list.transfersVerticalScrollingToParent = false
        }
        window.addSubview(root)
        root.addSubview(header)
        root.addSubview(pager)
        pager.addSubview(list1)
        pager.addSubview(list2)
        scheme = SegementSlideSchemeIII(rootScrollView: root, childScrollViews: [list1, list2], headerStickyHeight: 200)
        root.panGestureRecognizer.delegate = scheme
        root.delegate = scheme
        list1.delegate = scheme
        list2.delegate = scheme
    }

    /// A finger going down at (187, `y`) at `time`, then moving vertically by `step` every
    /// `interval` ms, `moves` times; returns the (root, list1) offsets y after each move. It does
    /// not lift: the caller lifts, so that the lift's velocity is the caller's choice.
    @discardableResult
    func drag(_ id: Int, from y: Double, step: Double, moves: Int, interval: Double = 20, at time: Double) throws -> [(root: Double, list1: Double)] {
        try window.send(.began(id, 187, y), at: time)
        var samples: [(root: Double, list1: Double)] = []
        for move in 1...moves {
            try window.send(.moved(id, 187, y + step * Double(move)), at: time + interval * Double(move))
            samples.append((root.contentOffset.y, list1.contentOffset.y))
        }
        return samples
    }

    /// Lifts the finger where it is, after it has held still long enough to have no velocity.
    func liftStill(_ id: Int, at time: Double) throws {
        guard let touch = window.activeTouches.first(where: { $0.id == id }) else { return }
        try window.send(.ended(id, touch.locationInWindow.x, touch.locationInWindow.y), at: time)
    }

    /// Runs the clock to `milliseconds`, playing the frames due; the tests then check that
    /// nothing is left pending (every glide and bounce came to rest).
    func settle(until milliseconds: Double) {
        window.clock.advance(to: .milliseconds(milliseconds))
    }

    /// "time subject event details" for the given kinds, without pan changes, resets, didScroll
    /// and the delay recognizers.
    func log(_ kinds: Set<TraceKind>) -> [String] {
        window.trace.records
            .filter { kinds.contains($0.kind) && $0.event != "changed" && $0.event != "possible" && !$0.subject.hasSuffix(".delay") && $0.event != "didScroll" }
            .map { "\(TraceValue.format($0.time.milliseconds)) \($0.summary)" }
    }
}

@Suite("Seed 002: SegementSlide's scheme III, nested scrolling by simultaneous pans and pinned offsets")
struct Seed002NestedScrollTests {
    @Test("a single upward drag scrolls the root until the 200 pt header is hidden, then the child list, which was pinned at 0 until then and moves on from there")
    func rootThenChild() throws {
        // Given the header shown (root at 0) and the list at its top.
        let scene = SegementSlideScene()

        // When the finger goes up 20 pt every 20 ms, 20 times, from y 600, and then lifts still.
        let samples = try scene.drag(1, from: 600, step: -20, moves: 20, at: 0)
        try scene.liftStill(1, at: 1000)
        scene.settle(until: 3000)

        // Then both pans begin at the first move (past the 10 pt threshold, which is held back:
        // the move's other 10 pt move the offsets): the list's first, as the deepest; the root's beside it, since its delegate
        // answers shouldRecognizeSimultaneouslyWith true.
        #expect(scene.log([.gesture]).prefix(3) == ["20 list1.pan began", "20 root.pan began", "20 pager.pan failed reason=prevented"])
        #expect(scene.window.trace.records.contains { $0.kind == .delegate && $0.subject == "root.pan" && $0.summary.contains("shouldRecognizeSimultaneously other=list1.pan result=true") })
        // The root follows the finger to 190 (moves 1 to 10), is pinned at 200 by the 11th and
        // stays there; the list tries to follow too and is put back to 0 (point B) at every move
        // until the root reached 200, then follows the finger from 0, 20 pt a move: no jump at
        // the handoff.
        #expect(samples.map(\.root) == [10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200])
        #expect(samples.map(\.list1) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 40, 60, 80, 100, 120, 140, 160, 180])
        #expect(scene.scheme.offsets(of: "list1") == [10, 0] + Array([[Double]](repeating: [20, 0], count: 10).joined()) + [20, 40, 60, 80, 100, 120, 140, 160, 180])
        // The 11th move would take the root 10 pt past 200 (rubber-banded to 205.5), later ones
        // 20 pt past (210.8); each is pinned back at once (point A).
        let root = scene.scheme.offsets(of: "root")
        #expect(Array(root.prefix(10)) == [10, 30, 50, 70, 90, 110, 130, 150, 170, 190])
        // Read past its tenth only when it has as many: a short list fails here, not as a crash.
        try #require(root.count >= 12)
        #expect(abs(root[10] - 205.455) < 0.001 && root[11] == 200)
        #expect(root.dropFirst(12).enumerated().allSatisfy { $0.offset % 2 == 1 ? $0.element == 200 : abs($0.element - 210.822) < 0.001 })
        #expect(scene.root.contentOffset.y == 200 && scene.list1.contentOffset.y == 180)
        #expect(!scene.scheme.canParentViewScroll && scene.scheme.canChildViewScroll)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    /// The post's steps to the "position jump": page 1's list scrolled with the header hidden,
    /// page 2, pull the header fully down there, back to page 1, a slight drag. `resetOnSwitch`
    /// adds Weibo's mitigation: the page left behind has its list's offset reset to 0.
    func positionJumpScenario(resetOnSwitch: Bool) throws -> (scene: SegementSlideScene, stale: Double, callsBefore: Int) {
        let scene = SegementSlideScene()
        // Page 1: 500 pt up, so the header is hidden and the list is scrolled; then lift still.
        try scene.drag(1, from: 620, step: -20, moves: 25, at: 0)
        try scene.liftStill(1, at: 1000)
        #expect(scene.root.contentOffset.y == 200)
        #expect(scene.list1.contentOffset.y > 0)
        #expect(!scene.scheme.canParentViewScroll && scene.scheme.canChildViewScroll)

        // To page 2, as a tap on the switcher does: the pager's offset is set.
        if resetOnSwitch { scene.list1.contentOffset.y = 0 }
        scene.pager.contentOffset = Point(x: 375, y: 0)
        // Page 2: pull the header fully down, 300 pt down, lift still, let the root bounce back.
        try scene.drag(2, from: 300, step: 20, moves: 15, at: 2000)
        try scene.liftStill(2, at: 3000)
        scene.settle(until: 5000)
        #expect(scene.root.contentOffset.y == 0)
        #expect(scene.list2.contentOffset.y == 0)
        #expect(scene.scheme.canParentViewScroll && !scene.scheme.canChildViewScroll)

        // Back to page 1, whose list kept its offset while the shared root was pulled down.
        scene.pager.contentOffset = .zero
        let stale = scene.list1.contentOffset.y
        let callsBefore = scene.scheme.didScrollCalls.count
        // A slight drag: 2 moves of 10 pt up; the pan begins at the second (20 pt > 10 pt), whose
        // 10 pt past the threshold move the content.
        try scene.drag(3, from: 400, step: -10, moves: 2, at: 6000)
        try scene.liftStill(3, at: 7000)
        scene.settle(until: 9000)
        return (scene, stale, callsBefore)
    }

    @Test("position jump: after pulling the header down on page 2, a slight drag back on page 1 makes page 1's list jump to 0, far more than the finger moved")
    func positionJump() throws {
        let (scene, stale, callsBefore) = try positionJumpScenario(resetOnSwitch: false)

        // Then the list's first didScroll is its stale offset plus the finger's 10 pt; the flags
        // left by page 2 say the child may not scroll, so point B sets it to 0 in the same pass:
        // two consecutive didScroll callbacks 10 + stale points apart for a 30 pt finger movement
        // (10 pt of which moved the content). The root, allowed to scroll, moves the 10 pt.
        #expect(stale > 200)
        #expect(scene.scheme.offsets(of: "list1", from: callsBefore) == [stale + 10, 0])
        #expect(scene.scheme.offsets(of: "root", from: callsBefore) == [10])
        let calls = scene.scheme.offsets(of: "list1", from: callsBefore)
        let jump = abs(calls[1] - calls[0])
        #expect(jump > 5 * 30)
        #expect(scene.list1.contentOffset.y == 0)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("Weibo's mitigation: resetting the list's offset to 0 when leaving its page removes the jump")
    func positionJumpMitigated() throws {
        let (scene, stale, callsBefore) = try positionJumpScenario(resetOnSwitch: true)
        #expect(stale == 0)
        // The list is still pinned (the flags say the root scrolls), but only by the finger's 10 pt.
        #expect(scene.scheme.offsets(of: "list1", from: callsBefore) == [10, 0])
        #expect(scene.scheme.offsets(of: "root", from: callsBefore) == [10])
        #expect(!scene.window.clock.hasPendingTimers)
    }

    /// A flick up from y `y`: 20 pt every 10 ms (2000 pt/s), 6 moves, lifting at the last one
    /// (60 ms) with the root at 110 (the 120 pt less the 10 pt threshold); then the (root, list1)
    /// offsets at every 60 Hz frame to 5 s.
    func flick(from y: Double, in scene: SegementSlideScene) throws -> [(time: Double, root: Double, list1: Double)] {
        try scene.drag(1, from: y, step: -20, moves: 6, interval: 10, at: 0)
        #expect(scene.root.contentOffset.y == 110 && scene.list1.contentOffset.y == 0)
        try scene.window.send(.ended(1, 187, y - 120), at: 60)
        var frames: [(time: Double, root: Double, list1: Double)] = []
        let clock = scene.window.clock
        while clock.now < .milliseconds(5000) {
            clock.advance(to: clock.nextFrame(after: clock.now))
            frames.append((clock.now.milliseconds, scene.root.contentOffset.y, scene.list1.contentOffset.y))
        }
        return frames
    }

    @Test("momentum: a flick that only the root's pan saw stops dead when the root is pinned at 200; the list does not carry the root's velocity and never moves")
    func momentumRootOnly() throws {
        // Given the header shown. When the finger flicks up on the header (y 150): its hit view
        // is the header, so only the root's pan has the touch (SegementSlide's header redirects
        // hit-testing to the list to avoid exactly this: 002-header-forwards-hits.json).
        let scene = SegementSlideScene()
        let frames = try flick(from: 150, in: scene)
        #expect(scene.log([.gesture]).prefix(1) == ["10 root.pan began"])

        // Then the root glides and is pinned at 200 in the frame it passes it (116.667 ms),
        // and stays there; the flags now let the child scroll, but nothing moves it: the rest
        // of the fling is lost.
        let pinFrame = try #require(frames.firstIndex { $0.root == 200 })
        #expect(abs(frames[pinFrame].time - 116.667) < 0.01)
        #expect(frames[pinFrame...].allSatisfy { $0.root == 200 })
        #expect(frames.allSatisfy { $0.list1 == 0 })
        #expect(scene.scheme.offsets(of: "list1").isEmpty)
        #expect(scene.scheme.canChildViewScroll)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("momentum: a flick on the list is cut at 200 for the root; the list, pinned at 0 until then, glides on from 0 with the velocity its own glide has left")
    func momentumBothPans() throws {
        // Given the header shown. When the finger flicks up on the list (y 600): both pans ran,
        // so both end with the finger's velocity, 2 pt/ms.
        let scene = SegementSlideScene()
        let frames = try flick(from: 600, in: scene)
        let releases = scene.window.trace.records.filter { $0.event == "willEndDragging" }.map(\.summary)
        #expect(releases == ["list1 willEndDragging velocity=[0, 2] targetOffset=[0, 994.005]", "root willEndDragging velocity=[0, 2] targetOffset=[0, 200]"])

        // Then the root glides and is pinned at 200 in the frame it passes it (116.667 ms; its
        // glide had it at 217.0 there), and stays there (point A).
        let pinFrame = try #require(frames.firstIndex { $0.root == 200 })
        #expect(abs(frames[pinFrame].time - 116.667) < 0.01)
        #expect(frames[..<pinFrame].allSatisfy { $0.list1 == 0 && $0.root < 200 })
        #expect(frames[pinFrame...].allSatisfy { $0.root == 200 })
        // The list's own glide ran from the lift but was held at 0 (point B) until that frame,
        // its velocity decaying all the same (107 pt of glide spent in place); from the next
        // frame it moves on from 0: 29.3 pt in 16.7 ms (about 1.76 pt/ms, not the 2 pt/ms of the
        // lift), and comes to rest at about 994 − 107 = 887, not at its target 994.
        let resumed = frames[(pinFrame + 1)...].map(\.list1)
        #expect(resumed.first! > 0 && resumed.first! < 2 * 1000.0 / 60)
        #expect(zip(resumed, resumed.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(abs(scene.list1.contentOffset.y - 886.864) < 0.01)
        // So the child carries its own fling, not the root's: here both came from the same
        // finger and decayed alike, and the content travels 90 (root) + 887 (list) = 977 pt
        // after the lift where one scroll view would glide 994; what is lost is the root's
        // motion past 200 in the frame of the pin. It is all lost when the child's pan did not
        // run (`momentumRootOnly`).
        #expect(!scene.list1.isDecelerating && !scene.root.isDecelerating)
        #expect(!scene.window.clock.hasPendingTimers)
    }
}


