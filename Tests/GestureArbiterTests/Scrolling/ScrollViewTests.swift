import Testing
@testable import GestureArbiter

/// A 400 × 600 window holding a vertical scroll view (content 400 × 2000) with a plain view
/// "plain" at y 100 and a button "button" at y 300, both 100 pt tall.
struct ScrollScene {
    let window = Window.recording()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let plain = View(id: "plain", frame: Rect(x: 0, y: 100, width: 400, height: 100))
    let button = Button(frame: Rect(x: 100, y: 300, width: 200, height: 100))

    init() {
        scroll.identifier = "scroll"
        scroll.contentSize = Size(width: 400, height: 2000)
        button.identifier = "button"
        window.addSubview(scroll)
        scroll.addSubview(plain)
        scroll.addSubview(button)
    }

    /// A vertical drag of `distance` points over `steps` 16 ms moves, then (optionally) a lift.
    func drag(_ id: Int, from start: Point, by distance: Double, steps: Int = 10, at time: Double, lift: Bool = true) throws {
        for step in 1...steps {
            try window.send(.moved(id, start.x, start.y + distance * Double(step) / Double(steps)), at: time + Double(step) * 16)
        }
        if lift {
            try window.send(.ended(id, start.x, start.y + distance), at: time + Double(steps) * 16)
        }
    }

    /// The records of the given kinds as "subject event" lines, without didScroll and pan changes.
    func log(_ kinds: Set<TraceKind>) -> [String] {
        window.trace.records.filter { kinds.contains($0.kind) && $0.event != "didScroll" && $0.event != "changed" && $0.event != "possible" }
            .map { "\(TraceValue.format($0.time.milliseconds)) \($0.subject) \($0.event)" }
    }
}

