/// A strict JSON (RFC 8259) parser that keeps the position of every value and key, keeps object members in file order
/// and rejects duplicate keys, none of which Foundation's `JSONSerialization` does.
public enum JSONParser {
    /// How many arrays and objects may enclose one another; deeper documents are rejected rather than risking memory
    /// and deep recursion in whatever walks the tree afterwards.
    static let maximumNestingDepth = 256

    /// Parses one JSON document (RFC 8259): whitespace, then exactly one value, then only whitespace.
    ///
    /// A leading U+FEFF (byte order mark) is skipped, as in the bytes form, because text decoded from a file keeps it.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses one UTF-8 encoded JSON document (RFC 8259); a leading UTF-8 byte order mark is skipped and not counted as a column.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = Parser(bytes: bytes)
        return try parser.parseDocument()
    }
}

/// An array being parsed; a class so that appending to it while it sits on the parser's stack never copies the elements.
private final class OpenArray {
    let start: SourcePosition
    var elements: [JSONValue] = []

    init(start: SourcePosition) {
        self.start = start
    }
}

/// An object being parsed; a class so that appending to it while it sits on the parser's stack never copies the members.
private final class OpenObject {
    let start: SourcePosition
    var members: [JSONMember] = []
    /// The keys so far, as their UTF-8 bytes: JSON compares names code unit by code unit (RFC 8259,
    /// section 8.3), where Swift's `String` equality would take two spellings of é for one key.
    var keys: Set<[UInt8]> = []
    /// The key whose value is being parsed; set before the object is pushed, so it always belongs to a member in progress.
    var pendingKey: String
    var pendingKeyPosition: SourcePosition

    init(start: SourcePosition, firstKey: String, firstKeyPosition: SourcePosition) {
        self.start = start
        self.pendingKey = firstKey
        self.pendingKeyPosition = firstKeyPosition
        keys.insert(Array(firstKey.utf8))
    }
}

/// An array or object whose closing bracket has not been reached yet.
private enum OpenContainer {
    case array(OpenArray)
    case object(OpenObject)
}

/// A cursor over UTF-8 bytes that tracks the line and column as it moves.
///
/// Nesting is handled with an explicit stack rather than recursion, so no input can overflow the call stack.
private struct Parser {
    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        index = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    private var position: SourcePosition {
        SourcePosition(line: line, column: column)
    }

