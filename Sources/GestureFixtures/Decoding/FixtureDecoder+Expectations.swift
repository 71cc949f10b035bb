import GestureArbiter

extension FixtureDecoder {
    static func decodeExpectations(_ reader: JSONReader) throws(FixtureError) -> Expectations {
        let object = try reader.object(keys: expectKeys)
        var expectations = Expectations()
        if let match = object.optional("match") {
            let name = try match.string()
            guard let value = Expectations.Match(rawValue: name) else {
                throw match.error("unknown match '\(name)' (expected ordered or exact)")
            }
            expectations.match = value
        }
        if let kinds = object.optional("kinds") {
            var decoded: [TraceKind] = []
            for element in try kinds.elements() {
                decoded.append(try traceKind(element))
            }
            expectations.kinds = decoded
        }
        if let trace = object.optional("trace") {
            expectations.trace = try recordPatterns(trace)
        }
        if let absent = object.optional("absent") {
            expectations.absent = try recordPatterns(absent)
        }
        if let final = object.optional("final") {
            expectations.final = try finalExpectations(final)
        }
        if let tolerance = object.optional("tolerance") {
            expectations.tolerances = Tolerances(uniform: try tolerance.nonNegativeNumber("tolerance"))
        }
        if let tolerances = object.optional("tolerances") {
            let perKind = try tolerances.object(keys: toleranceKeys)
            for quantity in Tolerances.Quantity.allCases {
                if let allowance = perKind.optional(quantity.rawValue) {
                    expectations.tolerances.allowances[quantity] = try allowance.nonNegativeNumber(quantity.rawValue)
                }
            }
        }
        return expectations
    }

    /// A kind name, as in `kinds` or a pattern's `kind` field.
    private static func traceKind(_ reader: JSONReader) throws(FixtureError) -> TraceKind {
        guard let name = reader.value.stringValue else { throw reader.typeError(expected: "a kind name") }
        guard let kind = TraceKind(rawValue: name) else {
            let known = TraceKind.allCases.map(\.rawValue)
            throw reader.error("unknown kind '\(name)' (expected \(JSONReader.alternatives(known)))")
        }
        return kind
    }

    private static func recordPatterns(_ reader: JSONReader) throws(FixtureError) -> [RecordPattern] {
        var patterns: [RecordPattern] = []
        for element in try reader.elements() {
            // Any field name may appear, since records of different kinds have different details.
            let object = try element.uncheckedObject()
            guard !object.members.isEmpty else {
                throw element.error("a record pattern needs at least one field")
            }
            var fields: [TraceField] = []
            for member in object.members {
                let field = JSONReader(member.value, at: element.path.member(member.key))
                if member.key == "kind" {
                    _ = try traceKind(field)
                }
                fields.append(TraceField(member.key, try traceValue(field)))
            }
            patterns.append(RecordPattern(fields))
        }
        return patterns
    }

    /// `{"id.key": value, ...}`, split at the last dot, since the key part never has one but an id may.
    private static func finalExpectations(_ reader: JSONReader) throws(FixtureError) -> [FinalExpectation] {
        let object = try reader.uncheckedObject()
        var expectations: [FinalExpectation] = []
        for member in object.members {
            guard let dot = member.key.lastIndex(of: "."),
                  dot != member.key.startIndex,
                  member.key.index(after: dot) != member.key.endIndex
            else {
                throw object.keyError(member, "expected \"id.key\", got \"\(member.key)\"")
            }
            let value = try traceValue(JSONReader(member.value, at: reader.path.member(member.key)))
            expectations.append(FinalExpectation(
                subject: String(member.key[..<dot]), key: String(member.key[member.key.index(after: dot)...]), value: value))
        }
        return expectations
    }

    /// The JSON value as a trace value, which has no objects: records' details are flat.
    private static func traceValue(_ reader: JSONReader) throws(FixtureError) -> TraceValue {
        switch reader.value.kind {
        case .null:
            return .null
        case .bool(let bool):
            return .bool(bool)
        case .number:
            return .number(try reader.number())
        case .string(let string):
            return .string(string)
        case .array:
            var list: [TraceValue] = []
            for element in try reader.elements() {
                list.append(try traceValue(element))
            }
            return .list(list)
        case .object:
            throw reader.typeError(expected: "null, a boolean, a number, a string or an array")
        }
    }

    private static let expectKeys = ObjectKeys(known: ["match", "kinds", "trace", "absent", "final", "tolerance", "tolerances"])
    private static let toleranceKeys = ObjectKeys(known: Set(Tolerances.Quantity.allCases.map(\.rawValue)))
}
