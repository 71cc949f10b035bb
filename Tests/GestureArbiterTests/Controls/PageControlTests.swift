import Testing
@testable import GestureArbiter

/// A 200 × 30 page control "pages" of five pages at (100, 100): the indicators at x 168 ... 232 in the window.
private func pagesScene(configure: (PageControl) -> Void = { _ in }) -> ControlScene<PageControl> {
    let scene = ControlScene(PageControl(frame: Rect(x: 100, y: 100, width: 200, height: 30)), id: "pages")
    scene.control.numberOfPages = 5
    configure(scene.control)
    return scene
}

@Suite("Page control (C5)")
struct PageControlTests {
    @Test("a tap right of the current indicator moves to the next page, left of it to the previous, within the pages")
    func taps() throws {
        let scene = pagesScene()
        #expect(scene.control.indicatorCenter(of: 0) == 68)
        try scene.window.tap(1, 280, 115, at: 0)
        #expect(scene.control.currentPage == 1)
        #expect(scene.events == ["touchDown", "valueChanged", "touchUpInside"])
        try scene.window.tap(2, 110, 115, at: 1000)
        try scene.window.tap(3, 110, 115, at: 2000)
        #expect(scene.control.currentPage == 0)
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("with hidesForSinglePage and one page, the control is passed by; an ancestor's tap never takes its tap (A6)")
    func hiddenAndRefusing() throws {
        let single = pagesScene { $0.numberOfPages = 1; $0.hidesForSinglePage = true }
        #expect(single.window.hitTest(Point(x: 200, y: 115), with: nil) === single.box)

        let scene = pagesScene()
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 280, 115, at: 0)
        #expect(scene.control.currentPage == 1)
        #expect(!scene.gestureLog.contains { $0.hasPrefix("tap recognized") })
        scene.control.currentPage = 9
        #expect(scene.control.currentPage == 4)
    }

    @Test("a negative number of pages traps, as a count UIKit cannot show")
    func negativePagesTrap() async {
        await #expect(processExitsWith: .failure) {
            PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 30)).numberOfPages = -1
        }
    }
}
