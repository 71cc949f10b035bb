import Testing
@testable import GestureArbiter

@Suite("Responder chain (D3)")
struct ResponderChainTests {
    @Test("an unhandled touch goes to the view, then up through each superview to the window, marked forwarded")
    func defaultForwarding() throws {
        let window = Window.recording()
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(id: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)

        try window.send(.began(1, 20, 20), at: 0)
        try window.send(.moved(1, 25, 20), at: 16)
        try window.send(.ended(1, 25, 20), at: 32)

        #expect(window.touchLog == [
            "child touchesBegan touches=[1] tapCount=[1]",
            "parent touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "window touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "child touchesMoved touches=[1]",
            "parent touchesMoved touches=[1] forwarded=true",
            "window touchesMoved touches=[1] forwarded=true",
            "child touchesEnded touches=[1]",
            "parent touchesEnded touches=[1] forwarded=true",
            "window touchesEnded touches=[1] forwarded=true",
        ])
    }

    @Test("an override that does not call super consumes the touch; the methods it does not override still forward")
    func overrideConsumes() throws {
        let window = Window.recording()
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let red = BeganConsumingView(id: "red", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(red)

        try window.tap(1, 20, 20, at: 0)

        #expect(red.beganCount == 1)
        #expect(window.touchLog == [
            "red touchesBegan touches=[1] tapCount=[1]",
            "red touchesEnded touches=[1]",
            "parent touchesEnded touches=[1] forwarded=true",
            "window touchesEnded touches=[1] forwarded=true",
        ])
    }

    @Test("a responder in the middle of the chain can consume what it is forwarded")
    func middleConsumes() throws {
        let window = Window.recording()
        let parent = RecordingView(id: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        parent.consumesTouches = true
        var parentSaw: [TouchMethod] = []
        parent.onTouches = { method, _, _ in parentSaw.append(method) }
        window.addSubview(parent)
        parent.addSubview(View(id: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50)))

        try window.tap(1, 20, 20, at: 0)

        #expect(parentSaw == [.touchesBegan, .touchesEnded])
        #expect(window.touchLog == [
            "child touchesBegan touches=[1] tapCount=[1]",
            "parent touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "child touchesEnded touches=[1]",
            "parent touchesEnded touches=[1] forwarded=true",
        ])
    }

    @Test("a view controller comes between its view and the view's superview, in next and in the trace")
    func viewControllerInTheChain() throws {
        let window = Window.recording()
        let root = View(id: "rootView", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let controller = ViewController(view: root)
        controller.identifier = "rootController"
        let red = View(id: "red", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(root)
        root.addSubview(red)

        try window.tap(1, 20, 20, at: 0)

        #expect(red.next === root)
        #expect(root.next === controller)
        #expect(controller.next === window)
        #expect(root.viewController === controller)
        #expect(window.touchLog == [
            "red touchesBegan touches=[1] tapCount=[1]",
            "rootView touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "rootController touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "window touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "red touchesEnded touches=[1]",
            "rootView touchesEnded touches=[1] forwarded=true",
            "rootController touchesEnded touches=[1] forwarded=true",
            "window touchesEnded touches=[1] forwarded=true",
        ])
    }

    @Test("the window ends the chain")
    func windowEndsTheChain() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))

        #expect(window.next == nil)
    }

    @Test("a controller whose view has no superview ends the chain")
    func controllerWithoutSuperview() {
        let controller = ViewController(view: View(frame: .zero))

        #expect(controller.next == nil)
        #expect(controller.traceName == "ViewController")
    }

    @Test("giving a view a second controller traps")
    func secondControllerTraps() async {
        await #expect(processExitsWith: .failure) {
            let view = View(frame: .zero)
            let first = ViewController(view: view)
            let second = ViewController(view: view)
            _ = (first, second)
        }
    }

    @Test("seed 001: with every override calling super, red, lightGray and the root each log began, then each log ended")
    func seed001Chain() throws {
        let window = Window.recording()
        let root = View(id: "rootView", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let lightGray = RecordingView(id: "lightGray", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let red = RecordingView(id: "red", frame: Rect(x: 10, y: 10, width: 30, height: 30))
        var log: [String] = []
        for view in [lightGray, red] {
            let name = view.traceName
            view.onTouches = { method, _, _ in log.append("\(name) \(method.rawValue)") }
        }
        window.addSubview(root)
        root.addSubview(lightGray)
        lightGray.addSubview(red)

        try window.tap(1, 120, 120, at: 0)

        #expect(log == ["red touchesBegan", "lightGray touchesBegan", "red touchesEnded", "lightGray touchesEnded"])
        #expect(window.touchLog.filter { $0.hasPrefix("rootView") } == [
            "rootView touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "rootView touchesEnded touches=[1] forwarded=true",
        ])
    }
}

/// Overrides only touchesBegan, without calling super: seed 001's red view.
private final class BeganConsumingView: View {
    var beganCount = 0

    override func touchesBegan(_ touches: [Touch], with event: Event?) {
        beganCount += 1
    }
}
