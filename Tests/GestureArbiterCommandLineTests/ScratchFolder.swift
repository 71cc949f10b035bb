import Foundation

/// A folder of its own under the temporary directory for one test's files, removed with
/// everything in it when the test's suite instance lets it go: a test leaves nothing behind.
final class ScratchFolder {
    let path: String

    init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
