import Testing
@testable import GestureFixtures

/// A text the parser must reject, with the exact error it must report.
struct RejectedText: Sendable, CustomTestStringConvertible {
    let text: String
    let line: Int
    let column: Int
    let reason: String

    init(_ text: String, _ line: Int, _ column: Int, _ reason: String) {
        self.text = text
        self.line = line
        self.column = column
        self.reason = reason
    }

    var expectedError: JSONSyntaxError {
        JSONSyntaxError(position: SourcePosition(line: line, column: column), reason: reason)
    }

    var testDescription: String { text.debugDescription }
}

/// Bytes the parser must reject, for inputs that a Swift string cannot hold, such as invalid UTF-8.
struct RejectedBytes: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let reason: String

    init(_ bytes: [UInt8], _ line: Int, _ column: Int, _ reason: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.reason = reason
    }

    var expectedError: JSONSyntaxError {
        JSONSyntaxError(position: SourcePosition(line: line, column: column), reason: reason)
    }

    var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
}

/// SplitMix64: a tiny seeded generator, so that the robustness tests feed the same inputs on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

@Suite("JSON parser")
struct JSONParserTests {
    // MARK: - Positions and errors as text

    @Test("A source position describes itself as line:column")
    func sourcePositionDescription() {
        #expect(SourcePosition(line: 3, column: 14).description == "3:14")
    }

    @Test("A syntax error describes itself as its position, a colon and its reason")
    func syntaxErrorDescription() {
        let error = JSONSyntaxError(position: at(3, 14), reason: "unexpected 'x' after the JSON value")
        #expect(error.description == "3:14: unexpected 'x' after the JSON value")
    }

    // MARK: - Accepted documents

