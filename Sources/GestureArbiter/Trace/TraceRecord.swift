/// One observable step of a run: a hit-test call, a touch method, a timer, the final state.
///
/// The payload is typed, so code that reads a trace can switch over what happened; ``kind``,
/// ``subject``, ``event`` and ``details`` flatten it into the generic shape that the text and
/// JSON renderings print and that fixture expectations match against (see FixtureFormat.md).
public struct TraceRecord: Hashable, Sendable {
    /// The virtual time at which the step happened.
    public var time: VirtualTime
    public var payload: Payload

    public init(time: VirtualTime, payload: Payload) {
        self.time = time
        self.payload = payload
    }

    /// What happened, with the names of the responders involved.
    public enum Payload: Hashable, Sendable {
        /// A call of `hitTest(_:with:)` on `view`, with the point in the view's bounds space and its answer.
        case hitTest(view: String, point: Point, result: String?)
        /// A call of `point(inside:with:)` on `view`, with the point in the view's bounds space and its answer.
        case pointInside(view: String, point: Point, result: Bool)
        /// A touch method called on a responder, with the touches' ids and, for touchesBegan, their
        /// tap counts; `forwarded` when it came up the chain from another responder.
        case touches(responder: String, method: TouchMethod, touches: [Int], tapCounts: [Int], forwarded: Bool, types: [Touch.TouchType]? = nil)
        /// An event delivered after the instant it is stamped with (input that trails the frame):
        /// the touches it lists and its own time, which their timestamps and velocities keep.
        case lateInput(touches: [Int], stamped: VirtualTime)
        /// A tap on the status bar at `at`, in window coordinates, and the scroll view it chose to
        /// scroll to the top (nil: none may, S12).
        case statusBarTap(at: Point, scrollView: String?)
        /// The pointer moved over the window to `at`, with no button down, or left it (`at` nil) (P2).
        case pointer(at: Point?)
        /// A scroll event the window took (P3).
        case scrollEvent(ScrollInput)
        /// A transform event the window took (P4).
        case transformEvent(TransformInput)
        /// A gesture recognizer's new state, with why it failed or was cancelled when the engine knows.
        case gesture(recognizer: String, state: String, reason: String?)
        /// A question the engine asked about a recognizer, of its delegate or of a view, and the answer.
        case delegate(recognizer: String, question: String, view: String?, other: String?, result: Bool)
        /// A control event sent by a control, named as UIKit names it (`touchUpInside`, `valueChanged`, ...).
        case control(control: String, event: String)
        /// A scroll view delegate callback, with the fields UIKit passes (`offset`, `velocity`, ...).
        case scroll(scrollView: String, callback: String, fields: [TraceField])
        /// A list's delegate call about a row's highlight or selection, with its `indexPath` and,
        /// for a question, the `result` (L1).
        case list(list: String, callback: String, fields: [TraceField])
        /// A view controller's appearance or containment call, or a container's transition and
        /// delegate call, with the fields UIKit passes (`animated`, `parent`, ...) (N1–N4).
        case controller(controller: String, callback: String, fields: [TraceField])
        /// An interaction's delegate call or action, such as a context menu's, with the fields
        /// UIKit passes; the subject is the interaction's view.
        case interaction(view: String, callback: String, fields: [TraceField])
        /// A SwiftUI gesture's callback (`onChanged`, `onEnded`, `updating`) or its gesture
        /// state's `reset`, with the gesture's value; the subject is the gesture's recognizer.
        case swiftUI(gesture: String, callback: String, fields: [TraceField])
        /// A named timer scheduled, fired or cancelled, with its deadline.
        case timer(name: String, owner: String, change: TimerChange, due: VirtualTime)
        /// The state of one subject when the run ended.
        case final(subject: String, state: [TraceField])
        /// Where the run stopped after its last event: settled with nothing pending, or cut off at the cap.
        case settled(capped: Bool, pendingTimers: Int)
    }

    /// The record's kind, as FixtureFormat.md names it.
    public var kind: TraceKind {
        switch payload {
        case .hitTest, .pointInside: .hitTest
        case .touches, .lateInput, .statusBarTap, .pointer, .scrollEvent, .transformEvent: .touches
        case .gesture: .gesture
        case .delegate: .delegate
        case .control: .control
        case .scroll: .scroll
        case .list: .list
        case .controller: .controller
        case .interaction: .interaction
        case .swiftUI: .swiftUI
        case .timer: .timer
        case .final: .final
        case .settled: .settle
        }
    }

    /// The id of the responder, recognizer or timer owner the record is about.
    public var subject: String {
        switch payload {
        case let .hitTest(view, _, _), let .pointInside(view, _, _): view
        case let .touches(responder, _, _, _, _, _): responder
        case .lateInput, .statusBarTap, .pointer, .scrollEvent, .transformEvent: "window"
        case let .gesture(recognizer, _, _), let .delegate(recognizer, _, _, _, _): recognizer
        case let .control(control, _): control
        case let .scroll(scrollView, _, _): scrollView
        case let .list(list, _, _): list
        case let .controller(controller, _, _): controller
        case let .interaction(view, _, _): view
        case let .swiftUI(gesture, _, _): gesture
        case let .timer(_, owner, _, _): owner
        case let .final(subject, _): subject
        case .settled: "clock"
        }
    }

