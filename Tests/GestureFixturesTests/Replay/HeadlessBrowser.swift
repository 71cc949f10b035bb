import Foundation

/// Chromium without a screen, for the replay page's tests: it loads a page, runs its code and
/// prints the document its code left, with the page's console messages on standard error.
///
/// Required when CI is set (`.ci/run` installs Debian's `chromium`); elsewhere the tests that
/// need it are skipped when none is on the PATH.
struct HeadlessBrowser {
    let executable: String

    static let names = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"]

    /// The first browser on the PATH.
    static let found: HeadlessBrowser? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        for name in names {
            if let path = folders.lazy.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                return HeadlessBrowser(executable: path)
            }
        }
        return nil
    }()

    static let isRequired = ProcessInfo.processInfo.environment["CI"] != nil

    /// What loading a page left: the serialized document, and the console's messages.
    struct Load {
        var document: String
        var consoleMessages: [String]
        /// The message of an uncaught error, which the page's first script writes on its root element.
        var pageError: String? {
            guard let range = document.range(of: #"data-error="[^"]*""#, options: .regularExpression) else { return nil }
            return String(document[range])
        }
    }

    /// Loads `file` with `fragment` (without its `#`) in a profile of its own under `scratch`.
    func load(_ file: String, fragment: String, scratch: String) throws -> Load {
        let profile = scratch + "/profile-" + UUID().uuidString
        let errors = scratch + "/stderr-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: errors, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // No sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile,
                             "--enable-logging=stderr", "--v=0", "--timeout=30000", "--window-size=1200,800",
                             "--dump-dom", URL(fileURLWithPath: file).absoluteString + "#" + fragment]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        let document = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let log = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return Load(document: document, consoleMessages: log.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") })
    }
}
