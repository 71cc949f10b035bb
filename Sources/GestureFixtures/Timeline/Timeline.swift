import GestureArbiter

/// A fixture's run arranged for a time axis: what each finger did, each recognizer's states, the
/// touch methods each responder received, the timers and the scroll offsets.
///
/// A trace is a list in call order, which is the right form for diffs but a poor one for seeing
/// that a recognizer waited 350 ms or that a touch was cancelled while its finger was still down.
/// A timeline regroups the same records by what they are about, so that each subject becomes a
/// lane of intervals and instants; ``TimelineSVG`` draws it. Every interval keeps the records it
/// was built from, so a picture can show the exact trace lines behind each mark.
///
/// The touches' positions come from the compiled script, not from the trace: the trace records
/// which responders heard of a touch, the script where the finger was.
public struct Timeline: Hashable, Sendable {
    /// The fixture's `name`, when it has one.
    public var name: String?
    /// When the run ended: the settle record's time, or the last input if that is later.
    public var end: VirtualTime
    /// Whether the run was cut off at the settle limit with timers still pending.
    public var wasCapped: Bool
    /// One track per finger id, in id order.
    public var touches: [TouchTrack]
    /// The pointer's hover, wheel steps, trackpad scrolls and pinches, each kind its own track.
    public var pointer: [PointerTrack]
    /// One track per recognizer in the scene, in the order the final state lists them; a
    /// recognizer removed during the run follows, in the order it first appears.
    public var recognizers: [RecognizerTrack]
    /// One track per responder that received a touch method, a control event or a question, in
    /// the order it first appears in the trace.
    public var responders: [ResponderTrack]
    /// Views of the final scene that never appear in a responder track: the views a touch never reached.
    public var silentViews: [String]
    /// One track per (owner, timer name), in the order each was first scheduled.
    public var timers: [TimerTrack]
    /// One track per scroll view in the scene, in the fixture's view order.
    public var scrollViews: [ScrollTrack]
    /// One track per table or collection view whose rows or items were highlighted or selected,
    /// in the order each first appears in the trace.
    public var lists: [ListTrack]
    /// One track per navigation controller that changed its top controller, in the order each
    /// first appears in the trace.
    public var navigations: [NavigationTrack]
    /// One track per sheet that moved, in the order each first moved.
    public var sheets: [SheetTrack]
    /// One track per table whose rows were swiped, in the order each first moved a row.
    public var rowSwipes: [RowSwipeTrack]
    /// One track per view items were lifted from, in the order each first lifted (I1–I7).
    public var drags: [DragTrack]
    /// One track per view or list whose context menu was displayed, in the order each first opened one (M1–M5).
    public var menus: [MenuTrack]

    /// Arranges `run`, which must be `fixture`'s run, into tracks.
    public init(_ fixture: CompiledFixture, run: FixtureRun) {
        let records = run.records
        name = fixture.fixture.name
        let lastInput = fixture.script.steps.last?.time ?? .zero
        let settle = records.last { $0.kind == .settle }
        end = max(settle?.time ?? records.last?.time ?? .zero, lastInput)
        if case let .settled(capped, _)? = settle?.payload {
            wasCapped = capped
        } else {
            wasCapped = false
        }
        touches = TouchTrack.tracks(from: fixture.script)
        pointer = PointerTrack.tracks(from: fixture.script)
        let sceneRecognizers = records.compactMap(Self.finalRecognizer)
        recognizers = RecognizerTrack.tracks(from: records, known: sceneRecognizers)
        let recognizerNames = Set(recognizers.map(\.name))
        responders = ResponderTrack.tracks(from: records, excluding: recognizerNames)
        let heard = Set(responders.map(\.name))
        silentViews = records.compactMap(Self.finalView).filter { !heard.contains($0) }
        timers = TimerTrack.tracks(from: records)
        scrollViews = ScrollTrack.tracks(from: records, scene: fixture.fixture.viewTrees.flatMap(\.views))
        lists = ListTrack.tracks(from: records)
        navigations = NavigationTrack.tracks(from: records)
        sheets = SheetTrack.tracks(from: records)
        rowSwipes = RowSwipeTrack.tracks(from: records)
        drags = DragTrack.tracks(from: records)
        menus = MenuTrack.tracks(from: records)
    }

    /// The recognizer and its view named by a `final` record, which lists every recognizer, even
    /// one that never left possible.
    private static func finalRecognizer(_ record: TraceRecord) -> (name: String, view: String?)? {
        guard case let .final(subject, state) = record.payload,
              state.contains(where: { $0.name == "state" }),
              let view = state.first(where: { $0.name == "view" })
        else { return nil }
        if case let .string(viewName) = view.value {
            return (subject, viewName)
        }
        return (subject, nil)
    }

    /// The view named by a `final` record; the window, which has no bounds field, is not one.
    private static func finalView(_ record: TraceRecord) -> String? {
        guard case let .final(subject, state) = record.payload, state.contains(where: { $0.name == "bounds" }) else { return nil }
        return subject
    }
}

extension CompiledFixture {
    /// Runs the fixture and arranges its trace on a time axis.
    public func timeline() -> Timeline {
        Timeline(self, run: run())
    }
}
