import GestureArbiter

/// A JSON value with its path in the fixture, whose typed reads throw errors that name both.
///
/// Every read checks the JSON type and says what it found instead ("expected a number, got a
/// string"), so that the decoder itself only states what each key means.
struct JSONReader {
    let value: JSONValue
    let path: FixturePath

    init(_ value: JSONValue, at path: FixturePath) {
        self.value = value
        self.path = path
    }

    /// An error about this value: its path and where it starts in the text.
    func error(_ reason: String) -> FixtureError {
        FixtureError(position: value.position, path: path.description, reason: reason)
    }

    /// The error for a value of the wrong JSON type; `expectation` reads like "a number".
    func typeError(expected expectation: String) -> FixtureError {
        error("expected \(expectation), got \(value.kindDescription)")
    }

    // MARK: - Scalars

    func bool() throws(FixtureError) -> Bool {
        guard let bool = value.boolValue else { throw typeError(expected: "a boolean") }
        return bool
    }

    func string() throws(FixtureError) -> String {
        guard let string = value.stringValue else { throw typeError(expected: "a string") }
        return string
    }

    /// A string that names something, such as an id; `name` is what the error calls it.
    func nonEmptyString(_ name: String) throws(FixtureError) -> String {
        let string = try string()
        guard !string.isEmpty else { throw error("\(name) must not be empty") }
        return string
    }

    /// A finite number; the parser never makes another, but a document built in Swift may hold one.
    func number() throws(FixtureError) -> Double {
        guard let number = value.numberValue else { throw typeError(expected: "a number") }
        guard number.isFinite else { throw error("expected a finite number, got \(Self.describe(number))") }
        return number
    }

    func integer() throws(FixtureError) -> Int {
        guard let number = value.numberValue else { throw typeError(expected: "an integer") }
        guard number == number.rounded(.towardZero) else {
            throw error("expected an integer, got \(Self.describe(number))")
        }
        guard let integer = Int(exactly: number) else {
            throw error("integer out of range, got \(Self.describe(number))")
        }
        return integer
    }

    /// A count of things the fixture makes, from 0 to ``countLimit``; `name` is what the error calls it.
    func count(_ name: String) throws(FixtureError) -> Int {
        let count = try integer()
        guard (0...Self.countLimit).contains(count) else {
            throw error("\(name) must be between 0 and \(Self.countLimit), got \(count)")
        }
        return count
    }

    /// The most things of one kind a fixture's key makes: a drag's items.
    static let countLimit = 100

    /// A number that is zero or more; `name` is what the error calls it.
    func nonNegativeNumber(_ name: String) throws(FixtureError) -> Double {
        let number = try number()
        guard number >= 0 else { throw error("\(name) must not be negative, got \(Self.describe(number))") }
        return number
    }

    /// A number greater than zero; `name` is what the error calls it.
    func positiveNumber(_ name: String) throws(FixtureError) -> Double {
        let number = try number()
        guard number > 0 else { throw error("\(name) must be a positive number, got \(Self.describe(number))") }
        return number
    }

    /// A time or duration in milliseconds: not negative, and small enough that the clock's 64-bit
    /// nanoseconds can hold it and sums of it, since converting a larger one would trap.
    func milliseconds(_ name: String) throws(FixtureError) -> Double {
        let milliseconds = try nonNegativeNumber(name)
        guard milliseconds <= Fixture.maximumTime else {
            throw error(
                "\(name) must be at most \(Self.describe(Fixture.maximumTime)) ms, got \(Self.describe(milliseconds))")
        }
        return milliseconds
    }

    // MARK: - Containers

    /// The elements, each with its path.
    func elements() throws(FixtureError) -> [JSONReader] {
        guard let elements = value.arrayValue else { throw typeError(expected: "an array") }
        return elements.enumerated().map { index, element in JSONReader(element, at: path.index(index)) }
    }

    /// `["id", ...]`: views or recognizers named by their ids, which the compile step looks up.
    func ids() throws(FixtureError) -> [String] {
        var ids: [String] = []
        for element in try elements() {
            ids.append(try element.nonEmptyString("id"))
        }
        return ids
    }

    /// The object, with its keys checked against `keys`.
    func object(keys: FixtureDecoder.ObjectKeys) throws(FixtureError) -> JSONObjectReader {
        let object = try uncheckedObject()
        try object.checkKeys(keys)
        return object
    }

    /// The object, before its keys are checked, for the rare read that must come before that check.
    func uncheckedObject() throws(FixtureError) -> JSONObjectReader {
        guard let members = value.objectValue else { throw typeError(expected: "an object") }
        return JSONObjectReader(object: self, members: members)
    }

    // MARK: - Geometry

