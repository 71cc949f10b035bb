import Foundation
import GestureArbiter
import GestureArbiterSwiftUI
import GestureFixtures

// Every Swift code block of the README and the DocC articles, verbatim but for its imports:
// declarations at file scope, statements each in a function of their own. This file compiles,
// and DocumentationSnippetTests checks that every block is here; edit a block in both places.

// README.md, block 1.
func snippet1README() throws {

    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), framesPerSecond: 60)
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    list.contentSize = Size(width: 375, height: 2000)
    let button = Button(frame: Rect(x: 100, y: 100, width: 175, height: 44))
    button.addAction(Action { _ in print("tapped") }, for: .touchUpInside)
    list.addSubview(button)
    window.addSubview(list)

    // A finger that flicks up from y = 400 over five frames, one step of the loop per frame.
    for step in 0..<60 {
        let y = 400 - Double(min(step, 5)) * 40
        let phase: Touch.Phase = step == 0 ? .began : step == 5 ? .ended : .moved
        if step <= 5 {
            try window.send([TouchInput(id: 1, phase: phase, location: Point(x: 200, y: y))], at: window.clock.now)
        }
        window.clock.advanceToNextFrame()   // exactly one frame, at any frame rate
        for view in window.takeChanges().views {   // redraw what changed: here the list as it scrolls
            print(view === list, list.contentOffset.y, list.isDecelerating)
        }
    }
}

// README.md, block 2.

@MainActor final class Simulator {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), framesPerSecond: 120)

    func drawFrame() {
        window.clock.advanceToNextFrame()
        for view in window.takeChanges().views { _ = view.frame }   // redraw it
    }
}

// Sources/GestureArbiter/GestureArbiter.docc/GestureArbiter.md, block 3.
func snippet2GestureArbiter() throws {

    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let card = View(frame: Rect(x: 50, y: 100, width: 200, height: 120))
    card.identifier = "card"
    window.addSubview(card)

    let tap = TapGestureRecognizer { _ in print("tapped") }
    tap.identifier = "tap"
    card.addGestureRecognizer(tap)

    window.trace.addObserver { record in print(record.textLine) }
    try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 150))], at: .milliseconds(0))
    try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 150))], at: .milliseconds(80))
}

// Sources/GestureArbiter/GestureArbiter.docc/GestureRecognizers.md, block 4.

/// Follows one finger dragged downward; fails if it goes sideways first.
final class PullDownGestureRecognizer: GestureRecognizer {
    /// Where the finger went down, in window coordinates.
    private var start: Point?

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard numberOfTouches == 1, let touch = touches.first else {
            return fail(because: "touches")
        }
        start = touch.location(in: nil)
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let start else { return }
        let here = location(in: nil)
        switch state {
        case .possible where abs(here.x - start.x) > 10:
            fail(because: "sideways")
        case .possible where here.y - start.y > 10:
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state == .possible { fail(because: "tooShort") } else { state = .ended }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        if state == .possible { fail(because: "cancelled") } else { state = .cancelled }
    }

    override func reset() {
        start = nil
    }
}

/// Recognized when one finger has stayed within 10 pt of its touch-down for a second.
final class HoldGestureRecognizer: GestureRecognizer {
    /// The second the finger must stay.
    static let holdTimer = RecognizerTimer("hold")
    /// Whether the second has passed, so that later touches change nothing.
    private var held = false

    override var isDiscrete: Bool { true }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard numberOfTouches == 1 else { return fail(because: "touches") }
        startTimer(Self.holdTimer, after: .milliseconds(1000))
    }

    override func timerFired(_ timer: RecognizerTimer) {
        held = true
        state = .recognized
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        let strayed = touches.contains { $0.locationInWindow.distance(to: $0.initialLocationInWindow) > 10 }
        if !held, strayed { fail(because: "movement") }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if !held { fail(because: "tooShort") }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        if !held { fail(because: "cancelled") }
    }

    override func reset() {
        held = false
        stopTimer()
    }
}

