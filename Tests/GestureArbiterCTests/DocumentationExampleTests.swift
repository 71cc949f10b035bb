import Foundation
import Testing

/// The C interface article's examples compile against the header, warnings as errors, its Python
/// example parses, and the header alone serves a C and a C++ host: a renamed call or field, or a
/// declaration without C linkage, fails here, not in a reader's host.
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

    @Test("a host of the header alone, in C99 or in C++17, pedantic, warnings as errors, links to the library and calls it",
          arguments: [(compiler: "clang", source: "c", standard: "c99"), (compiler: "clang++", source: "cpp", standard: "c++17")])
    func headerAlone(_ language: (compiler: String, source: String, standard: String)) throws {
        try #require(FileManager.default.fileExists(atPath: HostProgramTests.library), "swift test builds \(HostProgramTests.library)")
        let header = HostProgramTests.root.appendingPathComponent("Sources/CGestureArbiter/include").path
        let program = NSTemporaryDirectory() + "c-interface-header-\(UUID().uuidString)"
        try "#include \"gesture_arbiter.h\"\nint main(void) { return ga_window_destroy(0, NULL) == GA_ERROR_NULL_HANDLE ? 0 : 1; }\n"
            .write(toFile: program + "." + language.source, atomically: false, encoding: .utf8)
        defer { for path in [program, program + "." + language.source] { try? FileManager.default.removeItem(atPath: path) } }
        // Linked as C++ by clang++, so that a declaration without C linkage fails to link.
        let built = try HostProgramTests.run(language.compiler, ["-std=" + language.standard, "-pedantic", "-Wall", "-Wextra", "-Werror",
                                                                 "-I", header, program + "." + language.source, "-L", HostProgramTests.products,
                                                                 "-lGestureArbiterC", "-Wl,-rpath," + HostProgramTests.products, "-o", program])
        #expect(built.status == 0, "\(built.errors)")
        #expect(try HostProgramTests.run(program, []).status == 0, "the call did not refuse the null handle")
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
