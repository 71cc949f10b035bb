import Testing
import GestureArbiter
import GestureArbiterSwiftUI

@Suite("Attaching gestures")
struct AttachmentTests {
    @Test("with gesture, a child's tap wins over its parent's; with highPriorityGesture the parent's wins; with simultaneousGesture both end", arguments: [
        (GesturePriority.normal, ["child"]), (.high, ["parent"]), (.simultaneous, ["child", "parent"]),
    ])
    func parentAgainstChild(priority: GesturePriority, expected: [String]) throws {
        let scene = SwiftUIScene()
        var ended: [String] = []
        scene.card.onTapGesture { ended.append("child") }
        let parentTap = TapGesture().onEnded { ended.append("parent") }
        switch priority {
        case .normal: scene.container.gesture(parentTap)
        case .high: scene.container.highPriorityGesture(parentTap)
        case .simultaneous: scene.container.simultaneousGesture(parentTap)
        }
        try scene.tap(1, 100, 150, at: 0)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(ended.sorted() == expected)
        let parent = try #require(scene.container.gestureRecognizers.first as? SwiftUIGestureRecognizer)
        #expect(parent.priority == priority)
    }

    @Test("a mask without .subviews disables the enclosed gestures, one without .gesture the attached one", arguments: [
        (GestureMask.all, ["child"]), (.gesture, ["parent"]), (.subviews, ["child"]), (.none, []),
    ])
    func masks(mask: GestureMask, expected: [String]) throws {
        let scene = SwiftUIScene()
        var ended: [String] = []
        scene.card.onTapGesture { ended.append("child") }
        scene.container.gesture(TapGesture().onEnded { ended.append("parent") }, including: mask)
        try scene.tap(1, 100, 150, at: 0)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(ended == expected)
    }

    @Test("on one view the later modifier waits for the earlier: a double tap declared first leaves the single tap working; declared last it never ends")
    func modifierOrder() throws {
        let doubleFirst = SwiftUIScene()
        var first: [String] = []
        doubleFirst.card.onTapGesture(count: 2) { first.append("double") }.onTapGesture { first.append("single") }
        try doubleFirst.tap(1, 100, 150, at: 0)
        try doubleFirst.tap(2, 100, 150, at: 150)
        try doubleFirst.tap(3, 100, 150, at: 1000)
        doubleFirst.window.clock.advance(to: .milliseconds(2000))
        #expect(first == ["double", "single"])

        let singleFirst = SwiftUIScene()
        var last: [String] = []
        singleFirst.card.onTapGesture { last.append("single") }.onTapGesture(count: 2) { last.append("double") }
        try singleFirst.tap(1, 100, 150, at: 0)
        try singleFirst.tap(2, 100, 150, at: 150)
        singleFirst.window.clock.advance(to: .milliseconds(2000))
        #expect(last == ["single", "single"])
    }

    @Test("onLongPressGesture tells pressing true as the finger lands and false before perform; a spatial onTapGesture gets the location")
    func convenienceModifiers() throws {
        let scene = SwiftUIScene()
        var heard: [String] = []
        scene.card.onLongPressGesture(minimumDuration: 0.3, perform: { heard.append("perform") }, onPressingChanged: { heard.append("pressing \($0)") })
        scene.container.onTapGesture(count: 1, coordinateSpace: .global) { heard.append("tap \($0)") }
        try scene.touch(1, .began, 100, 150, at: 0)
        #expect(heard == ["pressing true"])
        scene.window.clock.advance(to: .milliseconds(300))
        #expect(heard == ["pressing true", "pressing false", "perform"])
        try scene.touch(1, .ended, 100, 150, at: 400)
        try scene.tap(2, 20, 30, at: 1000)
        #expect(heard.last == "tap (20.0, 30.0)")
    }

    @Test("a named gesture's recognizer carries the name, for UIKit code to require it to fail; a disabled one never recognizes")
    func namesAndEnabling() throws {
        let scene = SwiftUIScene()
        var ended: [String] = []
        scene.card.gesture(TapGesture().onEnded { ended.append("swiftUI") }, name: "cardTap")
        scene.card.gesture(TapGesture(count: 2).onEnded { ended.append("disabled") }, isEnabled: false)
        let uikit = LongPressGestureRecognizer { recognizer in if recognizer.state == .began { ended.append("uikit") } }
        let named = try #require(scene.card.gestureRecognizers.first { $0.identifier == "cardTap" })
        uikit.require(toFail: named)
        scene.card.addGestureRecognizer(uikit)
        try scene.touch(1, .began, 100, 150, at: 0)
        scene.window.clock.advance(to: .milliseconds(600))
        #expect(ended == [])
        scene.window.clock.advance(to: .milliseconds(750))
        #expect(ended == ["uikit"])
        try scene.touch(1, .ended, 100, 150, at: 800)
        #expect(scene.card.gestureRecognizers.contains { $0.isEnabled == false })
    }

    @Test("each modifier's name and isEnabled variants attach with their priority, name and enabling")
    func variants() throws {
        let scene = SwiftUIScene()
        scene.card.highPriorityGesture(TapGesture(), name: "high")
            .highPriorityGesture(TapGesture(), isEnabled: false)
            .simultaneousGesture(TapGesture(), name: "both", isEnabled: false)
            .simultaneousGesture(TapGesture(), isEnabled: true)
        let recognizers = scene.card.gestureRecognizers.compactMap { $0 as? SwiftUIGestureRecognizer }
        #expect(recognizers.map(\.priority) == [.high, .high, .simultaneous, .simultaneous])
        #expect(recognizers.map(\.identifier) == ["high", nil, "both", nil])
        #expect(recognizers.map(\.isEnabled) == [true, false, false, true])
    }
}
