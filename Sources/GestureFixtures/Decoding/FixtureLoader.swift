#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads fixture files: the text, the JSON, the model and the checks, with every error located in the file.
public enum FixtureLoader {
    /// Reads, parses, decodes and compiles a fixture file; every error names the file, line:column and JSON path.
    public static func load(contentsOfFile path: String) throws(FixtureError) -> CompiledFixture {
        try load(json: readFile(path), file: path)
    }

    /// The same for text already in memory; `file` is what errors name.
    public static func load(json bytes: [UInt8], file: String?) throws(FixtureError) -> CompiledFixture {
        let document: JSONValue
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(bytes)
        } catch {
            throw FixtureError(file: file, position: error.position, path: "", reason: "invalid JSON: \(error.reason)")
        }
        do throws(FixtureError) {
            return try FixtureDecoder.decode(document).compile()
        } catch {
            // The compile step checks the model, which has no positions; the path leads back to the text.
            var located = error
            located.file = file
            located.position = located.position ?? document.value(nearest: error.path).position
            throw located
        }
    }

    /// The error with the file and the place in it that its path leads to, for an error found
    /// after loading (a run's ``FixtureRun/fault``); the file is read again, only for this.
    public static func locate(_ error: FixtureError, inFile path: String) -> FixtureError {
        var located = error
        located.file = path
        if located.position == nil, let bytes = try? readFile(path), let document = try? JSONParser.parse(bytes) {
            located.position = document.value(nearest: error.path).position
        }
        return located
    }

    /// The largest fixture file the loader reads, 16 MiB: thousands of times the largest scene a
    /// person writes, and a bound on the memory the parsed document takes (about 30 times the text).
    public static let maximumFileSize = 16 << 20

    /// The file's bytes, or an error that says why they cannot be had.
    private static func readFile(_ path: String) throws(FixtureError) -> [UInt8] {
        func failure(_ reason: String) -> FixtureError {
            FixtureError(file: path, path: "", reason: "cannot read the file: \(reason)")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(SystemError.describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(SystemError.describe(errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw failure("it is a directory") }
        // Read one byte past the limit, whatever the size says: a pipe or a device has none.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= maximumFileSize {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                guard errno == EINTR else { throw failure(SystemError.describe(errno)) }
                continue
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
        throw failure("it is larger than \(maximumFileSize) bytes, the most a fixture may be")
    }
}

extension JSONValue {
    /// The value at a fixture error's path, such as `events[3].touches[0].at` or
    /// `expect.final["red.frame"]`, or its nearest ancestor that exists when the path goes further
    /// than the document does (a missing key names the object that lacks it).
    ///
    /// Keys may be written `.key` even when they contain dots: the longest key that fits is taken,
    /// so a path built without ``FixturePath/member(_:)``'s brackets still resolves.
    func value(nearest path: String) -> JSONValue {
        var current = self
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let (next, remainder) = current.bracketStep(rest) else { return current }
                current = next
                rest = remainder
            } else {
                if rest.first == "." {
                    rest = rest.dropFirst()
                }
                guard let member = current.longestMember(prefixing: rest) else { return current }
                current = member.value
                rest = rest.dropFirst(member.key.count)
            }
        }
        return current
    }

    /// Follows `[index]` or `["key"]` at the start of `path`.
    private func bracketStep(_ path: Substring) -> (JSONValue, rest: Substring)? {
        let inside = path.dropFirst()
        if inside.first == "\"" {
            guard let (key, afterKey) = Self.quotedKey(inside), afterKey.first == "]",
                  let value = objectValue?.first(where: { $0.key == key })?.value
            else { return nil }
            return (value, afterKey.dropFirst())
        }
        let digits = inside.prefix { $0.isASCII && $0.isNumber }
        let afterDigits = inside.dropFirst(digits.count)
        guard afterDigits.first == "]", let index = Int(digits), let elements = arrayValue, elements.indices.contains(index)
        else { return nil }
        return (elements[index], afterDigits.dropFirst())
    }

    /// The member whose key is the longest that `path` starts with, followed by the end, a dot or a bracket.
    private func longestMember(prefixing path: Substring) -> JSONMember? {
        objectValue?
            .filter { member in
                guard !member.key.isEmpty, path.hasPrefix(member.key) else { return false }
                let next = path.dropFirst(member.key.count).first
                return next == nil || next == "." || next == "["
            }
            .max { $0.key.count < $1.key.count }
    }

    /// Reads the JSON string literal that ``FixturePath/member(_:)`` writes, returning the key and what follows it.
    private static func quotedKey(_ text: Substring) -> (String, rest: Substring)? {
        var scalars = text.unicodeScalars.dropFirst()
        var key = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                return (String(key), Substring(scalars))
            case "\\":
                guard let escaped = scalars.popFirst() else { return nil }
                if escaped == "u" {
                    let hex = String(scalars.prefix(4))
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                        return nil
                    }
                    key.append(decoded)
                    scalars = scalars.dropFirst(4)
                } else {
                    key.append(escaped)
                }
            default:
                key.append(scalar)
            }
        }
        return nil
    }
}
