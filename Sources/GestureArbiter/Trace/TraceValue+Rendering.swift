extension TraceValue {
    /// The value as JSON, with numbers in the trace's stable format. RFC 8259 has no number
    /// that is not finite, so NaN and the infinities are written as the strings `"NaN"`,
    /// `"Infinity"` and `"-Infinity"`.
    public var json: String {
        switch self {
        case .null: "null"
        case let .bool(value): value ? "true" : "false"
        case let .number(value): value.isFinite ? Self.format(value) : "\"" + Self.format(value) + "\""
        case let .string(value): Self.jsonQuoted(value)
        case let .list(values): "[" + values.map(\.json).joined(separator: ", ") + "]"
        }
    }

    /// The value as the text trace prints it: like JSON, but strings unquoted where that stays unambiguous.
    public var text: String {
        switch self {
        case let .string(value):
            value.isEmpty || value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" || $0.isNewline })
                ? Self.jsonQuoted(value) : value
        case let .list(values): "[" + values.map(\.text).joined(separator: ", ") + "]"
        case let .number(value): Self.format(value)
        case .null, .bool: json
        }
    }

    /// Formats a number for a trace: rounded to three decimals (a microsecond, for times in
    /// milliseconds), with no trailing zeros, so that the same run always prints the same bytes.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-Infinity" : "Infinity") }
        let scaled = number * 1000
        // Past about 1.8e305 the scaling overflows; such a number has no fraction to round.
        guard scaled.isFinite else { return String(number) }
        let rounded = scaled.rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return String(rounded)
    }

    /// A JSON string literal, escaping what RFC 8259 requires.
    static func jsonQuoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
