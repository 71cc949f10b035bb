import GestureArbiter

/// One gesture recognizer over a run: the states the trace gives it, as back-to-back spans.
///
/// The trace records a recognizer only when its state changes, so each `gesture` record starts a
/// span that lasts until the next one; the first span is the `possible` every recognizer starts
/// in, and the last one lasts until the run ends. An outcome followed at once by the reset to
/// `possible` is a span of zero length: an instant, which a picture draws as a mark.
public struct RecognizerTrack: Hashable, Sendable {
    /// The recognizer's id, as the trace names it (`tap`, `scroll.pan`).
    public var name: String
    /// The view the recognizer is attached to at the end of the run, when the final state says.
    public var view: String?
    /// Whether the scene's final records list the recognizer; those they do not are the engine's
    /// own, such as an interaction's press.
    public var isDeclared: Bool
    /// The state spans, covering the run from zero to its end without gaps.
    public var spans: [RecognizerSpan]
    /// The delegate questions asked about this recognizer, in trace order.
    public var questions: [TraceRecord]
    /// A SwiftUI gesture's callbacks and gesture state resets (`swiftUI` records), in trace order.
    public var callbacks: [TraceRecord]

    public init(name: String, view: String?, isDeclared: Bool = true, spans: [RecognizerSpan], questions: [TraceRecord], callbacks: [TraceRecord] = []) {
        self.name = name
        self.view = view
        self.isDeclared = isDeclared
        self.spans = spans
        self.questions = questions
        self.callbacks = callbacks
    }

    /// The tracks of the recognizers in `known` and of any others the trace mentions, with spans up to the run's last record.
    static func tracks(from records: [TraceRecord], known: [(name: String, view: String?)]) -> [RecognizerTrack] {
        func fresh(_ name: String, view: String?, isDeclared: Bool = true) -> RecognizerTrack {
            RecognizerTrack(name: name, view: view, isDeclared: isDeclared, spans: [RecognizerSpan(state: "possible", start: .zero)], questions: [])
        }
        var tracks = OrderedTracks(known.map { (key: $0.name, track: fresh($0.name, view: $0.view)) })
        for record in records {
            switch record.payload {
            case let .gesture(recognizer, state, _):
                let position = tracks.position(of: recognizer) { fresh(recognizer, view: nil, isDeclared: false) }
                tracks[position].spans[tracks[position].spans.count - 1].end = record.time
                tracks[position].spans.append(RecognizerSpan(state: state, start: record.time, record: record))
            case let .delegate(recognizer, _, _, _, _):
                // A question whose subject is a recognizer belongs to its lane; one about a view
                // (touchesShouldBegin on a scroll view) goes to that responder's track.
                if let position = tracks.position(of: recognizer) {
                    tracks[position].questions.append(record)
                }
            case let .swiftUI(gesture, _, _):
                if let position = tracks.position(of: gesture) {
                    tracks[position].callbacks.append(record)
                }
            default:
                continue
            }
        }
        let end = records.last?.time ?? .zero
        return tracks.tracks.map { track in
            var closed = track
            closed.spans[closed.spans.count - 1].end = end
            return closed
        }
    }
}

/// A stretch of time during which a recognizer stayed in one state.
public struct RecognizerSpan: Hashable, Sendable {
    /// The state as the trace names it: `possible`, `awaitingFailure`, `began`, `changed`,
    /// `ended`, `recognized`, `cancelled` or `failed`.
    public var state: String
    public var start: VirtualTime
    public var end: VirtualTime
    /// The `gesture` record that started the span; none for the `possible` a recognizer starts in.
    public var record: TraceRecord?

    public init(state: String, start: VirtualTime, end: VirtualTime? = nil, record: TraceRecord? = nil) {
        self.state = state
        self.start = start
        self.end = end ?? start
        self.record = record
    }

    /// Why the recognizer failed or was cancelled, when the trace says.
    public var reason: String? {
        guard case let .gesture(_, _, reason)? = record?.payload else { return nil }
        return reason
    }

    /// The kind of band the state is drawn as.
    public var phase: RecognizerPhase {
        RecognizerPhase(traceState: state)
    }
}

/// The states of a recognizer's lifecycle grouped as a picture shows them: the two that are
/// `possible` in UIKit's API, the two of a continuous gesture in progress, and the three outcomes.
public enum RecognizerPhase: String, Hashable, Sendable, CaseIterable {
    /// `possible`: at rest, or watching touches.
    case possible
    /// `awaitingFailure`: it would recognize, but waits for a recognizer it requires to fail.
    case awaitingFailure
    /// `began` or `changed`: a continuous gesture in progress.
    case recognizing
    /// `ended` or `recognized`.
    case succeeded
    case cancelled
    case failed

    /// The phase of a state as the trace names it; a name the engine does not use reads as possible.
    public init(traceState: String) {
        let state = GestureLifecycle.State(rawValue: traceState)
        switch state {
        case .possible?, nil: self = .possible
        case .awaitingFailure?: self = .awaitingFailure
        case .began?, .changed?: self = .recognizing
        case .ended?, .recognized?: self = .succeeded
        case .cancelled?: self = .cancelled
        case .failed?: self = .failed
        }
    }

    /// Whether the phase ends a gesture: the engine resets an outcome to possible when its update pass ends.
    public var isOutcome: Bool {
        switch self {
        case .possible, .awaitingFailure, .recognizing: false
        case .succeeded, .cancelled, .failed: true
        }
    }
}
