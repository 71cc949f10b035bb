import GestureArbiter

extension FixtureDecoder {
    static func decodeEvents(_ reader: JSONReader) throws(FixtureError) -> [FixtureEvent] {
        var events: [FixtureEvent] = []
        for element in try reader.elements() {
            events.append(try decodeEvent(element))
        }
        return events
    }

    private static func decodeEvent(_ reader: JSONReader) throws(FixtureError) -> FixtureEvent {
        let object = try reader.object(keys: eventKeys)
        let time = try object.required("t").milliseconds("time")
        let (form, formMember) = try EventForm.of(object)
        let value = JSONReader(formMember.value, at: object.object.path.member(formMember.key))
        let action: FixtureEvent.Action
        switch form {
        case .touch:
            // The single-touch form's keys sit on the event itself, next to `t`.
            action = .touches([try decodeTouchStep(object)])
        case .touches:
            action = .touches(try decodeTouchSteps(value))
        case .drag:
            action = .drag(try decodeDrag(value))
        case .tap:
            action = .tap(try decodeTap(value))
        case .click:
            action = .tap(try decodeTap(value, type: .indirectPointer))
        case .wait:
            guard try value.bool() else { throw value.error("wait must be true, got false") }
            action = .wait
        case .set:
            action = try decodeSet(value)
        case .remove:
            action = .remove(id: try value.nonEmptyString("id"))
        case .statusBarTap:
            action = .statusBarTap(at: try value.object(keys: statusBarTapKeys).required("at").point())
        case .pointer:
            action = .pointer(at: try decodePointer(value))
        case .scroll:
            action = try decodeScroll(value)
        case .transform:
            action = try decodeTransform(value)
        case .navigation:
            action = .navigation(try decodeNavigationRequest(value, key: formMember.key))
        case .sheet:
            action = .sheet(try decodeSheetRequest(value, key: formMember.key))
        }
        if let type = object.optional("type"), form != .touch {
            throw type.error("'type' sits on the event only for a single touch ('touch', 'phase', 'at'); give it inside '\(form.rawValue)'")
        }
        var stamped: Double?
        if let stamp = object.optional("stamped") {
            guard form == .touch || form == .touches else {
                throw stamp.error("'stamped' belongs to a touch event ('touch' or 'touches'), not to a '\(form.rawValue)' event")
            }
            stamped = try stamp.milliseconds("stamped")
        }
        return FixtureEvent(time: time, action, stamped: stamped)
    }

    private static func decodeTouchSteps(_ reader: JSONReader) throws(FixtureError) -> [TouchStep] {
        let elements = try reader.elements()
        guard !elements.isEmpty else { throw reader.error("an event needs at least one touch") }
        var steps: [TouchStep] = []
        for element in elements {
            steps.append(try decodeTouchStep(element.object(keys: touchStepKeys)))
        }
        return steps
    }

    /// One finger's `touch`, `phase` and `at`; only a finger that goes down or moves must say where.
    private static func decodeTouchStep(_ object: JSONObjectReader) throws(FixtureError) -> TouchStep {
        let touch = try object.required("touch").integer()
        let phaseReader = try object.required("phase")
        let phaseName = try phaseReader.string()
        guard let phase = Touch.Phase(rawValue: phaseName) else {
            let known = Touch.Phase.allCases.map(\.rawValue)
            throw phaseReader.error("unknown phase '\(phaseName)' (expected \(JSONReader.alternatives(known)))")
        }
        let location: Point?
        switch phase {
        case .began, .moved:
            location = try object.required("at", need: "a \(phaseName) touch needs a location").point()
        case .stationary, .ended, .cancelled:
            location = try object.optional("at")?.point()
        }
        var type: Touch.TouchType?
        if let typeReader = object.optional("type") {
            guard phase == .began else {
                throw typeReader.error("'type' belongs on the touch's began step; a touch keeps the type it began with")
            }
            type = try decodeTouchType(typeReader)
        }
        return TouchStep(touch: touch, phase: phase, location: location, type: type)
    }

