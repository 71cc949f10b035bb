/// The record of a run: every observable step as a ``TraceRecord``, in the order it happened.
///
/// Recording is off until someone asks for it, by setting ``isRecording`` or adding an observer;
/// while it is off the engine builds no records at all, so an embedder that does not read the
/// trace pays only a flag check per step.
public final class Trace {
    /// Whether records are kept in ``records``.
    public var isRecording: Bool {
        get { _isRecording }
        set { _isRecording = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _isRecording: Bool = false

    /// The records kept while ``isRecording`` was true, oldest first: all of them, or the latest
    /// ones once more than ``recordLimit`` were made.
    public private(set) var records: [TraceRecord] = []

    /// The most records ``records`` holds, a million by default, so that a window left recording
    /// for a long run keeps a bounded amount of memory (a record takes a few hundred bytes).
    ///
    /// A trace that holds this many drops its older half before it keeps the next, so it always
    /// holds the latest records, at least half the limit once it is full; ``droppedRecordCount``
    /// says how many went. Nil keeps every record. Observers see every record either way: stream
    /// the trace to a sink through ``addObserver(_:)`` to keep all of a long run.
    public var recordLimit: Int? = 1_000_000 {
        didSet {
            precondition(recordLimit.map { $0 > 0 } ?? true, "a trace's record limit must be positive, got \(recordLimit!)")
            if let recordLimit, records.count > recordLimit {
                dropOldRecords(keeping: recordLimit / 2)
            }
        }
    }

    /// How many records the trace made and then dropped to stay within ``recordLimit``.
    public private(set) var droppedRecordCount = 0

    private let clock: VirtualClock
    private var observers: [(id: Int, observe: (TraceRecord) -> Void)] = []
    private var nextObserverID = 0

    /// Records held back while a hit-test is in progress; see ``openHitTest(view:point:)``.
    private var heldRecords: [TraceRecord] = []
    private var openHitTests = 0

    /// Creates a trace that stamps records with `clock`'s current time.
    public init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Whether anyone wants records; the engine checks this before building one.
    public var isActive: Bool { isRecording || !observers.isEmpty }

    /// Calls `observe` with each record as it is made, until ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observe: @escaping (TraceRecord) -> Void) -> TraceObserverID {
        let id = nextObserverID
        nextObserverID += 1
        var observers = self.observers.takeAll()
        observers.append((id, observe))
        self.observers.putBack(&observers)
        return TraceObserverID(rawValue: id)
    }

    /// Stops calling an observer added with ``addObserver(_:)``.
    public func removeObserver(_ id: TraceObserverID) {
        var observers = self.observers.takeAll()
        observers.removeAll { $0.id == id.rawValue }
        self.observers.putBack(&observers)
    }

    /// Forgets the kept records, so that a long-running embedder can read the trace in pieces.
    public func removeAllRecords() {
        records.removeAll()
        droppedRecordCount = 0
    }

    /// Adds a record stamped with the current time; `payload` is only evaluated when recording is on.
    public func record(_ payload: @autoclosure () -> TraceRecord.Payload) {
        guard isActive else { return }
        let record = TraceRecord(time: clock.now, payload: payload())
        if openHitTests > 0 {
            heldRecords.append(record)
        } else {
            publish(record)
        }
    }

    /// Reserves the place of a `hitTest` record before the call runs, so that the trace lists
    /// calls in the order they were made while still showing each call's answer.
    ///
    /// The nested calls' records are held back until the outermost hit-test closes.
    func openHitTest(view: String, point: Point) -> Int {
        openHitTests += 1
        heldRecords.append(TraceRecord(time: clock.now, payload: .hitTest(view: view, point: point, result: nil)))
        return heldRecords.count - 1
    }

    /// Fills in the answer of a hit-test opened with ``openHitTest(view:point:)``.
    func closeHitTest(_ slot: Int, result: String?) {
        if case let .hitTest(view, point, _) = heldRecords[slot].payload {
            heldRecords[slot].payload = .hitTest(view: view, point: point, result: result)
        }
        openHitTests -= 1
        guard openHitTests == 0 else { return }
        let finished = heldRecords
        heldRecords.removeAll(keepingCapacity: true)
        finished.forEach(publish)
    }

    private func publish(_ record: TraceRecord) {
        if isRecording {
            if let recordLimit, records.count >= recordLimit {
                dropOldRecords(keeping: recordLimit / 2)
            }
            records.append(record)
        }
        for observer in observers {
            observer.observe(record)
        }
    }
}

/// Identifies an observer added to a ``Trace``.
extension Trace {
    /// Drops the oldest records so that the latest `count` remain.
    private func dropOldRecords(keeping count: Int) {
        let dropped = records.count - count
        records.removeFirst(dropped)
        droppedRecordCount += dropped
    }
}

public struct TraceObserverID: Hashable, Sendable {
    fileprivate let rawValue: Int
}
