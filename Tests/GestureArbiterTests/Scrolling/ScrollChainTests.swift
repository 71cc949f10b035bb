import Testing
@testable import GestureArbiter

/// Seed 002's layout with a ``ScrollChain`` instead of scheme III's pinned offsets: a vertical
/// root scroll view (content 867 tall, so it stops at 200) holding a 200 pt header with a button,
/// and below it a horizontal pager of two vertical lists (2000 tall), the lists chained to the root.
private struct ChainedScene {
    let window = Window.recording(width: 375, height: 667)
    let root = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let header = View(id: "header", frame: Rect(x: 0, y: 0, width: 375, height: 200))
    let headerButton = Button(frame: Rect(x: 20, y: 140, width: 100, height: 44))
    let pager = ScrollView(frame: Rect(x: 0, y: 200, width: 375, height: 667))
    let list1 = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let list2 = ScrollView(frame: Rect(x: 375, y: 0, width: 375, height: 667))
    let chain: ScrollChain

    init() {
        root.identifier = "root"
        pager.identifier = "pager"
        list1.identifier = "list1"
        list2.identifier = "list2"
        headerButton.identifier = "headerButton"
        root.contentSize = Size(width: 375, height: 867)
        pager.contentSize = Size(width: 750, height: 667)
        pager.isPagingEnabled = true
        list1.contentSize = Size(width: 375, height: 2000)
        list2.contentSize = Size(width: 375, height: 2000)
        window.addSubview(root)
        root.addSubview(header)
        header.addSubview(headerButton)
        root.addSubview(pager)
        pager.addSubview(list1)
        pager.addSubview(list2)
        chain = ScrollChain(parent: root, children: [list1, list2])
    }

    /// The root's offset plus the current page's list's: where the chain stands.
    func combined(_ list: ScrollView) -> Double {
        root.contentOffset.y + list.contentOffset.y
    }

    /// A vertical drag of `moves` steps of `step` pt, `interval` ms apart, from (x, y) at `time`;
    /// returns the (root, list) offsets after each move. The finger stays down.
    @discardableResult
    func drag(_ id: Int, x: Double = 187, from y: Double, step: Double, moves: Int, interval: Double = 16, at time: Double, list: ScrollView) throws -> [(root: Double, list: Double)] {
        try window.send(.began(id, x, y), at: time)
        var samples: [(root: Double, list: Double)] = []
        for move in 1...moves {
            try window.send(.moved(id, x, y + step * Double(move)), at: time + interval * Double(move))
            samples.append((root.contentOffset.y, list.contentOffset.y))
        }
        return samples
    }

    /// Lifts finger `id` where it is at `time`.
    func lift(_ id: Int, at time: Double) throws {
        let touch = try #require(window.activeTouches.first { $0.id == id })
        try window.send(.ended(id, touch.locationInWindow.x, touch.locationInWindow.y), at: time)
    }

    /// The chain's combined offset at every frame until the glide settles: (time in ms, offset).
    func glideFrames(_ list: ScrollView) -> [(time: Double, offset: Double)] {
        var frames: [(time: Double, offset: Double)] = []
        while window.clock.hasPendingTimers {
            let next = window.clock.nextFrame(after: window.clock.now)
            window.clock.advance(to: next)
            frames.append((next.milliseconds, combined(list)))
        }
        return frames
    }

    /// The velocity `scrollViewWillEndDragging` reported, in points per second of content movement.
    var releaseVelocity: Double? {
        guard let record = window.trace.records.last(where: { $0.event == "willEndDragging" }),
              let field = record.details.first(where: { $0.name == "velocity" }),
              case let .list(components) = field.value, components.count == 2,
              case let .number(y) = components[1] else { return nil }
        return y * 1000
    }
}

@Suite("Scroll chains")
struct ScrollChainTests {
    @Test("a drag up on the list collapses the header first, then scrolls the list, every move exactly the finger's")
    func dragCollapsesThenScrolls() throws {
        let scene = ChainedScene()
        let samples = try scene.drag(1, from: 600, step: -20, moves: 20, at: 0, list: scene.list1)
        // The first move starts the drag and moves the content by its 10 pt past the threshold (S4);
        // each later move by the finger's 20 pt.
        let combined = samples.map { $0.root + $0.list }
        #expect(combined.first == 10)
        #expect(zip(combined, combined.dropFirst()).allSatisfy { abs(($1 - $0) - 20) < 1e-9 })
        #expect(samples.map(\.root).prefix(11) == [10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 200])
        #expect(samples.map(\.list) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 30, 50, 70, 90, 110, 130, 150, 170, 190])
        #expect(scene.window.gestureEnvironment.involved.contains { $0 === scene.list1.panGestureRecognizer })
        #expect(!scene.window.trace.records.contains { $0.subject == "root" && $0.event == "willBeginDragging" })
    }

