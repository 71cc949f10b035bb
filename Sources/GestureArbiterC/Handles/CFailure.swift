import CGestureArbiter

/// Why a call of the C interface failed: its status code and a message for the host.
struct CFailure: Error {
    let code: ga_status
    let message: String

    init(_ code: Int, _ message: String) {
        self.code = ga_status(code)
        self.message = message
    }

    static func badArgument(_ message: String) -> CFailure {
        CFailure(GA_ERROR_BAD_ARGUMENT, message)
    }

    /// A pointer the call needs that the host left null.
    static func null(_ name: String) -> CFailure {
        badArgument("\(name) is null")
    }
}

/// Runs one call of the C interface: `GA_OK` when `body` returns, else the failure's code, with
/// its message written into `errorOut` when the host gave one.
@inline(__always)
func perform(_ errorOut: UnsafeMutablePointer<ga_error>?, _ body: () throws(CFailure) -> Void) -> ga_status {
    do {
        try body()
        return ga_status(GA_OK)
    } catch {
        return report(error, into: errorOut)
    }
}

/// Writes `failure` into `errorOut` when the host gave one, and gives its code.
func report(_ failure: CFailure, into errorOut: UnsafeMutablePointer<ga_error>?) -> ga_status {
    if let errorOut {
        errorOut.pointee.code = failure.code
        write(failure.message, into: &errorOut.pointee.message)
    }
    return failure.code
}

/// Copies `text` into a C character array as UTF-8, whole characters only, leaving room for the
/// terminating zero.
func write<Buffer>(_ text: String, into buffer: inout Buffer) {
    withUnsafeMutableBytes(of: &buffer) { bytes in
        var utf8: [UInt8] = []
        for character in text {
            let encoded = Array(character.utf8)
            guard utf8.count + encoded.count < bytes.count else { break }
            utf8 += encoded
        }
        bytes.copyBytes(from: utf8)
        bytes[utf8.count] = 0
    }
}