// Sources/GestureArbiter/GestureArbiter.docc/GestureRecognizers.md, block 5.
func snippet4GestureRecognizers() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let sheet = View(frame: Rect(x: 0, y: 300, width: 375, height: 367))
    sheet.identifier = "sheet"
    window.addSubview(sheet)

    let pullDown = PullDownGestureRecognizer { recognizer in print(recognizer.state, recognizer.location(in: sheet)) }
    pullDown.identifier = "pullDown"
    let hold = HoldGestureRecognizer { _ in print("held") }
    hold.identifier = "hold"
    hold.require(toFail: pullDown)
    sheet.addGestureRecognizer(pullDown)
    sheet.addGestureRecognizer(hold)

    window.trace.addObserver { record in print(record.textLine) }
    try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 400))], at: .milliseconds(0))
    window.clock.advance(to: .milliseconds(1500))
    try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 400))], at: .milliseconds(1500))
}

// Sources/GestureArbiter/GestureArbiter.docc/Invariants.md, block 6.
func snippet5Invariants() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let checker = window.startCheckingInvariants()   // .record: keep the first violation, go on
    // ... send touches, advance the clock ...
    window.checkInvariants()                         // after advancing the clock yourself
    if let violation = checker.violation { print(violation) }
}

// Sources/GestureArbiter/GestureArbiter.docc/SceneGraphs.md, block 7.
func snippet6SceneGraphs() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let graph = SceneGraph(window: window, at: Point(x: 80, y: 302), title: "settings screen")
    print(graph.dot)                       // render with `dot -Tsvg`
    for relation in graph.relations { print(relation) }  // or read the relations directly
}

// Sources/GestureArbiter/GestureArbiter.docc/ScrollViews.md, block 8.
func snippet7ScrollViews() throws {
    let root = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let list1 = ScrollView(frame: Rect(x: 0, y: 200, width: 375, height: 667))
    let list2 = ScrollView(frame: Rect(x: 375, y: 200, width: 375, height: 667))
    root.addSubview(list1)
    root.addSubview(list2)
    let chain = ScrollChain(parent: root, children: [list1, list2], axis: .vertical)
    print(chain.activeChild === list1)   // the child a drag on the parent moves: the most visible
}

// Sources/GestureFixtures/GestureFixtures.docc/GestureFixtures.md, block 9.
func snippet8GestureFixtures() throws {

    do {
        let compiled = try FixtureLoader.load(contentsOfFile: "Tests/Fixtures/rules/D7-tap-count.json")
        let run = compiled.run()
        for record in run.records(ofKinds: [.touches]) {
            print(record.textLine)
        }
        if let expectations = compiled.fixture.expectations {
            let report = run.check(expectations)
            for failure in report.failures {
                print(failure)
            }
        }
    } catch {
        // error is a FixtureError, for example
        // "Tests/MalformedFixtures/negative-size.json:8:16: views[0].frame: width must not be negative, got -5"
        print(error)
    }
}

// Sources/GestureFixtures/GestureFixtures.docc/GestureFixtures.md, block 10.
func snippet9GestureFixtures() throws {
    let fixture = Fixture(
        views: [
            ViewSpec(id: "card", frame: Rect(x: 50, y: 100, width: 200, height: 120), touches: .consume),
        ],
        events: [
            FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 100, y: 150), duration: 80))),
        ],
        expectations: Expectations(
            match: .exact,
            kinds: [.touches],
            trace: [
                RecordPattern([TraceField("t", .number(0)), TraceField("subject", .string("card")), TraceField("event", .string("touchesBegan"))]),
                RecordPattern([TraceField("t", .number(80)), TraceField("subject", .string("card")), TraceField("event", .string("touchesEnded"))]),
            ],
            final: [FinalExpectation(subject: "window", key: "touches", value: .list([]))]
        )
    )

    let run = try fixture.compile().run()
    let report = run.check(fixture.expectations ?? Expectations())
    print(report.passed)   // true
}

// Sources/GestureFixtures/GestureFixtures.docc/GestureFixtures.md, block 11.
func snippet10GestureFixtures() throws {
    let photo = ViewSpec(
        id: "photo",
        frame: Rect(x: 0, y: 0, width: 375, height: 600),
        touches: .consume,
        gestures: [
            GestureSpec(id: "single", kind: .tap(taps: 1, touches: 1), requireToFail: ["double"]),
            GestureSpec(id: "double", kind: .tap(taps: 2, touches: 1)),
        ]
    )
    let taps = Fixture(
        views: [photo],
        events: [
            FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 100, y: 100), duration: 50))),
            FixtureEvent(time: 600, .setGesture(id: "single", property: .enabled(false))),
        ]
    )
    let tapRun = try taps.compile().run()
    for record in tapRun.records(ofKinds: [.gesture]) {
        print(record.textLine)   // single awaitingFailure at 50 ms; at 400 ms double failed, single recognized
    }
}

