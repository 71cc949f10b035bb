import Testing
@testable import GestureArbiter

/// A scroll view's delegate that records the scroll-to-top calls and answers as told.
private final class TopDelegate: ScrollViewDelegate {
    var answer = true
    var calls: [String] = []

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        calls.append("should")
        return answer
    }

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { calls.append("did") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
}

/// A 400 × 800 window with a 20 pt status bar.
private func windowWithStatusBar(_ idiom: UserInterfaceIdiom = .phone) -> Window {
    let window = Window.recording()
    window.statusBarFrame = Rect(x: 0, y: 0, width: 400, height: 20)
    window.userInterfaceIdiom = idiom
    return window
}

/// A vertical list of `frame` with 3000 pt of content, scrolled to `offset`.
private func list(_ frame: Rect, offset: Double = 600) -> ScrollView {
    let list = ScrollView(frame: frame)
    list.contentSize = Size(width: frame.width, height: 3000)
    list.contentOffset = Point(x: 0, y: offset)
    return list
}

@Suite("Scroll to top (S12)")
struct ScrollToTopTests {
    @Test("a tap on the window's status bar animates the one scroll view to its top in 300 ms, then tells its delegate")
    func scrollsTheOne() throws {
        let window = windowWithStatusBar()
        let scroll = list(Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentInset = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let delegate = TopDelegate()
        scroll.delegate = delegate
        window.addSubview(scroll)
        try window.tapStatusBar(Point(x: 200, y: 10), at: .milliseconds(100))
        #expect(delegate.calls == ["should"])
        window.clock.advance(to: .milliseconds(250))
        #expect(scroll.contentOffset.y > -44 && scroll.contentOffset.y < 600)
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        window.clock.advance(to: .milliseconds(400))
        // The top is under the inset: the offset is minus the inset's top.
        #expect(scroll.contentOffset == Point(x: 0, y: -44))
        #expect(delegate.calls == ["should", "did"])
    }

    @Test("a refused tap changes nothing: no status bar, a point off it, a time before the clock's now")
    func refusals() throws {
        let window = Window.recording()
        let scroll = list(Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(scroll)
        #expect(throws: StatusBarTapError.noStatusBar) { try window.tapStatusBar(Point(x: 10, y: 10), at: .zero) }
        window.statusBarFrame = Rect(x: 0, y: 0, width: 400, height: 20)
        #expect(throws: StatusBarTapError.outsideStatusBar(point: Point(x: 10, y: 20), statusBar: window.statusBarFrame)) {
            try window.tapStatusBar(Point(x: 10, y: 20), at: .milliseconds(50))
        }
        window.clock.advance(to: .milliseconds(100))
        #expect(throws: StatusBarTapError.timeWentBackward(now: .milliseconds(100), requested: .milliseconds(50))) {
            try window.tapStatusBar(Point(x: 10, y: 10), at: .milliseconds(50))
        }
        window.clock.advance(to: .milliseconds(1000))
        #expect(scroll.contentOffset.y == 600)
        #expect(window.trace.records.allSatisfy { $0.event != "statusBarTap" })
    }

    @Test("on a phone, two scroll views on screen that may scroll to the top cancel each other out; hidden or off-screen ones do not count; the one left must be beneath the tap")
    func phoneRule() throws {
        let window = windowWithStatusBar()
        let first = list(Rect(x: 0, y: 0, width: 200, height: 800))
        let second = list(Rect(x: 200, y: 0, width: 200, height: 800))
        window.addSubview(first)
        window.addSubview(second)
        #expect(window.scrollViewToScrollToTop(under: Point(x: 50, y: 10)) == nil)
        second.isHidden = true
        #expect(window.scrollViewToScrollToTop(under: Point(x: 50, y: 10)) === first)
        #expect(window.scrollViewToScrollToTop(under: Point(x: 300, y: 10)) == nil, "not beneath the tap")
        second.isHidden = false
        second.frame = Rect(x: 400, y: 0, width: 200, height: 800)
        #expect(window.scrollViewToScrollToTop(under: Point(x: 150, y: 10)) === first)
        second.frame = Rect(x: 200, y: 0, width: 200, height: 800)
        first.scrollsToTop = false
        #expect(window.scrollViewToScrollToTop(under: Point(x: 250, y: 10)) === second)
        #expect(window.scrollViewToScrollToTop(under: Point(x: 50, y: 10)) == nil, "not beneath the tap")
    }

    @Test("on a pad, the scroll view under the tap's x, the one nearest the status bar when several are")
    func padRule() {
        let window = windowWithStatusBar(.pad)
        let sidebar = list(Rect(x: 0, y: 0, width: 120, height: 800))
        let column = list(Rect(x: 150, y: 100, width: 250, height: 700))
        let header = list(Rect(x: 150, y: 40, width: 250, height: 60))
        for view in [sidebar, column, header] { window.addSubview(view) }
        #expect(window.scrollViewToScrollToTop(under: Point(x: 60, y: 10)) === sidebar)
        #expect(window.scrollViewToScrollToTop(under: Point(x: 130, y: 10)) == nil)
        #expect(window.scrollViewToScrollToTop(under: Point(x: 300, y: 10)) === header)
        header.scrollsToTop = false
        #expect(window.scrollViewToScrollToTop(under: Point(x: 300, y: 10)) === column)
    }

    @Test("a tap during a glide replaces it with the scroll to the top, without didEndDecelerating; a tap during a drag does nothing")
    func duringMotion() throws {
        let window = windowWithStatusBar()
        let scroll = list(Rect(x: 0, y: 0, width: 400, height: 800))
        let delegate = TopDelegate()
        scroll.delegate = delegate
        window.addSubview(scroll)
        // A flick up: the content glides on toward the end.
        try window.send([.began(1, 200, 600)], at: .zero)
        for step in 1...6 {
            try window.send([.moved(1, 200, 600 - 30 * Double(step))], at: .milliseconds(16 * Double(step)))
        }
        try window.send([.ended(1, 200, 420)], at: .milliseconds(100))
        #expect(scroll.isDecelerating)
        try window.tapStatusBar(Point(x: 200, y: 10), at: .milliseconds(200))
        #expect(!scroll.isDecelerating)
        window.clock.advance(to: .milliseconds(600))
        #expect(scroll.contentOffset == .zero)
        #expect(delegate.calls == ["should", "did"])

        // A finger dragging the content keeps it: nothing is asked.
        try window.send([.began(2, 200, 600)], at: .milliseconds(1000))
        try window.send([.moved(2, 200, 500)], at: .milliseconds(1100))
        #expect(scroll.isDragging)
        try window.tapStatusBar(Point(x: 200, y: 10), at: .milliseconds(1150))
        #expect(delegate.calls == ["should", "did"])
    }
}
