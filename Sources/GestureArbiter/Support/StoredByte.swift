/// The byte a value of a one-byte type is stored as: for an enum without payloads, which case it
/// is, read without comparing it to each case or hashing its raw value (HotPathIdioms: the machines'
/// lookups use it to find a state's row).
///
/// Only meaningful for types whose `MemoryLayout.size` is 1; the caller checks that first.
@inline(__always)
func storedByte<Value>(of value: Value) -> Int {
    withUnsafeBytes(of: value) { Int($0[0]) }
}
