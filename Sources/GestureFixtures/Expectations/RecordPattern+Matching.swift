import GestureArbiter

extension RecordPattern {
    /// Whether `record` has every field of the pattern with a matching value, each number
    /// within the allowance for its field.
    public func matches(_ record: TraceRecord, tolerances: Tolerances) -> Bool {
        let recordFields = record.fields
        return fields.allSatisfy { expected in
            let allowance = tolerances.allowance(forField: expected.name)
            return recordFields.contains { $0.name == expected.name && $0.value.matches(expected.value, tolerance: allowance) }
        }
    }

    /// The kinds the pattern names in its `kind` field, if it names one.
    var kind: TraceKind? {
        guard case let .string(name)? = fields.first(where: { $0.name == "kind" })?.value else { return nil }
        return TraceKind(rawValue: name)
    }

    /// The pattern as `name=value` pairs in the order written, for diffs.
    public var text: String {
        fields.map { "\($0.name)=\($0.value.text)" }.joined(separator: " ")
    }
}

extension TraceValue {
    /// Equality, except that numbers match within `tolerance`, also inside lists, and a number
    /// that is not finite matches the string the JSON trace writes for it (`"NaN"`, `"Infinity"`).
    public func matches(_ expected: TraceValue, tolerance: Double) -> Bool {
        switch (self, expected) {
        case let (.number(actual), .number(expected)):
            return abs(actual - expected) <= tolerance
        case let (.number(actual), .string(expected)):
            return !actual.isFinite && TraceValue.format(actual) == expected
        case let (.list(actual), .list(expected)):
            return actual.count == expected.count
                && zip(actual, expected).allSatisfy { $0.matches($1, tolerance: tolerance) }
        default:
            return self == expected
        }
    }
}
