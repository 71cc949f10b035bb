import Testing
@testable import GestureArbiter

/// A sheet delegate that writes what it hears into a controller log.
private final class LoggingSheetDelegate: SheetPresentationControllerDelegate {
    let log: LoggingController.Log
    var allowsDismissal = true

    init(log: LoggingController.Log) {
        self.log = log
    }

    func presentationControllerShouldDismiss(_ presentationController: SheetPresentationController) -> Bool {
        log.lines.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: SheetPresentationController) { log.lines.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: SheetPresentationController) { log.lines.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: SheetPresentationController) { log.lines.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        log.lines.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

@Suite("Sheets")
struct SheetPresentationTests {
    private let window = Window.quiet(width: 375, height: 667)
    private let log = LoggingController.Log()

    /// A root controller on the screen presenting `sheet` with `detents`, at rest, the log cleared.
    private func presented(detents: [SheetPresentationController.Detent] = [.medium(), .large()], selected: SheetPresentationController.Detent.Identifier? = nil)
        -> (root: LoggingController, sheet: LoggingController, controller: SheetPresentationController, delegate: LoggingSheetDelegate) {
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        let sheet = LoggingController("sheet", log: log)
        let controller = sheet.sheetPresentationController!
        controller.detents = detents
        controller.selectedDetentIdentifier = selected
        let delegate = LoggingSheetDelegate(log: log)
        controller.delegate = delegate
        root.present(sheet, animated: false)
        log.lines = []
        return (root, sheet, controller, delegate)
    }

    @Test("an animated presentation: the sheet rises to its detent over 350 ms, the presented controller appears, the presenting one gets nothing")
    func presentation() {
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        log.lines = []
        let sheet = LoggingController("sheet", log: log)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(log.lines == ["sheet.loadView", "sheet.viewDidLoad", "sheet.viewWillAppear"])
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        window.clock.advance(to: .milliseconds(175))
        let controller = sheet.sheetPresentationController!
        #expect(controller.height > 250 && controller.height < 400 && !completed)
        window.clock.advance(to: .milliseconds(400))
        // The large detent: the window's height less 10 pt.
        #expect(controller.height == 657 && controller.sheetView.frame == Rect(x: 0, y: 10, width: 375, height: 657))
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 375, height: 657))
        #expect(log.lines == ["sheet.loadView", "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"] && completed)
    }

    /// Finger 1 goes down at (200, `y`), moves by `by` in ten steps 16 ms apart, then lifts there
    /// after resting 100 ms (`rest`) or 16 ms later still moving.
    private func drag(from y: Double, by distance: Double, rest: Bool, at start: Double = 1000) throws {
        try window.send(.began(1, 200, y), at: start)
        for step in 1...10 {
            try window.send(.moved(1, 200, y + distance * Double(step) / 10), at: start + Double(step) * 16)
        }
        let end = y + distance + (rest ? 0 : distance / 10)
        try window.send(.ended(1, 200, end), at: start + 160 + (rest ? 100 : 16))
    }

    @Test("a slow drag from large to near the middle rests at medium; the delegate hears the new detent")
    func dragToMedium() throws {
        let (_, _, controller, delegate) = presented(selected: .large)
        #expect(controller.height == 657)
        try drag(from: 200, by: 300, rest: true)
        window.clock.advance(to: .milliseconds(3000))
        #expect(controller.height == 333.5 && controller.selectedDetentIdentifier == .medium)
        #expect(log.lines == ["didChangeDetent(medium)"])
        withExtendedLifetime(delegate) {}
    }

    @Test("a fast drag down dismisses: the delegate is asked and told, the presented controller disappears")
    func dragDismisses() throws {
        let (root, sheet, controller, delegate) = presented()
        try drag(from: 400, by: 150, rest: false)
        window.clock.advance(to: .milliseconds(3000))
        #expect(log.lines == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(controller.containerView.superview == nil && controller.motion == .hidden)
        withExtendedLifetime(delegate) {}
    }