    private var currentByte: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpectedInput { "unexpected \($0) after the JSON value" }
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var openContainers: [OpenContainer] = []
        nextValue: while true {
            skipWhitespace()
            guard var completed = try parseScalarOrOpenContainer(&openContainers) else {
                continue nextValue
            }
            // A finished value belongs to the innermost open container; if that closes right after it,
            // the container itself is the next finished value, and so on outwards.
            while let container = openContainers.last {
                skipWhitespace()
                switch container {
                case .array(let array):
                    array.elements.append(completed)
                    switch currentByte {
                    case UInt8(ascii: ","):
                        advancePastASCII()
                        continue nextValue
                    case UInt8(ascii: "]"):
                        advancePastASCII()
                        completed = JSONValue(.array(array.elements), at: array.start)
                        openContainers.removeLast()
                    default:
                        throw unexpectedInput { "expected ',' or ']' after an array element, got \($0)" }
                    }
                case .object(let object):
                    object.members.append(
                        JSONMember(key: object.pendingKey, keyPosition: object.pendingKeyPosition, value: completed))
                    switch currentByte {
                    case UInt8(ascii: ","):
                        advancePastASCII()
                        skipWhitespace()
                        try parseKey(of: object, expecting: "a string key after ','")
                        continue nextValue
                    case UInt8(ascii: "}"):
                        advancePastASCII()
                        completed = JSONValue(.object(object.members), at: object.start)
                        openContainers.removeLast()
                    default:
                        throw unexpectedInput { "expected ',' or '}' after an object member, got \($0)" }
                    }
                }
            }
            return completed
        }
    }

    /// Parses a scalar or an empty container and returns it, or opens a non-empty container and returns nil
    /// because its first element or member value comes next.
    private mutating func parseScalarOrOpenContainer(
        _ openContainers: inout [OpenContainer]
    ) throws(JSONSyntaxError) -> JSONValue? {
        let start = position
        guard let byte = currentByte else {
            throw unexpectedInput { "expected a JSON value, got \($0)" }
        }
        switch byte {
        case UInt8(ascii: "["):
            try checkNestingDepth(openContainers.count)
            advancePastASCII()
            skipWhitespace()
            if currentByte == UInt8(ascii: "]") {
                advancePastASCII()
                return JSONValue(.array([]), at: start)
            }
            openContainers.append(.array(OpenArray(start: start)))
            return nil
        case UInt8(ascii: "{"):
            try checkNestingDepth(openContainers.count)
            advancePastASCII()
            skipWhitespace()
            if currentByte == UInt8(ascii: "}") {
                advancePastASCII()
                return JSONValue(.object([]), at: start)
            }
            let (key, keyPosition) = try parseKeyAndColon(expecting: "a string key or '}'")
            openContainers.append(.object(OpenObject(start: start, firstKey: key, firstKeyPosition: keyPosition)))
            return nil
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return JSONValue(try parseLiteral(), at: start)
        default:
            throw unexpectedInput { "expected a JSON value, got \($0)" }
        }
    }

    private func checkNestingDepth(_ enclosingContainers: Int) throws(JSONSyntaxError) {
        if enclosingContainers >= JSONParser.maximumNestingDepth {
            throw JSONSyntaxError(
                position: position, reason: "nesting deeper than \(JSONParser.maximumNestingDepth) levels")
        }
    }

    private mutating func parseKey(of object: OpenObject, expecting expectation: String) throws(JSONSyntaxError) {
        let (key, keyPosition) = try parseKeyAndColon(expecting: expectation)
        guard object.keys.insert(Array(key.utf8)).inserted else {
            throw JSONSyntaxError(position: keyPosition, reason: "duplicate key \(Self.quoted(key))")
        }
        object.pendingKey = key
        object.pendingKeyPosition = keyPosition
    }

    private mutating func parseKeyAndColon(
        expecting expectation: String
    ) throws(JSONSyntaxError) -> (key: String, position: SourcePosition) {
        guard currentByte == UInt8(ascii: "\"") else {
            throw unexpectedInput { "expected \(expectation), got \($0)" }
        }
        let keyPosition = position
        let key = try parseString()
        skipWhitespace()
        guard currentByte == UInt8(ascii: ":") else {
            throw unexpectedInput { "expected ':' after an object key, got \($0)" }
        }
        advancePastASCII()
        return (key, keyPosition)
    }

    /// Reads a whole word so that a misspelt literal is reported as one token, such as `NaN` or `True`, rather than by its first letter.
    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind {
        let start = position
        let wordStart = index
        while let byte = currentByte, Self.isASCIILetter(byte) {
            advancePastASCII()
        }
        let word = bytes[wordStart..<index]
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if word.elementsEqual("null".utf8) { return .null }
        let longestShownWord = 20
        let shownWord = String(decoding: word.prefix(longestShownWord), as: UTF8.self)
            + (word.count > longestShownWord ? "..." : "")
        throw JSONSyntaxError(position: start, reason: "invalid literal '\(shownWord)', expected true, false or null")
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        let literalStart = index
        if currentByte == UInt8(ascii: "-") {
            advancePastASCII()
        }
        switch currentByte {
        case UInt8(ascii: "0"):
            advancePastASCII()
            if let byte = currentByte, Self.isDigit(byte) {
                throw JSONSyntaxError(position: start, reason: "numbers must not have leading zeros")
            }
        case let byte? where Self.isDigit(byte):
            skipDigits()
        default:
            throw unexpectedInput { "expected a digit after '-', got \($0)" }
        }
        if currentByte == UInt8(ascii: ".") {
            advancePastASCII()
            try expectDigits { "expected a digit after the decimal point, got \($0)" }
        }
        if currentByte == UInt8(ascii: "e") || currentByte == UInt8(ascii: "E") {
            advancePastASCII()
            if currentByte == UInt8(ascii: "+") || currentByte == UInt8(ascii: "-") {
                advancePastASCII()
            }
            try expectDigits { "expected a digit in the exponent, got \($0)" }
        }
        // The grammar checked above is a subset of what `Double(_:)` accepts, so only overflow to infinity fails here.
        let literal = String(decoding: bytes[literalStart..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw JSONSyntaxError(position: start, reason: "number out of range")
        }
        return value
    }

    private mutating func expectDigits(_ reason: (_ found: String) -> String) throws(JSONSyntaxError) {
        guard let byte = currentByte, Self.isDigit(byte) else {
            throw unexpectedInput(reason)
        }
        skipDigits()
    }

    private mutating func skipDigits() {
        while let byte = currentByte, Self.isDigit(byte) {
            advancePastASCII()
        }
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advancePastASCII()
        // Filled only once an escape appears, so that strings without escapes are decoded straight from the input.
        var decoded: [UInt8] = []
        var runStart = index
        while let byte = currentByte {
            switch byte {
            case UInt8(ascii: "\""):
                let string = decoded.isEmpty
                    ? String(decoding: bytes[runStart..<index], as: UTF8.self)
                    : String(decoding: decoded + bytes[runStart..<index], as: UTF8.self)
                advancePastASCII()
                return string
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[runStart..<index])
                let scalar = try parseEscape(inStringAt: start)
                UTF8.encode(scalar) { decoded.append($0) }
                runStart = index
            case 0x00..<0x20:
                throw JSONSyntaxError(
                    position: position, reason: "unescaped control character \(Self.codePoint(UInt32(byte))) in a string")
            case 0x20..<0x80:
                advancePastASCII()
            default:
                guard let (_, length) = decodeScalar(at: index) else {
                    throw invalidUTF8Error()
                }
                index += length
                column += 1
            }
        }
        throw JSONSyntaxError(position: start, reason: "unterminated string")
    }

    /// Parses an escape sequence starting at the backslash; a `\u` high surrogate takes the following `\u` low surrogate with it.
    private mutating func parseEscape(inStringAt stringStart: SourcePosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = position
        advancePastASCII()
        guard let byte = currentByte else {
            throw JSONSyntaxError(position: stringStart, reason: "unterminated string")
        }
        let simpleEscape: Unicode.Scalar
        switch byte {
        case UInt8(ascii: "\""): simpleEscape = "\""
        case UInt8(ascii: "\\"): simpleEscape = "\\"
        case UInt8(ascii: "/"): simpleEscape = "/"
        case UInt8(ascii: "b"): simpleEscape = "\u{08}"
        case UInt8(ascii: "f"): simpleEscape = "\u{0C}"
        case UInt8(ascii: "n"): simpleEscape = "\n"
        case UInt8(ascii: "r"): simpleEscape = "\r"
        case UInt8(ascii: "t"): simpleEscape = "\t"
        case UInt8(ascii: "u"):
            advancePastASCII()
            return try parseUnicodeEscape(startingAt: escapeStart)
        default:
            guard let (scalar, _) = decodeScalar(at: index) else {
                throw invalidUTF8Error()
            }
            throw JSONSyntaxError(
                position: escapeStart, reason: "invalid escape character \(Self.describe(scalar)) after a backslash")
        }
        advancePastASCII()
        return simpleEscape
    }

    /// Parses the hex digits of a `\u` escape whose backslash is at `escapeStart`, pairing surrogates.
    private mutating func parseUnicodeEscape(startingAt escapeStart: SourcePosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseFourHexDigits()
        // The initialiser fails exactly for surrogates, which need their partner.
        if let scalar = Unicode.Scalar(first) {
            return scalar
        }
        let followedByEscapeU = index + 1 < bytes.count
            && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
        guard (0xD800...0xDBFF).contains(first), followedByEscapeU else {
            throw Self.unpairedSurrogateError(first, at: escapeStart)
        }
        advancePastASCII()
        advancePastASCII()
        let second = try parseFourHexDigits()
        guard (0xDC00...0xDFFF).contains(second),
              let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else {
            throw Self.unpairedSurrogateError(first, at: escapeStart)
        }
        return scalar
    }

    private mutating func parseFourHexDigits() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = currentByte, let digit = Self.hexDigitValue(byte) else {
                throw unexpectedInput { "expected 4 hex digits after '\\u', got \($0)" }
            }
            value = value << 4 | digit
            advancePastASCII()
        }
        return value
    }

    private static func unpairedSurrogateError(_ surrogate: UInt32, at position: SourcePosition) -> JSONSyntaxError {
        JSONSyntaxError(position: position, reason: "unpaired surrogate \\u\(hex(surrogate)) in a string")
    }

    // MARK: - Moving the cursor

    /// Steps over one ASCII byte that is not a line break, which is one column.
    private mutating func advancePastASCII() {
        index += 1
        column += 1
    }

    private mutating func skipWhitespace() {
        while let byte = currentByte {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advancePastASCII()
            case UInt8(ascii: "\n"):
                index += 1
                startNewLine()
            case UInt8(ascii: "\r"):
                index += 1
                // "\r\n" is one line break, as editors count it.
                if currentByte == UInt8(ascii: "\n") {
                    index += 1
                }
                startNewLine()
            default:
                return
            }
        }
    }

    private mutating func startNewLine() {
        line += 1
        column = 1
    }

    // MARK: - UTF-8

    /// Decodes the scalar whose encoding starts at `start`, or returns nil if the bytes there are not valid UTF-8
    /// (a stray continuation byte, a truncated or overlong sequence, an encoded surrogate, or a value above U+10FFFF).
    private func decodeScalar(at start: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[start]
        switch lead {
        case 0x00...0x7F:
            return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF:
            return decodeMultiByteScalar(at: start, length: 2, allowedSecondBytes: 0x80...0xBF)
        case 0xE0:
            return decodeMultiByteScalar(at: start, length: 3, allowedSecondBytes: 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF:
            return decodeMultiByteScalar(at: start, length: 3, allowedSecondBytes: 0x80...0xBF)
        case 0xED:
            return decodeMultiByteScalar(at: start, length: 3, allowedSecondBytes: 0x80...0x9F)
        case 0xF0:
            return decodeMultiByteScalar(at: start, length: 4, allowedSecondBytes: 0x90...0xBF)
        case 0xF1...0xF3:
            return decodeMultiByteScalar(at: start, length: 4, allowedSecondBytes: 0x80...0xBF)
        case 0xF4:
            return decodeMultiByteScalar(at: start, length: 4, allowedSecondBytes: 0x80...0x8F)
        default:
            return nil
        }
    }

    /// Restricting the second byte per lead byte is what rules out overlong forms, surrogates and values above U+10FFFF.
    private func decodeMultiByteScalar(
        at start: Int, length: Int, allowedSecondBytes: ClosedRange<UInt8>
    ) -> (scalar: Unicode.Scalar, length: Int)? {
        guard start + length <= bytes.count, allowedSecondBytes.contains(bytes[start + 1]) else {
            return nil
        }
        var value = UInt32(bytes[start] & (0xFF >> (length + 1)))
        for offset in 1..<length {
            let continuation = bytes[start + offset]
            guard continuation & 0xC0 == 0x80 else {
                return nil
            }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    private func invalidUTF8Error() -> JSONSyntaxError {
        JSONSyntaxError(position: position, reason: "invalid UTF-8 byte 0x\(Self.hex(UInt32(bytes[index]), digits: 2))")
    }

    // MARK: - Error messages

    /// The error for what is at the cursor when something else was expected; `reason` receives a description of it.
    ///
    /// Invalid UTF-8 there is reported as such, because that, not the character it fails to be, is the real problem.
    private func unexpectedInput(_ reason: (_ found: String) -> String) -> JSONSyntaxError {
        guard index < bytes.count else {
            return JSONSyntaxError(position: position, reason: reason("end of input"))
        }
        guard let (scalar, _) = decodeScalar(at: index) else {
            return invalidUTF8Error()
        }
        return JSONSyntaxError(position: position, reason: reason(Self.describe(scalar)))
    }

    /// Quotes a visible character, and names invisible ones, combining marks and whitespace by code point, since those would be unreadable in quotes.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        guard scalar.properties.isGraphemeBase, !scalar.properties.isWhitespace else {
            return codePoint(scalar.value)
        }
        return scalar == "'" ? "\"'\"" : "'\(scalar)'"
    }

    /// Quotes a key the way JSON would write it, escaping what would otherwise be invisible or ambiguous in a message.
    private static func quoted(_ key: String) -> String {
        var result = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.properties.generalCategory == .control: result += "\\u\(hex(scalar.value))"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func codePoint(_ value: UInt32) -> String {
        "U+\(hex(value))"
    }

    private static func hex(_ value: UInt32, digits: Int = 4) -> String {
        let hexDigits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - hexDigits.count)) + hexDigits
    }

    // MARK: - Byte classes

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
