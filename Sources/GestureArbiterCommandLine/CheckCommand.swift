#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
            let run = compiled.run()
            if let fault = run.fault {
                output.print("ERROR \(file)\n    \(FixtureLoader.locate(fault, inFile: file))")
                unreadable += 1
                continue
            }
            let report = run.check(expectations)
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

    /// The fixture itself, or every `.json` file below a folder in path order; a folder with
    /// none, or one that cannot be read, is an error rather than nothing to check. Symbolic links
    /// to folders are not followed, so that a link cannot make the walk loop.
    private static func fixtureFiles(at path: String) -> Swift.Result<[String], UsageError> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(UsageError("cannot read \(path): \(SystemError.describe(errno))"))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .success([path]) }
        var files: [String] = []
        var folders = [path.hasSuffix("/") ? String(path.dropLast()) : path]
        while let folder = folders.popLast() {
            guard let stream = opendir(folder) else {
                return .failure(UsageError("cannot read the folder \(folder): \(SystemError.describe(errno))"))
            }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(stream)
            var subfolders: [String] = []
            for name in names {
                let entryPath = folder + "/" + name
                var link = stat()
                guard lstat(entryPath, &link) == 0 else {
                    return .failure(UsageError("cannot read \(entryPath): \(SystemError.describe(errno))"))
                }
                if link.st_mode & S_IFMT == S_IFDIR {
                    subfolders.append(entryPath)
                } else if name.hasSuffix(".json") {
                    files.append(entryPath)
                }
            }
            // Deepest last on the stack: folders are walked in name order.
            folders += subfolders.sorted().reversed()
        }
        guard !files.isEmpty else { return .failure(UsageError("no fixtures (.json files) in the folder \(path)")) }
        return .success(files.sorted())
    }
}
