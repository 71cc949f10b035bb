import Foundation
import GestureArbiter
import GestureFixtures
import Testing

/// Every fixture under `Tests/Fixtures/` runs and meets its expectations; this is where the
/// behaviour reference's examples are checked.
@Suite("The fixture corpus")
struct FixtureCorpusTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The corpus, as paths relative to `Tests/Fixtures/`, in name order.
    static let fixtureNames: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: fixturesFolder)
        return (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test("the corpus holds the seed and rule fixtures")
    func corpusIsThere() {
        #expect(Self.fixtureNames.count(where: { $0.hasPrefix("seeds/") }) >= 10)
        #expect(Self.fixtureNames.count(where: { $0.hasPrefix("rules/") }) >= 6)
    }

    @Test("each fixture loads, has expectations, and its run meets them", arguments: fixtureNames)
    func fixtureMeetsItsExpectations(_ name: String) throws {
        let compiled = try FixtureLoader.load(contentsOfFile: Self.fixturesFolder + "/" + name)
        let expectations = try #require(compiled.fixture.expectations, "\(name) has no expect")
        #expect(!expectations.trace.isEmpty || !expectations.final.isEmpty, "\(name) expects nothing")
        let report = compiled.run().check(expectations)
        #expect(report.passed, "\(report.failures.map(\.description).joined(separator: "\n"))")
    }

    @Test("running a fixture twice prints byte-identical traces", arguments: fixtureNames)
    func runsAreDeterministic(_ name: String) throws {
        let compiled = try FixtureLoader.load(contentsOfFile: Self.fixturesFolder + "/" + name)
        let first = compiled.run().records.map(\.jsonLine).joined(separator: "\n")
        let second = try FixtureLoader.load(contentsOfFile: Self.fixturesFolder + "/" + name).run().records.map(\.jsonLine).joined(separator: "\n")
        #expect(first == second)
        #expect(!first.isEmpty)
    }
}
