import GestureArbiter

/// The events of a fixture, checked and expanded into the steps of its script.
extension FixtureChecker {
    /// Unrolls shorthands and orders every step by time, keeping the written order for equal times.
    mutating func expand(_ events: [FixtureEvent]) throws(FixtureError) -> [ScriptStep] {
        var steps: [(step: ScriptStep, order: Int)] = []
        var previousTime = 0.0
        for (index, event) in events.enumerated() {
            let path = FixturePath("events").index(index)
            try checkTime(event.time, "time", at: path.key("t"))
            guard event.time >= previousTime else {
                throw path.key("t").error("time goes backwards: \(format(event.time)) ms comes after \(format(previousTime)) ms")
            }
            previousTime = event.time
            for step in try expand(event, at: path) {
                steps.append((step, steps.count))
            }
            guard steps.count <= Fixture.maximumSteps else {
                throw path.error("the events expand to more than \(Fixture.maximumSteps) steps in all")
            }
        }
        return steps.sorted { ($0.step.time, $0.order) < ($1.step.time, $1.order) }.map(\.step)
    }

    mutating func expand(_ event: FixtureEvent, at path: FixturePath) throws(FixtureError) -> [ScriptStep] {
        let time = VirtualTime.milliseconds(event.time)
        if let stamped = event.stamped {
            try checkStamp(stamped, of: event, at: path.key("stamped"))
        }
        switch event.action {
        case let .touches(touches):
            guard !touches.isEmpty else { throw path.key("touches").error("an event needs at least one touch") }
            let inputs = try touches.enumerated().map { index, touch throws(FixtureError) in
                let touchPath = touches.count == 1 ? path : path.key("touches").index(index)
                return try input(touch, at: touchPath)
            }
            return [ScriptStep(time: time, action: .touches(inputs), source: path.description, stamped: event.stamped.map(VirtualTime.milliseconds))]
        case let .drag(drag):
            return try expand(drag, startingAt: event.time, at: path.key("drag"))
        case let .tap(tap):
            let tapPath = path.key(tap.isClick ? "click" : "tap")
            try checkPoint(tap.location, at: tapPath.key("at"))
            try checkTime(tap.duration, "duration", at: tapPath.key("duration"))
            return [
                ScriptStep(time: time, action: .touches([TouchInput(id: tap.touch, phase: .began, location: tap.location, type: tap.type)]), source: tapPath.description),
                ScriptStep(time: .milliseconds(event.time + tap.duration), action: .touches([TouchInput(id: tap.touch, phase: .ended, location: tap.location, type: tap.type)]), source: tapPath.description),
            ]
        case .wait:
            return [ScriptStep(time: time, action: .wait, source: path.description)]
        case let .set(id, property):
            // `touches` with a string is the view key; on a recognizer the value was the wrong type.
            if case .touches = property, gestureIDs.contains(id) {
                throw path.key("set").key("value").error("a gesture's touches takes an integer, got a string")
            }
            try checkViewID(id, at: path.key("set").key("id"))
            if let kind = viewKinds[id] {
                let type = kind.type
                guard ViewKey.applies(property.key, to: type) else {
                    throw path.key("set").key("key").error(ViewKey.notApplying(property.key, to: type))
                }
                if let reason = FixtureDecoder.controlTouchesReason(property, type: type) {
                    throw path.key("set").key("value").error(reason)
                }
                try checkProperty(property, of: type, at: path.key("set").key("value"))
                if case let .own(property) = property {
                    try type.descriptor.checkSet(property, kind, path.key("set").key("value"))
                }
            }
            return [ScriptStep(time: time, action: .set(id: id, property: property), source: path.description)]
        case let .setGesture(id, property):
            // `touches` with a number is the recognizer setting; on a view the value was the wrong type.
            if case .setting(.touches) = property, viewKinds[id] != nil {
                throw path.key("set").key("value").error("a view's touches takes forward or consume, got a number")
            }
            try checkGestureID(id, at: path.key("set").key("id"))
            if builtInGestureIDs.contains(id) {
                try checkBuiltInGestureProperty(property, of: id, at: path.key("set").key("key"))
            }
            try checkGestureProperty(property, at: path.key("set").key("value"))
            if case let .setting(setting) = property {
                try checkSet(setting, of: id, at: path.key("set"))
            }
            if case .allowedScrollTypesMask = property {
                switch gestureKinds[id] {
                case .pan?, .screenEdgePan?: break
                default:
                    throw path.key("set").key("key").error("'allowedScrollTypesMask' does not apply to \(settingTarget(id)): only a pan takes scroll events")
                }
            }
            return [ScriptStep(time: time, action: .setGesture(id: id, property: property), source: path.description)]
        case let .remove(id):
            guard viewKinds[id] != nil || gestureIDs.contains(id) else {
                throw path.key("remove").error("unknown view or gesture id '\(id)'")
            }
            return [ScriptStep(time: time, action: .remove(id: id), source: path.description)]
        case let .statusBarTap(point):
            let atPath = path.key("statusBarTap").key("at")
            try checkPoint(point, at: atPath)
            guard statusBarHeight > 0 else {
                throw path.key("statusBarTap").error("the window has no status bar to tap: give it one with \"statusBar\": {\"height\": 20} in \"window\"")
            }
            guard point.y >= 0, point.y < statusBarHeight, point.x >= 0, point.x < windowWidth else {
                throw atPath.error("(\(format(point.x)), \(format(point.y))) is not on the status bar, which covers x 0 to \(format(windowWidth)) and y 0 to \(format(statusBarHeight))")
            }
            return [ScriptStep(time: time, action: .statusBarTap(at: point), source: path.description)]
        case let .pointer(point):
            if let point {
                try checkPoint(point, at: path.key("pointer").key("at"))
            }
            return [ScriptStep(time: time, action: .pointer(at: point), source: path.key("pointer").description)]
        case let .scroll(type, phase, at, by):
            if let at {
                try checkPoint(at, at: path.key("scroll").key("at"))
            }
            try checkPoint(by, at: path.key("scroll").key("by"))
            // A location left out is the scroll's, filled in with the touch locations.
            let input = ScrollInput(type: type, phase: phase, location: at ?? Self.unknownLocation, translation: by)
            return [ScriptStep(time: time, action: .scroll(input), source: path.key("scroll").description)]
        case let .transform(phase, at, scale, rotation):
            if let at {
                try checkPoint(at, at: path.key("transform").key("at"))
            }
            guard rotation.isFinite else { throw path.key("transform").key("rotation").error("rotation must be a finite number") }
            // Only `began` gives the location; the window applies the rest where it began.
            let input = TransformInput(phase, at: at ?? .zero, scale: scale, rotation: rotation)
            return [ScriptStep(time: time, action: .transform(input), source: path.key("transform").description)]
        case let .navigation(request):
            return [try expand(request, at: path, time: time)]
        case let .sheet(request):
            return [try expand(request, at: path, time: time)]
        }
    }

