/// Elements that one object keeps from event to event and rewrites in place, in storage that it
/// allocates once and grows when it must.
///
/// An array kept in a property and changed on every event must be taken out and put back around
/// each change (`Array.takeAll()` says why), which leaves an empty array to release every
/// time, and checks its storage's uniqueness at every append. A buffer is a class that its owner
/// holds in a constant: its elements are written where they are, and nothing is counted.
///
/// Its owner must not change it while a caller reads it: it is meant for working storage that one
/// step fills and the next reads, with no callback in between that could fill it again.
final class ScratchBuffer<Element>: RandomAccessCollection {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var _count = 0

    /// How many times the buffer has been emptied: a reader that noted it can tell whether
    /// someone emptied and refilled the buffer since.
    private(set) var generation = 0

    /// Creates an empty buffer with room for `capacity` elements before it grows.
    init(capacity: Int = 4) {
        self.capacity = Swift.max(capacity, 1)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: _count)
        storage.deallocate()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { _count }

    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < _count, "index \(position) out of range (\(_count) elements)")
            return storage[position]
        }
        set {
            precondition(position >= 0 && position < _count, "index \(position) out of range (\(_count) elements)")
            storage[position] = newValue
        }
    }

    /// Adds an element at the end, doubling the storage when it is full.
    func append(_ element: Element) {
        if _count == capacity {
            grow()
        }
        (storage + _count).initialize(to: element)
        _count += 1
    }

    /// Removes every element; the storage stays for the next event.
    func removeAll() {
        storage.deinitialize(count: _count)
        _count = 0
        generation &+= 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: _count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