// Sources/GestureFixtures/GestureFixtures.docc/GestureFixtures.md, block 12.
func snippet11GestureFixtures() throws {
    let list = ViewSpec(
        id: "list",
        kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 375, height: 2000))),
        frame: Rect(x: 0, y: 0, width: 375, height: 667),
        subviews: [ViewSpec(id: "row", kind: .button, frame: Rect(x: 0, y: 100, width: 375, height: 44))]
    )
    let tapInList = Fixture(
        views: [list],
        events: [FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 100, y: 120), duration: 50)))]
    )
    for record in try tapInList.compile().run().records(ofKinds: [.control]) {
        print(record.textLine)   // touchDown, touchUpInside and primaryActionTriggered, all at 50 ms
    }
}

// Sources/GestureFixtures/GestureFixtures.docc/Timelines.md, block 13.
func snippet12Timelines() throws {
    let compiled = try FixtureLoader.load(contentsOfFile: "Tests/Fixtures/rules/A1-single-tap-requires-double-tap.json")
    let timeline = compiled.timeline()
    let single = timeline.recognizers.first(where: { $0.name == "single" })
    for span in single?.spans ?? [] {
        print(span.state, span.start.milliseconds, span.end.milliseconds)   // possible 0 50, awaitingFailure 50 400, ...
    }
    let svg = TimelineSVG(timeline, title: "A1").document   // a String, ready to write to a file
    print(svg.count)
}

// Sources/GestureFixtures/GestureFixtures.docc/Replays.md, block 1.
func snippetReplays() throws {
    let compiled = try FixtureLoader.load(contentsOfFile: "Tests/Fixtures/rules/L1-taps-select-rows.json")
    let page = ReplayPage(compiled, title: "L1")
    print(page.document.utf8.count, page.run.records.count)   // a String, ready to write to a file
    let (run, film) = compiled.filmedRun()
    for frame in film.frames.prefix(3) {
        print(frame.time.milliseconds, frame.recordCount, frame.views.map(\.name))
    }
    print(run.records.count == page.run.records.count)   // true: filming changes nothing
}

// Sources/GestureArbiter/GestureArbiter.docc/Controls.md, block 14.
/// A control that notes where its press began and sends its primary action when it ends.
final class PressSpot: Control {
    private(set) var start: Point?

    override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        start = touch.location(in: self)
        return super.beginTracking(touch, with: event)
    }

    override func endTracking(_ touch: Touch?, with event: Event?) {
        super.endTracking(touch, with: event)
        sendActions(for: .primaryActionTriggered)
    }
}

// Sources/GestureArbiter/GestureArbiter.docc/GestureRecognizers.md, block 15.
func snippet14GestureRecognizers() throws {
    let harness = RecognizerHarness(PullDownGestureRecognizer())
    try harness.touchDown(at: Point(x: 100, y: 100), time: 0)
    try harness.move(to: Point(x: 102, y: 130), time: 16)
    try harness.move(to: Point(x: 104, y: 160), time: 32)
    try harness.lift(time: 48)
    print(harness.states)   // ["began", "changed", "ended", "possible"]

    let hold = RecognizerHarness(HoldGestureRecognizer())
    try hold.touchDown(at: Point(x: 50, y: 50), time: 0)
    hold.advance(to: 1000)
    print(hold.states)   // ["recognized", "possible"]
}

// Lists.md, block 2.
func snippet15Lists() throws {
    final class Inbox: TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            print("open message \(indexPath.row)")
        }
    }

    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let table = TableView(frame: window.bounds)
    let inbox = Inbox()
    table.register(TableViewCell.self, forCellReuseIdentifier: "message")
    table.dataSource = inbox
    table.delegate = inbox
    window.addSubview(table)
    try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 100))], at: .milliseconds(0))
    try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 100))], at: .milliseconds(50))
}

// Sources/GestureArbiter/GestureArbiter.docc/Pointer.md, block 2.
func snippet16Pointer() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768))
    let canvas = View(frame: window.bounds)
    let fingerTap = TapGestureRecognizer()
    fingerTap.allowedTouchTypes = [.direct]
    canvas.addGestureRecognizer(fingerTap)
    window.addSubview(canvas)

    let press = TouchInput(id: 1, phase: .began, location: Point(x: 200, y: 200), type: .indirectPointer)
    let release = TouchInput(id: 1, phase: .ended, location: Point(x: 200, y: 200), type: .indirectPointer)
    try window.send([press], at: .milliseconds(0))
    try window.send([release], at: .milliseconds(80))
    // The click reached the canvas's touch methods; the tap recognizer never heard of it.
}

