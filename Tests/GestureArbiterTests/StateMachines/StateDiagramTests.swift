import Foundation
import Testing
import GestureArbiter

/// The diagrams in `StateDiagrams/` are the engine's tables, rendered: a stale file fails here.
@Suite("State diagrams")
struct StateDiagramTests {
    static let diagramsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StateDiagrams")

    static let names = StateDiagramCatalog.all.map(\.name)

    @Test("each checked-in diagram equals a fresh render of its table (run `swift run gesture-arbiter diagrams` to refresh)", arguments: names)
    func diagramIsFresh(_ name: String) throws {
        let fresh = try #require(StateDiagramCatalog.all.first { $0.name == name }).dot
        let checkedIn = try String(contentsOf: Self.diagramsFolder.appendingPathComponent(name + ".dot"), encoding: .utf8)
        #expect(checkedIn == fresh)
    }

    @Test("every machine's table handles every situation, unambiguously, and reaches every state", arguments: names)
    func tableIsSound(_ name: String) throws {
        let entry = try #require(StateDiagramCatalog.all.first { $0.name == name })
        #expect(entry.problems == [])
    }

    @Test("every .dot file in StateDiagrams/ belongs to a machine")
    func noOrphanDiagrams() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.diagramsFolder.path).filter { $0.hasSuffix(".dot") }
        #expect(files.sorted() == Self.names.map { $0 + ".dot" }.sorted())
    }

    /// Graphviz is installed by `.ci/run`; elsewhere the check runs only where `dot` is on the PATH.
    static let dotPath = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let mustRunDot = ProcessInfo.processInfo.environment["CI"] != nil

    @Test("Graphviz accepts every diagram", .enabled(if: dotPath != nil || mustRunDot), arguments: names)
    func graphvizAccepts(_ name: String) throws {
        let dot = try #require(Self.dotPath, "Graphviz's dot is not installed")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", "-o", "/dev/null", Self.diagramsFolder.appendingPathComponent(name + ".dot").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.isEmpty, "dot warned: \(message)")
    }
}
