/// Elements that one object keeps from event to event and rewrites in place, in storage that it
/// allocates once and grows when it must.
///
/// An array kept in a property and changed on every event must be taken out and put back around
/// each change (`Array.takeAll()` says why), which leaves an empty array to release every
/// time, and checks its storage's uniqueness at every append. A buffer is a class that its owner
/// holds in a constant: its elements are written where they are, and only they are retained and
/// released (an element that holds a reference, when it comes and goes).
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
    func append(_ element: consuming Element) {
        if _count == capacity {
            grow()
        }
        (storage + _count).initialize(to: element)
        _count += 1
    }

    /// Inserts an element at `index`, moving the ones from there on up by one.
    func insert(_ element: consuming Element, at index: Int) {
        precondition(index >= 0 && index <= _count, "insertion index \(index) out of range (\(_count) elements)")
        if _count == capacity {
            grow()
        }
        // Most insertions are at the end: then nothing moves.
        if index < _count {
            (storage + index + 1).moveInitialize(from: storage + index, count: _count - index)
        }
        (storage + index).initialize(to: element)
        _count += 1
    }

    /// Removes the element at `index`, moving the ones after it down by one, and returns it.
    @discardableResult
    func remove(at index: Int) -> Element {
        precondition(index >= 0 && index < _count, "index \(index) out of range (\(_count) elements)")
        let removed = (storage + index).move()
        if index < _count - 1 {
            (storage + index).moveInitialize(from: storage + index + 1, count: _count - index - 1)
        }
        _count -= 1
        return removed
    }

    /// Lets `body` read and change the element at `index` where it is, without copying it out.
    func withElement<Value>(at index: Int, _ body: (inout Element) -> Value) -> Value {
        precondition(index >= 0 && index < _count, "index \(index) out of range (\(_count) elements)")
        return body(&storage[index])
    }

    /// Removes the element at `index`, destroying it where it is, and moves the ones after it
    /// down by one: a removed element handed back to be discarded was destroyed through its
    /// type's metadata.
    func discard(at index: Int) {
        precondition(index >= 0 && index < _count, "index \(index) out of range (\(_count) elements)")
        (storage + index).deinitialize(count: 1)
        if index < _count - 1 {
            (storage + index).moveInitialize(from: storage + index + 1, count: _count - index - 1)
        }
        _count -= 1
    }

    /// The index of the first element for which `belongsInSecondPart` is true, assuming the
    /// elements are partitioned (all false, then all true); a binary search that asks each
    /// element where it is: the collection's own subscript copies it out, retaining what it holds.
    func partitionPoint(_ belongsInSecondPart: (Element) -> Bool) -> Int {
        var (low, high) = (0, _count)
        while low < high {
            let middle = low + (high - low) / 2
            if belongsInSecondPart(storage[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the others in order.
    func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        _count = storage.removeAll(count: _count) { shouldBeRemoved($0.pointee) }
    }

    /// Removes the last `k` elements.
    func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= _count, "cannot remove \(k) of \(_count) elements")
        // One at a time: a count the compiler cannot see destroys them through a generic
        // runtime loop, which cost more than the few elements a stack pops.
        for _ in 0..<k {
            _count -= 1
            (storage + _count).deinitialize(count: 1)
        }
    }

    /// Removes every element; the storage stays for the next event.
    func removeAll() {
        // Elements that hold references are released one at a time, like ``removeLast(_:)``: all
        // at once went through the generic runtime loop. Plain values need no loop at all.
        if _isPOD(Element.self) {
            _count = 0
        } else {
            while _count > 0 {
                _count -= 1
                (storage + _count).deinitialize(count: 1)
            }
        }
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

extension ScratchBuffer where Element: AnyObject {
    /// Calls `body` with each element from `start` to the end, lending each to its call rather
    /// than retaining it: the buffer holds every element it visits until `body` returns, even if
    /// `body` appends (the elements then move, still held). `body` must not remove any.
    @inline(__always)
    func forEachLent(from start: Int, _ body: (Element) -> Void) {
        var index = start
        while index < _count {
            UnsafeRawPointer(storage + index).load(as: Unmanaged<Element>.self)._withUnsafeGuaranteedRef(body)
            index += 1
        }
    }

    /// Whether `object` is among the elements, compared by identity.
    func contains(_ object: Element) -> Bool {
        var index = 0
        while index < _count {
            if storage[index] === object {
                return true
            }
            index += 1
        }
        return false
    }
}
