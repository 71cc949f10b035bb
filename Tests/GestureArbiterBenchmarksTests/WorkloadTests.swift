import Foundation
import Testing
import GestureArbiter
import GestureArbiterBenchmarks

/// Each benchmark workload, run with a tiny budget, does what its name says; a workload that
/// stopped scrolling or tapping would still print plausible timings. Nothing here is timed.
@Suite("Benchmark workloads")
struct WorkloadTests {
    @Test("the catalogue has the issue's workloads, each name once")
    func catalogue() {
        let names = Workload.all(fixturesFolder: "unused").map(\.name)
        let paths = ["", "-chain", "-tree", "-delegated-chain", "-simultaneous"].flatMap { suffix in [1, 16, 64, 256].map { "path-\($0)\(suffix)" } }
        #expect(names == ["drag-moves", "quick-taps", "held-taps", "hit-test-10", "hit-test-10000", "list-drag-moves-table", "list-drag-moves-plain",
                         "back-swipe-moves", "sheet-moves", "sheet-list-moves", "row-swipe-moves", "drag-session-moves", "swiftui-drag-moves",
                         "drag-moves-through-c", "quick-taps-through-c", "drag-moves-through-swift", "quick-taps-through-swift"] + paths
            + ["fingers-1", "fingers-5", "fingers-10", "fingers-20", "timers-10000", "views-100000", "views-100000-checked", "fixture-corpus", "generated-fixtures"])
    }

    @Test("drag moves scroll the content with the finger and never reach the button")
    func dragMoves() throws {
        let drag = try DragMoves(moves: 300, tracing: false)
        let before = drag.scene.scrollView.contentOffset.y
        try drag.run()
        #expect(drag.operationCount == 300)
        #expect(drag.scene.scrollView.isDragging)
        // After 300 moves of 2 pt the wave is 100 moves into its period: 200 pt higher.
        #expect(drag.scene.scrollView.contentOffset.y == before + 200)
        #expect(drag.scene.touchDownCount == 0)
        #expect(drag.scene.touchUpInsideCount == 0)
        #expect(drag.problems.isEmpty)
    }

    @Test("the C interface's drag moves and quick taps do on its scene what the Swift API's do, along either path",
          arguments: CInterfaceScene.Path.allCases)
    func cInterfaceWorkloads(_ path: CInterfaceScene.Path) throws {
        let drag = try CInterfaceDragMoves(path: path, moves: 300)
        let before = drag.scene.scrollState.offset_y
        try drag.run()
        #expect(drag.scene.scrollState.offset_y == before + 200, "the wave is 100 moves into its period, 200 pt up")
        #expect(drag.problems.isEmpty)
        let taps = try CInterfaceTaps(path: path, cycles: 10)
        var fired = 0
        taps.scene.window.trace.addObserver { record in
            if case .control(_, "touchUpInside") = record.payload { fired += 1 }
        }
        try taps.run()
        #expect(fired == 10)
        #expect(taps.operationCount == 20)
        #expect(taps.problems.isEmpty)
    }

    @Test("SwiftUI drag moves keep the drag changing, its gesture state the translation from the touch-down, onChanged once a move")
    func swiftUIDragMoves() throws {
        let drag = try SwiftUIDragMoves(moves: 300, tracing: false)
        let before = drag.changes
        try drag.run()
        // The wave is 100 moves into its period: 200 pt above where it starts, 30 pt above the touch-down.
        #expect(drag.translation == Size(width: 0, height: -230))
        #expect(drag.changes == before + 300)
        #expect(drag.problems.isEmpty)
    }

    @Test("system-gesture moves drive the back swipe, the sheet, the swiped row and the dragged photo with the finger, the list inside the sheet taking over past the large detent", arguments: SystemGestureMoves.Gesture.allCases)
    func systemGestureMoves(_ gesture: SystemGestureMoves.Gesture) throws {
        let moves = try SystemGestureMoves(gesture: gesture, moves: 300, tracing: false)
        try moves.run()
        #expect(moves.problems.isEmpty)
        // 300 moves are 100 into the wave's period: the finger is 30 + 200 pt along (30 + 500 for the
        // list); the back swipe counts its translation from touch-down, a sheet past its 10 pt threshold.
        switch gesture {
        case .backSwipe:
            // The popped controller's view is the front one, and follows the finger's translation.
            let top = try #require(moves.navigation?.view.subviews.last)
            #expect(moves.navigation?.transitionState == .tracking && top.frame.origin.x == 230)
        case .sheet:
            #expect(moves.sheet?.height == 333.5 + 220)
        case .sheetList:
            #expect(moves.sheet?.height == 657)
            #expect(moves.list?.contentOffset.y == 30 + 500 - 10 - (657 - 333.5))
        case .rowSwipe:
            // The row at y 110 (row 2) follows the finger to the left, past its 10 pt threshold.
            #expect(moves.table?.swipedIndexPath == IndexPath(row: 2, section: 0))
            #expect(moves.table?.rowSwipeOffset == -220)
        case .dragSession:
            // The lifted photo is carried, its one item over the board that takes drops.
            #expect(moves.drag?.state == .dragging && moves.drag?.itemCount == 1)
            #expect(moves.window.subviews.last?.center == Point(x: 120 + 230, y: 175))
        }
    }

    @Test("long-list drag moves scroll the table and the plain scroll view alike, the table with cells only for the rows on screen", arguments: ListDragMoves.Content.allCases)
    func listDragMoves(_ content: ListDragMoves.Content) throws {
        let drag = try ListDragMoves(content: content, moves: 300, tracing: false)
        let before = drag.scrollView.contentOffset.y
        try drag.run()
        #expect(drag.scrollView.contentOffset.y == before + 200)
        #expect(drag.problems.isEmpty)
        if let table = drag.scrollView as? TableView {
            #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: Int((before + 200) / 44), section: 0))
        }
    }

    @Test("a quick tap fires touchUpInside once per cycle, without the delay timer firing")
    func quickTaps() throws {
        let taps = TapCycles(kind: .quick, cycles: 5, tracing: true)
        try taps.run()
        #expect(taps.operationCount == 10)
        #expect(taps.scene.touchUpInsideCount == 5)
        #expect(taps.scene.touchDownCount == 5)
        #expect(contentTouchDelayFirings(taps.scene.window) == 0)
        #expect(taps.problems.isEmpty)
    }

    @Test("a held tap fires touchUpInside once per cycle, after the delay timer fired")
    func heldTaps() throws {
        let taps = TapCycles(kind: .held, cycles: 5, tracing: true)
        try taps.run()
        #expect(taps.scene.touchUpInsideCount == 5)
        #expect(taps.scene.touchDownCount == 5)
        #expect(contentTouchDelayFirings(taps.scene.window) == 5)
        #expect(taps.problems.isEmpty)
    }

    @Test("touch-downs land on the target cell, visiting as many views in the 10,100-view scene as in the 10-view one")
    func touchDowns() throws {
        let small = TouchDowns(scene: .small, touches: 3, tracing: true)
        let large = TouchDowns(scene: .large, touches: 3, tracing: true)
        try small.run()
        try large.run()
        #expect(small.scene.viewCount == 10)
        #expect(large.scene.viewCount == 10_100)
        #expect(small.scene.target.touchesBeganCount == 3)
        #expect(large.scene.target.touchesBeganCount == 3)
        let smallHitTests = hitTestRecords(small.scene.window)
        #expect(smallHitTests > 0)
        #expect(hitTestRecords(large.scene.window) == smallHitTests)
        #expect(small.problems.isEmpty && large.problems.isEmpty)
    }

    @Test("the corpus workload checks fixture files and they pass")
    func fixtureCorpus() throws {
        let corpus = try FixtureCorpus(folder: Self.fixturesFolder + "/seeds")
        try corpus.run()
        #expect(corpus.operationCount > 0)
        #expect(corpus.passed == corpus.operationCount)
        #expect(corpus.problems.isEmpty)
    }

    @Test("the generated-fixture workload runs each generated fixture without a violation")
    func generatedFixtures() throws {
        let generated = GeneratedFixtures(seeds: 1...3)
        try generated.run()
        #expect(generated.operationCount == 3)
        #expect(generated.violations == 0)
    }

    @Test("a tap on a path of recognizers recognizes the tap the relations let win first, or every tap when all may recognize together, and leaves none involved",
          arguments: RecognizerPathScene.Relation.allCases)
    func recognizerPath(_ relation: RecognizerPathScene.Relation) throws {
        let taps = RecognizerPathTaps(recognizers: 16, relation: relation, taps: 3, tracing: true)
        try taps.run()
        #expect(taps.operationCount == 6)
        // Sixteen recognizers in turn tap, pan, long press: six taps, on levels 0, 3, ..., 15.
        #expect(taps.tapsRecognizedPerTap == (relation == .simultaneous ? 6 : 1))
        #expect(taps.scene.recognizedTaps == 3 * taps.tapsRecognizedPerTap)
        let recognized = Set(taps.scene.window.trace.records.compactMap { record -> String? in
            if case let .gesture(recognizer, state, _) = record.payload, state == "recognized" { return recognizer }
            return nil
        })
        // In the tree the deepest tap waits for the pan and long press below it to fail, and the
        // first tap that requires nothing (level 6, tenth deepest) is recognized in its turn before.
        let winners: Set<String> = switch relation {
        case .simultaneous: Set([0, 3, 6, 9, 12, 15].map { "gesture\($0)" })
        case .tree: ["gesture6"]
        case .none, .chain, .delegatedChain: ["gesture15"]
        }
        #expect(recognized == winners)
        #expect(taps.problems.isEmpty)
    }

    @Test("the delegated chain asks each delegate about each pair once per tap, the simultaneous delegates only what they implement, and the plain relations ask nothing")
    func recognizerPathQuestions() throws {
        for relation in RecognizerPathScene.Relation.allCases {
            let taps = RecognizerPathTaps(recognizers: 4, relation: relation, taps: 2, tracing: true)
            try taps.run()
            var asked: [String: Int] = [:]
            for record in taps.scene.window.trace.records {
                if case let .delegate(_, question, nil, _, _) = record.payload { asked[question, default: 0] += 1 }
            }
            switch relation {
            case .delegatedChain:
                // Four recognizers, each with a delegate: twelve ordered pairs, each asked once per tap.
                #expect(asked == ["shouldRequireFailure": 2 * 12])
            case .simultaneous:
                // Per tap: the deepest tap's win would stop the three others, and the outer tap's
                // the deepest one, which has won.
                #expect(asked == ["shouldRecognizeSimultaneously": 2 * 4])
            case .none, .chain, .tree:
                #expect(asked.isEmpty, "\(relation)")
            }
        }
    }

    @Test("fingers spread over views with a pan each begin every pan once per cycle", arguments: [1, 5, 20])
    func fingerSpread(_ fingers: Int) throws {
        let spread = FingerSpread(fingers: fingers, cycles: 3, tracing: false)
        try spread.run()
        #expect(spread.operationCount == 18)
        #expect(spread.pansBegun == 3 * fingers)
        #expect(spread.window.activeTouches.isEmpty)
        #expect(spread.problems.isEmpty)
    }

    @Test("taps among many pending timers tap as the quick taps do and fire none of the waiting timers")
    func pendingTimerTaps() throws {
        let taps = PendingTimerTaps(pendingTimers: 500, cycles: 4, tracing: false)
        try taps.run()
        #expect(taps.taps.scene.touchUpInsideCount == 4)
        #expect(taps.taps.scene.window.clock.pendingTimerCount == 500)
        #expect(taps.problems.isEmpty)
    }

    @Test("taps in front of many views reach the button, and the checker, when on, finds nothing broken", arguments: [false, true])
    func crowdedWindow(_ checking: Bool) throws {
        let taps = CrowdedWindowTaps(views: 2_000, checking: checking, cycles: 3, tracing: false)
        try taps.run()
        #expect(taps.window.subviews.count == 2_001)
        #expect((taps.window.invariantChecker != nil) == checking)
        #expect(taps.problems.isEmpty)
    }

    // MARK: Helpers

    private static let fixturesFolder: String = {
        // Tests/GestureArbiterBenchmarksTests/WorkloadTests.swift -> Tests/Fixtures
        let components = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        return components.joined(separator: "/") + "/Fixtures"
    }()

    private func contentTouchDelayFirings(_ window: Window) -> Int {
        window.trace.records.filter { record in
            if case let .timer(name, _, change, _) = record.payload { return name == "contentTouchDelay" && change == .fired }
            return false
        }.count
    }

    private func hitTestRecords(_ window: Window) -> Int {
        window.trace.records.filter { record in
            if case .hitTest = record.payload { return true }
            return false
        }.count
    }
}
