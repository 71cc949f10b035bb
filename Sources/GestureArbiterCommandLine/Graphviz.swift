import Foundation

/// Graphviz's `dot`, found on the PATH, for the commands that turn DOT into pictures.
///
/// The package depends on nothing, so Graphviz is optional: without it the commands still write
/// DOT and say what they could not draw.
struct Graphviz {
    let executable: String

    /// The `dot` on the PATH, or nil when Graphviz is not installed.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Graphviz? {
        let folders = (environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Graphviz.init)
    }

    /// Renders `source` to `format` (`svg`, `png`, ...), or says what `dot` complained of.
    func render(_ source: String, format: String) -> Swift.Result<Data, UsageError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-T\(format)"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(UsageError("cannot start \(executable): \(error.localizedDescription)"))
        }
        // Read while writing would deadlock on large pictures only if dot stalled on a full pipe;
        // it reads all of its input before it writes, so writing first is safe.
        input.fileHandleForWriting.write(Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let rendered = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(UsageError("dot failed: \(message)"))
        }
        return .success(rendered)
    }
}
