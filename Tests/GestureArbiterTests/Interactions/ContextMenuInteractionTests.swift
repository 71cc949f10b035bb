import Testing
@testable import GestureArbiter

/// A window with a photo in a scroll view whose context menu logs what its delegate hears (M1–M4).
private final class MenuScene: ContextMenuInteractionDelegate {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let photo = View(frame: Rect(x: 20, y: 100, width: 200, height: 150))
    lazy var interaction = ContextMenuInteraction(delegate: self)
    var calls: [String] = []
    var gives = true

    init() {
        scrollView.contentSize = Size(width: 375, height: 2000)
        window.addSubview(scrollView)
        scrollView.addSubview(photo)
        photo.addInteraction(interaction)
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        calls.append("configuration at \(location.x),\(location.y)")
        guard gives else { return nil }
        return ContextMenuConfiguration { [unowned self] _ in
            Menu(children: ["Copy", "Delete"].map { title in Action(title: title) { [unowned self] _ in calls.append("action \(title)") } })
        }
    }
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        calls.append("willDisplay")
        animator?.addCompletion { [unowned self] in calls.append("displayed") }
    }
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        calls.append("willEnd")
    }

    func press(at start: Double, id: Int = 1) throws {
        try window.send([.began(id, 100, 150)], at: .milliseconds(start))
        window.clock.advance(to: .milliseconds(start + 600))
    }

    var menuView: ContextMenuView? { window.subviews.compactMap { $0 as? ContextMenuView }.first }
}

@Suite("Context menus (M1–M4)")
struct ContextMenuInteractionTests {
    @Test("adding the interaction puts its press on the view; removing it takes the press away and closes an open menu")
    func attachAndDetach() throws {
        let scene = MenuScene()
        #expect(scene.photo.interactions.count == 1 && scene.interaction.view === scene.photo)
        #expect(scene.photo.gestureRecognizers.contains { $0 === scene.interaction.press })
        try scene.press(at: 0)
        #expect(scene.interaction.presentationState == .open)
        scene.photo.removeInteraction(scene.interaction)
        #expect(scene.interaction.presentationState == .closed && scene.menuView == nil)
        #expect(scene.photo.interactions.isEmpty && scene.photo.gestureRecognizers.isEmpty)
        #expect(scene.calls == ["configuration at 80.0,50.0", "willDisplay", "displayed", "willEnd"])
    }

    @Test("the press opens the menu after 500 ms, not before, and its animator's completion runs once the delegate returns")
    func opensAfterThePressDuration() throws {
        let scene = MenuScene()
        try scene.window.send([.began(1, 100, 150)], at: .zero)
        scene.window.clock.advance(to: .milliseconds(499))
        #expect(scene.interaction.presentationState == .closed && scene.calls.isEmpty)
        scene.window.clock.advance(to: .milliseconds(500))
        #expect(scene.interaction.presentationState == .open)
        #expect(scene.calls == ["configuration at 80.0,50.0", "willDisplay", "displayed"])
        // The menu lies 8 pt under the photo, its rows 44 pt high and 250 wide.
        #expect(scene.menuView?.buttons.map(\.frame) == [Rect(x: 20, y: 258, width: 250, height: 44), Rect(x: 20, y: 302, width: 250, height: 44)])
    }

    @Test("without a configuration the press does not begin and no menu opens")
    func noConfiguration() throws {
        let scene = MenuScene()
        scene.gives = false
        try scene.press(at: 0)
        #expect(scene.interaction.presentationState == .closed && scene.menuView == nil)
        #expect(scene.calls == ["configuration at 80.0,50.0"])
    }

    @Test("lifting the pressing finger on an action ends the menu, then runs the action; dismissMenu() closes it from code")
    func liftOnActionAndDismiss() throws {
        let scene = MenuScene()
        try scene.press(at: 0)
        try scene.window.send([.moved(1, 100, 320)], at: .milliseconds(700))
        try scene.window.send([.ended(1, 100, 320)], at: .milliseconds(750))
        #expect(scene.calls.suffix(2) == ["willEnd", "action Delete"])
        #expect(scene.interaction.presentationState == .closed)
        try scene.press(at: 1000, id: 2)
        try scene.window.send([.ended(2, 100, 150)], at: .milliseconds(1700))
        #expect(scene.interaction.presentationState == .open)
        scene.interaction.dismissMenu()
        #expect(scene.interaction.presentationState == .closed && scene.menuView == nil)
        #expect(scene.calls.last == "willEnd")
    }

    @Test("an open menu closes when its view leaves the window, and the overlay leaves with it")
    func leavingTheWindowDismisses() throws {
        let scene = MenuScene()
        try scene.press(at: 0)
        #expect(scene.interaction.presentationState == .open && scene.menuView != nil)
        scene.scrollView.removeFromSuperview()
        #expect(scene.interaction.presentationState == .closed && scene.menuView == nil)
        #expect(scene.calls.last == "willEnd")
    }

    @Test("the menu goes above the view when the window has no room below it, and stays inside the window")
    func menuAboveWhenNoRoom() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let view = View(frame: Rect(x: 300, y: 600, width: 60, height: 60))
        window.addSubview(view)
        let menu = ContextMenuView(in: window, preview: view.frame, titles: ["A", "B"], name: "menu") { _ in } touchedOutside: {} previewTapped: {}
        #expect(menu.buttons.first?.frame == Rect(x: 117, y: 504, width: 250, height: 44))
    }
}
