extension Array {
    /// The elements, moved out: the array is left empty, and nothing is copied or released.
    ///
    /// The engine changes the arrays that its classes keep and change on every event (the
    /// touches of a recognizer, the arbiter's queue) out of place: taken into a local variable,
    /// changed there, and swapped back. Each access to the property then only moves the array,
    /// so the compiler proves every access to it exclusive instead of checking each at run time;
    /// changed in place, an append that grows the storage or a removal that releases an element
    /// would run inside the access, and keep the check on every read too (HotPathIdioms).
    mutating func takeAll() -> [Element] {
        var taken: [Element] = []
        swap(&self, &taken)
        return taken
    }

    /// Puts back the elements ``takeAll()`` took, after they were changed: they move in, and
    /// `elements` is left holding this array's (empty) storage, released after the access.
    mutating func putBack(_ elements: inout [Element]) {
        swap(&self, &elements)
    }

    /// Empties the array and keeps its storage for the next event. The engine's arrays hold a few
    /// elements, and popping them is several times cheaper than `removeAll(keepingCapacity:)`,
    /// which goes through the generic `replaceSubrange`.
    mutating func removeAllKeepingStorage() {
        while popLast() != nil {}
    }

    /// Appends the elements of `elements` one at a time: `append(contentsOf:)` goes through a
    /// generic copy even for the one touch most of the engine's arrays receive.
    mutating func appendEach(of elements: [Element]) {
        for element in elements {
            append(element)
        }
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the others in order and the
    /// storage for the next event; nothing is touched when no element is removed. The kept
    /// elements move forward by swaps and the removed ones, gathered at the end, are popped:
    /// `removeAll(where:)` ends in the generic `replaceSubrange`, even when it removes nothing.
    mutating func removeAllKeepingStorage(where shouldBeRemoved: (Element) -> Bool) {
        guard var keptCount = firstIndex(where: shouldBeRemoved) else { return }
        for index in (keptCount + 1)..<endIndex where !shouldBeRemoved(self[index]) {
            swapAt(keptCount, index)
            keptCount += 1
        }
        while count > keptCount {
            _ = popLast()
        }
    }
}

extension Dictionary {
    /// The entries, moved out, as ``Array/takeAll()`` moves an array's elements.
    mutating func takeAll() -> [Key: Value] {
        // Not the literal `[:]`, whose initializer is not inlined: a call inside the access
        // would keep the run-time check on every access to the property.
        var taken = [Key: Value]()
        swap(&self, &taken)
        return taken
    }

    /// Puts back the entries ``takeAll()`` took, after they were changed.
    mutating func putBack(_ entries: inout [Key: Value]) {
        swap(&self, &entries)
    }
}
