import Testing
@testable import GestureArbiter

@Suite("Snapshot buffer")
struct SnapshotBufferTests {
    final class Item {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    private func numbers(_ buffer: SnapshotBuffer<Item>) -> [Int] {
        buffer.elements.map(\.number)
    }

    @Test("insertion and appending keep the order asked for, growing past the capacity, and searches find by position, by partition and by condition")
    func insertsAndSearches() {
        let buffer = SnapshotBuffer<Item>(capacity: 1)
        let items = (1...5).map(Item.init)
        buffer.insert(items[1], at: 0)
        buffer.insert(items[3], at: 1)
        buffer.insert(items[0], at: 0)
        buffer.insert(items[2], at: 2)
        buffer.insert(items[4], at: 4)
        buffer.append(Item(6))
        #expect(numbers(buffer) == [1, 2, 3, 4, 5, 6])
        #expect(buffer.count == 6)
        #expect(buffer.readLent(at: 2) { $0 === items[2] })
        #expect(buffer.readLent(at: 5, \.number) == 6)
        #expect(buffer.partitionPoint { $0.number > 3 } == 3)
        #expect(buffer.partitionPoint { $0.number > 6 } == 6)
        #expect(buffer.partitionPoint { _ in true } == 0)
        var asked: [Int] = []
        #expect(buffer.containsLent { item in
            asked.append(item.number)
            return item.number == 2
        })
        #expect(asked == [1, 2])
        buffer.removeAll { $0.number.isMultiple(of: 2) }
        #expect(numbers(buffer) == [1, 3, 5])
        #expect(!SnapshotBuffer<Item>().containsLent { _ in true })
    }

    @Test("a walk sees the objects as they were when it began, whatever its body adds or removes; the next walk sees the changes")
    func walksSeeASnapshot() {
        let buffer = SnapshotBuffer<Item>()
        for number in 1...3 {
            buffer.insert(Item(number), at: buffer.count)
        }
        var visited: [Int] = []
        buffer.forEachLent { item in
            visited.append(item.number)
            if item.number == 1 {
                buffer.removeAll { $0.number == 2 }
                buffer.insert(Item(0), at: 0)
            }
        }
        #expect(visited == [1, 2, 3])
        #expect(numbers(buffer) == [0, 1, 3])

        var searched: [Int] = []
        let found = buffer.containsLent { item in
            searched.append(item.number)
            buffer.removeAll { _ in true }
            return item.number == 3
        }
        #expect(found)
        #expect(searched == [0, 1, 3])
        #expect(buffer.isEmpty)
    }

    @Test("an object removed during a walk stays alive until the outermost walk ends, then is released")
    func removedObjectsWaitForTheWalks() {
        let buffer = SnapshotBuffer<Item>()
        weak var removed: Item?
        do {
            let item = Item(1)
            removed = item
            buffer.insert(item, at: 0)
            buffer.insert(Item(2), at: 1)
        }
        var aliveInsideTheWalks: [Bool] = []
        buffer.forEachLent { outer in
            guard outer.number == 1 else { return }
            buffer.forEachLent { inner in
                guard inner.number == 2 else { return }
                buffer.removeAll { $0.number == 1 }
            }
            // The inner walk has ended, but this one is still reading the old storage.
            aliveInsideTheWalks.append(removed != nil)
            aliveInsideTheWalks.append(outer.number == 1)
        }
        #expect(aliveInsideTheWalks == [true, true])
        #expect(removed == nil)
        #expect(numbers(buffer) == [2])
    }

    @Test("the objects are released when removed outside a walk, and when the buffer goes")
    func releasesItsObjects() {
        weak var removed: Item?
        weak var kept: Item?
        var buffer: SnapshotBuffer<Item>? = SnapshotBuffer(capacity: 1)
        do {
            let first = Item(1)
            let second = Item(2)
            removed = first
            kept = second
            buffer?.insert(first, at: 0)
            buffer?.insert(second, at: 1)
        }
        buffer?.removeAll { $0.number == 1 }
        #expect(removed == nil)
        #expect(kept != nil)
        buffer = nil
        #expect(kept == nil)
    }
}