    /// What happened to the subject, as FixtureFormat.md names it.
    public var event: String {
        switch payload {
        case .hitTest: "hitTest"
        case .pointInside: "pointInside"
        case let .touches(_, method, _, _, _, _): method.rawValue
        case .lateInput: "lateInput"
        case .statusBarTap: "statusBarTap"
        case let .pointer(at): at == nil ? "pointerExited" : "pointerMoved"
        case .scrollEvent: "scroll"
        case .transformEvent: "transform"
        case let .gesture(_, state, _): state
        case let .delegate(_, question, _, _, _): question
        case let .control(_, event): event
        case let .scroll(_, callback, _), let .list(_, callback, _), let .controller(_, callback, _), let .interaction(_, callback, _), let .swiftUI(_, callback, _): callback
        case let .timer(_, _, change, _): change.rawValue
        case .final: "state"
        case let .settled(capped, _): capped ? "capped" : "settled"
        }
    }

    /// The record's remaining fields, in a fixed order.
    public var details: [TraceField] {
        switch payload {
        case let .hitTest(_, point, result):
            [TraceField("point", .point(point)), TraceField("result", .optionalString(result))]
        case let .pointInside(_, point, result):
            [TraceField("point", .point(point)), TraceField("result", .bool(result))]
        case let .touches(_, method, touches, tapCounts, forwarded, types):
            [TraceField("touches", .list(touches.map { .number(Double($0)) }))]
                + (method == .touchesBegan ? [TraceField("tapCount", .list(tapCounts.map { .number(Double($0)) }))] : [])
                + (types.map { [TraceField("types", .list($0.map { .string($0.rawValue) }))] } ?? [])
                + (forwarded ? [TraceField("forwarded", .bool(true))] : [])
        case let .lateInput(touches, stamped):
            [TraceField("touches", .list(touches.map { .number(Double($0)) })), TraceField("stamped", .number(stamped.milliseconds))]
        case let .pointer(at):
            at.map { [TraceField("at", .point($0))] } ?? []
        case let .scrollEvent(input):
            [TraceField("type", .string(input.type.rawValue)), TraceField("phase", .string(input.phase.rawValue)),
             TraceField("at", .point(input.location)), TraceField("by", .point(input.translation))]
        case let .transformEvent(input):
            [TraceField("phase", .string(input.phase.rawValue)), TraceField("at", .point(input.location)),
             TraceField("scale", .number(input.scale)), TraceField("rotation", .number(input.rotation))]
        case let .statusBarTap(at, scrollView):
            [TraceField("at", .point(at)), TraceField("scrollView", .optionalString(scrollView))]
        case let .gesture(_, _, reason):
            reason.map { [TraceField("reason", .string($0))] } ?? []
        case let .delegate(_, _, view, other, result):
            (view.map { [TraceField("view", .string($0))] } ?? [])
                + (other.map { [TraceField("other", .string($0))] } ?? [])
                + [TraceField("result", .bool(result))]
        case .control:
            []
        case let .scroll(_, _, fields), let .list(_, _, fields), let .controller(_, _, fields), let .interaction(_, _, fields), let .swiftUI(_, _, fields):
            fields
        case let .timer(name, _, _, due):
            [TraceField("name", .string(name)), TraceField("due", .number(due.milliseconds))]
        case let .final(_, state):
            state
        case let .settled(_, pendingTimers):
            [TraceField("pending", .number(Double(pendingTimers)))]
        }
    }

    /// Every field of the record, the common ones first: `t`, `kind`, `subject`, `event`, then ``details``.
    public var fields: [TraceField] {
        [
            TraceField("t", .number(time.milliseconds)),
            TraceField("kind", .string(kind.rawValue)),
            TraceField("subject", .string(subject)),
            TraceField("event", .string(event)),
        ] + details
    }
}

/// The families of trace records; their raw values are the `kind` names of FixtureFormat.md.
public enum TraceKind: String, Hashable, Sendable, CaseIterable {
    case hitTest
    case touches
    case gesture
    case delegate
    case scroll
    /// A list's highlight and selection (L1); an addition to FixtureFormat.md's kinds.
    case list
    /// View controllers' appearance, containment and transitions (N1–N4); an addition to FixtureFormat.md's kinds.
    case controller
    /// Interactions' delegate calls and actions: context menus; an addition to FixtureFormat.md's kinds.
    case interaction
    /// SwiftUI gestures' callbacks and gesture states (GestureArbiterSwiftUI); an addition to FixtureFormat.md's kinds.
    case swiftUI
    case control
    case timer
    case final
    /// Where the run stopped after its last event; an addition to FixtureFormat.md's kinds.
    case settle
}

/// The four responder touch methods, named as in UIKit.
public enum TouchMethod: String, Hashable, Sendable, CaseIterable {
    case touchesBegan
    case touchesMoved
    case touchesEnded
    case touchesCancelled
}

/// What happened to a timer.
public enum TimerChange: String, Hashable, Sendable {
    case scheduled
    case fired
    case cancelled
}
