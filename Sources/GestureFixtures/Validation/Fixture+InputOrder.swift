import GestureArbiter

extension Fixture {
    /// Follows each finger through the timeline with ``TouchLifecycle``, the table the window
    /// itself uses, so that a compiled script never sends input the window would refuse; a
    /// left-out location becomes the finger's last one, and every step after the began one takes
    /// the touch's type.
    static func fillTouchLocations(_ steps: [ScriptStep]) throws(FixtureError) -> [ScriptStep] {
        var fingers: [Int: (state: TouchLifecycle.State, location: Point, type: Touch.TouchType)] = [:]
        // Where each finger last went down, and where each finger that is not down ended, for errors.
        var downs: [Int: (time: String, source: String)] = [:]
        var ends: [Int: (time: String, source: String, cancelled: Bool)] = [:]
        var filled = steps
        var previousStamp = VirtualTime.zero
        // Whether the pointer is over the window, for its `pointer` events (P2, followed with
        // ``PointerPresence``, the window's table), and where a trackpad scroll under way began (P3).
        var pointerIsOver = false
        var scrollingAt: Point?
        // Where the window's touch for that scroll is: moved by each change, and refused past the finite numbers.
        var scrollTouchAt = Point.zero
        var transformingAt: Point?
        // A trackpad's scroll or transform is input that happened at its own time, after every
        // touch stamped before it, and waits for a click's release.
        func checkTrackpadEvent(_ name: String, at stepTime: VirtualTime, path: FixturePath) throws(FixtureError) {
            let time = TraceValue.format(stepTime.milliseconds)
            guard stepTime >= previousStamp else {
                throw path.error("input must come in the order it happened: this \(name) at \(time) ms comes after a touch event stamped \(TraceValue.format(previousStamp.milliseconds)) ms")
            }
            previousStamp = stepTime
            if let click = fingers.filter({ $0.value.type == .indirectPointer }).keys.min() {
                throw path.error("a \(name) at \(time) ms while the pointer's button is down (touch \(click)): a \(name) waits for its release")
            }
        }
        // Where a trackpad scroll or transform stands in ``TrackpadGestureLifecycle``, the
        // table the window itself uses: its action, or an error for what the table refuses.
        func trackpadStep(
            _ underWayAt: Point?, _ trigger: TrackpadGestureLifecycle.Trigger, path: FixturePath,
            refused message: (TrackpadGestureLifecycle.Refusal) -> String
        ) throws(FixtureError) -> TrackpadGestureLifecycle.Action {
            do {
                return try TrackpadGestureLifecycle.table.step(from: underWayAt == nil ? .idle : .underWay, on: trigger).action
            } catch {
                throw path.error(message(error))
            }
        }
        for (stepIndex, step) in steps.enumerated() {
            if case var .transform(input) = step.action {
                let path = FixturePath(step.source)
                let time = TraceValue.format(step.time.milliseconds)
                try checkTrackpadEvent("transform", at: step.time, path: path)
                let action = try trackpadStep(transformingAt, .init(input.phase), path: path) { refusal in
                    refusal == .alreadyUnderWay ? "a transform begins at \(time) ms while one is under way: it ends first"
                        : "a transform \(input.phase.rawValue) at \(time) ms but none began"
                }
                switch action {
                case .begin, .beginSteps, .stepAgain, .endStepsThenBegin:
                    transformingAt = input.location
                case .update, .end:
                    // The rest of a transform applies where it began.
                    input.location = transformingAt ?? input.location
                    if input.phase != .changed { transformingAt = nil }
                }
                filled[stepIndex].action = .transform(input)
                continue
            }
            if case var .scroll(input) = step.action {
                let path = FixturePath(step.source)
                let time = TraceValue.format(step.time.milliseconds)
                try checkTrackpadEvent("scroll", at: step.time, path: path)
                let action = try trackpadStep(scrollingAt, .init(input), path: path) { refusal in
                    refusal == .alreadyUnderWay ? "a \(input.type == .discrete ? "wheel step" : "trackpad scroll") at \(time) ms while a trackpad scroll is under way: it ends first"
                        : "a trackpad scroll \(input.phase.rawValue) at \(time) ms but none began"
                }
                switch action {
                case .begin, .beginSteps, .stepAgain, .endStepsThenBegin:
                    guard Point(x: input.location.x + input.translation.x, y: input.location.y + input.translation.y).isFinite else {
                        throw path.key("by").error("the wheel step carries the pointer from 'at' past the largest finite number")
                    }
                    scrollingAt = input.type == .continuous ? input.location : nil
                    scrollTouchAt = input.location
                case .update, .end:
                    if !input.location.isFinite, let began = scrollingAt { input.location = began }
                    scrollTouchAt = Point(x: scrollTouchAt.x + input.translation.x, y: scrollTouchAt.y + input.translation.y)
                    guard scrollTouchAt.isFinite else {
                        throw path.key("by").error("the trackpad scroll's changes so far add up past the largest finite number")
                    }
                    if input.phase != .changed { scrollingAt = nil }
                }
                filled[stepIndex].action = .scroll(input)
                continue
            }
            if case let .pointer(point) = step.action {
                let path = FixturePath(step.source)
                let time = TraceValue.format(step.time.milliseconds)
                if let click = fingers.filter({ $0.value.type == .indirectPointer }).keys.min() {
                    throw path.error("the pointer cannot hover at \(time) ms while its button is down: it moves as touch \(click) until the button is released")
                }
                do {
                    pointerIsOver = try PointerPresence.table.step(from: pointerIsOver ? .over : .outside, on: point == nil ? .exited : .moved).to == .over
                } catch {
                    throw path.error("the pointer exits the window at \(time) ms but is not over it: it had not moved over it, or had already exited")
                }
                continue
            }
            guard case let .touches(inputs) = step.action else { continue }
            let path = FixturePath(step.source)
            let stamp = step.stamped ?? step.time
            guard stamp >= previousStamp else {
                throw path.error("touch events must come in the order they happened: this one is stamped \(TraceValue.format(stamp.milliseconds)) ms, after one stamped \(TraceValue.format(previousStamp.milliseconds)) ms")
            }
            previousStamp = stamp
            let time = TraceValue.format(step.time.milliseconds)
            var completed: [TouchInput] = []
            for (inputIndex, var input) in inputs.enumerated() {
                // One event's fingers came from its `touches` list, whose entries errors name.
                let path = inputs.count > 1 ? path.key("touches").index(inputIndex) : path
                if completed.contains(where: { $0.id == input.id }) {
                    throw path.error("touch \(input.id) is listed twice in one event")
                }
                let finger = fingers[input.id]
                if !input.location.isFinite, let finger {
                    input.location = finger.location
                }
                if input.phase != .began, let finger {
                    input.type = finger.type
                }
                if input.phase == .began, input.type == .indirectPointer,
                   let other = fingers.filter({ $0.key != input.id && $0.value.type == .indirectPointer }).keys.min() ?? completed.first(where: { $0.type == .indirectPointer && $0.phase.isActive })?.id,
                   !inputs.contains(where: { $0.id == other && !$0.phase.isActive }) {
                    throw path.error("pointer touch \(input.id) began at \(time) ms while pointer touch \(other) is down; the pointer's buttons make one touch")
                }
                let outcome = TouchLifecycle.table.lookUp(finger?.state ?? .notBegun, on: input.phase) { condition in
                    switch condition {
                    case .locationUnchanged: finger?.location == input.location
                    }
                }
                switch outcome {
                case let .transition(row):
                    fingers[input.id] = input.phase.isActive ? (TouchLifecycle.table.rows[row].to, input.location, input.type) : nil
                    if input.phase == .began {
                        downs[input.id] = (time, path.description)
                        ends[input.id] = nil
                    } else if !input.phase.isActive {
                        ends[input.id] = (time, path.description, input.phase == .cancelled)
                    }
                case .ignored:
                    break
                case .refused(.neverBegan), .refused(.alreadyLifted):
                    if let end = ends[input.id] {
                        let ended = end.cancelled ? "was cancelled" : "lifted"
                        throw path.error("touch \(input.id) \(input.phase.pastTense) at \(time) ms but is not down: it \(ended) at \(end.time) ms (\(end.source)); a finger that touches again begins again")
                    }
                    throw path.error("touch \(input.id) \(input.phase.pastTense) at \(time) ms but never began")
                case .refused(.alreadyDown):
                    let down = downs[input.id].map { " (it went down at \($0.time) ms, \($0.source))" } ?? ""
                    throw path.error("touch \(input.id) began at \(time) ms while it was already down\(down)")
                case .refused(.stationaryButMoved):
                    throw path.error("touch \(input.id) is stationary at \(time) ms but its location changed; a finger that moves is moved")
                }
                completed.append(input)
            }
            filled[stepIndex].action = .touches(completed)
        }
        return filled
    }
}