    @Test(
        "A lone scalar parses to its kind at the position of its first character",
        arguments: [
            ("null", JSONValue.Kind.null),
            ("true", .bool(true)),
            ("false", .bool(false)),
            ("-12.5", .number(-12.5)),
            (#""fixture""#, .string("fixture")),
            ("[]", .array([])),
            ("{}", .object([])),
        ])
    func loneScalar(text: String, kind: JSONValue.Kind) throws {
        // Given a value after leading whitespace and a line break, and followed by whitespace.
        let document = " \n\t " + text + " \n"

        // When it is parsed.
        let value = try JSONParser.parse(document)

        // Then it has that kind and starts after the whitespace on the second line.
        #expect(value == JSONValue(kind, at: at(2, 3)))
    }

    @Test("A nested document records the position of every value and every member's key")
    func nestedDocumentPositions() throws {
        // Given a multi-line document.
        let document = """
            {
              "name": "tap",
              "frames": [1, 2.5],
              "nested": {"ok": true, "none": null}
            }
            """

        // When it is parsed.
        let value = try JSONParser.parse(document)

        // Then the whole tree, with every position, is as written.
        let expected = JSONValue(.object([
            JSONMember(key: "name", keyPosition: at(2, 3), value: JSONValue(.string("tap"), at: at(2, 11))),
            JSONMember(key: "frames", keyPosition: at(3, 3), value: JSONValue(.array([
                JSONValue(.number(1), at: at(3, 14)),
                JSONValue(.number(2.5), at: at(3, 17)),
            ]), at: at(3, 13))),
            JSONMember(key: "nested", keyPosition: at(4, 3), value: JSONValue(.object([
                JSONMember(key: "ok", keyPosition: at(4, 14), value: JSONValue(.bool(true), at: at(4, 20))),
                JSONMember(key: "none", keyPosition: at(4, 26), value: JSONValue(.null, at: at(4, 34))),
            ]), at: at(4, 13))),
        ]), at: at(1, 1))
        #expect(value == expected)
    }

    @Test("Object members keep the order of the file rather than a sorted or hashed order")
    func membersKeepFileOrder() throws {
        // Given keys that are neither sorted nor in hash order.
        let document = #"{"zeta": 1, "alpha": 2, "mid": 3, "beta": 4}"#

        // When the document is parsed.
        let members = try #require(try JSONParser.parse(document).objectValue)

        // Then the keys come back as written.
        #expect(members.map(\.key) == ["zeta", "alpha", "mid", "beta"])
    }

    @Test("Each accessor returns the content for its own kind and nil for every other kind")
    func accessors() {
        let position = at(1, 1)
        let member = JSONMember(key: "k", keyPosition: position, value: JSONValue(.null, at: position))
        let null = JSONValue(.null, at: position)
        let bool = JSONValue(.bool(true), at: position)
        let number = JSONValue(.number(4), at: position)
        let string = JSONValue(.string("s"), at: position)
        let array = JSONValue(.array([null]), at: position)
        let object = JSONValue(.object([member]), at: position)

        #expect([null, bool, number, string, array, object].map(\.isNull) == [true, false, false, false, false, false])
        #expect([null, bool, number, string, array, object].map(\.boolValue) == [nil, true, nil, nil, nil, nil])
        #expect([null, bool, number, string, array, object].map(\.numberValue) == [nil, nil, 4, nil, nil, nil])
        #expect([null, bool, number, string, array, object].map(\.stringValue) == [nil, nil, nil, "s", nil, nil])
        #expect([null, bool, number, string, array, object].map(\.arrayValue) == [nil, nil, nil, nil, [null], nil])
        #expect([null, bool, number, string, array, object].map(\.objectValue) == [nil, nil, nil, nil, nil, [member]])
    }

    @Test("The kind description names each kind with its article, for messages like 'expected a number, got a string'")
    func kindDescriptions() {
        let kinds: [JSONValue.Kind] = [.null, .bool(false), .number(0), .string(""), .array([]), .object([])]
        let descriptions = kinds.map { JSONValue($0, at: at(1, 1)).kindDescription }
        #expect(descriptions == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    }

    @Test("Subscripting finds an object's member by key, and gives nil for a missing key or a value that is not an object")
    func subscriptByKey() throws {
        // Given an object and an array.
        let object = try JSONParser.parse(#"{"frame": 3, "label": "x"}"#)
        let array = try JSONParser.parse(#"["frame"]"#)

        // When members are looked up, then only the object's existing keys are found, with their positions.
        #expect(object["label"] == JSONValue(.string("x"), at: at(1, 23)))
        #expect(object["frame"] == JSONValue(.number(3), at: at(1, 11)))
        #expect(object["missing"] == nil)
        #expect(array["frame"] == nil)
    }

    @Test(
        "A valid number literal parses exactly as Double(String) parses it",
        arguments: ["0", "-0", "7", "-7", "10", "123456789", "0.5", "-0.001", "3.14159", "1e3", "1E3", "1e+3", "1e-3",
                    "-2.5E-3", "0e0", "1.7976931348623157e308", "5e-324", "0.1", "9007199254740993", "1e-999"])
    func validNumber(literal: String) throws {
        // Given a number literal, when it is parsed inside an array.
        let value = try JSONParser.parse("[" + literal + "]")

        // Then its value has the same bits as Swift's own parse, which also keeps the sign of -0.
        let number = try #require(value.arrayValue?.first?.numberValue)
        let expected = try #require(Double(literal))
        #expect(number.bitPattern == expected.bitPattern)
    }

    @Test("Every simple escape and \\u escape decodes to its character")
    func escapes() throws {
        // Given a string with every kind of escape.
        let document = #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \u0000""#

        // When it is parsed, then each escape has become its character.
        let value = try JSONParser.parse(document)
        #expect(value.stringValue == "\" \\ / \u{08} \u{0C} \n \r \t A é € \u{00}")
    }

    @Test("A surrogate pair escape decodes to one supplementary-plane character")
    func surrogatePair() throws {
        let value = try JSONParser.parse(#""a\uD83D\uDE00b\ud834\udd1e""#)
        #expect(value.stringValue == "a😀b𝄞")
    }

    @Test("Non-ASCII characters count one column each, and escapes count the characters they are written with")
    func columnsCountScalars() throws {
        // Given strings with two-, three- and four-byte characters, and one with escapes.
        let document = #"["é€😀", "\n\u00e9", true]"#

        // When the document is parsed.
        let elements = try #require(try JSONParser.parse(document).arrayValue)

        // Then each element starts where an editor counting scalars would put it.
        #expect(elements.map(\.position) == [at(1, 2), at(1, 9), at(1, 21)])
    }

    @Test("A line feed, a carriage return and line feed pair, and a lone carriage return each end one line")
    func lineBreaks() throws {
        // Given elements separated by each kind of line break.
        let document = "[\r\n1,\r2,\n\n3,\r\n\r\n4]"

        // When the document is parsed.
        let elements = try #require(try JSONParser.parse(document).arrayValue)

        // Then each element is at the start of the line an editor would show.
        #expect(elements.map(\.position) == [at(2, 1), at(3, 1), at(5, 1), at(7, 1)])
    }

    @Test("A leading UTF-8 byte order mark is skipped in both forms and does not count as a column")
    func byteOrderMarkIsSkipped() throws {
        // Given the same document with a byte order mark, as bytes and as a string.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
        let text = "\u{FEFF}[1]"

        // When both are parsed, then both start at the first column as if the mark were not there.
        let expected = JSONValue(.array([JSONValue(.number(1), at: at(1, 2))]), at: at(1, 1))
        #expect(try JSONParser.parse(bytes) == expected)
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test("The same key may appear in different objects")
    func sameKeyInDifferentObjects() throws {
        let value = try JSONParser.parse(#"[{"frame": 1}, {"frame": 2, "inner": {"frame": 3}}]"#)
        #expect(value.arrayValue?.map { $0["frame"]?.numberValue } == [1, 2])
        #expect(value.arrayValue?.last?["inner"]?["frame"]?.numberValue == 3)
    }

    @Test("256 levels of nested arrays and objects parse")
    func maximumNesting() throws {
        // Given 128 objects and 128 arrays nested alternately, 256 levels in all.
        let document = String(repeating: #"{"a":["#, count: 128) + String(repeating: "]}", count: 128)

        // When it is parsed.
        var value = try JSONParser.parse(document)

        // Then every level is there, and the innermost is an empty array.
        var levels = 1
        while let inner = value["a"] ?? value.arrayValue?.first {
            value = inner
            levels += 1
        }
        #expect(levels == 256)
        #expect(value.kind == .array([]))
    }

    @Test("A long array keeps every element in order")
    func longArray() throws {
        // Given an array of 100,000 numbers on one line.
        let count = 100_000
        let document = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"

        // When it is parsed.
        let elements = try #require(try JSONParser.parse(document).arrayValue)

        // Then all elements are there in order, and the last one's column is right.
        #expect(elements.count == count)
        #expect(elements.map { $0.numberValue ?? -1 } == (0..<count).map(Double.init))
        #expect(elements.last?.position == at(1, document.unicodeScalars.count - String(count - 1).count))
    }

    // MARK: - Rejected documents

    @Test(
        "An empty or whitespace-only text is rejected as missing its value, at the end of the input",
        arguments: [
            RejectedText("", 1, 1, "expected a JSON value, got end of input"),
            RejectedText(" \n\t ", 2, 3, "expected a JSON value, got end of input"),
            RejectedText("\u{FEFF}", 1, 1, "expected a JSON value, got end of input"),
        ])
    func missingValue(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "Content after the value is rejected at that content",
        arguments: [
            RejectedText("{} x", 1, 4, "unexpected 'x' after the JSON value"),
            RejectedText("1 2", 1, 3, "unexpected '2' after the JSON value"),
            RejectedText("[]]", 1, 3, "unexpected ']' after the JSON value"),
            RejectedText("null1", 1, 5, "unexpected '1' after the JSON value"),
            RejectedText("0x10", 1, 2, "unexpected 'x' after the JSON value"),
            RejectedText("\"a\"\n\n  ,", 3, 3, "unexpected ',' after the JSON value"),
        ])
    func trailingContent(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "Numbers outside RFC 8259's grammar are rejected at the offending character",
        arguments: [
            RejectedText("01", 1, 1, "numbers must not have leading zeros"),
            RejectedText("[-00.5]", 1, 2, "numbers must not have leading zeros"),
            RejectedText("+1", 1, 1, "expected a JSON value, got '+'"),
            RejectedText(".5", 1, 1, "expected a JSON value, got '.'"),
            RejectedText("1.", 1, 3, "expected a digit after the decimal point, got end of input"),
            RejectedText("1.e5", 1, 3, "expected a digit after the decimal point, got 'e'"),
            RejectedText("-", 1, 2, "expected a digit after '-', got end of input"),
            RejectedText("- 1", 1, 2, "expected a digit after '-', got U+0020"),
            RejectedText("-Infinity", 1, 2, "expected a digit after '-', got 'I'"),
            RejectedText("1e", 1, 3, "expected a digit in the exponent, got end of input"),
            RejectedText("1e+", 1, 4, "expected a digit in the exponent, got end of input"),
            RejectedText("[1E-x]", 1, 5, "expected a digit in the exponent, got 'x'"),
        ])
    func invalidNumber(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "A number that overflows to infinity is rejected as out of range at its first character",
        arguments: [
            RejectedText("1e999", 1, 1, "number out of range"),
            RejectedText("[0, -1e999]", 1, 5, "number out of range"),
            RejectedText("1" + String(repeating: "0", count: 309), 1, 1, "number out of range"),
        ])
    func numberOutOfRange(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "Literals other than true, false and null are rejected as a whole word at its start",
        arguments: [
            RejectedText("NaN", 1, 1, "invalid literal 'NaN', expected true, false or null"),
            RejectedText("[Infinity]", 1, 2, "invalid literal 'Infinity', expected true, false or null"),
            RejectedText("True", 1, 1, "invalid literal 'True', expected true, false or null"),
            RejectedText("tru", 1, 1, "invalid literal 'tru', expected true, false or null"),
            RejectedText("nullx", 1, 1, "invalid literal 'nullx', expected true, false or null"),
            RejectedText(String(repeating: "x", count: 25), 1, 1,
                         "invalid literal 'xxxxxxxxxxxxxxxxxxxx...', expected true, false or null"),
        ])
    func invalidLiteral(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "Comments, trailing commas, single quotes and non-JSON whitespace are rejected at the offending character",
        arguments: [
            RejectedText("// comment\n1", 1, 1, "expected a JSON value, got '/'"),
            RejectedText("1 // comment", 1, 3, "unexpected '/' after the JSON value"),
            RejectedText("[1 /* comment */]", 1, 4, "expected ',' or ']' after an array element, got '/'"),
            RejectedText("[1,]", 1, 4, "expected a JSON value, got ']'"),
            RejectedText(#"{"a": 1,}"#, 1, 9, "expected a string key after ',', got '}'"),
            RejectedText("{'a': 1}", 1, 2, #"expected a string key or '}', got "'""#),
            RejectedText("['a']", 1, 2, #"expected a JSON value, got "'""#),
            RejectedText("\u{A0}1", 1, 1, "expected a JSON value, got U+00A0"),
            RejectedText("\u{0C}1", 1, 1, "expected a JSON value, got U+000C"),
            RejectedText("[\u{FEFF}1]", 1, 2, "expected a JSON value, got U+FEFF"),
        ])
    func nonStandardSyntax(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "Malformed arrays and objects are rejected at the character where the structure breaks",
        arguments: [
            RejectedText("[1 2]", 1, 4, "expected ',' or ']' after an array element, got '2'"),
            RejectedText("[1,2", 1, 5, "expected ',' or ']' after an array element, got end of input"),
            RejectedText("[", 1, 2, "expected a JSON value, got end of input"),
            RejectedText("{", 1, 2, "expected a string key or '}', got end of input"),
            RejectedText("{1: 2}", 1, 2, "expected a string key or '}', got '1'"),
            RejectedText(#"{"a" 1}"#, 1, 6, "expected ':' after an object key, got '1'"),
            RejectedText(#"{"a":}"#, 1, 6, "expected a JSON value, got '}'"),
            RejectedText(#"{"a": 1 "b": 2}"#, 1, 9, #"expected ',' or '}' after an object member, got '"'"#),
            RejectedText("{\"a\": 1\n  x}", 2, 3, "expected ',' or '}' after an object member, got 'x'"),
            RejectedText("[}", 1, 2, "expected a JSON value, got '}'"),
            RejectedText(#"{"a": 1]"#, 1, 8, "expected ',' or '}' after an object member, got ']'"),
        ])
    func malformedStructure(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "A duplicate key is rejected at the second key's opening quote",
        arguments: [
            RejectedText(#"{"frame": 1, "frame": 2}"#, 1, 14, #"duplicate key "frame""#),
            RejectedText("{\n  \"frame\": 1,\n  \"frame\": 2\n}", 3, 3, #"duplicate key "frame""#),
            RejectedText(#"[{"a": {"b": 1, "c": 2, "b": 3}}]"#, 1, 25, #"duplicate key "b""#),
            // Escapes are decoded before comparing, and the key is shown escaped.
            RejectedText(#"{"a\"b": 1, "a\u0022b": 2}"#, 1, 13, #"duplicate key "a\"b""#),
            RejectedText(#"{"\n": 1, "\u000a": 2}"#, 1, 11, #"duplicate key "\u000A""#),
        ])
    func duplicateKey(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test("Keys compare code point by code point, as RFC 8259 has them: two spellings of é are two keys")
    func keysCompareByScalars() throws {
        let value = try JSONParser.parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        let keys = value.objectValue?.map { Array($0.key.unicodeScalars) }
        #expect(keys == [["\u{E9}"], ["e", "\u{301}"]])
    }

    @Test(
        "An unescaped control character in a string is rejected at that character",
        arguments: [
            RejectedText("\"a\u{01}\"", 1, 3, "unescaped control character U+0001 in a string"),
            RejectedText("\"a\tb\"", 1, 3, "unescaped control character U+0009 in a string"),
            RejectedText("[\"é\nx\"]", 1, 4, "unescaped control character U+000A in a string"),
            RejectedText("\"\u{00}\"", 1, 2, "unescaped control character U+0000 in a string"),
            RejectedText("\"\u{1F}\"", 1, 2, "unescaped control character U+001F in a string"),
        ])
    func controlCharacterInString(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "An unterminated string is rejected at its opening quote",
        arguments: [
            RejectedText(#"["abc"#, 1, 2, "unterminated string"),
            RejectedText(#""abc\"#, 1, 1, "unterminated string"),
            RejectedText(#"{"key"#, 1, 2, "unterminated string"),
            RejectedText("\n  \"😀", 2, 3, "unterminated string"),
        ])
    func unterminatedString(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "An invalid escape is rejected at its backslash, or at the first character that is not a hex digit",
        arguments: [
            RejectedText(#""\x""#, 1, 2, "invalid escape character 'x' after a backslash"),
            RejectedText(#""ab\'""#, 1, 4, #"invalid escape character "'" after a backslash"#),
            RejectedText(#""\U0041""#, 1, 2, "invalid escape character 'U' after a backslash"),
            RejectedText("\"\\\u{01}\"", 1, 2, "invalid escape character U+0001 after a backslash"),
            RejectedText(#""\u12G4""#, 1, 6, "expected 4 hex digits after '\\u', got 'G'"),
            RejectedText(#""\u12""#, 1, 6, #"expected 4 hex digits after '\u', got '"'"#),
            RejectedText(#""\u"#, 1, 4, #"expected 4 hex digits after '\u', got end of input"#),
        ])
    func invalidEscape(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "A lone or mismatched surrogate escape is rejected at the escape's backslash",
        arguments: [
            RejectedText(#""\uD800""#, 1, 2, #"unpaired surrogate \uD800 in a string"#),
            RejectedText(#""x\udbff""#, 1, 3, #"unpaired surrogate \uDBFF in a string"#),
            RejectedText(#""\uDC00\uD800""#, 1, 2, #"unpaired surrogate \uDC00 in a string"#),
            RejectedText(#""\uD800\u0041""#, 1, 2, #"unpaired surrogate \uD800 in a string"#),
            RejectedText(#""\uD800\uD800""#, 1, 2, #"unpaired surrogate \uD800 in a string"#),
            RejectedText(#""\uD800\n""#, 1, 2, #"unpaired surrogate \uD800 in a string"#),
            RejectedText(#""\uD83Dx\uDE00""#, 1, 2, #"unpaired surrogate \uD83D in a string"#),
            RejectedText(#""\uD800\u12""#, 1, 12, #"expected 4 hex digits after '\u', got '"'"#),
        ])
    func unpairedSurrogate(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test(
        "Invalid UTF-8 is rejected at the first byte of the bad sequence, inside or outside a string",
        arguments: [
            RejectedBytes([0x22, 0xFF, 0x22], 1, 2, "invalid UTF-8 byte 0xFF"),
            // A stray continuation byte after a valid "é".
            RejectedBytes([0x22, 0xC3, 0xA9, 0x80, 0x22], 1, 3, "invalid UTF-8 byte 0x80"),
            // An overlong encoding of U+0000.
            RejectedBytes([0x22, 0xC0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xC0"),
            // An overlong three-byte encoding of "/".
            RejectedBytes([0x22, 0xE0, 0x80, 0xAF, 0x22], 1, 2, "invalid UTF-8 byte 0xE0"),
            // An encoded surrogate, U+D800.
            RejectedBytes([0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xED"),
            // A value above U+10FFFF.
            RejectedBytes([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF4"),
            // A sequence cut short by a quote, and one cut short by the end of the input.
            RejectedBytes([0x22, 0xE2, 0x82, 0x22], 1, 2, "invalid UTF-8 byte 0xE2"),
            RejectedBytes([0x22, 0xF0, 0x9F, 0x98], 1, 2, "invalid UTF-8 byte 0xF0"),
            // After an escape's backslash.
            RejectedBytes([0x22, 0x5C, 0xFF, 0x22], 1, 3, "invalid UTF-8 byte 0xFF"),
            // Where a value, a separator or nothing more is expected.
            RejectedBytes([0x5B, 0x0A, 0xFE, 0x5D], 2, 1, "invalid UTF-8 byte 0xFE"),
            RejectedBytes([0x5B, 0x31, 0xC3], 1, 3, "invalid UTF-8 byte 0xC3"),
            RejectedBytes([0x31, 0x20, 0xBF], 1, 3, "invalid UTF-8 byte 0xBF"),
        ])
    func invalidUTF8(_ rejected: RejectedBytes) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.bytes) }
    }

    @Test("Only a leading byte order mark is skipped; a second one is rejected as unexpected")
    func secondByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31]
        #expect(throws: JSONSyntaxError(position: at(1, 1), reason: "expected a JSON value, got U+FEFF")) {
            try JSONParser.parse(bytes)
        }
    }

    @Test(
        "Nesting a 257th array or object is rejected at its opening bracket",
        arguments: [
            RejectedText(String(repeating: "[", count: 257) + String(repeating: "]", count: 257),
                         1, 257, "nesting deeper than 256 levels"),
            RejectedText(String(repeating: "[", count: 256) + "{}" + String(repeating: "]", count: 256),
                         1, 257, "nesting deeper than 256 levels"),
            RejectedText(String(repeating: #"{"a":"#, count: 257) + "1" + String(repeating: "}", count: 257),
                         1, 256 * 5 + 1, "nesting deeper than 256 levels"),
            RejectedText(String(repeating: "[\n", count: 257), 257, 1, "nesting deeper than 256 levels"),
        ])
    func tooDeep(_ rejected: RejectedText) {
        #expect(throws: rejected.expectedError) { try JSONParser.parse(rejected.text) }
    }

    @Test("100,000 opening brackets are rejected for their depth without overflowing the stack")
    func hugeNestingDoesNotOverflow() {
        let arrays = String(repeating: "[", count: 100_000)
        let mixed = String(repeating: #"[{"a":"#, count: 50_000)
        let tooDeep = "nesting deeper than 256 levels"
        #expect(throws: JSONSyntaxError(position: at(1, 257), reason: tooDeep)) { try JSONParser.parse(arrays) }
        #expect(throws: JSONSyntaxError(position: at(1, 128 * 6 + 1), reason: tooDeep)) { try JSONParser.parse(mixed) }
    }

    // MARK: - Robustness

    @Test("Thousands of pseudo-random byte strings each parse or throw, the same way every time, with errors inside the text")
    func randomBytesNeverCrash() {
        // Given bytes drawn partly from JSON's own characters, so that inputs get past the first token.
        var generator = SplitMix64(seed: 0x0DDB_1A5E_5BAD_5EED)
        let jsonBytes = Array(#"{}[]",:0123456789-+.eEtrufalsn \u\"#.utf8) + [0x0A, 0x0D, 0x09, 0xC3, 0xA9, 0xF0, 0x9F]
        for _ in 0..<3000 {
            let length = Int.random(in: 0...48, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: .min ... .max, using: &generator)
                    : jsonBytes.randomElement(using: &generator)!
            }

            // When it is parsed, then the parser neither traps nor misbehaves.
            expectParsesOrThrowsSensibly(bytes)
        }
    }

    @Test("Thousands of mutations of valid documents each parse or throw, the same way every time, with errors inside the text")
    func mutatedDocumentsNeverCrash() throws {
        // Given valid documents using every feature, each checked to parse before it is mutated.
        let documents = [
            #"{"name": "swipe", "frames": [0, 16.5, -3e2, 1E-2], "ok": true, "none": null, "off": false}"#,
            "{\r\n  \"text\": \"é€😀 \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u0041 \\uD83D\\uDE00\",\r  \"nested\": [[{}], {\"a\": [[]]}]\n}",
            #"[[[[[[1]]]]], {"a": {"b": {"c": {"d": "e"}}}}, "", 0, -0.0]"#,
        ].map { Array($0.utf8) }
        for document in documents {
            _ = try JSONParser.parse(document)
        }
        var generator = SplitMix64(seed: 42)

        for round in 0..<3000 {
            // When a few bytes are deleted, inserted, replaced or duplicated, or the end is cut off.
            var bytes = documents[round % documents.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&bytes, using: &generator)
            }

            // Then the parser neither traps nor misbehaves.
            expectParsesOrThrowsSensibly(bytes)
        }
    }

    private func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        let interesting = Array(#"{}[]",:\u0-.e"#.utf8) + [0x00, 0x0A, 0x0D, 0x80, 0xC3, 0xED, 0xFF]
        let index = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where index < bytes.count:
            bytes.remove(at: index)
        case 1:
            bytes.insert(interesting.randomElement(using: &generator)!, at: index)
        case 2 where index < bytes.count:
            bytes[index] = UInt8.random(in: .min ... .max, using: &generator)
        case 3:
            let end = min(bytes.count, index + Int.random(in: 1...8, using: &generator))
            bytes.insert(contentsOf: bytes[index..<end], at: index)
        default:
            bytes.removeSubrange(index...)
        }
    }

    /// Checks that parsing returns or throws (a trap would end the test run), that the outcome is the same when
    /// repeated and from a string of the same bytes, and that an error's position lies within the text.
    private func expectParsesOrThrowsSensibly(_ bytes: [UInt8]) {
        let outcome = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
        #expect(Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) } == outcome)
        if let text = String(validating: bytes, as: UTF8.self) {
            #expect(Result { () throws(JSONSyntaxError) in try JSONParser.parse(text) } == outcome)
        }
        guard case .failure(let error) = outcome else {
            return
        }
        let lineBreaks = bytes.indices.filter { bytes[$0] == 0x0A ? $0 == 0 || bytes[$0 - 1] != 0x0D : bytes[$0] == 0x0D }
        #expect((1...lineBreaks.count + 1).contains(error.position.line), "\(error) in \(bytes)")
        #expect((1...bytes.count + 1).contains(error.position.column), "\(error) in \(bytes)")
        #expect(!error.reason.isEmpty && error.reason.first?.isLowercase == true, "\(error) in \(bytes)")
    }
}
