import Foundation
import Testing
@testable import GestureArbiter

/// The house rules that prose alone would not hold: unsafe constructs stay in the engine's
/// `Support/` (HotPathIdioms), where each has its contract; no engine function grows past what a
/// reader takes in at once; a hand-kept list stays complete; and the arbiter's books stay with it.
@Suite("House rules")
struct HouseRulesTests {
    static let root = ReadmeLinksTests.root

    /// The constructs that trade a check the language makes for a promise the caller keeps.
    static let unsafeConstructs = [
        "unsafelyUnwrapped", "_withUnsafeGuaranteedRef", "unowned(unsafe)", "Unmanaged",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
        "UnsafeMutableRawBufferPointer", "withUnsafe",
    ]

    /// Where unsafe constructs may appear: the engine's idioms, the files that call C at the
    /// system's edge (libFuzzer's entry points, `read`, `write` and `readdir`), each for that call,
    /// and the C interface, whose every call takes a C host's pointers (its objects kept at
    /// addresses only in its Support/, which the lifetime test below holds).
    static let allowedPlaces = [
        "Sources/GestureArbiter/Support/",
        "Sources/GestureArbiterC/",
        "Sources/GestureArbiterFuzzDriver/FuzzDriver.swift",
        "Sources/engine-fuzzer/main.swift",
        "Sources/fixture-fuzzer/main.swift",
        "Sources/GestureFixtures/Decoding/FixtureLoader.swift",
        "Sources/GestureArbiterCommandLine/Output.swift",
        "Sources/GestureArbiterCommandLine/CheckCommand.swift",
    ]

    /// The longest an engine function may be, from its declaration to its closing brace.
    static let longestFunction = 60

