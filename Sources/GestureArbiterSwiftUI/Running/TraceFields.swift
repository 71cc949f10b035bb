import GestureArbiter

/// A gesture value that says how the trace shows it: the library's values do, and a value of
/// your own (a ``Gesture/map(_:)``'s) may; others show their description under `value`.
public protocol GestureTraceValue {
    /// The value's fields, in a fixed order.
    var traceFields: [TraceField] { get }
}

extension TraceField {
    /// The fields the trace shows for a gesture's value, as its callbacks' records do.
    public static func fields<Value>(ofGestureValue value: Value) -> [TraceField] {
        gestureTraceFields(of: value)
    }
}

/// The trace fields of a gesture's value: its own when it has them (the library's values, a
/// fixture's), none for `Void`, else its description under `value`.
func gestureTraceFields(of value: Any) -> [TraceField] {
    switch value {
    case let value as GestureTraceValue: value.traceFields
    case let fields as [TraceField]: fields
    case is Void: []
    case let flag as Bool: [TraceField("value", .bool(flag))]
    case let number as Double: [TraceField("value", .number(number))]
    default: [TraceField("value", .string(String(describing: value)))]
    }
}

/// A gesture state's value as the trace shows it: booleans and numbers as themselves, other
/// values by their description.
func gestureStateTraceValue(of value: Any) -> TraceValue {
    switch value {
    case let flag as Bool: .bool(flag)
    case let number as Double: .number(number)
    case let number as Int: .number(Double(number))
    case let point as Point: point.traceValue
    case let size as Size: size.traceValue
    default: .string(String(describing: value))
    }
}

/// The trace fields of one part of a composed gesture's value, named after the part: `part:
/// null` for a part with no value, `part: true` for one whose value has no fields (a tap's),
/// and else its fields as `part.field`.
func partTraceFields<Value>(_ part: String, _ value: Value?) -> [TraceField] {
    guard let value else { return [TraceField(part, .null)] }
    let fields = gestureTraceFields(of: value)
    guard !fields.isEmpty else { return [TraceField(part, .bool(true))] }
    return fields.map { TraceField(part + "." + $0.name, $0.value) }
}

extension Point {
    /// The point as a trace value, `[x, y]`.
    var traceValue: TraceValue { .point(self) }
}

extension Size {
    /// The size as a trace value, `[width, height]`.
    var traceValue: TraceValue { .list([.number(width), .number(height)]) }
}