@Suite("Scroll views")
struct ScrollViewTests {
    @Test("a quick tap on a button in a scroll view reaches it at the lift: touchDown and touchUpInside together (S2)")
    func quickTapOnButton() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 350), at: 0)
        try scene.window.send(.ended(1, 200, 350), at: 80)
        #expect(scene.log([.control]) == ["80 button touchDown", "80 button touchUpInside", "80 button primaryActionTriggered"])
    }

    @Test("the delay timer is named after its scroll view, and after the new name once the scroll view is renamed")
    func delayTimerFollowsRename() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 350), at: 0)
        try scene.window.send(.ended(1, 200, 350), at: 80)
        scene.scroll.identifier = "list"
        try scene.window.send(.began(2, 200, 350), at: 500)
        let owners = scene.window.trace.records.filter { $0.kind == .timer && $0.event == "scheduled" }.map(\.subject)
        #expect(owners == ["scroll.delay", "list.delay"])
        #expect(scene.scroll.delayRecognizer.traceName == "list.delay")
    }

    @Test("a scroll view's pan that outlives it, moved to another view, no longer calls into it")
    func panOutlivesItsScrollView() throws {
        let window = Window.recording()
        let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        window.addSubview(pad)
        weak var gone: ScrollView?
        var pan: ScrollViewPanGestureRecognizer?
        do {
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
            gone = scroll
            pan = scroll.panGestureRecognizer
        }
        #expect(gone == nil)
        let orphan = try #require(pan)
        var states: [GestureRecognizer.State] = []
        orphan.addTarget { states.append($0.state) }
        pad.addGestureRecognizer(orphan)
        try window.send(.began(1, 100, 100), at: 0)
        // Begun from outside, the pan calls its targets: only the one added here is left (the
        // scroll view's went with it; called, it would reach freed memory, which AddressSanitizer reports).
        orphan.state = .began
        #expect(states == [.began])
    }

    @Test("a delay timer's records name its recognizer as it is named when each is kept: renamed while it waits, the cancellation has the new name")
    func delayTimerRecordsReadTheNameWhenKept() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 350), at: 0)
        scene.scroll.identifier = "list"
        try scene.window.send(.ended(1, 200, 350), at: 80)
        let records = scene.window.trace.records.filter { $0.kind == .timer }.map { "\($0.subject) \($0.event)" }
        #expect(records == ["scroll.delay scheduled", "list.delay cancelled"])
    }

    @Test("holding 150 ms releases the touch to the content: the button sees touchDown at 150 (S1)")
    func holdReleases() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 350), at: 0)
        scene.window.clock.advance(to: .milliseconds(149))
        #expect(scene.log([.control]) == [])
        scene.window.clock.advance(to: .milliseconds(150))
        #expect(scene.log([.control]) == ["150 button touchDown"])
    }

    @Test("a quick drag scrolls and the content never sees the touch (S1, S4)")
    func quickDragScrolls() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 150), by: -100, at: 0)
        #expect(scene.log([.touches]).filter { $0.contains("plain") } == [])
        #expect(scene.log([.scroll]).prefix(4) == ["32 scroll willBeginDragging", "160 scroll willEndDragging", "160 scroll didEndDragging", "160 scroll willBeginDecelerating"])
        // The drag begins at 32 ms, 20 pt in; only its 10 pt threshold is held back: 90 pt at the lift (S4).
        #expect(scene.scroll.contentOffset.y == 90)
        scene.window.clock.advance(to: .milliseconds(5000))
        #expect(scene.scroll.contentOffset.y > 90)
    }

    @Test("holding 150 ms then dragging a plain view: the view's touch is cancelled and the content scrolls (S5)")
    func holdThenDragPlain() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        scene.window.clock.advance(to: .milliseconds(200))
        try scene.drag(1, from: Point(x: 200, y: 150), by: -100, at: 200)
        // The first 10 pt are the plain view's; the drag begins past them and cancels its touch.
        #expect(scene.log([.touches]).filter { $0.contains("plain") } == ["150 plain touchesBegan", "216 plain touchesMoved", "232 plain touchesCancelled"])
        #expect(scene.log([.scroll]).first == "232 scroll willBeginDragging")
    }

    @Test("holding 150 ms then dragging a button: the button keeps tracking and nothing scrolls (S5, touchesShouldCancel false for controls)")
    func holdThenDragButton() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 350), at: 0)
        scene.window.clock.advance(to: .milliseconds(200))
        try scene.drag(1, from: Point(x: 200, y: 350), by: -100, at: 200)
        #expect(scene.log([.scroll]) == [])
        #expect(scene.log([.control]).first == "150 button touchDown")
        #expect(scene.log([.control]).last == "360 button touchUpInside" || scene.log([.control]).contains("360 button touchUpOutside") || scene.log([.control]).contains("360 button touchUpInside"))
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.log([.gesture]).contains("232 scroll.pan failed"))
    }

    @Test("a flick of 1000 pt/s glides 494.5 pt at the normal rate and 98.5 pt at the fast rate (S10)", arguments: [
        (DecelerationRate.normal, 494.505), (.fast, 98.504),
    ])
    func decelerationDistance(rate: DecelerationRate, expected: Double) throws {
        let scene = ScrollScene()
        scene.scroll.decelerationRate = rate
        // 20 moves of 16 pt every 16 ms: the finger moves up at 1000 pt/s.
        try scene.window.send(.began(1, 200, 500), at: 0)
        for step in 1...20 {
            try scene.window.send(.moved(1, 200, 500 - 16 * Double(step)), at: 16 * Double(step))
        }
        try scene.window.send(.ended(1, 200, 180), at: 321)
        let released = scene.scroll.contentOffset.y
        scene.window.clock.advance(to: .milliseconds(20000))
        // Until it slows to 10 pt/s: (1000 − 10)/(1000·ln(1/rate)), to the thousandth shown.
        #expect(abs(scene.scroll.contentOffset.y - released - expected) < 0.001)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("dragging 100 pt past the top of a 600 pt tall scroll view shows about 50.4 pt of rubber band (S10)")
    func rubberBand() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 100), at: 0)
        // 10.5 pt to begin the drag, of which the 10 pt threshold is held back, then 99.5 pt
        // more down: 100 pt past the top edge.
        try scene.window.send(.moved(1, 200, 110.5), at: 16)
        try scene.window.send(.moved(1, 200, 210), at: 32)
        #expect(abs(scene.scroll.contentOffset.y + 50.4) < 0.1)
        try scene.window.send(.ended(1, 200, 210), at: 1000)
        scene.window.clock.advance(to: .milliseconds(5000))
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(scene.log([.scroll]).last == "\(TraceValue.format(scene.window.trace.records.last { $0.event == "didEndDecelerating" }?.time.milliseconds ?? -1)) scroll didEndDecelerating")
    }

    @Test("a touch on a gliding scroll view stops it at once, and the content under the finger gets nothing (S6)")
    func touchStopsGlide() throws {
        let scene = ScrollScene()
        try scene.window.send(.began(1, 200, 500), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 500), by: -200, at: 0)
        scene.window.clock.advance(to: .milliseconds(400))
        #expect(scene.scroll.isDecelerating)
        let offset = scene.scroll.contentOffset
        try scene.window.send(.began(2, 200, 150), at: 400)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(!scene.scroll.isDecelerating)
        #expect(scene.scroll.contentOffset == offset)
        try scene.window.send(.ended(2, 200, 150), at: 1000)
        #expect(scene.log([.touches]).filter { $0.contains("touchesBegan") && !$0.contains("window") } == [])
    }

    @Test("paging snaps to the next page on a flick and back on a slow drag (S10)")
    func paging() throws {
        let scene = ScrollScene()
        scene.scroll.isPagingEnabled = true
        try scene.window.send(.began(1, 200, 500), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 500), by: -150, at: 0)
        scene.window.clock.advance(to: .milliseconds(3000))
        #expect(scene.scroll.contentOffset.y == 600)
        try scene.window.send(.began(2, 200, 500), at: 4000)
        try scene.drag(2, from: Point(x: 200, y: 500), by: -100, steps: 50, at: 4000, lift: false)
        try scene.window.send(.ended(2, 200, 400), at: 5000)
        scene.window.clock.advance(to: .milliseconds(8000))
        #expect(scene.scroll.contentOffset.y == 600)
    }

    @Test("paging on content that is not a whole number of pages rests at the content's edge, not past it")
    func pagingLastPartialPage() throws {
        let scene = ScrollScene()
        scene.scroll.isPagingEnabled = true
        scene.scroll.contentSize = Size(width: 400, height: 1000)
        scene.scroll.contentOffset = Point(x: 0, y: 300)
        try scene.window.send(.began(1, 200, 500), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 500), by: -150, at: 0)
        scene.window.clock.advance(to: .milliseconds(3000))
        #expect(scene.scroll.contentOffset.y == 400)
        #expect(scene.scroll.maximumContentOffset.y == 400)
    }

    @Test("a target moved out of range by the delegate is clamped into it, and an offset set without animation stops a bounce")
    func clampedTargetAndStoppedBounce() throws {
        final class Outward: ScrollViewDelegate {
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
                targetContentOffset = Point(x: 0, y: 99_999)
            }
        }
        let scene = ScrollScene()
        let outward = Outward()
        scene.scroll.delegate = outward
        try scene.window.send(.began(1, 200, 500), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 500), by: -100, at: 0)
        scene.window.clock.advance(to: .milliseconds(6000))
        #expect(scene.scroll.contentOffset.y == scene.scroll.maximumContentOffset.y)

        let bouncing = ScrollScene()
        try bouncing.window.send(.began(1, 200, 100), at: 0)
        try bouncing.drag(1, from: Point(x: 200, y: 100), by: 200, at: 0)
        bouncing.window.clock.advance(to: .milliseconds(200))
        #expect(bouncing.scroll.isDecelerating)
        bouncing.scroll.setContentOffset(Point(x: 0, y: 40), animated: false)
        bouncing.window.clock.advance(to: .milliseconds(3000))
        #expect(bouncing.scroll.contentOffset.y == 40)
        #expect(!bouncing.scroll.isDecelerating)
    }

    @Test("without bounces, a spring to a target the delegate put beside the edge, fast enough to pass it, stops at the edge (S10)")
    func nonBouncingEdgeStopsADelegatesSpring() throws {
        final class BesideTheEdge: ScrollViewDelegate {
            var shown: [Double] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) {
                shown.append(scrollView.contentOffset.y)
            }
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
                targetContentOffset = Point(x: 0, y: scrollView.maximumContentOffset.y - 1)
            }
        }
        let scene = ScrollScene()
        let beside = BesideTheEdge()
        scene.scroll.bounces = false
        scene.scroll.contentOffset = Point(x: 0, y: 1000)
        scene.scroll.delegate = beside
        try scene.window.send(.began(1, 200, 500), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 500), by: -400, steps: 2, at: 0)
        #expect(beside.shown.last == 1390)
        scene.window.clock.advance(to: .milliseconds(3000))
        #expect(beside.shown.max() == 1400)
        #expect(scene.scroll.contentOffset.y == 1400 && !scene.scroll.isDecelerating)
    }

    @Test("the delegate hears UIKit's calls in UIKit's order and may move the target (S9)")
    func delegateOrder() throws {
        final class Listener: ScrollViewDelegate {
            var calls: [String] = []
            func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
                calls.append("willEndDragging")
                targetContentOffset = Point(x: 0, y: 300)
            }
            func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging \(decelerate)") }
            func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
            func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
        }
        let scene = ScrollScene()
        let listener = Listener()
        scene.scroll.delegate = listener
        try scene.window.send(.began(1, 200, 500), at: 0)
        try scene.drag(1, from: Point(x: 200, y: 500), by: -100, at: 0)
        scene.window.clock.advance(to: .milliseconds(5000))
        #expect(listener.calls == ["willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating", "didEndDecelerating"])
        #expect(scene.scroll.contentOffset.y == 300)
    }
}

