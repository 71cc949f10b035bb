/// How far each kind of number in a run may be from the one a fixture expects and still match.
///
/// Why per kind: one absolute allowance for every number either lets a wrong value pass (half a
/// unit is a whole frame of scrolling, or half a slider's range) or is too strict for another
/// unit. By default every number must match to the trace's printing precision, a thousandth
/// (of a millisecond, point, point per millisecond or unit value), so a value copied from a
/// trace matches and one that differs in its third decimal does not; counts and ids must be
/// equal. A fixture widens what it needs: `tolerance` for every number, `tolerances` per kind.
public struct Tolerances: Hashable, Sendable {
    /// The kinds of number a trace or a final state holds, by their field's name.
    public enum Quantity: String, CaseIterable, Hashable, Sendable {
        /// Milliseconds: `t`, `due`, `stamped`.
        case time
        /// Points: offsets, points, frames, bounds, sizes, translations.
        case position
        /// Points per millisecond: `velocity`.
        case velocity
        /// Touch ids, tap counts, pending timers: whole numbers.
        case count
        /// Every other number: a slider's value, an alpha, a scale.
        case value

        /// The kind of number a field of this name holds.
        public init(field name: String) {
            switch name {
            case "t", "due", "stamped": self = .time
            case "offset", "targetOffset", "point", "location", "translation", "contentOffset", "contentSize",
                 "frame", "bounds", "center", "boundsOrigin", "contentInset", "adjustedContentInset":
                self = .position
            case "velocity": self = .velocity
            case "touches", "tapCount", "pending": self = .count
            default: self = .value
            }
        }
    }

    /// The allowance for each kind.
    public var allowances: [Quantity: Double]

    /// The trace's printing precision for every kind but counts, which must be equal.
    public init() {
        allowances = [.time: 0.001, .position: 0.001, .velocity: 0.001, .value: 0.001, .count: 0]
    }

    /// The same allowance for every number: a fixture's `tolerance`.
    public init(uniform allowance: Double) {
        allowances = Dictionary(uniqueKeysWithValues: Quantity.allCases.map { ($0, allowance) })
    }

    /// The allowance for a number in a field of this name.
    public func allowance(forField name: String) -> Double {
        allowances[Quantity(field: name)] ?? 0
    }
}