    @Test("a modal sheet: the drag down rubber-bands, the lift is an attempt the delegate hears of, and the sheet springs back")
    func modalRubberBand() throws {
        let (_, sheet, controller, delegate) = presented()
        sheet.isModalInPresentation = true
        try window.send(.began(1, 200, 400), at: 1000)
        try window.send(.moved(1, 200, 500), at: 1016)
        try window.send(.moved(1, 200, 600), at: 1032)
        // 190 pt of finger past the 10 pt threshold, well under the band's reach.
        #expect(controller.height < 333.5 - 50 && controller.height > 333.5 - 190)
        try window.send(.moved(1, 200, 650), at: 1048)
        try window.send(.ended(1, 200, 700), at: 1064)
        window.clock.advance(to: .milliseconds(3000))
        #expect(log.lines == ["didAttemptToDismiss"] && controller.height == 333.5 && controller.motion == .resting)
        withExtendedLifetime(delegate) {}
    }

    @Test("a tap on the dimming view dismisses; undimmed at medium, the tap reaches the presenting view instead")
    func dimmingTap() throws {
        let (root, _, controller, delegate) = presented()
        controller.largestUndimmedDetentIdentifier = .medium
        let behind = RecordingView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        var methods: [TouchMethod] = []
        behind.onTouches = { method, _, _ in methods.append(method) }
        root.view.addSubview(behind)
        try window.tap(1, 200, 100, at: 1000)
        #expect(methods == [.touchesBegan, .touchesEnded] && root.presentedViewController != nil)
        controller.largestUndimmedDetentIdentifier = nil
        try window.tap(2, 200, 100, at: 2000)
        window.clock.advance(to: .milliseconds(3000))
        #expect(methods.count == 2 && root.presentedViewController == nil)
        #expect(log.lines == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear", "didDismiss"])
        withExtendedLifetime(delegate) {}
    }

    @Test("a list in a medium sheet: one drag up grows the sheet to large and then scrolls the list; back down, the list returns to its top and then the sheet shrinks, never jumping")
    func scrollViewHandover() throws {
        let (_, sheet, controller, delegate) = presented()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 657))
        list.contentSize = Size(width: 375, height: 3000)
        sheet.view.addSubview(list)
        let startTop = window.bounds.height - controller.height
        var fingerY = 500.0
        try window.send(.began(1, 200, fingerY), at: 1000)
        var time = 1000.0
        func move(_ dy: Double) throws {
            fingerY += dy
            time += 16
            try window.send(.moved(1, 200, fingerY), at: time)
        }
        try move(-12)
        // From here on, each move goes to the sheet or the list or is split, all of it.
        var (top, offset) = (window.bounds.height - controller.height, list.contentOffset.y)
        for dy in Array(repeating: -40.0, count: 12) + Array(repeating: 40.0, count: 14) {
            try move(dy)
            let (newTop, newOffset) = (window.bounds.height - controller.height, list.contentOffset.y)
            #expect(abs((newTop - top) - (newOffset - offset) - dy) < 1e-9, "the card and the content moved \(newTop - top) and \(-(newOffset - offset)) for a finger's \(dy)")
            #expect(newOffset >= 0)
            (top, offset) = (newTop, newOffset)
        }
        #expect(startTop == 333.5)
        try window.send(.moved(1, 200, fingerY), at: time + 100)
        try window.send(.ended(1, 200, fingerY), at: time + 116)
        window.clock.advance(to: .milliseconds(5000))
        #expect(list.contentOffset.y == 0)
        withExtendedLifetime(delegate) {}
    }

    @Test("without prefersScrollingExpandsWhenScrolledToEdge, a drag up in the list scrolls it and leaves the sheet at medium")
    func scrollingDoesNotExpand() throws {
        let (_, sheet, controller, delegate) = presented()
        controller.prefersScrollingExpandsWhenScrolledToEdge = false
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 657))
        list.contentSize = Size(width: 375, height: 3000)
        sheet.view.addSubview(list)
        try drag(from: 600, by: -200, rest: true)
        #expect(controller.height == 333.5 && list.contentOffset.y > 150)
        withExtendedLifetime(delegate) {}
    }

    @Test("presenting from a controller that presents one, or dismissing with nothing presented, changes nothing")
    func refusals() {
        let (root, sheet, _, delegate) = presented()
        let other = LoggingController("other", log: log)
        #expect(root.presentationRefusal(of: other) == "'LoggingController' already presents 'LoggingController'")
        root.present(other, animated: false)
        #expect(root.presentedViewController === sheet && other.presentingViewController == nil && log.lines.isEmpty)
        other.dismiss(animated: false)
        #expect(root.presentedViewController === sheet && log.lines.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
