import GestureArbiter
import GestureFixtures
import Testing

/// The compile step: shorthands unrolled into one timeline, and the checks the JSON cannot make.
@Suite("Compiling a fixture")
struct FixtureCompileTests {
    let card = ViewSpec(id: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200))

    func compile(_ events: [FixtureEvent]) throws(FixtureError) -> [ScriptStep] {
        try Fixture(views: [card], events: events).compile().script.steps
    }

    /// Each step as "t phase@x,y" for touches, or the action's name, times in milliseconds.
    func summary(_ steps: [ScriptStep]) -> [String] {
        steps.map { step in
            let time = TraceValue.format(step.time.milliseconds)
            switch step.action {
            case let .touches(inputs):
                return time + " " + inputs.map { "\($0.id)\($0.phase.rawValue)@\(TraceValue.format($0.location.x)),\(TraceValue.format($0.location.y))" }.joined(separator: " ")
            case .wait: return time + " wait"
            case let .set(id, _), let .setGesture(id, _): return time + " set \(id)"
            case let .remove(id): return time + " remove \(id)"
            case let .statusBarTap(point): return time + " statusBarTap@\(TraceValue.format(point.x)),\(TraceValue.format(point.y))"
            case let .pointer(point): return time + " pointer" + (point.map { "@\(TraceValue.format($0.x)),\(TraceValue.format($0.y))" } ?? " exit")
            case let .scroll(input): return time + " scroll \(input.type.rawValue) \(input.phase.rawValue)"
            case let .transform(input): return time + " transform \(input.phase.rawValue)"
            case let .navigation(request): return time + " \(request.operation.eventKey) \(request.navigation ?? "?")"
            case let .sheet(request): return time + " \(request.eventKey)"
            }
        }
    }

    @Test("a drag begins at its start, moves in ceil(duration × hz / 1000) even steps and lifts at the end")
    func dragExpansion() throws {
        let drag = Drag(touch: 1, from: Point(x: 0, y: 0), to: Point(x: 0, y: 100), duration: 100)
        let steps = try compile([FixtureEvent(time: 10, .drag(drag))])
        #expect(summary(steps) == [
            "10 1began@0,0",
            "26.667 1moved@0,16.667",
            "43.333 1moved@0,33.333",
            "60 1moved@0,50",
            "76.667 1moved@0,66.667",
            "93.333 1moved@0,83.333",
            "110 1moved@0,100",
            "110 1ended@0,100",
        ])
        #expect(steps.allSatisfy { $0.source == "events[0].drag" })
    }

    @Test("a drag that does not begin continues a finger already down, and one that does not lift leaves it down")
    func dragWithoutBeginOrLift() throws {
        let steps = try compile([
            FixtureEvent(time: 0, .touches([TouchStep(touch: 1, phase: .began, location: Point(x: 5, y: 5))])),
            FixtureEvent(time: 150, .drag(Drag(touch: 1, from: Point(x: 5, y: 5), to: Point(x: 5, y: 45), duration: 20, hz: 100, lifts: false, begins: false))),
            FixtureEvent(time: 200, .touches([TouchStep(touch: 1, phase: .ended)])),
        ])
        #expect(summary(steps) == ["0 1began@5,5", "160 1moved@5,25", "170 1moved@5,45", "200 1ended@5,45"])
    }

    @Test("a tap goes down and up at one place, 50 ms apart by default")
    func tapExpansion() throws {
        let steps = try compile([FixtureEvent(time: 0, .tap(Tap(touch: 3, location: Point(x: 7, y: 8))))])
        #expect(summary(steps) == ["0 3began@7,8", "50 3ended@7,8"])
    }

    @Test("shorthands interleave with later events by time; equal times keep the written order")
    func interleaving() throws {
        let steps = try compile([
            FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 10, y: 10), duration: 100))),
            FixtureEvent(time: 50, .touches([TouchStep(touch: 2, phase: .began, location: Point(x: 20, y: 20))])),
            FixtureEvent(time: 100, .wait),
            FixtureEvent(time: 100, .remove(id: "card")),
        ])
        #expect(summary(steps) == ["0 1began@10,10", "50 2began@20,20", "100 1ended@10,10", "100 wait", "100 remove card"])
    }

    @Test("a lift or cancel without a location happens where the finger last was")
    func missingLocationIsTheLastOne() throws {
        let steps = try compile([
            FixtureEvent(time: 0, .touches([TouchStep(touch: 1, phase: .began, location: Point(x: 1, y: 2))])),
            FixtureEvent(time: 10, .touches([TouchStep(touch: 1, phase: .moved, location: Point(x: 3, y: 4))])),
            FixtureEvent(time: 20, .touches([TouchStep(touch: 1, phase: .stationary)])),
            FixtureEvent(time: 30, .touches([TouchStep(touch: 1, phase: .cancelled)])),
        ])
        #expect(summary(steps) == ["0 1began@1,2", "10 1moved@3,4", "20 1stationary@3,4", "30 1cancelled@3,4"])
    }

    @Test("bad timelines are refused with the path of the event and the reason", arguments: [
        ([FixtureEvent(time: 60, .wait), FixtureEvent(time: 40, .wait)],
         "events[1].t: time goes backwards: 40 ms comes after 60 ms"),
        ([FixtureEvent(time: 0, .touches([TouchStep(touch: 1, phase: .ended)]))],
         "events[0]: touch 1 ended at 0 ms but never began"),
        ([FixtureEvent(time: 0, .tap(Tap(touch: 1, location: .zero, duration: 100))), FixtureEvent(time: 50, .tap(Tap(touch: 1, location: .zero)))],
         "events[1].tap: touch 1 began at 50 ms while it was already down (it went down at 0 ms, events[0].tap)"),
        ([FixtureEvent(time: 0, .touches([TouchStep(touch: 1, phase: .began, location: .zero)])),
          FixtureEvent(time: 9, .touches([TouchStep(touch: 1, phase: .stationary, location: Point(x: 1, y: 0))]))],
         "events[1]: touch 1 is stationary at 9 ms but its location changed; a finger that moves is moved"),
        ([FixtureEvent(time: 0, .drag(Drag(touch: 1, from: .zero, to: .zero, duration: 1e9, hz: 1000)))],
         "events[0].drag: a drag of 1000000000 ms at 1000 Hz makes more than 1000000 samples"),
        ([FixtureEvent(time: 0, .set(id: "nobody", property: .hidden(true)))],
         "events[0].set.id: unknown view id 'nobody'"),
        ([FixtureEvent(time: 1e11, .wait)],
         "events[0].t: time must be at most 10000000000 ms, got 100000000000"),
    ])
    func badTimelines(events: [FixtureEvent], expected: String) {
        #expect(throws: FixtureError.self) { try compile(events) }
        do {
            _ = try compile(events)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("scene checks: duplicate and reserved ids, unknown redirect targets, negative sizes", arguments: [
        ([ViewSpec(id: "a", frame: .zero), ViewSpec(id: "a", frame: .zero)], "views[1].id: duplicate id 'a', first declared at views[0].id"),
        ([ViewSpec(id: "window", frame: .zero)], "views[0].id: the id 'window' is reserved: the trace uses it for the window"),
        ([ViewSpec(id: "a", frame: .zero, hitTest: .redirectSelfTo("b"))], "views[0].hitTest.redirectSelfTo: unknown view id 'b'"),
        ([ViewSpec(id: "a", frame: Rect(x: 0, y: 0, width: -1, height: 5))], "views[0].frame: width must not be negative, got -1"),
        ([ViewSpec(id: "a", frame: .zero, controller: "a")], "views[0].controller: duplicate id 'a', first declared at views[0].id"),
    ])
    func badScenes(views: [ViewSpec], expected: String) {
        do {
            _ = try Fixture(views: views, events: []).compile()
            Issue.record("expected an error")
        } catch {
            #expect(error.description == expected)
        }
    }
}

/// The trackpad's events against the clicks around them: none while a click is down, with the
/// same words for a scroll and a transform.
@Suite("Compiling trackpad events")
struct TrackpadEventOrderTests {
    @Test("a scroll or a transform while a click is down is refused with its place, in the same words", arguments: ["scroll", "transform"])
    func refused(_ name: String) throws {
        let begin = name == "scroll" ? #"{"scroll": {"phase": "began", "at": [10, 10]}}"# : #"{"transform": {"phase": "began", "at": [10, 10]}}"#
        func error(_ events: String) -> String? {
            let text = #"{"fixture": 1, "views": [{"id": "card", "frame": [0, 0, 200, 200]}], "events": ["# + events + "]}"
            return #expect(throws: FixtureError.self) { try FixtureLoader.load(json: Array(text.utf8), file: nil) }?.description
        }
        let clicked = error(#"{"t": 0, "click": {"touch": 1, "at": [5, 5], "duration": 50}}, {"t": 20, "# + begin.dropFirst())
        #expect(clicked?.hasSuffix("a \(name) at 20 ms while the pointer's button is down (touch 1): a \(name) waits for its release") == true, "\(clicked ?? "no error")")
    }
}
