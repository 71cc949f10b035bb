import Testing
@testable import GestureArbiter

@Suite("Lent elements")
struct LentElementsTests {
    final class Item {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test("a lent loop visits the array as it was when it began, in order, even when the body empties the array")
    func visitsASnapshotInOrder() {
        var items = [Item(1), Item(2), Item(3)]
        var visited: [Int] = []
        items.forEachLent { item in
            visited.append(item.number)
            // The loop's array keeps the elements alive: dropping the variable's copy changes nothing.
            items.removeAll()
        }
        #expect(visited == [1, 2, 3])
        #expect(items.isEmpty)
    }

    @Test("a lent search stops at the first element that satisfies it, and answers false for none")
    func searchStopsAtTheFirstMatch() {
        let items = [Item(1), Item(2), Item(3), Item(4)]
        var asked: [Int] = []
        #expect(items.containsLent { item in
            asked.append(item.number)
            return item.number.isMultiple(of: 2)
        })
        #expect(asked == [1, 2])
        #expect(!items.containsLent { $0.number > 4 })
        #expect(![Item]().containsLent { _ in true })
    }

    @Test("a lent search from the end answers the last element's answer that is not nil, asking no further")
    func searchFromTheEnd() {
        let items = [Item(1), Item(2), Item(3), Item(4)]
        var asked: [Int] = []
        let answer = items.lastAnswerLent { item in
            asked.append(item.number)
            return item.number < 3 ? "item \(item.number)" : nil
        }
        #expect(answer == "item 2")
        #expect(asked == [4, 3, 2])
        #expect(items.lastAnswerLent { _ in Int?.none } == nil)
        #expect([Item]().lastAnswerLent { $0.number } == nil)
    }
}
