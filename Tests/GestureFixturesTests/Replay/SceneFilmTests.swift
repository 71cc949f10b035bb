import Foundation
import GestureArbiter
@testable import GestureFixtures
import Testing

/// The film a replay draws: what the engine drew at every frame, read from the change feed.
@Suite("The scene film")
struct SceneFilmTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static let corpus: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: fixturesFolder)
        return (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func load(_ name: String) throws -> CompiledFixture {
        try FixtureLoader.load(contentsOfFile: fixturesFolder + "/" + name)
    }

    @Test("the change feed lists every drawn change: the film rebuilt from it is the window at every frame", arguments: corpus)
    func feedIsComplete(_ name: String) throws {
        let recorder = SceneFilmRecorder(checkingFeed: true)
        _ = try Self.load(name).play(keepingTransitions: false, film: recorder)
        #expect(recorder.feedMismatch == nil, "\(recorder.feedMismatch ?? "")")
        #expect(!recorder.film.frames.isEmpty)
    }

    @Test("filming changes nothing: the filmed run's trace is the run's", arguments: ["rules/S10-rubber-band-and-bounces.json", "rules/N5-present-and-dismiss-a-sheet.json", "rules/R3-a-full-swipe-performs-the-first-action.json"])
    func filmingIsInvisible(_ name: String) throws {
        let fixture = try Self.load(name)
        let filmed = fixture.filmedRun()
        #expect(filmed.run.records == fixture.run().records)
        #expect(filmed.run.violation == nil)
    }

    @Test("the last frame of every view in the window is its final record: bounds, hidden and alpha", arguments: corpus)
    func lastFrameIsTheFinalState(_ name: String) throws {
        let (run, film) = try Self.load(name).filmedRun()
        let views = film.views(through: film.frames.count - 1)
        var inWindow: [ViewSnapshot] = []
        var stack = [0]
        while let key = stack.popLast(), let view = views[key] {
            inWindow.append(view)
            stack.append(contentsOf: view.subviews)
        }
        let byName = Dictionary(inWindow.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for record in run.records {
            guard case let .final(subject, state) = record.payload, let bounds = state.first(where: { $0.name == "bounds" }),
                  let snapshot = byName[subject] else { continue }
            #expect(bounds.value == .rect(snapshot.bounds), "\(subject)")
            #expect(state.first { $0.name == "hidden" }?.value == .bool(snapshot.isHidden), "\(subject)")
            #expect(state.first { $0.name == "alpha" }?.value == .number(snapshot.alpha), "\(subject)")
        }
    }
}

extension SceneFilmTests {
    @Test("the change feed lists every drawn change in generated scenes too: sheets, menus, drags, reused cells, views removed mid-gesture", arguments: 1...120)
    func feedIsCompleteInGeneratedScenes(_ seed: UInt64) throws {
        let recorder = SceneFilmRecorder(checkingFeed: true)
        _ = try FixtureGenerator.fixture(seed: seed).compile().play(keepingTransitions: false, film: recorder)
        #expect(recorder.feedMismatch == nil, "seed \(seed): \(recorder.feedMismatch ?? "")")
    }
}
