import Foundation
import Testing
import GestureFixtures
@testable import GestureArbiterFuzzing

/// The fuzz targets' logic on the inputs their fuzzers start from, and on bytes made from seeds:
/// each must come back sound, as it does in a fuzzing run that finds nothing.
@Suite("Fuzz targets")
struct FuzzTargetTests {
    static let fixtures: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }()

    @Test("every fixture of the seed corpus, whole and cut short, runs soundly through the fixture target")
    func seedCorpus() throws {
        #expect(Self.fixtures.count > 100)
        for file in Self.fixtures {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(FixtureFuzzTarget.problem(with: bytes) == nil, "\(file.lastPathComponent)")
            // Cut short, the text is invalid JSON, refused with a place.
            #expect(FixtureFuzzTarget.problem(with: Array(bytes.prefix(bytes.count / 2))) == nil, "\(file.lastPathComponent), first half")
        }
    }

    @Test("the fixture fuzzer's dictionary holds every key the corpus writes, but the ids that `final` names")
    func dictionaryCoversTheFormat() throws {
        let dictionary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/fixture-fuzzer/fixture-keys.dict")
        let entries = Set(try String(contentsOf: dictionary, encoding: .utf8).split(separator: "\n").map(String.init))
        var missing: Set<String> = []
        for file in Self.fixtures {
            guard let document = try? JSONParser.parse([UInt8](Data(contentsOf: file))) else { continue }
            var stack = [(value: document, underFinal: false)]
            while let (value, underFinal) = stack.popLast() {
                switch value.kind {
                case let .object(members):
                    for member in members {
                        // A libFuzzer dictionary entry is the quoted key, itself in quotes: "\"key\"".
                        if !underFinal, !entries.contains("\"\\\"" + member.key + "\\\"\"") { missing.insert(member.key) }
                        stack.append((member.value, member.key == "final"))
                    }
                case let .array(elements):
                    stack += elements.map { ($0, false) }
                default:
                    continue
                }
            }
        }
        #expect(missing.sorted() == [])
    }

    @Test("a fixture that breaks the target's own limits is not run, and one past the loader's is refused with a reason")
    func limits() {
        let long = #"{"views": [], "events": [{"t": 0, "drag": {"touch": 1, "from": [0, 0], "to": [9, 9], "duration": 100000}}]}"#
        #expect(FixtureFuzzTarget.problem(with: Array(long.utf8)) == nil)
        let overflowing = #"{"views": [], "events": [{"t": 0, "drag": {"touch": 1, "from": [-1e308, 0], "to": [1e308, 0], "duration": 10}}]}"#
        #expect(FixtureFuzzTarget.problem(with: Array(overflowing.utf8)) == nil)
    }

    @Test("the engine target plays 300 scenes made from seeded bytes, and the empty input, with every invariant held")
    func engineScenes() {
        #expect(EngineFuzzTarget.problem(with: []) == nil)
        for seed in UInt64(1)...300 {
            var generator = SplitMix64(seed: seed)
            let bytes = (0..<generator.int(16...600)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(EngineFuzzTarget.problem(with: bytes) == nil, "seed \(seed)")
        }
    }

    @Test("each input the fuzzers found, kept in Findings/ after its cause was fixed, now plays soundly")
    func findings() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Findings")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty)
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let problem = name.hasPrefix("engine-") ? EngineFuzzTarget.problem(with: bytes) : FixtureFuzzTarget.problem(with: bytes)
            #expect(problem == nil, "\(name)")
        }
    }

    @Test("fuzz bytes read as choices within their ranges, and as zeros past the end")
    func bytesAsChoices() {
        var input = FuzzBytes([7, 255, 1, 2])
        let choices = (input.int(0...4), input.points(upTo: 100), input.bool(), input.int(0...999))
        #expect(choices == (2, 150, true, 512))
        #expect(input.isExhausted)
        let pastTheEnd = input.int(3...9)
        #expect(pastTheEnd == 3)
    }
}
