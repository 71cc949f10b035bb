import Testing
import GestureArbiter
import GestureArbiterBenchmarks

/// The long run's cycle, run briefly: it taps the button, scrolls and glides, and in each mode
/// keeps what the mode promises; the memory figures themselves come from the benchmark.
@Suite("Long run")
struct LongRunTests {
    @Test("a cycle of 42 events taps the button twice, and drags never reach it; the scene comes to rest", arguments: LongRun.Mode.allCases)
    func cycles(_ mode: LongRun.Mode) throws {
        var run = LongRun(mode: mode)
        var sampled = 0
        let samples = try run.run(events: 420, sampleEvery: 84) {
            sampled += 1
            return sampled * 10
        }
        #expect(run.events == 420)
        #expect(samples.map(\.events) == [0, 84, 168, 252, 336, 420])
        #expect(samples.map(\.residentBytes) == [10, 20, 30, 40, 50, 60])
        #expect(run.scene.touchUpInsideCount == 20)
        #expect(run.scene.touchDownCount == 20)
        #expect(run.scene.window.activeTouches.isEmpty)
        #expect(!run.scene.scrollView.isDragging)
    }

    @Test("the bounded mode records the glides, keeps no more than its record limit, and drops the older half when full")
    func boundedTrace() throws {
        var run = LongRun(mode: .boundedTrace, traceRecordLimit: 2_000)
        _ = try run.run(events: 42 * 50, sampleEvery: 42 * 50) { 0 }
        let trace = run.scene.window.trace
        #expect(trace.droppedRecordCount > 0)
        #expect(trace.records.count <= 2_000)
        #expect(trace.records.count >= 1_000)
        #expect(trace.records.contains { $0.event == "willBeginDecelerating" })
    }
}
