import Foundation
import GestureFixtures

/// The corpus workload: what `gesture-arbiter check Tests/Fixtures` does for each file, minus
/// reading the files: parse the JSON, decode and compile the fixture, run it, check its
/// expectations.
///
/// The files are read when the run is prepared, so disk and page-cache noise stay out of the
/// timing. A fixture run is more than its events: the runner records the trace, checks the
/// engine's invariants after every step and plays the fixture a second time to prove the trace
/// is deterministic, which is why this workload only runs with tracing on.
public final class FixtureCorpus: WorkloadRun {
    /// The fixture files, in path order, with their contents.
    public let files: [(path: String, bytes: [UInt8])]
    public var operationCount: Int { files.count }
    /// The fixtures of the last run that passed, failed their expectations, or did not load.
    public private(set) var passed = 0
    public private(set) var failed: [String] = []

    /// Reads every `.json` file below `folder`.
    public init(folder: String) throws {
        files = try Self.fixtureFiles(in: folder).map { path in
            guard let data = FileManager.default.contents(atPath: path) else { throw CorpusError.unreadable(path) }
            return (path, [UInt8](data))
        }
        guard !files.isEmpty else { throw CorpusError.empty(folder) }
    }

    public func run() throws {
        passed = 0
        failed = []
        for file in files {
            let compiled = try FixtureLoader.load(json: file.bytes, file: file.path)
            guard let expectations = compiled.fixture.expectations else {
                failed.append(file.path)
                continue
            }
            if compiled.run().check(expectations).passed {
                passed += 1
            } else {
                failed.append(file.path)
            }
        }
    }

    /// Every fixture must pass, as the test suite requires.
    public var problems: [String] {
        failed.map { "failed: \($0)" }
    }

    /// The `.json` files below `folder`, sorted, as `gesture-arbiter check` finds them.
    static func fixtureFiles(in folder: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CorpusError.unreadable(folder)
        }
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { throw CorpusError.unreadable(folder) }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted().map { base + $0 }
    }

    /// Why a corpus could not be prepared.
    public enum CorpusError: Error, CustomStringConvertible {
        case unreadable(String)
        case empty(String)

        public var description: String {
            switch self {
            case let .unreadable(path): "cannot read \(path) (run the benchmark from the package's folder, or pass --fixtures PATH)"
            case let .empty(folder): "no .json fixtures below \(folder)"
            }
        }
    }
}
