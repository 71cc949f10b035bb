import Testing
@testable import GestureArbiter

final class SchemeIII: ScrollViewDelegate, GestureRecognizerDelegate {
    let headerStickyHeight = 200.0
    var canParentViewScroll = true
    var canChildViewScroll = false
    unowned let root: ScrollView
    var children: [ScrollView]
    init(root: ScrollView, children: [ScrollView]) { self.root = root; self.children = children }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        children.contains { $0.panGestureRecognizer === other }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === root {
            if !canParentViewScroll {
                root.contentOffset.y = headerStickyHeight
                canChildViewScroll = true
            } else if scrollView.contentOffset.y >= headerStickyHeight {
                root.contentOffset.y = headerStickyHeight
                canParentViewScroll = false
                canChildViewScroll = true
            }
        } else {
            if !canChildViewScroll {
                scrollView.contentOffset.y = 0
            } else if scrollView.contentOffset.y <= 0 {
                canChildViewScroll = false
                canParentViewScroll = true
            }
        }
    }
}

struct Seed002Scene {
    let window = Window.recording(width: 375, height: 667)
    let root = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let header = View(id: "header", frame: Rect(x: 0, y: 0, width: 375, height: 200))
    let pager = ScrollView(frame: Rect(x: 0, y: 200, width: 375, height: 667))
    let list1 = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let list2 = ScrollView(frame: Rect(x: 375, y: 0, width: 375, height: 667))
    let scheme: SchemeIII

    init() {
        root.identifier = "root"; pager.identifier = "pager"; list1.identifier = "list1"; list2.identifier = "list2"
        root.contentSize = Size(width: 375, height: 867)
        pager.contentSize = Size(width: 750, height: 667)
        pager.isPagingEnabled = true
        list1.contentSize = Size(width: 375, height: 2000)
        list2.contentSize = Size(width: 375, height: 2000)
        window.addSubview(root)
        root.addSubview(header)
        root.addSubview(pager)
        pager.addSubview(list1)
        pager.addSubview(list2)
        scheme = SchemeIII(root: root, children: [list1, list2])
        root.panGestureRecognizer.delegate = scheme
        root.delegate = scheme
        list1.delegate = scheme
        list2.delegate = scheme
    }

    func drag(_ id: Int, x: Double = 187, from y: Double, by distance: Double, steps: Int, every ms: Double = 20, at time: Double, lift: Bool = true) throws {
        try window.send(.began(id, x, y), at: time)
        for step in 1...steps {
            try window.send(.moved(id, x, y + distance * Double(step) / Double(steps)), at: time + Double(step) * ms)
        }
        if lift {
            try window.send(.ended(id, x, y + distance), at: time + Double(steps) * ms)
        }
    }

    func log() -> [String] {
        window.trace.records.filter { ($0.kind == .scroll || $0.kind == .gesture) && !$0.subject.hasSuffix(".delay") && $0.event != "changed" && $0.event != "possible" }
            .map { "\(TraceValue.format($0.time.milliseconds)) \($0.summary)" }
    }
}

@Suite("Seed 002: nested scrolling, scheme III")
struct Seed002NestedScrollTests {
    @Test("explore fling")
    func exploreFling() throws {
        let scene = Seed002Scene()
        scene.list1.transfersVerticalScrollingToParent = false
        scene.list2.transfersVerticalScrollingToParent = false
        try scene.drag(1, from: 600, by: -120, steps: 6, every: 10, at: 0)
        scene.window.clock.advance(to: .milliseconds(5000))
        for r in scene.window.trace.records where r.kind == .scroll { print(TraceValue.format(r.time.milliseconds), r.summary) }
        print(scene.root.contentOffset, scene.list1.contentOffset)
    }

    @Test("explore jump")
    func exploreJump() throws {
        let scene = Seed002Scene()
        scene.list1.transfersVerticalScrollingToParent = false
        scene.list2.transfersVerticalScrollingToParent = false
        try scene.drag(1, from: 600, by: -300, steps: 15, at: 0, lift: false)
        try scene.window.send(.ended(1, 187, 300), at: 1000)
        print("after 1", scene.root.contentOffset, scene.list1.contentOffset, scene.scheme.canParentViewScroll, scene.scheme.canChildViewScroll)
        scene.pager.contentOffset = Point(x: 375, y: 0)
        let n = scene.window.trace.records.count
        try scene.drag(2, from: 300, by: 300, steps: 15, at: 2000, lift: false)
        try scene.window.send(.ended(2, 187, 600), at: 3000)
        scene.window.clock.advance(to: .milliseconds(5000))
        for r in scene.window.trace.records[n...] where r.kind == .scroll || (r.kind == .gesture && r.subject.hasSuffix("pan") && r.event != "changed") { print(TraceValue.format(r.time.milliseconds), r.summary) }
        print("after 2", scene.root.contentOffset, scene.list1.contentOffset, scene.list2.contentOffset, scene.scheme.canParentViewScroll, scene.scheme.canChildViewScroll)
        scene.pager.contentOffset = Point(x: 0, y: 0)
        let m = scene.window.trace.records.count
        try scene.drag(3, from: 400, by: -30, steps: 3, at: 6000, lift: false)
        try scene.window.send(.ended(3, 187, 370), at: 7000)
        scene.window.clock.advance(to: .milliseconds(9000))
        for r in scene.window.trace.records[m...] where r.kind == .scroll || (r.kind == .gesture && r.subject.hasSuffix("pan")) { print(TraceValue.format(r.time.milliseconds), r.summary) }
    }

    @Test("explore")
    func explore() throws {
        let scene = Seed002Scene()
        try scene.drag(1, from: 600, by: -400, steps: 20, at: 0)
        for line in scene.log() { print(line) }
        scene.window.clock.advance(to: .milliseconds(5000))
        print(scene.root.contentOffset, scene.list1.contentOffset)
    }
}