    /// Every Swift file under `folder`, as paths from the package's root, in name order.
    static func swiftFiles(under folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        return try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The file's lines with their `//` comments taken off, so that a comment may name a construct.
    static func codeLines(of path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
    }

    static func unsafeUses(in path: String) throws -> [String] {
        try codeLines(of: path).enumerated().compactMap { number, line in
            unsafeConstructs.first { line.contains($0) }.map { "\(path):\(number + 1): \($0)" }
        }
    }

    /// What the package's top level may hold: the package, its docs and diagrams, CI's and the
    /// fuzzing service's folders, and the scratch that `.gitignore` keeps out of git.
    static let topLevel: Set<String> = [
        "Package.swift", "Sources", "Tests", "StateDiagrams", "README.md", "LICENSE",
        ".ci", ".clusterfuzzlite", ".gitignore", ".git",
        ".build", ".swiftpm", "Package.resolved", ".DS_Store",
    ]

    @Test("the top level holds only the package, its docs, CI and scratch, so a stray file (a fuzz failure left behind) fails here before it is committed")
    func topLevelHoldsOnlyTheHouseFolders() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.root.path)
        let strays = entries.filter { !Self.topLevel.contains($0) && !$0.hasPrefix(".build-") && !$0.hasPrefix(".build_") }
        #expect(entries.contains("Package.swift"))
        #expect(strays.sorted() == [], "move these into Sources/ or Tests/, or delete them")
    }

    @Test("no unsafe construct appears outside Support/ and the system's edge")
    func unsafeConstructsStayInSupport() throws {
        let files = try Self.swiftFiles(under: "Sources")
        #expect(files.count > 200)
        for path in files where !Self.allowedPlaces.contains(where: { path.hasPrefix($0) }) {
            let uses = try Self.unsafeUses(in: path)
            #expect(uses.isEmpty, "unsafe constructs outside Support/: \(uses)")
        }
    }

    /// The constructs that keep an object alive, or not, by promise rather than by reference counting.
    static let lifetimeConstructs = ["Unmanaged", "_withUnsafeGuaranteedRef", "unowned(unsafe)"]

    @Test("an object kept alive by promise is kept so only behind a named helper in a Support/ folder (the engine's, the C interface's)")
    func lifetimeConstructsStayInSupport() throws {
        let files = try Self.swiftFiles(under: "Sources")
        for path in files where !path.contains("/Support/") {
            let uses = try Self.codeLines(of: path).enumerated().compactMap { number, line in
                Self.lifetimeConstructs.first { line.contains($0) }.map { "\(path):\(number + 1): \($0)" }
            }
            #expect(uses.isEmpty, "keep these behind a helper in Support/: \(uses)")
        }
        let helpers = try Self.swiftFiles(under: "Sources/GestureArbiterC/Support")
        #expect(try helpers.contains { try !Self.unsafeUses(in: $0).isEmpty })
    }

    @Test("no module opts out of Swift 6's data-race checks, which stand in for a thread sanitizer in CI")
    func noDataRaceOptOut() throws {
        let files = try Self.swiftFiles(under: "Sources")
        #expect(files.count > 200)
        for path in files {
            let optOuts = try Self.codeLines(of: path).enumerated().compactMap { number, line in
                ["nonisolated(unsafe)", "@unchecked Sendable"].first { line.contains($0) }.map { "\(path):\(number + 1): \($0)" }
            }
            #expect(optOuts.isEmpty, "data-race checks opted out of: \(optOuts)")
        }
    }

    @Test("every allowed place still needs its exception, so the list cannot outlive its reason", arguments: allowedPlaces)
    func everyExceptionIsUsed(_ place: String) throws {
        let files = place.hasSuffix("/") ? try Self.swiftFiles(under: String(place.dropLast())) : [place]
        let uses = try files.flatMap { try Self.unsafeUses(in: $0) }
        #expect(!uses.isEmpty, "\(place) uses no unsafe construct; take it off the list")
    }

    /// The functions, initializers and subscripts of a file with their length in lines. Braces
    /// are counted outside string literals, which is enough for the engine's code.
    static func functionLengths(in path: String) throws -> [(name: String, lines: Int)] {
        let lines = try codeLines(of: path)
        var found: [(name: String, lines: Int)] = []
        for (start, line) in lines.enumerated() {
            let words = line.split(separator: " ").map(String.init)
            guard words.contains(where: { $0 == "func" || $0.hasPrefix("init(") || $0.hasPrefix("init<") || $0.hasPrefix("subscript(") })
            else { continue }
            var depth = 0
            var opened = false
            var end = start
            scan: for index in start..<lines.count {
                var inString = false
                for character in lines[index] {
                    if character == "\"" { inString.toggle() }
                    guard !inString else { continue }
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                end = index
                if opened && depth <= 0 { break scan }
                // A requirement, which has no body, is followed by a blank line or the next declaration.
                let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                if !opened && (next.isEmpty || Self.declarationStarts.contains { next.hasPrefix($0) }) { break scan }
            }
            if opened {
                found.append((name: "\(path):\(start + 1): \(line.trimmingCharacters(in: .whitespaces))", lines: end - start + 1))
            }
        }
        return found
    }

    static let declarationStarts = ["///", "}", "func ", "var ", "init", "static ", "mutating ", "associatedtype ", "@"]

    @Test("no engine function is longer than 60 lines")
    func engineFunctionsAreShort() throws {
        let functions = try Self.swiftFiles(under: "Sources/GestureArbiter").flatMap { try Self.functionLengths(in: $0) }
        #expect(functions.count > 500)
        let long = functions.filter { $0.lines > Self.longestFunction }
        #expect(long.isEmpty, "functions over \(Self.longestFunction) lines: \(long.map { "\($0.name) (\($0.lines))" })")
        // The scanner measures what it should: the window's event handler is one of the longest.
        #expect(functions.map(\.lines).max() ?? 0 > 40)
    }

    @Test("every recognizer class of the library that asks no failure-requirement question is on the arbiter's list of such classes")
    func requirementClassListIsComplete() throws {
        let listed = Set(GestureRecognizer.classesAnsweringNoRequirement.map { String(describing: $0) })
        var found: [String] = []
        for path in try Self.swiftFiles(under: "Sources/GestureArbiter") {
            let lines = try Self.codeLines(of: path)
            let overridesQuestions = lines.contains { $0.contains("override func shouldRequireFailure") || $0.contains("override func shouldBeRequiredToFail") }
            for line in lines {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "class"), index + 1 < words.count, words[index + 1].hasSuffix("Recognizer:"), !words[index + 1].contains("<") else { continue }
                let name = String(words[index + 1].dropLast())
                found.append(name)
                #expect(overridesQuestions || listed.contains(name), "\(name) is missing from GestureRecognizer.classesAnsweringNoRequirement")
            }
        }
        #expect(found.count >= 12)
        #expect(found.contains("HoverGestureRecognizer"))
    }

    /// Where a recognizer's ``ArbitrationRecord`` may be read or written: the arbiter's own
    /// folder, and the recognizer that carries it and tells it of its delegate and requirements.
    static let arbitrationRecordPlaces = [
        "Sources/GestureArbiter/Arbitration/",
        "Sources/GestureArbiter/Recognizers/GestureRecognizer.swift",
    ]

    @Test("only the arbiter keeps its books: a recognizer's arbitration record is used in Arbitration/ and by the recognizer that carries it")
    func arbitrationRecordStaysWithTheArbiter() throws {
        var uses = 0
        for path in try Self.swiftFiles(under: "Sources") {
            let lines = try Self.codeLines(of: path).filter { $0.contains("arbitration.") }
            if Self.arbitrationRecordPlaces.contains(where: { path.hasPrefix($0) }) {
                uses += lines.count
            } else {
                #expect(lines.isEmpty, "\(path) uses the arbiter's record: \(lines)")
            }
        }
        // The scanner sees what it should: the arbiter reads its records in dozens of places.
        #expect(uses > 30)
    }

    /// The properties kept as private storage behind a pass-through accessor (whose setter may
    /// only tell a hook after it stores), as `Type.property` where the type is the file's name, in file order.
    static func passThroughAccessors() throws -> [String] {
        var found: [String] = []
        for path in try swiftFiles(under: "Sources/GestureArbiter") {
            let lines = try codeLines(of: path).map { $0.trimmingCharacters(in: .whitespaces) }
            let type = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for (index, line) in lines.enumerated().dropLast() where line.hasPrefix("get { _") && line.hasSuffix(" }") {
                let storage = String(line.dropFirst("get { ".count).dropLast(" }".count))
                // The setter stores, or stores and then only tells a `...DidChange()` hook.
                let tellsHook = index + 4 < lines.count && lines[index + 1] == "set {" && lines[index + 2] == "\(storage) = newValue"
                    && lines[index + 3].hasSuffix("DidChange()") && lines[index + 4] == "}"
                if lines[index + 1] == "set { \(storage) = newValue }" || tellsHook {
                    found.append("\(type).\(storage.dropFirst())")
                }
            }
        }
        return found
    }

    @Test("the pass-through accessors over private storage are exactly those HotPathIdioms lists, each kept by a measurement")
    func accessorPairsAreListed() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/GestureArbiter/GestureArbiter.docc/HotPathIdioms.md"), encoding: .utf8)
        let section = try #require(article.components(separatedBy: "### Private storage behind an accessor").dropFirst().first?.components(separatedBy: "\n### ").first)
        let listed = section.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.split(separator: ".").count == 2 && $0.first?.isUppercase == true }
        let inCode = try Self.passThroughAccessors()
        #expect(inCode.count > 30)
        #expect(Set(inCode) == Set(listed), "in the code, not listed: \(Set(inCode).subtracting(listed).sorted()); listed, not in the code: \(Set(listed).subtracting(inCode).sorted())")
    }
}
