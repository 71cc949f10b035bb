/// A line and column in a source text, both counted from 1; columns count Unicode scalars.
///
/// Fixture errors name the place of the problem with this, so that a user can jump to it in an editor.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, counted from 1; "\n", "\r\n" and a lone "\r" each end a line.
    public var line: Int
    /// The column, counted from 1 in Unicode scalars, so that a non-ASCII character counts as one column.
    public var column: Int

    /// Creates a position from a line and a column, both counted from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// "line:column", the form editors and compilers use to point at a place in a file.
    public var description: String {
        "\(line):\(column)"
    }
}

/// A parsed JSON value with where it starts in the text, so that later checks can name the place of a problem.
public struct JSONValue: Hashable, Sendable {
    /// What the value is, with its content.
    public enum Kind: Hashable, Sendable {
        /// The literal `null`.
        case null
        /// The literal `true` or `false`.
        case bool(Bool)
        /// A number, parsed exactly as `Double(String)` parses its literal.
        case number(Double)
        /// A string with its escapes decoded.
        case string(String)
        /// An array's elements, in file order.
        case array([JSONValue])
        /// An object's members, in file order, so that anything derived from them is deterministic.
        case object([JSONMember])
    }

    /// What the value is, with its content.
    public var kind: Kind
    /// Where the value's first character is.
    public var position: SourcePosition

    /// Creates a value of a kind that starts at a position.
    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// "null", "a boolean", "a number", "a string", "an array" or "an object", for error messages like "expected a number, got a string".
    public var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The boolean, if the value is `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let value) = kind else { return nil }
        return value
    }

    /// The number, if the value is a number.
    public var numberValue: Double? {
        guard case .number(let value) = kind else { return nil }
        return value
    }

    /// The decoded string, if the value is a string.
    public var stringValue: String? {
        guard case .string(let value) = kind else { return nil }
        return value
    }

    /// The elements in file order, if the value is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let elements) = kind else { return nil }
        return elements
    }

    /// The members in file order, if the value is an object.
    public var objectValue: [JSONMember]? {
        guard case .object(let members) = kind else { return nil }
        return members
    }

    /// Whether the value is the literal `null`.
    public var isNull: Bool {
        kind == .null
    }

    /// The member with this key, if the value is an object that has it.
    ///
    /// Keys compare as Swift strings (canonical equivalence), the same way the parser detects duplicate keys,
    /// so a parsed object never has two members this could choose between.
    public subscript(key: String) -> JSONValue? {
        objectValue?.first { $0.key == key }?.value
    }
}

/// One key and value of a JSON object, with the key's position so that errors about the member can point at it.
public struct JSONMember: Hashable, Sendable {
    /// The decoded key.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The member's value, which carries its own position.
    public var value: JSONValue

    /// Creates a member from its key, the key's position and its value.
    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