    /// A fixed-length list of numbers; `names` describe them in the error, as in `[x, y]`.
    func numbers(_ names: [String]) throws(FixtureError) -> [Double] {
        let shape = "\(names.count) numbers [\(names.joined(separator: ", "))]"
        guard let elements = value.arrayValue else { throw typeError(expected: shape) }
        guard elements.count == names.count else { throw error("expected \(shape), got \(elements.count)") }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            numbers.append(try JSONReader(element, at: path.index(index)).number())
        }
        return numbers
    }

    /// `[x, y]`.
    func point() throws(FixtureError) -> Point {
        let numbers = try numbers(["x", "y"])
        return Point(x: numbers[0], y: numbers[1])
    }

    /// `[width, height]`, both positive: a window or a content area.
    func positiveSize() throws(FixtureError) -> Size {
        let numbers = try numbers(["width", "height"])
        for (name, number) in zip(["width", "height"], numbers) where number <= 0 {
            throw error("\(name) must be a positive number, got \(Self.describe(number))")
        }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// `[width, height]`, neither negative: a scroll view's content, which may be empty.
    func nonNegativeSize() throws(FixtureError) -> Size {
        let numbers = try numbers(["width", "height"])
        for (name, number) in zip(["width", "height"], numbers) where number < 0 {
            throw error("\(name) must not be negative, got \(Self.describe(number))")
        }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// `[x, y, width, height]`; a negative size is rejected because ``Rect`` does not standardize one.
    func rect() throws(FixtureError) -> Rect {
        let numbers = try numbers(["x", "y", "width", "height"])
        for (name, number) in zip(["width", "height"], numbers.dropFirst(2)) where number < 0 {
            throw error("\(name) must not be negative, got \(Self.describe(number))")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `[top, left, bottom, right]`, as UIKit orders `UIEdgeInsets`.
    func edgeInsets() throws(FixtureError) -> EdgeInsets {
        let numbers = try numbers(["top", "left", "bottom", "right"])
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// `[[x, y, width, height], ...]`.
    func rects() throws(FixtureError) -> [Rect] {
        var rects: [Rect] = []
        for element in try elements() {
            rects.append(try element.rect())
        }
        return rects
    }

    // MARK: - Messages

    /// A number as a message shows it: exactly, and without ".0" when it is whole, so that the
    /// user recognises what they wrote (`-5`, `1.5`, `1e+300`).
    static func describe(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// Names for a message: "a, b or c".
    static func alternatives(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        let others = names.dropLast()
        return others.isEmpty ? last : others.joined(separator: ", ") + " or " + last
    }
}

/// A JSON object of the fixture, with reads of its members that name their paths.
struct JSONObjectReader {
    /// The object itself, for errors about it as a whole, such as a missing key.
    let object: JSONReader
    let members: [JSONMember]

    /// The member with this key, if present.
    func optional(_ key: String) -> JSONReader? {
        members.first { $0.key == key }.map { JSONReader($0.value, at: object.path.member($0.key)) }
    }

    /// The member with this key; `need` explains, when the key is only sometimes required, why it is now.
    func required(_ key: String, need: String? = nil) throws(FixtureError) -> JSONReader {
        guard let member = optional(key) else {
            throw object.error("missing key '\(key)'" + (need.map { " (\($0))" } ?? ""))
        }
        return member
    }

    /// An error about a member's key rather than its value, pointing at the key.
    func keyError(_ member: JSONMember, _ reason: String) -> FixtureError {
        FixtureError(position: member.keyPosition, path: object.path.member(member.key).description, reason: reason)
    }

    /// Rejects the first key, in file order, that this version does not read, so that no key is ever
    /// silently ignored: a typo would otherwise leave a default in place and the fixture would test
    /// something else than its author meant.
    func checkKeys(_ keys: FixtureDecoder.ObjectKeys) throws(FixtureError) {
        for member in members where !keys.known.contains(member.key) {
            if let reason = keys.rejected[member.key] {
                throw keyError(member, reason)
            }
            throw keyError(member, "unknown key '\(member.key)'")
        }
    }
}

extension FixturePath {
    /// The path of a member: `.key` when the key is an identifier, `["key"]` otherwise, so that a
    /// key such as `expect.final`'s `"red.frame"` stays one step that ``JSONValue/value(nearest:)`` can follow.
    func member(_ key: String) -> FixturePath {
        guard Self.isIdentifier(key) else {
            return FixturePath(description + "[" + Self.quoted(key) + "]")
        }
        return self.key(key)
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !isDigit(first) else { return false }
        return key.unicodeScalars.allSatisfy { isDigit($0) || isLetter($0) || $0 == "_" }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// A JSON string literal, so that the path reads like the key as written in the file.
    private static func quoted(_ key: String) -> String {
        var result = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
