import Testing
import GestureArbiter

/// The first scenes a newcomer builds: a traced tap, a single tap waiting for a double tap, a button in a scroll view.
@Suite("First scenes")
struct FirstScenesTests {
    @Test("a tap on the card is traced, and the clock advances past it")
    func tracedTap() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let card = View(frame: Rect(x: 50, y: 100, width: 200, height: 120))
        card.identifier = "card"
        window.addSubview(card)

        var lines: [String] = []
        window.trace.addObserver { record in lines.append(record.textLine) }
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 150))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 150))], at: .milliseconds(80))
        window.clock.advance(to: .milliseconds(500))

        #expect(lines.filter { $0.contains("touches ") } == [
            "        0  touches    card            touchesBegan      touches=[1] tapCount=[1]",
            "        0  touches    Window          touchesBegan      touches=[1] tapCount=[1] forwarded=true",
            "       80  touches    card            touchesEnded      touches=[1]",
            "       80  touches    Window          touchesEnded      touches=[1] forwarded=true",
        ])
        #expect(window.clock.now == .milliseconds(500))
        #expect(window.activeTouches.isEmpty)
    }

    @Test("a single and a double tap: a single tap fires 350 ms after its lift, a double tap only fires the double")
    func singleWaitsForDouble() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let card = View(frame: Rect(x: 50, y: 100, width: 200, height: 120))
        window.addSubview(card)
        var fired: [String] = []

        let single = TapGestureRecognizer { _ in fired.append("single") }
        let double = TapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)

        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 150))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 150))], at: .milliseconds(50))
        window.clock.advance(to: .milliseconds(399))
        #expect(fired == [])
        window.clock.advance(to: .milliseconds(400))
        #expect(fired == ["single"])

        for (id, start) in [(2, 1000.0), (3, 1150.0)] {
            try window.send([TouchInput(id: id, phase: .began, location: Point(x: 100, y: 150))], at: .milliseconds(start))
            try window.send([TouchInput(id: id, phase: .ended, location: Point(x: 100, y: 150))], at: .milliseconds(start + 50))
        }
        window.clock.advance(to: .milliseconds(2000))
        #expect(fired == ["single", "double"])
    }

    @Test("a button in a scroll view: a quick tap on the button is a tap, a quick drag on it scrolls instead")
    func buttonInScrollView() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        var tapped = 0
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 2000)
        let button = Button(frame: Rect(x: 100, y: 100, width: 175, height: 44))
        button.addAction(Action { _ in tapped += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        window.addSubview(scroll)

        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 150, y: 120))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 150, y: 120))], at: .milliseconds(80))
        #expect(tapped == 1)

        try window.send([TouchInput(id: 2, phase: .began, location: Point(x: 150, y: 120))], at: .milliseconds(1000))
        for step in 1...5 {
            try window.send([TouchInput(id: 2, phase: .moved, location: Point(x: 150, y: 120 - 20 * Double(step)))], at: .milliseconds(1000 + 16 * Double(step)))
        }
        try window.send([TouchInput(id: 2, phase: .ended, location: Point(x: 150, y: 20))], at: .milliseconds(1100))
        window.clock.advance(to: .milliseconds(6000))
        #expect(tapped == 1)
        #expect(scroll.contentOffset.y > 80)
    }
}
