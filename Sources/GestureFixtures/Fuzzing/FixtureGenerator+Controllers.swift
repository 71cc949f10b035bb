import GestureArbiter

extension FixtureGenerator {
    /// Controllers behind the scene, from a random stream of their own so that the rest of a
    /// seed's fixture is what it was before they were generated: for about a quarter of the seeds
    /// a navigation controller as the window's root, with two or three screens of content (a
    /// button, a horizontal carousel or a vertical list) and back swipes from the left edge after
    /// the scene's own touches, and new stacks set by code; for about a fifth a sheet presented early, at random detents and
    /// settings, over a list or a button, moved by code between its detents.
    ///
    /// Every request is one the run can always take, whatever the touches have done by then: a
    /// new stack of the navigation controller's own screens, a presentation before any finger can
    /// have dismissed anything, a detent chosen by code. A request the controllers refuse is the
    /// fixture's fault, which the fuzzer would report.
    static func withControllers(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0x3C6E_F372_FE94_F82B)
        var fixture = fixture
        let navigates = random.chance(0.25)
        let presents = random.chance(0.2)
        guard navigates || presents else { return fixture }
        let size = fixture.windowSize
        let end = fixture.events.last?.time ?? 0
        var added: [FixtureEvent] = []
        var screens: [String] = []
        for index in 0..<(navigates ? random.int(2...3) : 1) {
            let id = "screen\(index + 1)"
            fixture.controllers.append(ControllerSpec(id: id, kind: .plain(views: [content(of: id, size: size, random: &random)])))
            screens.append(id)
        }
        if navigates {
            fixture.controllers.append(ControllerSpec(id: "nav", kind: .navigation(stack: screens)))
            fixture.rootViewController = "nav"
            // After the scene's own touches, whose stamps trailing the frame must stay in order.
            var swipe = 900
            var start = end + 100
            for _ in 0..<random.int(1...3) {
                start += random.whole(0...700)
                let from = Point(x: random.whole(0...19), y: random.whole(80...Int(size.height) - 80))
                let to = Point(x: from.x + random.whole(20...Int(size.width)), y: from.y + random.whole(-40...40))
                let duration = random.whole(40...500)
                added.append(FixtureEvent(time: start, .drag(Drag(touch: swipe, from: from, to: to, duration: duration))))
                start += duration + 16
                swipe += 1
            }
            for _ in 0..<random.int(0...2) {
                let stack = screens.filter { _ in random.chance(0.6) }
                added.append(FixtureEvent(time: random.whole(0...Int(end) + 600), .navigation(NavigationRequest(
                    navigation: "nav", .setViewControllers(stack.isEmpty ? [screens[0]] : stack), animated: random.chance(0.7)))))
            }
        } else {
            fixture.rootViewController = screens[0]
        }
        if presents {
            var sheet = SheetSpec()
            sheet.detents = random.pick([[.large], [.medium, .large], [.medium], [.fraction(identifier: "peek", random.pick([0.2, 0.35])), .large]])
            let identifiers = sheet.detents.map(\.identifier)
            sheet.selectedDetentIdentifier = random.chance(0.5) ? random.pick(identifiers) : nil
            sheet.largestUndimmedDetentIdentifier = random.chance(0.3) ? random.pick(identifiers) : nil
            sheet.prefersScrollingExpandsWhenScrolledToEdge = random.chance(0.7)
            sheet.isModalInPresentation = random.chance(0.2)
            sheet.shouldDismiss = random.chance(0.85)
            fixture.controllers.append(ControllerSpec(id: "details", kind: .plain(views: [content(of: "details", size: size, random: &random)]), sheet: sheet))
            added.append(FixtureEvent(time: 0, .sheet(.present(controller: "details", by: nil, animated: random.chance(0.5)))))
            for _ in 0..<random.int(0...2) {
                added.append(FixtureEvent(time: random.whole(0...Int(end) + 600), .sheet(.selectDetent(
                    controller: "details", identifier: random.pick(identifiers), animated: random.chance(0.5)))))
            }
        }
        fixture.events = (fixture.events + added).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return fixture
    }

    /// A screen's content: a button, a horizontal carousel the width of the window, or a
    /// vertical list, named after the screen.
    private static func content(of screen: String, size: Size, random: inout SplitMix64) -> ViewSpec {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch random.int(0...2) {
        case 0:
            return ViewSpec(id: screen + ".button", kind: ViewType.button.defaultKind, frame: Rect(x: 20, y: 100, width: 160, height: 44))
        case 1:
            let settings = ScrollViewSettings(contentSize: Size(width: size.width * 3, height: 300))
            return ViewSpec(id: screen + ".carousel", kind: .scrollView(settings), frame: Rect(x: 0, y: 120, width: size.width, height: 300))
        default:
            let settings = ScrollViewSettings(contentSize: Size(width: size.width, height: size.height * 4))
            return ViewSpec(id: screen + ".list", kind: .scrollView(settings), frame: frame)
        }
    }
}