    /// A touch type by its UIKit name: `direct`, `indirect`, `pencil` or `indirectPointer`.
    private static func decodeTouchType(_ reader: JSONReader) throws(FixtureError) -> Touch.TouchType {
        let name = try reader.string()
        guard let type = Touch.TouchType(rawValue: name) else {
            throw reader.error("unknown touch type '\(name)' (expected \(JSONReader.alternatives(Touch.TouchType.allCases.map(\.rawValue))))")
        }
        return type
    }

    private static func decodeDrag(_ reader: JSONReader) throws(FixtureError) -> Drag {
        let object = try reader.object(keys: dragKeys)
        var drag = Drag(
            touch: try object.required("touch").integer(),
            from: try object.required("from").point(),
            to: try object.required("to").point(),
            duration: try object.required("duration").milliseconds("duration"))
        if let hz = object.optional("hz") {
            drag.hz = try hz.positiveNumber("hz")
        }
        if let lift = object.optional("lift") {
            drag.lifts = try lift.bool()
        }
        if let begin = object.optional("begin") {
            drag.begins = try begin.bool()
        }
        if let type = object.optional("type") {
            guard drag.begins else {
                throw type.error("'type' belongs to a drag that begins its touch; one that continues a touch keeps its type")
            }
            drag.type = try decodeTouchType(type)
        }
        return drag
    }

    /// A `tap` (a finger's unless it gives its `type`) or a `click` (a pointer's).
    private static func decodeTap(_ reader: JSONReader, type: Touch.TouchType? = nil) throws(FixtureError) -> Tap {
        let object = try reader.object(keys: type == nil ? tapKeys : clickKeys)
        var tap = Tap(touch: try object.required("touch").integer(), location: try object.required("at").point(), type: type ?? .direct)
        tap.isClick = type != nil
        if let typeReader = object.optional("type") {
            tap.type = try decodeTouchType(typeReader)
        }
        if let duration = object.optional("duration") {
            tap.duration = try duration.milliseconds("duration")
        }
        return tap
    }

    /// A `pointer` event: `at`, where the pointer moved, or `exit`: true, the pointer leaving the window.
    private static func decodePointer(_ reader: JSONReader) throws(FixtureError) -> Point? {
        let object = try reader.object(keys: pointerKeys)
        switch (object.optional("at"), object.optional("exit")) {
        case let (at?, nil):
            return try at.point()
        case let (nil, exit?):
            guard try exit.bool() else { throw exit.error("exit must be true, got false; a pointer that stays gives 'at'") }
            return nil
        case (_?, _?):
            throw reader.error("a pointer event has either 'at' or 'exit', not both")
        case (nil, nil):
            throw reader.error("a pointer event needs 'at' (where the pointer moved) or 'exit': true")
        }
    }

    /// A `scroll` event: a wheel step (`at` and `by`, no `phase`), or a trackpad scroll's event
    /// (`phase`, with `at` required for `began` and `by` for `changed`).
    private static func decodeScroll(_ reader: JSONReader) throws(FixtureError) -> FixtureEvent.Action {
        let object = try reader.object(keys: scrollKeys)
        let at = try object.optional("at")?.point()
        let by = try object.optional("by")?.point()
        guard let phaseReader = object.optional("phase") else {
            guard let at else { throw reader.error("a wheel step needs 'at', where the pointer is") }
            guard let by else { throw reader.error("a wheel step needs 'by', how far it scrolls") }
            return .scroll(type: .discrete, phase: .changed, at: at, by: by)
        }
        let name = try phaseReader.string()
        guard let phase = ScrollInput.Phase(rawValue: name) else {
            throw phaseReader.error("unknown scroll phase '\(name)' (expected \(JSONReader.alternatives(ScrollInput.Phase.allCases.map(\.rawValue))))")
        }
        if phase == .began, at == nil { throw reader.error("a trackpad scroll that begins needs 'at', where the pointer is") }
        if phase == .changed, by == nil { throw reader.error("a trackpad scroll's change needs 'by', how far it scrolls") }
        if phase != .changed, let byReader = object.optional("by"), by != .zero {
            throw byReader.error("only a trackpad scroll's change moves; a \(name) event has no 'by'")
        }
        return .scroll(type: .continuous, phase: phase, at: at, by: by ?? .zero)
    }

