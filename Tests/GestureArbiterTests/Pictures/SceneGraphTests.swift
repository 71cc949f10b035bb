import Foundation
import Testing
@testable import GestureArbiter

/// A delegate for the scene-graph tests: fixed answers by the other recognizer's name, and a
/// log of every question, so a test can see what building a graph asked.
private final class ScriptedDelegate: GestureRecognizerDelegate {
    var requiresFailureOf: [String] = []
    var requiredToFailBy: [String] = []
    var simultaneousWith: [String] = []
    var refusesTouches = false
    var asked: [String] = []

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        asked.append("\(recognizer.traceName) requireFailureOf \(other.traceName)")
        return requiresFailureOf.contains(other.traceName)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        asked.append("\(recognizer.traceName) requiredToFailBy \(other.traceName)")
        return requiredToFailBy.contains(other.traceName)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        asked.append("\(recognizer.traceName) simultaneous \(other.traceName)")
        return simultaneousWith.contains(other.traceName)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !refusesTouches
    }
}

/// A tap that waits for any pan, by its own override, as a subclass in an app might.
private final class TapWaitingForPans: TapGestureRecognizer {
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is PanGestureRecognizer }
}

/// A long press that every tap must wait for, by its own override.
private final class PressBeforeTaps: LongPressGestureRecognizer {
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other is TapGestureRecognizer }
}

