import Foundation
import Testing
@testable import GestureArbiter

/// A collection of `count` items of 100 × 100 pt in a 320 × 480 window; it logs the delegate's calls.
private final class GridScene: CollectionViewDataSource, CollectionViewDelegate {
    let window = Window.recording(width: 320, height: 480)
    let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let count: Int
    var calls: [String] = []
    var shouldSelect = true
    var shouldDeselect = true

    init(count: Int = 60, configure: (CollectionView) -> Void = { _ in }) {
        self.count = count
        grid.identifier = "grid"
        grid.itemSize = Size(width: 100, height: 100)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = self
        grid.delegate = self
        configure(grid)
        window.addSubview(grid)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return shouldSelect
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return shouldDeselect
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }

    func tap(_ x: Double, _ y: Double, at start: Double) throws {
        try window.send([.began(1, x, y)], at: .milliseconds(start))
        try window.send([.ended(1, x, y)], at: .milliseconds(start + 50))
    }
}

@Suite("Collection views (L1)")
struct CollectionViewTests {
    @Test("selectItem scrolls the item to the position asked for on each axis it names, within the content; an empty position does not scroll")
    func selectItemScrollPosition() {
        let scene = GridScene()
        let item = IndexPath(item: 30, section: 0)   // line 10: y 1100 to 1200
        scene.grid.selectItem(at: item, animated: false, scrollPosition: [])
        #expect(scene.grid.contentOffset == .zero && scene.grid.indexPathsForSelectedItems == [item])
        scene.grid.selectItem(at: item, animated: false, scrollPosition: .top)
        #expect(scene.grid.contentOffset == Point(x: 0, y: 1100))
        scene.grid.selectItem(at: item, animated: false, scrollPosition: .centeredVertically)
        #expect(scene.grid.contentOffset == Point(x: 0, y: 1150 - 240))
        scene.grid.selectItem(at: item, animated: false, scrollPosition: .bottom)
        #expect(scene.grid.contentOffset == Point(x: 0, y: 1200 - 480))
        // The last line cannot reach the top: the offset stops at the content's end (2190 - 480).
        scene.grid.scrollToItem(at: IndexPath(item: 59, section: 0), at: [.top, .left], animated: false)
        #expect(scene.grid.contentOffset == Point(x: 0, y: 1710))
        #expect(scene.calls.isEmpty)
    }

    @Test("a horizontal collection scrolls along x to the position asked for, and keeps y when no vertical position is named")
    func horizontalScrollPosition() {
        let scene = GridScene { $0.scrollDirection = .horizontal }
        let item = IndexPath(item: 20, section: 0)
        let frame = scene.grid.frameForItem(at: item) ?? .zero
        scene.grid.scrollToItem(at: item, at: .centeredHorizontally, animated: false)
        #expect(scene.grid.contentOffset == Point(x: frame.midX - 160, y: 0))
        scene.grid.scrollToItem(at: item, at: .right, animated: false)
        #expect(scene.grid.contentOffset == Point(x: frame.maxX - 320, y: 0))
    }

    @Test("a vertical flow puts as many items on a line as fit, spread evenly, and lines 10 pt apart; only the items on screen have cells")
    func verticalFlow() {
        let scene = GridScene()
        // Three items of 100 pt fit across 320 pt with 10 pt between them: spread, 10 pt apart.
        #expect(scene.grid.frameForItem(at: IndexPath(item: 4, section: 0)) == Rect(x: 110, y: 110, width: 100, height: 100))
        #expect(scene.grid.contentSize == Size(width: 320, height: 20 * 100 + 19 * 10))
        #expect(scene.grid.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        scene.grid.contentOffset = Point(x: 0, y: 1000)
        // Lines 9 (y 990) to 13 (y 1430) are on screen.
        #expect(scene.grid.indexPathsForVisibleItems.first == IndexPath(item: 27, section: 0))
        #expect(scene.grid.indexPathsForVisibleItems.last == IndexPath(item: 41, section: 0))
        #expect(scene.grid.indexPathForItem(at: Point(x: 105, y: 1050)) == nil)
        #expect(scene.grid.indexPathForItem(at: Point(x: 150, y: 1050)) == IndexPath(item: 28, section: 0))
    }

