import Testing
@testable import GestureArbiter

/// The engine's back references (superview, window, a recognizer's view, a touch's window) are
/// unowned, not weak, and cleared by their owner as it goes away: whatever outlives its owner
/// must read nil, and a timer that outlives its window must do nothing.
@Suite("Lifetimes")
struct LifetimeTests {
    @Test("a subview that outlives its superview has no superview and no window")
    func subviewOutlivesSuperview() {
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var parent: View? = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        child.addSubview(grandchild)
        parent!.addSubview(child)
        window!.addSubview(parent!)
        #expect(grandchild.window === window)

        parent!.removeFromSuperview()
        parent = nil
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(grandchild.window == nil)
        _ = window
        window = nil
    }

    @Test("views that outlive their window no longer name it as their window")
    func viewsOutliveWindow() {
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        child.addSubview(grandchild)
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window!.addSubview(child)
        #expect(grandchild.window === window)

        window = nil
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
    }

    @Test("a recognizer that outlives its view has no view")
    func recognizerOutlivesView() {
        let pan = PanGestureRecognizer()
        var view: View? = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view!.addGestureRecognizer(pan)
        #expect(pan.view === view)

        view = nil
        #expect(pan.view == nil)
    }

    @Test("a touch that outlives its window has no window, and no view: the window let go of it, so that the view is not kept by its own recognizers")
    func touchOutlivesWindow() throws {
        let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window!.addSubview(card)
        try window!.send(.began(1, 50, 50), at: 0)
        let touch = try #require(window!.activeTouches.first)
        #expect(touch.window === window)

        window = nil
        #expect(touch.window == nil)
        #expect(touch.view == nil)
        #expect(card.superview == nil)
    }

    @Test("a long-press timer on a clock shared with another window does nothing once its window is gone")
    func timerOutlivesWindow() throws {
        let clock = VirtualClock()
        let survivor = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        let press = LongPressGestureRecognizer()
        var recognized = false
        press.addTarget { _ in recognized = true }
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        weak let weakWindow = window
        let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        card.addGestureRecognizer(press)
        window!.addSubview(card)
        try window!.send(.began(1, 50, 50), at: 0)
        #expect(clock.hasPendingTimers)

        window = nil
        #expect(weakWindow == nil)
        clock.advance(by: .seconds(2))
        #expect(!recognized)
        #expect(!clock.hasPendingTimers)
        #expect(survivor.activeTouches.isEmpty)
    }

    @Test("a gliding scroll view whose window goes away stops at its next frame and is released")
    func glideOutlivesWindow() throws {
        let clock = VirtualClock()
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        weak let weakWindow = window
        var scrollView: ScrollView? = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        weak let weakScrollView = scrollView
        scrollView!.contentSize = Size(width: 375, height: 5000)
        window!.addSubview(scrollView!)
        try window!.send(.began(1, 180, 500), at: 0)
        for step in 1...6 {
            try window!.send(.moved(1, 180, 500 - Double(step) * 40), at: Double(step) * 10)
        }
        try window!.send(.ended(1, 180, 260), at: 70)
        #expect(scrollView!.isDecelerating)

        scrollView = nil
        window = nil
        #expect(weakWindow == nil)
        #expect(weakScrollView != nil)
        clock.advance(by: .milliseconds(20))
        #expect(weakScrollView == nil)
        #expect(!clock.hasPendingTimers)
    }

    @Test("a window that a tap landed on is released once dropped, with its checker on and its trace recording")
    func tappedWindowIsReleased() throws {
        weak var weakWindow: Window?
        do {
            let window = Window.recording()
            window.startCheckingInvariants(response: .record)
            weakWindow = window
            try window.send(.began(1, 5, 5), at: 0)
            try window.send(.ended(1, 5, 5), at: 10)
            #expect(window.activeTouches.isEmpty)
        }
        #expect(weakWindow == nil)
    }

    @Test("a scene that scrolled, glided and settled is released once dropped")
    func scrolledSceneIsReleased() throws {
        weak var weakWindow: Window?
        weak var weakScrollView: ScrollView?
        do {
            let (window, scrollView) = Self.windowWithTallScrollView()
            (weakWindow, weakScrollView) = (window, scrollView)
            try window.send(.began(1, 5, 80), at: 0)
            try window.send(.moved(1, 5, 40), at: 10)
            try window.send(.ended(1, 5, 20), at: 20)
            window.clock.advance(by: .seconds(5))
            #expect(!window.clock.hasPendingTimers)
        }
        #expect(weakWindow == nil)
        #expect(weakScrollView == nil)
    }

    /// A touch holds its view, whose recognizers hold the touch: the window, when it goes, has its
    /// touches let go of their views, so that the views go too. Taking them out of the window
    /// first cancels the touch, as UIKit does, and frees them as well.
    @Test("a window dropped with a finger down and its timers pending releases itself, its clock and its views", arguments: [false, true])
    func windowDroppedMidGestureIsReleased(removingViewsFirst: Bool) throws {
        weak var weakWindow: Window?
        weak var weakClock: VirtualClock?
        weak var weakScrollView: ScrollView?
        do {
            let (window, scrollView) = Self.windowWithTallScrollView()
            scrollView.addGestureRecognizer(LongPressGestureRecognizer())
            (weakWindow, weakClock, weakScrollView) = (window, window.clock, scrollView)
            try window.send(.began(1, 50, 50), at: 0)
            #expect(window.clock.pendingTimerCount == 2)
            if removingViewsFirst {
                scrollView.removeFromSuperview()
            }
        }
        #expect(weakWindow == nil)
        #expect(weakClock == nil)
        #expect(weakScrollView == nil)
    }

    /// A recording window holding a 100 pt square scroll view over 1,000 pt of content.
    private static func windowWithTallScrollView() -> (Window, ScrollView) {
        let window = Window.recording()
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = Size(width: 100, height: 1000)
        window.addSubview(scrollView)
        return (window, scrollView)
    }
}
