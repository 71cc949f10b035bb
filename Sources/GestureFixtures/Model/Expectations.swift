import GestureArbiter

/// What a fixture's run must show: records to find, records that must not appear, the final state.
public struct Expectations: Hashable, Sendable {
    public enum Match: String, Hashable, Sendable {
        /// The expected records appear in this order; others may come between.
        case ordered
        /// The trace, restricted to ``Expectations/kinds``, is exactly the expected records.
        case exact
    }

    public var match: Match
    /// The kinds an `exact` match looks at; nil means the kinds the expected records name.
    public var kinds: [TraceKind]?
    public var trace: [RecordPattern]
    public var absent: [RecordPattern]
    /// `"id.key"` keys of the final state and their expected values, in the order written.
    public var final: [FinalExpectation]
    /// How far each kind of number may be from the expected one and still match.
    public var tolerances: Tolerances

    public init(
        match: Match = .ordered,
        kinds: [TraceKind]? = nil,
        trace: [RecordPattern] = [],
        absent: [RecordPattern] = [],
        final: [FinalExpectation] = [],
        tolerances: Tolerances = Tolerances()
    ) {
        self.match = match
        self.kinds = kinds
        self.trace = trace
        self.absent = absent
        self.final = final
        self.tolerances = tolerances
    }
}

/// A subset of a trace record's fields; a record matches when it has each field with an equal value.
public struct RecordPattern: Hashable, Sendable {
    public var fields: [TraceField]

    public init(_ fields: [TraceField]) {
        self.fields = fields
    }
}

/// One entry of `expect.final`: a subject's state key and its expected value.
public struct FinalExpectation: Hashable, Sendable {
    public var subject: String
    public var key: String
    public var value: TraceValue

    public init(subject: String, key: String, value: TraceValue) {
        self.subject = subject
        self.key = key
        self.value = value
    }
}