    @Test("a horizontal flow fills columns down the view and scrolls across")
    func horizontalFlow() {
        let scene = GridScene { $0.scrollDirection = .horizontal }
        // Four items of 100 pt fit down 480 pt: spread 26.667 pt apart.
        let frame = scene.grid.frameForItem(at: IndexPath(item: 5, section: 0))
        #expect(frame?.minX == 110 && abs((frame?.minY ?? 0) - (100 + 80.0 / 3)) < 1e-9)
        #expect(scene.grid.contentSize == Size(width: 15 * 100 + 14 * 10, height: 480))
        #expect(scene.grid.scrollsHorizontally && !scene.grid.scrollsVertically)
    }

    @Test("a tap asks shouldSelectItemAt before the highlight goes, as Apple's collection view guide orders it")
    func tapOrder() throws {
        let scene = GridScene()
        try scene.tap(150, 150, at: 0)
        #expect(scene.calls == ["didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        let events = scene.window.trace.records.filter { $0.kind == .list }.map(\.event)
        #expect(events == ["shouldHighlightItem", "didHighlightItem", "shouldSelectItem", "didUnhighlightItem", "didSelectItem"])
        try scene.tap(50, 50, at: 1000)
        #expect(scene.calls.suffix(4) == ["shouldSelect 0", "didUnhighlight 0", "didDeselect 4", "didSelect 0"])
        #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        scene.shouldSelect = false
        try scene.tap(250, 50, at: 2000)
        #expect(scene.calls.suffix(3) == ["didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
        #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("with multiple selection a tap on a selected item asks shouldDeselectItemAt and deselects it")
    func multipleSelection() throws {
        let scene = GridScene { $0.allowsMultipleSelection = true }
        try scene.tap(50, 50, at: 0)
        try scene.tap(150, 50, at: 1000)
        #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        try scene.tap(50, 50, at: 2000)
        #expect(scene.calls.suffix(3) == ["shouldDeselect 0", "didUnhighlight 0", "didDeselect 0"])
        #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        scene.grid.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(scene.grid.indexPathsForSelectedItems == nil)
    }

    @Test("a list layout lays items out as full-width 44 pt rows and swipes them open with its provider's actions; the delegate hears no swipe, and a tap elsewhere closes the row and selects nothing")
    func listLayoutSwipes() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        var asked: [Int] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            asked.append(indexPath.item)
            return SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }])
        }
        let scene = GridScene { $0.collectionViewLayout = .list(using: configuration) }
        #expect(scene.grid.frameForItem(at: IndexPath(item: 3, section: 0)) == Rect(x: 0, y: 132, width: 320, height: 44))
        #expect(scene.grid.contentSize == Size(width: 320, height: 60 * 44))
        #expect(scene.grid.gestureRecognizers.contains { $0 is SwipeActionsPanGestureRecognizer })
        // A drag to the left on row 2 (88 to 132 pt) opens it to its button's width.
        try scene.window.send([.began(1, 300, 100)], at: .zero)
        for step in 1...10 {
            try scene.window.send([.moved(1, 300 - 15 * Double(step), 100)], at: .milliseconds(16 * Double(step)))
        }
        try scene.window.send([.ended(1, 150, 100)], at: .milliseconds(160))
        scene.window.clock.advance(to: .milliseconds(1500))
        #expect(asked == [2])
        #expect(scene.grid.swipedIndexPath == IndexPath(item: 2, section: 0) && scene.grid.rowSwipeState == .open)
        #expect(scene.grid.rowSwipeOffset == -ContextualAction.standardWidth)
        try scene.tap(100, 300, at: 2000)
        scene.window.clock.advance(to: .milliseconds(3000))
        #expect(scene.grid.rowSwipeState == .closed && scene.grid.indexPathsForSelectedItems == nil)
        #expect(!scene.calls.contains { $0.hasPrefix("didSelect") })
    }

    @Test("without a list layout a collection has no swipe pan and lays out its flow")
    func flowHasNoSwipes() {
        let scene = GridScene()
        #expect(!scene.grid.gestureRecognizers.contains { $0 is SwipeActionsPanGestureRecognizer })
        #expect(scene.grid.frameForItem(at: IndexPath(item: 3, section: 0)) == Rect(x: 0, y: 110, width: 100, height: 100))
    }
}
