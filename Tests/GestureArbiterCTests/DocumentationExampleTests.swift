import Foundation
import Testing

/// The C interface article's examples compile against the header, warnings as errors, and its
/// Python example parses: a renamed call or field fails here, not in a reader's host.
@Suite("The C interface article's examples")
struct DocumentationExampleTests {
    static let article = HostProgramTests.root.appendingPathComponent("Sources/GestureArbiter/GestureArbiter.docc/CInterface.md").path

    /// The blocks of `language` in the article.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: article, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("every C block compiles against gesture_arbiter.h with -Wall -Wextra -Werror")
    func cBlocksCompile() throws {
        let blocks = try Self.blocks("c")
        #expect(blocks.count >= 6)
        let source = NSTemporaryDirectory() + "c-interface-examples-\(UUID().uuidString).c"
        try (["#include <stdio.h>", "#include <string.h>", "#include \"gesture_arbiter.h\""] + blocks).joined(separator: "\n\n")
            .write(toFile: source, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let header = HostProgramTests.root.appendingPathComponent("Sources/CGestureArbiter/include").path
        let compiled = try HostProgramTests.run("clang", ["-fsyntax-only", "-std=c11", "-Wall", "-Wextra", "-Werror", "-Wno-unused-function",
                                                         "-I", header, source])
        #expect(compiled.status == 0, "\(compiled.errors)")
    }

    @Test("the Python block parses and names only what the module defines", .enabled(if: HostProgramTests.pythonIsRunnable))
    func pythonBlockParses() throws {
        let blocks = try Self.blocks("python")
        try #require(blocks.count == 1)
        let check = """
            import ast, sys
            sys.path.insert(0, sys.argv[1])
            import gesture_arbiter
            tree = ast.parse(sys.argv[2])
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    for alias in node.names:
                        assert hasattr(gesture_arbiter, alias.name), alias.name
            """
        let parsed = try HostProgramTests.run("python3", ["-c", check, HostProgramTests.hosts, blocks[0]])
        #expect(parsed.status == 0, "\(parsed.errors)")
    }
}
