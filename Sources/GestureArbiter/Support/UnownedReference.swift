/// One of the engine's back references (a view's window, a recognizer's view, the arbiter's
/// window): it does not keep its object alive, and the object's owner clears it when it lets go.
///
/// An `unowned(unsafe)` property stores the same, but every read of it retains and releases the
/// object, and reads that go through two of them (a recognizer's window) were a large part of an
/// event's reference counting. ``read(_:)`` lends the object to a short read instead, with neither.
struct UnownedReference<Object: AnyObject> {
    private let reference: Unmanaged<Object>?

    init(_ object: Object?) {
        reference = object.map { Unmanaged.passUnretained($0) }
    }

    /// The object, retained for as long as the caller holds it.
    var object: Object? {
        reference?.takeUnretainedValue()
    }

    /// What `read` reads off the object, which is lent for the call rather than retained: `read`
    /// reads stored values and calls nothing that could let the object go.
    func read<Value>(_ read: (Object) -> Value) -> Value? {
        reference?._withUnsafeGuaranteedRef(read)
    }

    /// What `read` reads off the object, which must be there (it traps in debug builds if not),
    /// lent as ``read(_:)`` lends it. An optional that `read` returns comes back as it is, not
    /// wrapped in a second optional, whose release after every read was a call of its own.
    func readPresent<Value>(_ read: (Object) -> Value) -> Value {
        reference.unsafelyUnwrapped._withUnsafeGuaranteedRef(read)
    }
}