    @Test("a drag down on a scrolled list scrolls it to its top first, then shows the header, and only the root rubber-bands")
    func dragDownEmptiesChildThenParent() throws {
        let scene = ChainedScene()
        scene.root.contentOffset.y = 200
        scene.list1.contentOffset.y = 100
        let samples = try scene.drag(1, from: 300, step: 25, moves: 16, at: 0, list: scene.list1)
        // The first move's 15 pt past the threshold, then 25 pt a move.
        #expect(samples.prefix(6).map(\.list) == [85, 60, 35, 10, 0, 0])
        #expect(samples.prefix(6).map(\.root) == [200, 200, 200, 200, 185, 160])
        #expect(samples.allSatisfy { $0.list >= 0 })
        // Past the root's start the finger's last 75 pt show rubber-banded, as less than 75 pt.
        let last = try #require(samples.last)
        #expect(last.root < 0 && last.root > -75)
        try scene.lift(1, at: 1000)
        scene.window.clock.advance(by: .seconds(3))
        #expect(scene.root.contentOffset.y == 0 && scene.list1.contentOffset.y == 0)
    }

    @Test("a fling from the header's scroll view crosses into the list with no change of speed at the hand-off and travels the single-scroll-view distance")
    func flingCrossesIntoChild() throws {
        let scene = ChainedScene()
        // A quick drag on the header, 40 pt every 16 ms, lifted while moving.
        try scene.drag(1, from: 190, step: -40, moves: 4, at: 0, list: scene.list1)
        try scene.window.send(.ended(1, 187, 30), at: 64)
        let velocity = try #require(scene.releaseVelocity)
        let start = scene.combined(scene.list1)
        let frames = scene.glideFrames(scene.list1)
        let handOff = try #require(frames.firstIndex { $0.offset > 200 })
        let speeds = zip(frames, frames.dropFirst()).map { ($1.offset - $0.offset) / ($1.time - $0.time) * 1000 }
        // The speed changes at the hand-off frame by no more than at the frame before it: the
        // same deceleration curve, no drop, no spike.
        let changeAtHandOff = abs(speeds[handOff] - speeds[handOff - 1])
        let changeBefore = abs(speeds[handOff - 1] - speeds[handOff - 2])
        #expect(changeAtHandOff <= changeBefore * 1.01 + 0.01, "speeds around the hand-off: \(speeds[(handOff - 2)...(handOff + 1)])")
        #expect(scene.root.contentOffset.y == 200)
        let travelled = scene.combined(scene.list1) - start
        #expect(abs(travelled - ScrollPhysics.decelerationDistance(velocity: velocity, rate: DecelerationRate.normal.rawValue)) < 2)
        #expect(scene.list1.contentOffset.y > 0 && !scene.list1.isDecelerating && !scene.root.isDecelerating)
    }

    @Test("a fling down on a scrolled list empties the list, then carries on in the root with the same curve and the same distance")
    func flingCrossesIntoParent() throws {
        let scene = ChainedScene()
        scene.root.contentOffset.y = 200
        scene.list1.contentOffset.y = 600
        try scene.drag(1, from: 200, step: 20, moves: 4, at: 0, list: scene.list1)
        try scene.window.send(.ended(1, 187, 280), at: 64)
        let velocity = try #require(scene.releaseVelocity)
        let start = scene.combined(scene.list1)
        let frames = scene.glideFrames(scene.list1)
        let handOff = try #require(frames.firstIndex { $0.offset < 200 })
        let speeds = zip(frames, frames.dropFirst()).map { ($1.offset - $0.offset) / ($1.time - $0.time) * 1000 }
        #expect(abs(speeds[handOff] - speeds[handOff - 1]) <= abs(speeds[handOff - 1] - speeds[handOff - 2]) * 1.01 + 0.01)
        #expect(scene.list1.contentOffset.y == 0)
        #expect(scene.root.contentOffset.y > 0 && scene.root.contentOffset.y < 200)
        let travelled = scene.combined(scene.list1) - start
        #expect(abs(travelled - ScrollPhysics.decelerationDistance(velocity: velocity, rate: DecelerationRate.normal.rawValue)) < 2)
    }

