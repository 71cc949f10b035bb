import Testing
@testable import GestureArbiter

@Suite("Removal in place")
struct InPlaceRemovalTests {
    @Test("removal keeps the other elements in order, asks about each element once, and keeps the storage", arguments: [
        [Int](), [1], [2], [1, 2, 3, 4, 5, 6], [2, 4, 6], [1, 3, 5], [2, 1, 4, 3, 6, 5, 8],
    ])
    func keepsTheRestInOrder(numbers: [Int]) {
        var array = numbers
        array.reserveCapacity(16)
        let capacity = array.capacity
        var asked: [Int] = []
        array.removeAllKeepingStorage { number in
            asked.append(number)
            return number.isMultiple(of: 2)
        }
        #expect(array == numbers.filter { !$0.isMultiple(of: 2) })
        #expect(asked == numbers)
        #expect(array.capacity == capacity)
    }

    @Test("an array from which nothing is removed is left as it was, its storage still shared")
    func removingNothingTouchesNothing() {
        let original = [1, 3, 5]
        var array = original
        array.removeAllKeepingStorage { $0.isMultiple(of: 2) }
        #expect(array == original)
        // Still the original's storage: nothing was written, so nothing was copied.
        #expect(array.withUnsafeBufferPointer { $0.baseAddress } == original.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test("the removed objects are released, and the kept ones are not")
    func releasesTheRemoved() {
        final class Item {
            let keep: Bool
            init(keep: Bool) { self.keep = keep }
        }
        weak var removed: Item?
        weak var kept: Item?
        var items: [Item] = []
        do {
            let toRemove = Item(keep: false)
            let toKeep = Item(keep: true)
            removed = toRemove
            kept = toKeep
            items = [toRemove, toKeep]
        }
        items.removeAllKeepingStorage { !$0.keep }
        #expect(removed == nil)
        #expect(kept != nil)
        #expect(items.count == 1)
    }
}
