/// A class instance kept alive at a number, for a table that holds plain numbers (the C
/// interface's handles): ``retain(_:)`` takes the object in and gives its address, the other
/// functions reach it there and let it go.
///
/// Contract: an address is reached or released only between the ``retain(_:)`` that gave it and
/// its one ``release(_:as:)``, and as the type it was retained as. ``withObject(at:as:_:)`` does
/// not retain the object for the call, so nothing the body does may release it.
enum RetainedAddress {
    static func retain<Object: AnyObject>(_ object: Object) -> UInt {
        UInt(bitPattern: Unmanaged.passRetained(object).toOpaque())
    }

    /// The object at `address`, retained by the caller as any reference is.
    @inline(__always)
    static func object<Object: AnyObject>(at address: UInt, as type: Object.Type) -> Object {
        unmanaged(address, as: type).takeUnretainedValue()
    }

    /// Runs `body` with the object at `address` without retaining it for the call.
    @inline(__always)
    static func withObject<Object: AnyObject, Result>(at address: UInt, as type: Object.Type, _ body: (Object) -> Result) -> Result {
        unmanaged(address, as: type)._withUnsafeGuaranteedRef(body)
    }

    /// Lets the object at `address` go; the address means nothing after.
    static func release<Object: AnyObject>(_ address: UInt, as type: Object.Type) {
        unmanaged(address, as: type).release()
    }

    @inline(__always)
    private static func unmanaged<Object: AnyObject>(_ address: UInt, as type: Object.Type) -> Unmanaged<Object> {
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
    }
}