    /// A `transform` event: `phase`, with `at` for `began` only and `scale` and `rotation` for
    /// `changed` (1 and 0 when left out).
    private static func decodeTransform(_ reader: JSONReader) throws(FixtureError) -> FixtureEvent.Action {
        let object = try reader.object(keys: transformKeys)
        let phaseReader = try object.required("phase")
        let name = try phaseReader.string()
        guard let phase = TransformInput.Phase(rawValue: name) else {
            throw phaseReader.error("unknown transform phase '\(name)' (expected \(JSONReader.alternatives(TransformInput.Phase.allCases.map(\.rawValue))))")
        }
        let at = try object.optional("at")?.point()
        switch phase {
        case .began:
            guard at != nil else { throw reader.error("a transform that begins needs 'at', where the pointer is") }
        case .changed, .ended, .cancelled:
            if let atReader = object.optional("at") { throw atReader.error("only a transform's began gives 'at'; the rest apply where it began") }
        }
        if phase != .changed, let key = ["scale", "rotation"].first(where: { object.optional($0) != nil }), let member = object.optional(key) {
            throw member.error("only a transform's change gives '\(key)'")
        }
        let scaleReader = object.optional("scale")
        let scale = try scaleReader?.number() ?? 1
        if let scaleReader, !TransformInput.scaleRange.contains(scale) {
            throw scaleReader.error("scale must be between \(JSONReader.describe(TransformInput.scaleRange.lowerBound)) and \(JSONReader.describe(TransformInput.scaleRange.upperBound)), got \(JSONReader.describe(scale))")
        }
        let rotation = try object.optional("rotation")?.number() ?? 0
        return .transform(phase: phase, at: at, scale: scale, rotation: rotation)
    }

    private static let statusBarTapKeys = ObjectKeys(known: ["at"])
    private static let transformKeys = ObjectKeys(known: ["phase", "at", "scale", "rotation"])
    private static let scrollKeys = ObjectKeys(known: ["at", "by", "phase"])
    private static let pointerKeys = ObjectKeys(known: ["at", "exit"])
    private static let eventKeys = ObjectKeys(known: Set(["t", "stamped", "type"] + EventForm.allCases.flatMap(\.keys)))
    private static let touchStepKeys = ObjectKeys(known: ["touch", "phase", "at", "type"])
    private static let dragKeys = ObjectKeys(known: ["touch", "from", "to", "duration", "hz", "lift", "begin", "type"])
    private static let tapKeys = ObjectKeys(known: ["touch", "at", "duration", "type"])
    private static let clickKeys = ObjectKeys(known: ["touch", "at", "duration"])
}

/// The forms an event can take; exactly one per event.
private enum EventForm: String, CaseIterable {
    case touch
    case touches
    case drag
    case tap
    case click
    case wait
    case set
    case remove
    case statusBarTap
    case pointer
    case scroll
    case transform
    /// A change of a navigation stack: `push`, `pop`, `popTo`, `popToRoot`, `setViewControllers`.
    case navigation
    /// A sheet presented, dismissed or moved by code: `present`, `dismiss`, `selectDetent`.
    case sheet

    /// The event keys that make an event this form: the single-touch form's keys sit on the event.
    var keys: [String] {
        switch self {
        case .touch: ["touch", "phase", "at"]
        case .navigation: FixtureDecoder.navigationEventKeys
        case .sheet: FixtureDecoder.sheetEventKeys
        case .touches, .drag, .tap, .click, .wait, .set, .remove, .statusBarTap, .pointer, .scroll, .transform: [rawValue]
        }
    }

    /// The event's form with the first key, in file order, that shows it.
    static func of(_ event: JSONObjectReader) throws(FixtureError) -> (EventForm, JSONMember) {
        var found: [(form: EventForm, member: JSONMember)] = []
        for member in event.members {
            guard let form = allCases.first(where: { $0.keys.contains(member.key) }) else { continue }
            // The single touch's keys make one form together; each other key is a form of its own.
            if let first = found.first, first.form != form || form != .touch {
                throw event.keyError(member, "an event has one form, got both '\(first.member.key)' and '\(member.key)'")
            }
            found.append((form, member))
        }
        guard let first = found.first else {
            let names = allCases.flatMap { $0 == .navigation || $0 == .sheet ? $0.keys : [$0.rawValue] }
            throw event.object.error("an event needs one of \(JSONReader.alternatives(names))")
        }
        return first
    }
}
