/// Objects kept in order in storage of their own, read by walks that lend each object to their
/// body; every walk sees the objects as they were when it began, as a loop over an array does.
///
/// The arbiter's recognizers are walked several times per event by loops whose bodies call out
/// (touch methods, resets, delegates) and so may add or remove a recognizer. A loop over an array
/// kept in a property holds the array's storage for the loop: a retain and a release of the
/// storage per loop. Here a change made while a walk is under way moves the objects to new
/// storage and keeps the old one, objects and all, until the last walk ends; a walk that changes
/// nothing costs two increments of a counter.
final class SnapshotBuffer<Element: AnyObject> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of objects.
    private(set) var count = 0
    /// How many walks are under way, nested in one another's bodies.
    private var walks = 0
    /// Storage that walks under way may still read, replaced since they began; freed, releasing
    /// its objects, when the last walk ends.
    private var retired: [(storage: UnsafeMutablePointer<Element>, count: Int)] = []

    /// Creates an empty buffer with room for `capacity` objects before it grows.
    init(capacity: Int = 4) {
        self.capacity = Swift.max(capacity, 1)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The objects, as an array of their own.
    var elements: [Element] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    /// Calls `body` with each object in order, lending it to the call rather than retaining it.
    /// Changes `body` makes reach later walks, not this one.
    @inline(__always)
    func forEachLent(_ body: (Element) -> Void) {
        let (base, end) = beginWalk()
        for index in 0..<end {
            Self.lent(at: index, in: base)._withUnsafeGuaranteedRef(body)
        }
        endWalk()
    }

    /// Whether an object satisfies `predicate`, asking in order and lending each object to the
    /// call as ``forEachLent(_:)`` lends it.
    @inline(__always)
    func containsLent(where predicate: (Element) -> Bool) -> Bool {
        let (base, end) = beginWalk()
        var found = false
        for index in 0..<end where Self.lent(at: index, in: base)._withUnsafeGuaranteedRef(predicate) {
            found = true
            break
        }
        endWalk()
        return found
    }

    /// What `read` reads off the object at `index`, which is lent to the call.
    func readLent<Value>(at index: Int, _ read: (Element) -> Value) -> Value {
        precondition(index >= 0 && index < count, "index \(index) out of range (\(count) objects)")
        let (base, _) = beginWalk()
        defer { endWalk() }
        return Self.lent(at: index, in: base)._withUnsafeGuaranteedRef(read)
    }

    /// The position of the first object for which `belongsInSecondPart` is true, assuming the
    /// objects are partitioned (all false, then all true); a binary search.
    func partitionPoint(_ belongsInSecondPart: (Element) -> Bool) -> Int {
        let (base, end) = beginWalk()
        defer { endWalk() }
        var (low, high) = (0, end)
        while low < high {
            let middle = low + (high - low) / 2
            if Self.lent(at: middle, in: base)._withUnsafeGuaranteedRef(belongsInSecondPart) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// Inserts `object` at `index`, moving the objects from there on up by one.
    func insert(_ object: consuming Element, at index: Int) {
        precondition(index >= 0 && index <= count, "insertion index \(index) out of range (\(count) objects)")
        prepareForChange(adding: 1)
        // Most objects join at the end: then nothing moves.
        if index < count {
            (storage + index + 1).moveInitialize(from: storage + index, count: count - index)
        }
        (storage + index).initialize(to: object)
        count += 1
    }

    /// Adds `object` at the end.
    func append(_ object: consuming Element) {
        insert(object, at: count)
    }

    /// Removes the objects that satisfy `shouldBeRemoved`, keeping the others in order; asks
    /// about each object once.
    func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        prepareForChange(adding: 0)
        count = storage.removeAll(count: count) { Self.lent(at: 0, in: $0)._withUnsafeGuaranteedRef(shouldBeRemoved) }
    }

    // MARK: Walks and changes

    @inline(__always)
    private func beginWalk() -> (UnsafeMutablePointer<Element>, Int) {
        walks &+= 1
        return (storage, count)
    }

    @inline(__always)
    private func endWalk() {
        walks &-= 1
        if walks == 0, !retired.isEmpty {
            freeRetiredStorage()
        }
    }

    /// Makes room for `added` more objects, in new storage when a walk is reading the current one:
    /// the objects are copied (each retained again) and the old storage waits for the walks.
    @inline(__always)
    private func prepareForChange(adding added: Int) {
        if walks > 0 || count + added > capacity {
            moveToNewStorage(adding: added)
        }
    }

    /// The work of ``prepareForChange(adding:)``, rarely needed.
    private func moveToNewStorage(adding added: Int) {
        let needed = count + added
        let newCapacity = needed > capacity ? Swift.max(capacity * 2, needed) : capacity
        let replacement = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if walks > 0 {
            replacement.initialize(from: storage, count: count)
            // Taken out and put back, as the engine changes its arrays (``Swift/Array/takeAll()``).
            var waiting = retired.takeAll()
            waiting.append((storage, count))
            retired.putBack(&waiting)
        } else {
            replacement.moveInitialize(from: storage, count: count)
            storage.deallocate()
        }
        storage = replacement
        capacity = newCapacity
    }

    private func freeRetiredStorage() {
        let freed = retired.takeAll()
        for (storage, count) in freed {
            storage.deinitialize(count: count)
            storage.deallocate()
        }
    }

    /// The object at `index`, read as an `Unmanaged` reference, which is not counted.
    @inline(__always)
    private static func lent(at index: Int, in base: UnsafeMutablePointer<Element>) -> Unmanaged<Element> {
        UnsafeRawPointer(base + index).load(as: Unmanaged<Element>.self)
    }
}
