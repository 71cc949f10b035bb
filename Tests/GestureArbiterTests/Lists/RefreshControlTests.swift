import Testing
@testable import GestureArbiter

@Suite("Pull to refresh (S15)")
struct RefreshControlTests {
    /// A 400 × 800 list of 3000 pt with a refresh control that counts its valueChanged events.
    private static func list() -> (Window, ScrollView, RefreshControl, Counter) {
        let window = Window.recording()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 3000)
        let refresh = RefreshControl()
        let counter = Counter()
        refresh.addAction(Action { _ in counter.count += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        window.addSubview(scroll)
        return (window, scroll, refresh, counter)
    }

    private final class Counter {
        var count = 0
    }

    @Test("the control sits above the content, takes no touches, and gives room only while refreshing")
    func placement() {
        let (_, scroll, refresh, _) = Self.list()
        #expect(refresh.superview === scroll && refresh.frame == Rect(x: 0, y: -60, width: 400, height: 60))
        #expect(!refresh.isUserInteractionEnabled)
        #expect(scroll.adjustedContentInset.top == 0)
        refresh.beginRefreshing()
        #expect(scroll.adjustedContentInset.top == 60 && scroll.minimumContentOffset.y == -60)
    }

    @Test("a pull past 120 pt begins refreshing during the drag with one valueChanged; code that begins sends none")
    func pull() throws {
        let (window, scroll, refresh, counter) = Self.list()
        try window.send([.began(1, 200, 100)], at: .zero)
        for step in 1...60 {
            try window.send([.moved(1, 200, 100 + 10 * Double(step))], at: .milliseconds(16 * Double(step)))
            if refresh.isRefreshing { break }
        }
        #expect(refresh.isRefreshing && counter.count == 1)
        #expect(scroll.isDragging && scroll.contentOffset.y <= -120)
        try window.send([.moved(1, 200, 700)], at: .milliseconds(1000))
        #expect(counter.count == 1)
        try window.send([.ended(1, 200, 700)], at: .milliseconds(1100))
        window.clock.advance(to: .milliseconds(3000))
        #expect(scroll.contentOffset.y == -60)

        let (_, _, quiet, quietCounter) = Self.list()
        quiet.beginRefreshing()
        #expect(quiet.isRefreshing && quietCounter.count == 0)
    }

    @Test("ending the refresh moves content resting at its top up over 300 ms, and leaves scrolled content where it is")
    func end() {
        let (window, scroll, refresh, _) = Self.list()
        refresh.beginRefreshing()
        scroll.contentOffset = Point(x: 0, y: -60)
        refresh.endRefreshing()
        window.clock.advance(to: .milliseconds(400))
        #expect(scroll.contentOffset.y == 0)

        refresh.beginRefreshing()
        scroll.contentOffset = Point(x: 0, y: 500)
        refresh.endRefreshing()
        window.clock.advance(to: .milliseconds(800))
        #expect(scroll.contentOffset.y == 500 && scroll.adjustedContentInset.top == 0)
    }
}
