import Foundation

/// A browser without a screen, for the replay page's tests: it loads a page, runs its code and
/// gives back the document its code left, with the page's console errors.
///
/// Chromium prints the document itself (`--dump-dom`) and the page's console on standard error;
/// Firefox is driven over Marionette by `Tests/Browsers/firefox-marionette.py` and prints the
/// page's uncaught errors as `JavaScript error:` lines. Both are required when CI is set
/// (`.ci/run` installs Debian's `chromium` and `firefox-esr`); elsewhere the tests that need one
/// are skipped when it is not on the PATH.
struct HeadlessBrowser: CustomStringConvertible {
    enum Engine: String {
        case chromium, firefox
    }

    let engine: Engine
    let executable: String

    var description: String { engine.rawValue }

    static let isRequired = ProcessInfo.processInfo.environment["CI"] != nil

    static let names: [Engine: [String]] = [
        .chromium: ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"],
        .firefox: ["firefox-esr", "firefox"],
    ]

    /// The first browser of the engine on the PATH.
    static func find(_ engine: Engine) -> HeadlessBrowser? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        for name in names[engine] ?? [] {
            if let path = folders.lazy.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                return HeadlessBrowser(engine: engine, executable: path)
            }
        }
        return nil
    }

    static let chromium = find(.chromium)
    static let firefox = find(.firefox)

    static let driverScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Browsers/firefox-marionette.py").path

    /// What loading a page left: the serialized document, and the errors its console showed.
    struct Load {
        var document: String
        var consoleErrors: [String]
        /// The message of an uncaught error, which the page's first script writes on its root element.
        var pageError: String? {
            guard let range = document.range(of: #"data-error="[^"]*""#, options: .regularExpression) else { return nil }
            return String(document[range])
        }
    }

    /// Loads `file` with `fragment` (without its `#`), with a profile of its own under `scratch`.
    func load(_ file: String, fragment: String, scratch: String) throws -> Load {
        let url = URL(fileURLWithPath: file).absoluteString + "#" + fragment
        let errors = scratch + "/stderr-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: errors, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let process = Process()
        switch engine {
        case .chromium:
            process.executableURL = URL(fileURLWithPath: executable)
            // No sandbox: CI runs as root, where Chromium's sandbox refuses to start.
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                 "--user-data-dir=" + scratch + "/profile-" + UUID().uuidString,
                                 "--enable-logging=stderr", "--v=0", "--timeout=30000", "--window-size=1200,800", "--dump-dom", url]
        case .firefox:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", Self.driverScript, executable, url]
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        let document = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let log = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let pageErrors = log.split(separator: "\n").map(String.init).filter { line in
            switch engine {
            case .chromium: line.contains(":CONSOLE")
            case .firefox: line.hasPrefix("JavaScript error: file:") || line.hasPrefix("JavaScript warning: file:")
            }
        }
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(engine) exited with \(process.terminationStatus): \(log.suffix(2000))"])
        }
        return Load(document: document, consoleErrors: pageErrors)
    }
}
