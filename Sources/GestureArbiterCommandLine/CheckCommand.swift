import Foundation
import GestureFixtures

/// `gesture-arbiter check PATH...`: runs fixtures and compares them with their expectations.
enum CheckCommand {
    static func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(Usage.check)
            return .success
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            output.printError("gesture-arbiter check: unknown option '\(option)'\n\n" + Usage.check)
            return .badInput
        }
        guard !arguments.isEmpty else {
            output.printError("gesture-arbiter check: missing the fixtures to check\n\n" + Usage.check)
            return .badInput
        }
        var files: [String] = []
        for path in arguments {
            switch fixtureFiles(at: path) {
            case let .success(found): files += found
            case let .failure(error):
                output.printError("error: \(error.message)")
                return .badInput
            }
        }
        var passed = 0
        var failed = 0
        var unreadable = 0
        for file in files {
            let compiled: CompiledFixture
            do {
                compiled = try FixtureLoader.load(contentsOfFile: file)
            } catch {
                output.print("ERROR \(file)\n    \(error)")
                unreadable += 1
                continue
            }
            guard let expectations = compiled.fixture.expectations else {
                output.print("FAIL  \(file)\n    nothing to check: the fixture has no `expect`")
                failed += 1
                continue
            }
            let report = compiled.run().check(expectations)
            if report.passed {
                output.print("PASS  \(file)")
                passed += 1
            } else {
                output.print("FAIL  \(file)")
                for failure in report.failures {
                    output.print("  " + failure.description.replacingOccurrences(of: "\n", with: "\n  "))
                }
                failed += 1
            }
        }
        output.print("\(passed) passed, \(failed + unreadable) failed")
        if unreadable > 0 { return .badInput }
        return failed > 0 ? .expectationsFailed : .success
    }

    /// The fixture itself, or every `.json` file below a folder in path order.
    private static func fixtureFiles(at path: String) -> Swift.Result<[String], UsageError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(UsageError("no such file or folder: \(path)"))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            return .failure(UsageError("cannot read the folder: \(path)"))
        }
        let base = path.hasSuffix("/") ? path : path + "/"
        let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted().map { base + $0 }
        return .success(files)
    }
}