    @Test("seed 002's steps (page 1 scrolled with the header hidden, page 2, header pulled down, back to page 1, a slight drag each way): each list keeps its offset and no move jumps")
    func pagesKeepTheirOffsets() throws {
        let scene = ChainedScene()
        // Page 1: 500 pt up, then held still and lifted: the header is hidden, the list scrolled.
        try scene.drag(1, from: 620, step: -20, moves: 25, at: 0, list: scene.list1)
        try scene.lift(1, at: 1000)
        #expect(scene.root.contentOffset.y == 200)
        let list1Offset = scene.list1.contentOffset.y
        #expect(list1Offset == 290)

        // Page 2, where the header is pulled fully down (past its start, then springs back).
        scene.pager.contentOffset = Point(x: 375, y: 0)
        #expect(scene.chain.activeChild === scene.list2)
        try scene.drag(2, from: 300, step: 20, moves: 15, at: 2000, list: scene.list2)
        try scene.lift(2, at: 3000)
        scene.window.clock.advance(to: .milliseconds(5000))
        #expect(scene.root.contentOffset.y == 0 && scene.list2.contentOffset.y == 0)
        #expect(scene.list1.contentOffset.y == list1Offset)

        // Back to page 1, which kept its list's offset; a slight drag up, then down.
        scene.pager.contentOffset = .zero
        var previous = (root: scene.root.contentOffset.y, list: scene.list1.contentOffset.y)
        try scene.window.send(.began(3, 187, 400), at: 6000)
        for (index, y) in [380, 360, 340, 320, 340, 360, 380, 400, 420, 440].enumerated() {
            try scene.window.send(.moved(3, 187, Double(y)), at: 6016 + Double(index) * 16)
            let now = (root: scene.root.contentOffset.y, list: scene.list1.contentOffset.y)
            // The finger moves 20 pt a move: neither offset may change by more.
            #expect(abs(now.root - previous.root) <= 20 && abs(now.list - previous.list) <= 20, "move \(index): \(previous) to \(now)")
            previous = now
        }
        // Up (the first move starts the drag with its 10 pt past the threshold, three more
        // follow): the header collapsed first, root 0 to 70, while the list stayed at 290; down,
        // six moves: the list scrolled back first, 290 to 170, and the root stayed.
        #expect(scene.root.contentOffset.y == 70)
        #expect(scene.list1.contentOffset.y == 170)
    }

    @Test("a tap on the header's button fires it; a quick drag from the same button moves the chain")
    func headerButtonTapAndDrag() throws {
        let scene = ChainedScene()
        var taps = 0
        scene.headerButton.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        try scene.window.tap(1, 70, 162, at: 0)
        #expect(taps == 1)
        let samples = try scene.drag(2, x: 70, from: 162, step: -30, moves: 10, at: 1000, list: scene.list1)
        try scene.lift(2, at: 2000)
        #expect(taps == 1)
        // Ten moves of 30 pt, less the 10 pt threshold.
        #expect(samples.last.map { $0.root + $0.list } == 290)
        #expect(scene.root.contentOffset.y == 200 && scene.list1.contentOffset.y == 90)
    }

    @Test("the driver's willEndDragging target is its own part of the chain's: the root flung from the header is told 200, where it rests")
    func ownTarget() throws {
        let scene = ChainedScene()
        try scene.drag(1, from: 190, step: -40, moves: 4, at: 0, list: scene.list1)
        try scene.window.send(.ended(1, 187, 30), at: 64)
        let target = try #require(scene.window.trace.records.last { $0.event == "willEndDragging" })
        #expect(target.summary.hasSuffix("targetOffset=[0, 200]"))
        scene.window.clock.advance(by: .seconds(5))
        #expect(scene.root.contentOffset.y == 200)
    }

    @Test("a list whose drag ends in a pull past the root's start, removed before its first frame, leaves the root to spring back by itself")
    func driverRemovedMidPull() throws {
        let scene = ChainedScene()
        try scene.drag(1, from: 300, step: 30, moves: 6, at: 0, list: scene.list1)
        #expect(scene.root.contentOffset.y < 0)
        try scene.lift(1, at: 200)
        scene.list1.removeFromSuperview()
        scene.window.clock.advance(by: .seconds(3))
        #expect(scene.root.contentOffset.y == 0)
        #expect(scene.root.motion == .idle && scene.list1.motion == .idle)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("a drag on another scroll view of the chain stops the first one's glide, and a bounce past its own edge springs back inside")
    func takeOverSpringsBackInside() throws {
        let scene = ChainedScene()
        scene.list1.alwaysBounceHorizontal = true
        // A diagonal flick on list1: vertical glide through the chain, horizontal pull past its
        // left edge springing back.
        try scene.window.send(.began(1, 100, 600), at: 0)
        for step in 1...4 {
            try scene.window.send(.moved(1, 100 + Double(step) * 30, 600 - Double(step) * 40), at: Double(step) * 16)
        }
        try scene.window.send(.ended(1, 220, 440), at: 64)
        scene.window.clock.advance(to: .milliseconds(80))
        #expect(scene.list1.contentOffset.x < 0)
        // A drag on the header's scroll view takes the chain over mid-bounce.
        try scene.drag(2, x: 300, from: 150, step: -15, moves: 3, at: 90, list: scene.list1)
        try scene.lift(2, at: 500)
        scene.window.clock.advance(by: .seconds(5))
        #expect(scene.list1.contentOffset.x == 0)
        #expect(scene.list1.motion == .idle && scene.root.motion == .idle)
    }

    @Test("a child taken out of the parent leaves the chain to its parent alone: a drag on the header moves only the root")
    func removedChildLeavesTheChain() throws {
        let scene = ChainedScene()
        scene.list1.removeFromSuperview()
        scene.list2.removeFromSuperview()
        let samples = try scene.drag(1, from: 190, step: -40, moves: 10, at: 0, list: scene.list1)
        #expect(scene.chain.engagedChild == nil)
        #expect(samples.allSatisfy { $0.list == 0 })
        // 360 pt of finger past the first move: the root goes to 200, then rubber-bands.
        #expect(scene.root.contentOffset.y > 200 && scene.root.contentOffset.y < 360)
    }
}