    func expand(_ drag: Drag, startingAt start: Double, at path: FixturePath) throws(FixtureError) -> [ScriptStep] {
        try checkPoint(drag.from, at: path.key("from"))
        try checkPoint(drag.to, at: path.key("to"))
        try checkTime(drag.duration, "duration", at: path.key("duration"))
        guard drag.hz.isFinite, drag.hz > 0 else {
            throw path.key("hz").error("hz must be a positive number, got \(format(drag.hz))")
        }
        let exactSamples = (drag.duration * drag.hz / 1000).rounded(.up)
        guard exactSamples <= Double(Fixture.maximumDragSamples) else {
            throw path.error("a drag of \(format(drag.duration)) ms at \(format(drag.hz)) Hz makes more than \(Fixture.maximumDragSamples) samples")
        }
        let samples = max(1, Int(exactSamples))
        let travel = Point(x: drag.to.x - drag.from.x, y: drag.to.y - drag.from.y)
        guard travel.isFinite else {
            throw path.key("to").error("the line from \(drag.from) to \(drag.to) is longer than a number can hold")
        }
        var steps: [ScriptStep] = []
        let source = path.description
        if drag.begins {
            steps.append(ScriptStep(time: .milliseconds(start), action: .touches([TouchInput(id: drag.touch, phase: .began, location: drag.from, type: drag.type)]), source: source))
        }
        for sample in 1...samples {
            let fraction = Double(sample) / Double(samples)
            let location = Point(
                x: drag.from.x + travel.x * fraction,
                y: drag.from.y + travel.y * fraction
            )
            steps.append(ScriptStep(time: .milliseconds(start + drag.duration * fraction), action: .touches([TouchInput(id: drag.touch, phase: .moved, location: location)]), source: source))
        }
        if drag.lifts {
            steps.append(ScriptStep(time: .milliseconds(start + drag.duration), action: .touches([TouchInput(id: drag.touch, phase: .ended, location: drag.to)]), source: source))
        }
        return steps
    }

    /// A touch step as window input; a missing location is filled in later from the finger's last one.
    func input(_ touch: TouchStep, at path: FixturePath) throws(FixtureError) -> TouchInput {
        if let location = touch.location {
            try checkPoint(location, at: path.key("at"))
        } else if touch.phase == .began || touch.phase == .moved {
            throw path.error("missing key 'at' (a \(touch.phase.rawValue) touch needs a location)")
        }
        return TouchInput(id: touch.touch, phase: touch.phase, location: touch.location ?? Self.unknownLocation, type: touch.type ?? .direct)
    }

    /// A touch event's `stamped`: a time at or before the event's own, by no more than the window
    /// accepts (``Window/maximumInputLag``); other events are not stamped.
    func checkStamp(_ stamped: Double, of event: FixtureEvent, at path: FixturePath) throws(FixtureError) {
        guard case .touches = event.action else {
            throw path.error("'stamped' belongs to a touch event ('touch' or 'touches')")
        }
        try checkTime(stamped, "stamped", at: path)
        guard stamped <= event.time else {
            throw path.error("an event cannot be stamped after it is handed over: stamped \(format(stamped)) ms, handed over at \(format(event.time)) ms")
        }
        let lag = Window.maximumInputLag.milliseconds
        guard event.time - stamped <= lag else {
            throw path.error("an event may trail the clock by at most \(format(lag)) ms: stamped \(format(stamped)) ms, handed over at \(format(event.time)) ms")
        }
    }

    /// Marks a location to be filled in from the finger's last one; NaN never survives the checks.
    static let unknownLocation = Point(x: .nan, y: .nan)
}