/// An outer vertical scroll view (content 2000 tall) holding an inner scroll view at y 100, 300
/// tall, scrolling vertically (content 1000) or horizontally (content 1200 wide).
struct NestedScrollScene {
    let window = Window.recording()
    let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let inner = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 300))

    init(innerHorizontal: Bool = false) {
        outer.identifier = "outer"
        inner.identifier = "inner"
        outer.contentSize = Size(width: 400, height: 2000)
        inner.contentSize = innerHorizontal ? Size(width: 1200, height: 300) : Size(width: 400, height: 1000)
        window.addSubview(outer)
        outer.addSubview(inner)
    }

    func drag(by delta: Point, at time: Double) throws {
        try window.send(.began(1, 200, 250), at: time)
        for step in 1...10 {
            try window.send(.moved(1, 200 + delta.x * Double(step) / 10, 250 + delta.y * Double(step) / 10), at: time + Double(step) * 16)
        }
        try window.send(.ended(1, 200 + delta.x, 250 + delta.y), at: time + 170)
    }

    var began: [String] {
        window.trace.records.filter { $0.kind == .gesture && $0.event == "began" }.map(\.subject)
    }
}

@Suite("Nested scroll views")
struct NestedScrollViewTests {
    @Test("same axis: the inner scroll view scrolls while it can (S7)")
    func innerWins() throws {
        let scene = NestedScrollScene()
        scene.inner.contentOffset = Point(x: 0, y: 200)
        try scene.drag(by: Point(x: 0, y: -100), at: 0)
        #expect(scene.began == ["inner.pan"])
        #expect(scene.outer.contentOffset == .zero)
    }

