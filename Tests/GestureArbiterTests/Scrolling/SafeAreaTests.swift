import Testing
@testable import GestureArbiter

/// A scroll view that counts `adjustedContentInsetDidChange()` calls.
private final class CountingScrollView: ScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() { changes += 1 }
}

/// A delegate that counts `scrollViewDidChangeAdjustedContentInset` calls.
private final class InsetDelegate: ScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { changes += 1 }
}

/// A 390 × 844 window with an iPhone's safe area: 47 pt at the top, 34 pt at the bottom.
private func phoneWindow() -> Window {
    let window = Window.recording(width: 390, height: 844)
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return window
}

@Suite("Safe areas and adjusted content insets (S13)")
struct SafeAreaTests {
    @Test("a view's safe area insets are the part of the window's safe area it covers")
    func viewInsets() {
        let window = phoneWindow()
        let full = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let middle = View(frame: Rect(x: 0, y: 100, width: 390, height: 600))
        let top = View(frame: Rect(x: 0, y: 20, width: 100, height: 100))
        let sliver = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        for view in [full, middle, top, sliver] { window.addSubview(view) }
        #expect(full.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(top.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        // Wholly inside the top inset: all of its height.
        #expect(sliver.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
        #expect(window.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("each adjustment behaviour adds the safe area where UIKit does", arguments: [
        (ContentInsetAdjustmentBehavior.automatic, 2000.0, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.automatic, 500, .zero),
        (.scrollableAxes, 2000, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, 500, .zero),
        (.always, 500, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.never, 2000, .zero),
    ])
    func behaviours(_ behavior: ContentInsetAdjustmentBehavior, contentHeight: Double, expected: EdgeInsets) {
        let window = phoneWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = Size(width: 390, height: contentHeight)
        scroll.contentInsetAdjustmentBehavior = behavior
        window.addSubview(scroll)
        #expect(scroll.adjustedContentInset == expected)
        #expect(scroll.minimumContentOffset.y == -expected.top)
    }

    @Test("a change is reported once, to the subclass and the delegate, with the content left where it is")
    func reporting() {
        let window = phoneWindow()
        let scroll = CountingScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let delegate = InsetDelegate()
        scroll.delegate = delegate
        scroll.contentSize = Size(width: 390, height: 2000)
        window.addSubview(scroll)
        #expect(scroll.changes == 1)
        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(scroll.changes == 1)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.changes == 2 && scroll.adjustedContentInset.top == 57)
        #expect(scroll.contentOffset.y == 300)
        window.safeAreaInsets = .zero
        #expect(scroll.changes == 3 && scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let records = window.trace.records.filter { $0.event == "didChangeAdjustedContentInset" }
        #expect(records.count == 3 && delegate.changes == 3)
    }

    @Test("content resting at its top stays at its top as the safe area's part of its inset changes; a content inset the app sets leaves it")
    func contentAtTopFollowsTheSafeArea() {
        let window = phoneWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = Size(width: 390, height: 2000)
        window.addSubview(scroll)
        #expect(scroll.contentOffset.y == -47, "a list under the notch starts below it")
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(scroll.contentOffset.y == -59)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset.top == 69 && scroll.contentOffset.y == -59)
        scroll.contentOffset = Point(x: 0, y: 300)
        window.safeAreaInsets = .zero
        #expect(scroll.contentOffset.y == 300, "content away from its top stays where it is")

        // Content that starts to scroll once it grows takes the safe area then, at its top.
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let late = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(late)
        #expect(late.adjustedContentInset == .zero && late.contentOffset.y == 0)
        late.contentSize = Size(width: 390, height: 2000)
        #expect(late.adjustedContentInset.top == 47 && late.contentOffset.y == -47)
    }

    @Test("a scroll view inside scrolled content covers the safe area only while it is under it")
    func nested() {
        let window = phoneWindow()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = Size(width: 390, height: 3000)
        let carousel = ScrollView(frame: Rect(x: 0, y: 400, width: 390, height: 200))
        carousel.contentSize = Size(width: 1200, height: 200)
        carousel.contentInsetAdjustmentBehavior = .always
        list.addSubview(carousel)
        window.addSubview(list)
        #expect(carousel.adjustedContentInset == .zero)
        list.contentOffset = Point(x: 0, y: 380)
        // The carousel's top is now 20 pt from the window's, 27 pt under the safe area's edge.
        #expect(carousel.adjustedContentInset == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        list.contentOffset = Point(x: 0, y: 0)
        #expect(carousel.adjustedContentInset == .zero)
    }

    @Test("scrollRectToVisible scrolls as little as it takes inside the adjusted inset, and not at all for a rect already shown")
    func scrollRectToVisible() {
        let window = phoneWindow()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = Size(width: 390, height: 3000)
        list.contentOffset = Point(x: 0, y: 500)
        window.addSubview(list)
        // Shown: content y 547 to 1310 (the insets leave 47 and 34 pt).
        list.scrollRectToVisible(Rect(x: 0, y: 600, width: 390, height: 100), animated: false)
        #expect(list.contentOffset.y == 500)
        list.scrollRectToVisible(Rect(x: 0, y: 1400, width: 390, height: 100), animated: false)
        #expect(list.contentOffset.y == 1500 - 844 + 34)
        list.scrollRectToVisible(Rect(x: 0, y: 100, width: 390, height: 100), animated: false)
        #expect(list.contentOffset.y == 100 - 47)
        // Taller than what is shown: its top comes to the top.
        list.scrollRectToVisible(Rect(x: 0, y: 1000, width: 390, height: 2000), animated: false)
        #expect(list.contentOffset.y == 1000 - 47)
        // Past the content's end: the offset stops at its range.
        list.scrollRectToVisible(Rect(x: 0, y: 2950, width: 390, height: 200), animated: true)
        window.clock.advance(to: .milliseconds(400))
        #expect(list.contentOffset.y == 3000 + 34 - 844)
        #expect(window.trace.records.contains { $0.event == "didEndScrollingAnimation" })
    }

    @Test("a status bar tap scrolls to the top under the safe area")
    func scrollToTopUnderSafeArea() throws {
        let window = phoneWindow()
        window.statusBarFrame = Rect(x: 0, y: 0, width: 390, height: 47)
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = Size(width: 390, height: 3000)
        list.contentOffset = Point(x: 0, y: 900)
        window.addSubview(list)
        try window.tapStatusBar(Point(x: 100, y: 20), at: .zero)
        window.clock.advance(to: .milliseconds(400))
        #expect(list.contentOffset.y == -47)
    }

    @Test("a safe area inset that is negative or not finite traps, as no device has one", arguments: ["-1", "nan", "inf"])
    func impossibleInsetTraps(_ inset: String) async {
        // Written as text: an exit test's captured values travel encoded, and JSON has no NaN.
        await #expect(processExitsWith: .failure) { [inset] in
            Window(frame: Rect(x: 0, y: 0, width: 375, height: 667)).safeAreaInsets = EdgeInsets(top: Double(inset)!, left: 0, bottom: 0, right: 0)
        }
    }
}
