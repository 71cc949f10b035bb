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
        buffer = nil
        #expect(kept == nil)
    }
}
