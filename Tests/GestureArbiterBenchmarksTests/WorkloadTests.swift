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
        #expect(names == ["drag-moves", "quick-taps", "held-taps", "hit-test-10", "hit-test-10000", "fixture-corpus", "generated-fixtures"])
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
