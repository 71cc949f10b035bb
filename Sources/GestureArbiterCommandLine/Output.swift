#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command prints, on standard output and standard error.
struct Output {
    private let sink: OutputSink

    init(_ sink: OutputSink) {
        self.sink = sink
    }

    mutating func print(_ line: String, terminator: String = "\n") {
        sink.write(line + terminator, toError: false)
    }

    mutating func printError(_ line: String) {
        sink.write(line + "\n", toError: true)
    }
}

/// Where a command's text goes: kept in memory, for tests that run commands in-process, or
/// written to the process's streams as it comes, so that no output is ever held whole (a trace
/// of a million records, a fuzz run's fixtures).
final class OutputSink {
    private enum Destination: Equatable {
        case memory
        case streams(standard: Int32, error: Int32)
    }

    private let destination: Destination
    private(set) var standardText = ""
    private(set) var errorText = ""
    /// Standard output not yet written: written in pieces of ``pieceSize``, and before any error.
    private var pending: [UInt8] = []
    private static let pieceSize = 1 << 16
    /// Why writing failed, the first time it did; nothing more is written after that.
    private(set) var failure: String?

    private init(_ destination: Destination) {
        self.destination = destination
    }

    static func inMemory() -> OutputSink { OutputSink(.memory) }

    /// Writes to these file descriptors: by default the process's standard output and error.
    static func streams(standard: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) -> OutputSink {
        OutputSink(.streams(standard: standard, error: error))
    }

    func write(_ text: String, toError: Bool) {
        switch destination {
        case .memory:
            if toError { errorText += text } else { standardText += text }
        case let .streams(_, error):
            guard failure == nil else { return }
            if toError {
                flush()
                writeAll(Array(text.utf8), to: error)
            } else {
                pending += text.utf8
                if pending.count >= Self.pieceSize { flush() }
            }
        }
    }

    /// Writes what standard output still holds.
    func flush() {
        guard case let .streams(standard, _) = destination, failure == nil, !pending.isEmpty else { return }
        writeAll(pending, to: standard)
        pending.removeAll(keepingCapacity: true)
    }

    /// Says on standard error why the output failed, if standard error can still be written.
    func reportFailure(_ message: String) {
        guard case let .streams(_, error) = destination else { return }
        let bytes = Array(message.utf8)
        _ = bytes.withUnsafeBytes { systemWrite(error, $0.baseAddress, $0.count) }
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno)).lowercased()
                    return
                }
                offset += written
            }
        }
    }
}

/// The system's `write`, under a name that the sink's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