// ViewControllers.md, block 1.
func snippet17ViewControllers() throws {

    final class Screen: ViewController {
        override func viewDidAppear(_ animated: Bool) {
            print("showing", title ?? "", view.frame.size.height)
        }
    }

    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let (inbox, sent) = (Screen(), Screen())
    (inbox.title, sent.title) = ("Inbox", "Sent")
    let tabs = TabBarController()
    tabs.viewControllers = [inbox, sent]
    window.rootViewController = tabs   // "showing Inbox 618.0": the bar takes the bottom 49 pt
    tabs.selectedIndex = 1             // Inbox disappears, "showing Sent 618.0"
}

// Navigation.md, block 1.
func snippet18Navigation() throws {

    final class Page: ViewController {
        override func viewWillAppear(_ animated: Bool) {
            transitionCoordinator?.notifyWhenInteractionChanges { context in
                print(self.title ?? "", context.isCancelled ? "stays hidden" : "comes back")
            }
        }
    }

    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let (inbox, message) = (Page(), Page())
    (inbox.title, message.title) = ("Inbox", "Message")
    let navigation = NavigationController(rootViewController: inbox)
    window.rootViewController = navigation
    navigation.pushViewController(message, animated: false)

    // A slow swipe from the left edge that lifts a third of the way across: the pop cancels.
    try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 5, y: 300))], at: .milliseconds(0))
    for step in 1...10 {
        let x = 5 + 12.5 * Double(step)
        try window.send([TouchInput(id: 1, phase: .moved, location: Point(x: x, y: 300))], at: .milliseconds(Double(step) * 50))
    }
    try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 130, y: 300))], at: .milliseconds(600))
    // "Inbox stays hidden"; once the clock has run on, Message is on top again.
    window.clock.advance(to: .milliseconds(1000))
}

// SwipeActions.md, block 1.
func snippet19SwipeActions() {
    final class Inbox: TableViewDelegate {
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                print("delete row \(indexPath.row)")
                completion(true)
            }
            return SwipeActionsConfiguration(actions: [delete])
        }
    }
}

// SwipeActions.md, block 2.
func makeInbox() -> CollectionView {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            completion(true)
        }])
    }
    let layout = CollectionViewCompositionalLayout.list(using: configuration)
    return CollectionView(frame: Rect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
}

// ContextMenus.md, block 1.
func snippet20ContextMenus() {
    final class PhotoMenu: ContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
            ContextMenuConfiguration(identifier: "photo") { _ in
                Menu(children: [Action(title: "Copy") { _ in print("copied") }])
            }
        }
    }
}

// ContextMenus.md, block 2.
func snippet20bContextMenus() {
    final class Inbox: TableViewDelegate {
        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
            ContextMenuConfiguration(identifier: "message \(indexPath.row)") { _ in
                Menu(children: [Action(title: "Reply") { _ in }, Action(title: "Delete") { _ in }])
            }
        }
    }
}

// DragAndDrop.md, block 1.
func snippet21DragAndDrop() {
    final class PhotoDrag: DragInteractionDelegate {
        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            [DragItem(localObject: "photo")]
        }
    }

    final class AlbumDrop: DropInteractionDelegate {
        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: .copy)
        }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            print("dropped", session.items.count)
        }
    }
}

// GestureArbiterSwiftUI.md, block 1.
func dragACard() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let card = View(frame: Rect(x: 50, y: 100, width: 200, height: 200))
    window.addSubview(card)

    @GestureState var offset = Size.zero
    card.gesture(
        DragGesture()
            .updating($offset) { value, state, _ in state = value.translation }
            .onEnded { value in print("dropped at", value.location) }
    )

    try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 150))], at: .milliseconds(0))
    try window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 100, y: 190))], at: .milliseconds(16))
    print(offset)   // (0.0, 40.0): the drag began past 10 pt, its translation counts from the touch-down
    try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 190))], at: .milliseconds(32))
    print(offset)   // (0.0, 0.0): the gesture state went back when the drag ended
}