@Suite("Scene graphs")
struct SceneGraphTests {
    /// A window holding `card` (0, 0, 300 × 300) holding `inner` (50, 50, 100 × 100).
    func scene() -> (window: Window, card: View, inner: View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        window.identifier = "window"
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        card.identifier = "card"
        let inner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        inner.identifier = "inner"
        window.addSubview(card)
        card.addSubview(inner)
        return (window, card, inner)
    }

    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, _ id: String, to view: View) -> R {
        recognizer.identifier = id
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @discardableResult
    func add<V: View>(_ view: V, _ id: String, to superview: View) -> V {
        view.identifier = id
        superview.addSubview(view)
        return view
    }

    /// The relations as `from kind to` lines, names instead of indices.
    func relationLines(_ graph: SceneGraph) -> [String] {
        func name(_ endpoint: SceneGraph.Endpoint) -> String {
            switch endpoint {
            case let .view(index): graph.views[index].name
            case let .recognizer(index): graph.recognizers[index].name
            }
        }
        return graph.relations.map { relation in
            let kind = switch relation.kind {
            case let .requiresFailure(source): "waitsFor(\(source.rawValue))"
            case .simultaneous: "simultaneous"
            case .controlRefusesBegin: "controlRefuses"
            case .controlRefusesStroke: "controlRefusesStroke"
            case .viewRefusesBegin: "viewRefuses"
            case .dragEndsContentDelay: "dragEndsDelay"
            case .scrollChain: "chains"
            }
            return "\(name(relation.from)) \(kind) \(name(relation.to))"
        }
    }

    func index(of name: String, in graph: SceneGraph) throws -> Int {
        try #require(graph.recognizers.firstIndex { $0.name == name })
    }

    // MARK: Failure requirements

    @Test("a requirement the waiting recognizer's delegate adds points from the waiting recognizer to the one it waits for")
    func delegateRequirement() throws {
        let (window, card, _) = scene()
        let delegate = ScriptedDelegate()
        delegate.requiresFailureOf = ["double"]
        attach(TapGestureRecognizer(), "single", to: card).delegate = delegate
        let double = attach(TapGestureRecognizer(), "double", to: card)
        double.numberOfTapsRequired = 2
        let graph = SceneGraph(window: window)
        #expect(relationLines(graph) == ["single waitsFor(delegateShouldRequireFailure) double"])
        let single = try index(of: "single", in: graph), doubleIndex = try index(of: "double", in: graph)
        #expect(graph.dot.contains("g\(single) -> g\(doubleIndex) [label=<<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"1\" bgcolor=\"white\"><tr><td><font color=\"#0072B2\">waits for failure of</font><br/><font color=\"#5F6368\">its delegate: shouldRequireFailureOf</font>"))
    }

    @Test("a requirement the required recognizer's delegate adds (shouldBeRequiredToFailBy) still points to the required one")
    func requiredDelegateRequirement() throws {
        let (window, card, _) = scene()
        let delegate = ScriptedDelegate()
        delegate.requiredToFailBy = ["tap"]
        attach(TapGestureRecognizer(), "tap", to: card)
        attach(LongPressGestureRecognizer(), "press", to: card).delegate = delegate
        #expect(relationLines(SceneGraph(window: window)) == ["tap waitsFor(delegateShouldBeRequiredToFail) press"])
    }

    @Test("subclass overrides add requirements in the right direction: shouldRequireFailure(of:) from itself, shouldBeRequiredToFail(by:) towards itself")
    func subclassRequirements() {
        let (window, card, inner) = scene()
        attach(PanGestureRecognizer(), "pan", to: card)
        attach(TapWaitingForPans(), "tap", to: inner)
        attach(PressBeforeTaps(), "press", to: inner)
        #expect(relationLines(SceneGraph(window: window)) == [
            "tap waitsFor(shouldRequireFailureOverride) pan",
            "tap waitsFor(shouldBeRequiredToFailOverride) press",
        ])
    }

    @Test("an explicit require(toFail:) is drawn once, and its delegate is not asked about the same pair")
    func explicitRequirement() {
        let (window, card, _) = scene()
        let delegate = ScriptedDelegate()
        delegate.requiresFailureOf = ["double"]
        let single = attach(TapGestureRecognizer(), "single", to: card)
        single.delegate = delegate
        let double = attach(TapGestureRecognizer(), "double", to: card)
        single.require(toFail: double)
        #expect(relationLines(SceneGraph(window: window)) == ["single waitsFor(requireToFail) double"])
        #expect(!delegate.asked.contains("single requireFailureOf double"))
    }

    // MARK: Simultaneous pairs

    @Test("a simultaneous pair is drawn once, undirected, even when both delegates say yes; the later delegate is not asked")
    func simultaneousOncePerPair() {
        let (window, card, inner) = scene()
        let outerDelegate = ScriptedDelegate(), innerDelegate = ScriptedDelegate()
        outerDelegate.simultaneousWith = ["innerPan"]
        innerDelegate.simultaneousWith = ["outerPan"]
        attach(PanGestureRecognizer(), "outerPan", to: card).delegate = outerDelegate
        attach(PanGestureRecognizer(), "innerPan", to: inner).delegate = innerDelegate
        let graph = SceneGraph(window: window)
        #expect(relationLines(graph) == ["outerPan simultaneous innerPan"])
        #expect(!innerDelegate.asked.contains("innerPan simultaneous outerPan"))
        #expect(graph.dot.contains("dir=none"))
    }

    @Test("when only the later recognizer's delegate says yes, the pair is still drawn, credited to that delegate")
    func simultaneousFromSecondDelegate() {
        let (window, card, inner) = scene()
        let innerDelegate = ScriptedDelegate()
        innerDelegate.simultaneousWith = ["outerPan"]
        attach(PanGestureRecognizer(), "outerPan", to: card)
        attach(PanGestureRecognizer(), "innerPan", to: inner).delegate = innerDelegate
        let graph = SceneGraph(window: window)
        #expect(relationLines(graph) == ["innerPan simultaneous outerPan"])
        #expect(graph.dot.contains("innerPan's delegate says yes"))
    }

    // MARK: Controls and views refusing (A6, G4)

    @Test("a button refuses its ancestors' single taps (A6) but not a double tap, nor a tap on itself")
    func buttonRefusesAncestorTaps() {
        let (window, card, _) = scene()
        let button = add(Button(frame: Rect(x: 10, y: 200, width: 80, height: 44)), "button", to: card)
        attach(TapGestureRecognizer(), "cardTap", to: card)
        attach(TapGestureRecognizer(), "cardDouble", to: card).numberOfTapsRequired = 2
        attach(TapGestureRecognizer(), "ownTap", to: button)
        let graph = SceneGraph(window: window)
        #expect(relationLines(graph) == ["button controlRefuses cardTap"])
        #expect(graph.dot.contains("arrowhead=tee"))
    }

    @Test("a slider refuses an ancestor's one-finger pan conditionally (a stroke from the thumb), and not a two-finger pan")
    func sliderRefusesStrokes() {
        let (window, card, _) = scene()
        add(Slider(frame: Rect(x: 10, y: 200, width: 200, height: 34)), "slider", to: card)
        attach(PanGestureRecognizer(), "pan", to: card)
        attach(PanGestureRecognizer(), "twoFingerPan", to: card).minimumNumberOfTouches = 2
        let graph = SceneGraph(window: window)
        #expect(relationLines(graph) == ["slider controlRefusesStroke pan"])
        #expect(graph.dot.contains("style=\"bold,dotted\""))
    }

    @Test("a scroll view's pan ends its content-touch delay, and the delay prevents none: both built-in recognizers are on the scroll view")
    func scrollViewRelations() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.identifier = "scroll"
        window.addSubview(scroll)
        let graph = SceneGraph(window: window)
        #expect(graph.recognizers.map(\.name) == ["scroll.delay", "scroll.pan"])
        #expect(graph.recognizers.map(\.kind) == ["content-touch delay", "scroll pan"])
        #expect(relationLines(graph) == ["scroll.pan dragEndsDelay scroll.delay"])
        #expect(try graph.recognizers[index(of: "scroll.delay", in: graph)].notes == ["holds content touches 150 ms", "prevents none"])
    }

    @Test("a scroll chain points from its parent scroll view to each of its children, as views")
    func scrollChains() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let root = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.identifier = "root"
        let lists = [0.0, 375].map { x in ScrollView(frame: Rect(x: x, y: 200, width: 375, height: 467)) }
        lists[0].identifier = "list1"
        lists[1].identifier = "list2"
        window.addSubview(root)
        lists.forEach(root.addSubview)
        _ = ScrollChain(parent: root, children: lists)
        let graph = SceneGraph(window: window)
        #expect(relationLines(graph).filter { $0.contains("chains") } == ["root chains list1", "root chains list2"])
        #expect(graph.dot.contains("scroll chain</font><br/><font color=\"#5F6368\">ScrollChain"))
    }

    // MARK: A touch at a point

    @Test("the numbered order for a point is the order in which the arbiter evaluates a real touch there (D1, G6)")
    func probeOrderMatchesArbiter() throws {
        let (window, card, inner) = scene()
        attach(PanGestureRecognizer(), "cardPan", to: card)
        attach(TapGestureRecognizer(), "cardTap", to: card)
        attach(LongPressGestureRecognizer(), "innerPress", to: inner)
        attach(TapGestureRecognizer(), "innerTap", to: inner)
        attach(SwipeGestureRecognizer(), "windowSwipe", to: window)
        let graph = SceneGraph(window: window, at: Point(x: 60, y: 60))
        let probe = try #require(graph.probe)
        let drawn = probe.evaluationOrder.map { graph.recognizers[$0].name }
        #expect(drawn == ["innerPress", "innerTap", "cardPan", "cardTap", "windowSwipe"])
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 60, y: 60))], at: .milliseconds(0))
        #expect(window.gestureEnvironment.involved.map(\.traceName) == drawn)
        #expect(graph.dot.contains("reaches, in evaluation order (D1, G6): 1 innerPress · 2 innerTap · 3 cardPan · 4 cardTap · 5 windowSwipe"))
    }

    @Test("a point leaves out disabled recognizers and those whose delegate refuses the touch, and names the hit view")
    func probeFilters() throws {
        let (window, card, inner) = scene()
        attach(TapGestureRecognizer(), "off", to: card).isEnabled = false
        let delegate = ScriptedDelegate()
        delegate.refusesTouches = true
        attach(TapGestureRecognizer(), "picky", to: inner).delegate = delegate
        attach(PanGestureRecognizer(), "pan", to: card)
        let graph = SceneGraph(window: window, at: Point(x: 60, y: 60))
        let probe = try #require(graph.probe)
        #expect(probe.hitView.map { graph.views[$0].name } == "inner")
        #expect(probe.evaluationOrder.map { graph.recognizers[$0].name } == ["pan"])
        #expect(probe.refusedTouch.map { graph.recognizers[$0].name } == ["picky"])
        #expect(probe.disabled.map { graph.recognizers[$0].name } == ["off"])
        #expect(graph.dot.contains("shouldReceive=false: does not get the touch"))
    }

    @Test("a point outside the window hits nothing, and the heading says so")
    func probeOutsideWindow() throws {
        let (window, card, _) = scene()
        attach(TapGestureRecognizer(), "tap", to: card)
        let graph = SceneGraph(window: window, at: Point(x: 500, y: 10))
        let probe = try #require(graph.probe)
        #expect(probe.hitView == nil && !probe.isInsideWindow && probe.evaluationOrder.isEmpty)
        #expect(graph.dot.contains("touch at (500, 10): outside the window (nothing hit)"))
    }

    // MARK: Views

    @Test("views that hit-testing skips carry the reason, and their subviews name the skipped ancestor")
    func skippedViews() {
        let (window, card, inner) = scene()
        card.isHidden = true
        add(View(frame: Rect(x: 0, y: 400, width: 10, height: 10)), "faint", to: window).alpha = 0.005
        add(View(frame: Rect(x: 0, y: 500, width: 10, height: 10)), "off", to: window).isUserInteractionEnabled = false
        #expect(inner.superview === card)
        let graph = SceneGraph(window: window)
        #expect(graph.views.map(\.name) == ["window", "card", "inner", "faint", "off"])
        #expect(graph.views.map(\.skipReason) == [nil, "hidden", "in skipped ancestor card", "alpha<0.01", "userInteractionEnabled=false"])
        #expect(graph.dot.contains("skipped by hit-testing: hidden"))
    }

    // MARK: Leaving the window alone

    @Test("building a graph records nothing in the trace and leaves the arbiter with no recognizer involved")
    func buildingDisturbsNothing() {
        let (window, card, inner) = scene()
        window.trace.isRecording = true
        let delegate = ScriptedDelegate()
        attach(TapGestureRecognizer(), "tap", to: card).delegate = delegate
        attach(PanGestureRecognizer(), "pan", to: inner).delegate = delegate
        _ = SceneGraph(window: window, at: Point(x: 60, y: 60))
        #expect(window.trace.records.isEmpty)
        #expect(window.gestureEnvironment.involved.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("the questions are asked in a fixed order, so building twice gives the same questions and byte-identical DOT")
    func deterministic() {
        let (window, card, inner) = scene()
        let delegate = ScriptedDelegate()
        attach(TapGestureRecognizer(), "a", to: card).delegate = delegate
        attach(TapGestureRecognizer(), "b", to: inner).delegate = delegate
        let first = SceneGraph(window: window, at: Point(x: 60, y: 60)).dot
        let firstQuestions = delegate.asked
        delegate.asked = []
        let second = SceneGraph(window: window, at: Point(x: 60, y: 60)).dot
        #expect(first == second)
        #expect(delegate.asked == firstQuestions)
        #expect(firstQuestions == ["a requireFailureOf b", "b requiredToFailBy a", "b requireFailureOf a", "a requiredToFailBy b", "a simultaneous b", "b simultaneous a"])
    }

    @Test("names are escaped in the HTML-like labels")
    func escaping() {
        let (window, card, _) = scene()
        card.identifier = "<card & \"co\">"
        let graph = SceneGraph(window: window, title: "a < b")
        #expect(graph.dot.contains("<b>&lt;card &amp; &quot;co&quot;&gt;</b>"))
        #expect(graph.dot.contains("<b>a &lt; b</b>"))
        #expect(!graph.dot.contains("<card"))
    }

    // MARK: Graphviz

    /// Graphviz is installed by `.ci/run`; elsewhere the check runs only where `dot` is on the PATH.
    static let dotPath = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let mustRunDot = ProcessInfo.processInfo.environment["CI"] != nil

    @Test("Graphviz accepts the graphs of every scene above, without a warning", .enabled(if: dotPath != nil || mustRunDot))
    func graphvizAccepts() throws {
        let dot = try #require(Self.dotPath, "Graphviz's dot is not installed")
        var graphs: [SceneGraph] = []
        do {
            let (window, card, inner) = scene()
            let delegate = ScriptedDelegate()
            delegate.simultaneousWith = ["innerPan"]
            delegate.requiresFailureOf = ["press"]
            attach(PanGestureRecognizer(), "outerPan", to: card).delegate = delegate
            attach(PanGestureRecognizer(), "innerPan", to: inner)
            attach(PressBeforeTaps(), "press", to: inner)
            add(Button(frame: Rect(x: 10, y: 200, width: 80, height: 44)), "<button>", to: card)
            attach(TapGestureRecognizer(), "tap", to: card)
            let scroll = ScrollView(frame: Rect(x: 0, y: 320, width: 375, height: 300))
            scroll.addSubview(Slider(frame: Rect(x: 10, y: 10, width: 200, height: 34)))
            window.addSubview(scroll)
            card.isHidden = false
            inner.alpha = 0
            graphs.append(SceneGraph(window: window))
            graphs.append(SceneGraph(window: window, at: Point(x: 20, y: 210), title: "probe"))
            graphs.append(SceneGraph(window: window, at: Point(x: -5, y: 5)))
        }
        graphs.append(SceneGraph(window: Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))))
        for graph in graphs {
            let message = try Self.runDot(dot, on: graph.dot)
            #expect(message.isEmpty, "dot said: \(message)")
        }
    }

    /// What `dot -Tsvg` writes to standard error for `source` read from its standard input; the
    /// test fails if it exits with an error.
    static func runDot(_ dot: String, on source: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", "-o", "/dev/null"]
        let input = Pipe(), errors = Pipe()
        (process.standardInput, process.standardError) = (input, errors)
        try process.run()
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
        return message
    }

    @Test("a table of 1,000 rows draws its top cell in full and the other cells on screen as one node")
    func compactList() {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.identifier = "row\(indexPath.row)"
                return cell
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds)
        table.identifier = "list"
        let rows = Rows()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        window.addSubview(table)
        table.contentOffset = Point(x: 0, y: 44 * 500)
        let graph = SceneGraph(window: window)
        let names = graph.views.map(\.name)
        #expect(names.contains("row500") && !names.contains("row501"))
        let summary = graph.views.first { $0.kind == "cells" }
        #expect(summary?.name == "10 more cells on screen")
        #expect(summary?.frame == Rect(x: 0, y: 44 * 501, width: 320, height: 440))
        #expect(graph.views.count == 5)
    }
}

