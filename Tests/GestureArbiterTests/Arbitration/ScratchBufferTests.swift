import Testing
@testable import GestureArbiter

@Suite("Scratch buffer")
struct ScratchBufferTests {
    @Test("appending past the capacity grows the storage and keeps every element in order")
    func growsInOrder() {
        let buffer = ScratchBuffer<Int>(capacity: 2)
        for number in 1...9 {
            buffer.append(number)
        }
        #expect(Array(buffer) == Array(1...9))
        buffer[4] = 50
        #expect(buffer[4] == 50)
        #expect(buffer.count == 9)
    }

    @Test("emptying counts a generation, and the buffer fills again from the start")
    func emptyingCountsAGeneration() {
        let buffer = ScratchBuffer<Int>()
        let first = buffer.generation
        buffer.append(1)
        #expect(buffer.generation == first)
        buffer.removeAll()
        #expect(buffer.isEmpty)
        #expect(buffer.generation == first + 1)
        buffer.append(2)
        #expect(Array(buffer) == [2])
    }

    @Test("insertion and removal move the elements after the place, in order, at both ends and between")
    func insertsAndRemoves() {
        let buffer = ScratchBuffer<Int>(capacity: 1)
        buffer.insert(2, at: 0)
        buffer.insert(4, at: 1)
        buffer.insert(1, at: 0)
        buffer.insert(3, at: 2)
        #expect(Array(buffer) == [1, 2, 3, 4])
        #expect(buffer.remove(at: 3) == 4)
        #expect(buffer.remove(at: 0) == 1)
        #expect(Array(buffer) == [2, 3])
        #expect(buffer.remove(at: 0) == 2)
        #expect(buffer.remove(at: 0) == 3)
        #expect(buffer.isEmpty)
    }

    @Test("discarding destroys the element in place and closes the gap; a partition point is found by halving")
    func discardsAndPartitions() {
        final class Item {
            let number: Int
            init(_ number: Int) { self.number = number }
        }
        let buffer = ScratchBuffer<Item>(capacity: 2)
        for number in 1...6 {
            buffer.append(Item(number))
        }
        #expect(buffer.partitionPoint { $0.number >= 4 } == 3)
        #expect(buffer.partitionPoint { $0.number > 6 } == 6)
        #expect(buffer.partitionPoint { _ in true } == 0)
        weak let third = buffer[2]
        buffer.discard(at: 2)
        #expect(third == nil)
        buffer.discard(at: 4)
        buffer.discard(at: 0)
        #expect(buffer.map(\.number) == [2, 4, 5])
    }

    @Test("removing the last elements keeps the ones below them, as a stack pops what was pushed above")
    func removesTheLast() {
        let buffer = ScratchBuffer<Int>(capacity: 2)
        for number in 1...5 {
            buffer.append(number)
        }
        buffer.removeLast(2)
        #expect(Array(buffer) == [1, 2, 3])
        buffer.removeLast(0)
        #expect(Array(buffer) == [1, 2, 3])
        buffer.append(6)
        #expect(Array(buffer) == [1, 2, 3, 6])
        buffer.removeLast(4)
        #expect(buffer.isEmpty)
    }

    @Test("a lent walk starts where it is told and also visits what its body appends")
    func lentWalkFromAPlace() {
        final class Item {
            let number: Int
            init(_ number: Int) { self.number = number }
        }
        let buffer = ScratchBuffer<Item>(capacity: 1)
        for number in 1...3 {
            buffer.append(Item(number))
        }
        var visited: [Int] = []
        buffer.forEachLent(from: 1) { item in
            visited.append(item.number)
            // Appending grows the storage mid-walk; the walk goes on to the new element.
            if item.number == 3 { buffer.append(Item(4)) }
        }
        #expect(visited == [2, 3, 4])
    }

    @Test("removal by a condition keeps the other elements in order and asks about each once", arguments: [
        [Int](), [1], [2], [1, 2, 3, 4, 5, 6], [2, 4, 6], [1, 3, 5], [2, 1, 4, 3, 6, 5, 8],
    ])
    func removesWhereInOrder(numbers: [Int]) {
        let buffer = ScratchBuffer<Int>()
        for number in numbers {
            buffer.append(number)
        }
        var asked: [Int] = []
        buffer.removeAll { number in
            asked.append(number)
            return number.isMultiple(of: 2)
        }
        #expect(Array(buffer) == numbers.filter { !$0.isMultiple(of: 2) })
        #expect(asked == numbers)
    }

    @Test("the objects it holds are released when it is emptied, overwritten or freed, and kept until then")
    func releasesItsObjects() {
        final class Item {}
        weak var emptied: Item?
        weak var overwritten: Item?
        weak var kept: Item?
        var buffer: ScratchBuffer<Item>? = ScratchBuffer(capacity: 1)
        do {
            let item = Item()
            emptied = item
            buffer?.append(item)
        }
        // Grown past its capacity: the moved element is still held.
        buffer?.append(Item())
        #expect(emptied != nil)
        buffer?.removeAll()
        #expect(emptied == nil)

        do {
            let first = Item()
            let second = Item()
            overwritten = first
            kept = second
            buffer?.append(first)
            buffer?[0] = second
        }
        #expect(overwritten == nil)
        #expect(kept != nil)

        weak var removed: Item?
        weak var taken: Item?
        do {
            let condition = Item()
            let index = Item()
            removed = condition
            taken = index
            buffer?.append(condition)
            buffer?.append(index)
        }
        buffer?.removeAll { $0 === removed }
        #expect(removed == nil)
        _ = buffer?.remove(at: 1)
        #expect(taken == nil)
        #expect(kept != nil)
        buffer = nil
        #expect(kept == nil)
    }
}
