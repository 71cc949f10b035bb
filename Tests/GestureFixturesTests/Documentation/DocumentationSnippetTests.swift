import Foundation
import GestureArbiter
import Testing

/// Every Swift code block of the README and the DocC articles compiles: each is kept, verbatim but
/// for its imports, in `DocumentationSnippets.swift`, which the test target compiles.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose Swift blocks must compile: the README and every DocC article.
    private static func documents() throws -> [String] {
        var paths = ["README.md"]
        for catalog in ["Sources/GestureArbiter/GestureArbiter.docc", "Sources/GestureArbiterSwiftUI/GestureArbiterSwiftUI.docc", "Sources/GestureFixtures/GestureFixtures.docc"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return paths
    }

    /// The Swift blocks of a Markdown text, without their import lines.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                blocks.append(lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without their indentation and without blank lines, so that a block reads the same at
    /// file scope and inside a function.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test("every Swift block of the README and the articles is in the compiled snippets file")
    func everyBlockCompiles() throws {
        let snippets = try String(contentsOf: Self.root.appendingPathComponent("Tests/GestureFixturesTests/Documentation/DocumentationSnippets.swift"), encoding: .utf8)
        let compiled = Self.normalized(snippets)
        var count = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                count += 1
                #expect(compiled.contains(Self.normalized(block)), "a Swift block of \(document) is not in DocumentationSnippets.swift:\n\(block)")
            }
        }
        #expect(count >= 12)
    }

    @Test("every file the README and the articles name by its path exists")
    func namedFilesExist() throws {
        var named = 0
        for document in try Self.documents() + ["StateDiagrams/README.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for path in Self.namedPaths(in: text) {
                named += 1
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(document) names \(path), which does not exist")
            }
        }
        #expect(named > 20)
    }

    /// The paths in code spans that start at one of the repository's top-level folders.
    static func namedPaths(in text: String) -> [String] {
        text.split(separator: "`").enumerated().compactMap { index, span in
            guard index % 2 == 1, ["Sources/", "Tests/", "StateDiagrams/"].contains(where: { span.hasPrefix($0) }),
                !span.contains(" "), !span.contains("*") else { return nil }
            return String(span)
        }
    }

    @Test("the path reader finds code spans that name files, and nothing else")
    func readsPaths() {
        #expect(Self.namedPaths(in: "see `Tests/Fixtures/a.json` and `swift test`, `StateDiagrams/`") == ["Tests/Fixtures/a.json", "StateDiagrams/"])
    }

    @Test("the README's quick start runs as one piece: a simulator's frame loop over a flick")
    func quickStartRuns() {
        #expect(throws: Never.self) { try snippet1README() }
    }

    @Test("the navigation article's swipe runs")
    func navigationSwipeRuns() {
        #expect(throws: Never.self) { try snippet18Navigation() }
    }

    @Test("the control subclass of the Controls article overrides the tracking methods with `Event`, as UIKit code writes `UIEvent`")
    func controlSubclassTracks() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let spot = PressSpot(frame: Rect(x: 100, y: 100, width: 80, height: 80))
        window.addSubview(spot)
        var actions: [String] = []
        for bit in 0..<UInt.bitWidth {
            let event = Control.Events(rawValue: 1 << bit)
            spot.addAction(Action { _ in actions += event.names }, for: event)
        }
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 110, y: 120))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 110, y: 120))], at: .milliseconds(50))
        #expect(spot.start == Point(x: 10, y: 20))
        #expect(actions == ["touchDown", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("the block reader finds a block and drops its imports")
    func readsBlocks() {
        let blocks = Self.swiftBlocks(in: "text\n```swift\nimport GestureArbiter\nlet a = 1\n```\n```json\n{}\n```\n")
        #expect(blocks == ["let a = 1"])
    }
}