    @Test("same axis at the inner edge: the drag goes to the outer scroll view (iOS 17.4 transfer, S7)")
    func transferAtEdge() throws {
        let scene = NestedScrollScene()
        // The inner content is at its top; dragging down pulls it past its top edge.
        try scene.drag(by: Point(x: 0, y: 100), at: 0)
        #expect(scene.began == ["outer.pan"])
        #expect(scene.log("inner.pan").contains("failed transferredToParent"))
    }

    @Test("same axis at the inner edge without transfer: the inner one rubber-bands and the outer stays still (S7)")
    func noTransferAtEdge() throws {
        let scene = NestedScrollScene()
        scene.inner.transfersVerticalScrollingToParent = false
        try scene.drag(by: Point(x: 0, y: 100), at: 0)
        #expect(scene.began == ["inner.pan"])
        #expect(scene.outer.contentOffset == .zero)
    }

    @Test("orthogonal nesting sorts itself out: a vertical drag scrolls the outer list, a horizontal one the inner pager (S4, S7)")
    func orthogonal() throws {
        let vertical = NestedScrollScene(innerHorizontal: true)
        try vertical.drag(by: Point(x: 0, y: -100), at: 0)
        #expect(vertical.began == ["outer.pan"])
        let horizontal = NestedScrollScene(innerHorizontal: true)
        try horizontal.drag(by: Point(x: -100, y: 0), at: 0)
        #expect(horizontal.began == ["inner.pan"])
    }
}

extension NestedScrollScene {
    func log(_ subject: String) -> [String] {
        window.trace.records.filter { $0.kind == .gesture && $0.subject == subject }
            .map { ([$0.event] + $0.details.map { "\($0.value.text)" }).joined(separator: " ") }
    }
}

extension ScrollViewTests {
    @Test("a scroll view's pan moved onto a plain view counts its fingers but has no scroll view to scroll: it never begins, and fails at the lift")
    func panOffItsScrollView() throws {
        let scene = ScrollScene()
        let host = View(id: "host", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        scene.window.addSubview(host)
        host.addGestureRecognizer(scene.scroll.panGestureRecognizer)
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 200, 200), at: 16)
        try scene.window.send(.ended(1, 200, 200), at: 32)
        let states = scene.window.trace.records.filter { $0.kind == .gesture && $0.subject == "host.pan" }.map(\.event)
        #expect(states.contains("failed"))
        #expect(!states.contains("began"))
        #expect(scene.scroll.contentOffset == .zero)
    }

    @Test("a scroll view taken out of its window while it bounces back comes to rest on its edge, not past it, and stays there when put back")
    func bounceStoppedByLeavingTheWindow() throws {
        let window = Window.quiet()
        let checker = window.startCheckingInvariants(response: .record)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 2000)
        window.addSubview(scroll)
        // Pulled down past the top, and released at rest: the content springs back.
        try window.pullDownAndRelease(at: 0)
        window.clock.advance(to: .milliseconds(450))
        #expect(scroll.contentOffset.y < 0)
        #expect(scroll.isDecelerating)
        scroll.removeFromSuperview()
        window.clock.advance(to: .milliseconds(500))
        #expect(scroll.contentOffset == .zero)
        #expect(!scroll.isDecelerating)
        window.addSubview(scroll)
        try window.tap(2, 100, 100, at: 600)
        window.clock.advance(to: .milliseconds(2000))
        #expect(scroll.contentOffset == .zero)
        #expect(checker.violation == nil)
    }
}
