/// A named benchmark workload: what it sends, in what unit it is counted, and how to prepare one
/// run of it at a given size.
///
/// The catalogue lives in this library rather than in the executable so that the tests can run
/// every workload with a tiny budget and check that it does what its name says: a benchmark that
/// silently stopped scrolling, or tapped nothing, would still print plausible numbers.
public struct Workload: Sendable {
    /// The name `--workload` selects, such as `drag-moves`.
    public let name: String
    /// What one operation is: `event` (one `Window.send`) or `fixture` (one fixture checked).
    public let unit: String
    /// One line on what the workload does, for `--list`.
    public let summary: String
    /// The tracing modes the workload can run in; the fixture runner always records its trace
    /// (the expectations are checked against it), so the fixture workloads only run with it on.
    public let tracingModes: [Bool]
    private let prepare: @Sendable (_ size: Size, _ tracing: Bool) throws -> any WorkloadRun

    /// How much work one run does.
    public enum Size: Sendable {
        /// The counts the issue asks for.
        case full
        /// About a tenth of them, for a quick look (`--quick`).
        case quick
    }

    public init(name: String, unit: String, summary: String, tracingModes: [Bool] = [false, true],
                prepare: @escaping @Sendable (_ size: Size, _ tracing: Bool) throws -> any WorkloadRun) {
        self.name = name
        self.unit = unit
        self.summary = summary
        self.tracingModes = tracingModes
        self.prepare = prepare
    }

    /// Builds the scene of one run; nothing of it is timed.
    public func prepareRun(size: Size, tracing: Bool) throws -> any WorkloadRun {
        try prepare(size, tracing)
    }
}

extension Workload {
    /// Every workload, in the order the benchmark prints them: the per-event workloads, then
    /// the scaling curves (Performance.md); the corpus workload reads its fixtures from
    /// `fixturesFolder`.
    public static func all(fixturesFolder: String) -> [Workload] {
        [
            Workload(name: "drag-moves", unit: "event",
                     summary: "200,000 moves 1 ms apart, in a triangle wave, of a drag through a scroll view holding a button") { size, tracing in
                try DragMoves(moves: size == .full ? 200_000 : 20_000, tracing: tracing)
            },
            Workload(name: "quick-taps", unit: "event",
                     summary: "20,000 press/release pairs on a button in a scroll view, released 20 ms after the press") { size, tracing in
                TapCycles(kind: .quick, cycles: size == .full ? 20_000 : 2_000, tracing: tracing)
            },
            Workload(name: "held-taps", unit: "event",
                     summary: "2,000 press/release pairs released 200 ms after the press, after the 150 ms delay timer fired") { size, tracing in
                TapCycles(kind: .held, cycles: size == .full ? 2_000 : 200, tracing: tracing)
            },
            Workload(name: "hit-test-10", unit: "event",
                     summary: "20,000 touch-downs (and lifts) on a cell of a 10-view scene: 1 container of 9 cells") { size, tracing in
                TouchDowns(scene: .small, touches: size == .full ? 20_000 : 2_000, tracing: tracing)
            },
            Workload(name: "hit-test-10000", unit: "event",
                     summary: "20,000 touch-downs (and lifts) on a cell of the front-most of 100 containers of 100 cells") { size, tracing in
                TouchDowns(scene: .large, touches: size == .full ? 20_000 : 2_000, tracing: tracing)
            },
        ] + ListDragMoves.Content.allCases.map { content in
            Workload(name: "list-drag-moves-\(content.rawValue)", unit: "event",
                     summary: "the drag moves through the middle of 10,000 rows of 44 pt: \(content == .table ? "a table view, cells only on screen" : "a plain scroll view of the same size, for comparison")") { size, tracing in
                try ListDragMoves(content: content, moves: size == .full ? 200_000 : 20_000, tracing: tracing)
            }
        } + SystemGestureMoves.Gesture.allCases.map { gesture in
            Workload(name: "\(gesture.rawValue)-moves", unit: "event",
                     summary: "200,000 moves of \(gesture.summary), in the drag moves' wave") { size, tracing in
                try SystemGestureMoves(gesture: gesture, moves: size == .full ? 200_000 : 20_000, tracing: tracing)
            }
        } + [
            Workload(name: "swiftui-drag-moves", unit: "event",
                     summary: "200,000 moves of a SwiftUI DragGesture with a gesture state and onChanged, in the drag moves' wave") { size, tracing in
                try SwiftUIDragMoves(moves: size == .full ? 200_000 : 20_000, tracing: tracing)
            },
        ] + CInterfaceScene.Path.allCases.flatMap { path in
            [
                Workload(name: "drag-moves-\(path.rawValue)", unit: "event",
                         summary: "the drag moves on the C interface's scene, sent \(path == .swift ? "with Window.send" : "with ga_window_send_touches")",
                         tracingModes: [false]) { size, _ in
                    try CInterfaceDragMoves(path: path, moves: size == .full ? 200_000 : 20_000)
                },
                Workload(name: "quick-taps-\(path.rawValue)", unit: "event",
                         summary: "the quick taps on the C interface's scene, sent \(path == .swift ? "with Window.send" : "with ga_window_send_touches")",
                         tracingModes: [false]) { size, _ in
                    try CInterfaceTaps(path: path, cycles: size == .full ? 20_000 : 2_000)
                },
            ]
        } + scalingWorkloads + [
            Workload(name: "fixture-corpus", unit: "fixture",
                     summary: "parse, compile, run and check every fixture under \(fixturesFolder)", tracingModes: [true]) { _, _ in
                try FixtureCorpus(folder: fixturesFolder)
            },
            Workload(name: "generated-fixtures", unit: "fixture",
                     summary: "compile, run and check 1,000 fixtures made by the fuzzer's generator (seeds 1...1000)", tracingModes: [true]) { size, _ in
                GeneratedFixtures(seeds: 1...(size == .full ? 1_000 : 100))
            },
        ]
    }

    /// The growth curves: recognizers on the touched path (with each relation), fingers, pending
    /// timers and the size of a window the invariant checker watches. Each does about the same
    /// work at every size, so a curve's points take comparable time.
    static var scalingWorkloads: [Workload] {
        let paths = RecognizerPathScene.Relation.allCases.flatMap { relation in
            [1, 16, 64, 256].map { count in
                let suffix = relation == .none ? "" : "-\(relation.rawValue)"
                return Workload(name: "path-\(count)\(suffix)", unit: "event",
                                summary: "taps on \(count) nested views with a recognizer each (tap, pan, long press)\(relation == .none ? "" : ", \(relation.rawValue)")") { size, tracing in
                    RecognizerPathTaps(recognizers: count, relation: relation, taps: max(4, (size == .full ? 40_000 : 4_000) / (count * 4)), tracing: tracing)
                }
            }
        }
        let fingers = [1, 5, 10, 20].map { count in
            Workload(name: "fingers-\(count)", unit: "event",
                     summary: "\(count) fingers down, moved and lifted together on \(count) views with a pan each") { size, tracing in
                FingerSpread(fingers: count, cycles: max(4, (size == .full ? 40_000 : 4_000) / (count * 6)), tracing: tracing)
            }
        }
        let timers = Workload(name: "timers-10000", unit: "event",
                              summary: "the quick taps with 10,000 other timers pending on the window") { size, tracing in
            PendingTimerTaps(pendingTimers: 10_000, cycles: size == .full ? 20_000 : 2_000, tracing: tracing)
        }
        let crowded = [false, true].map { checking in
            Workload(name: "views-100000\(checking ? "-checked" : "")", unit: "event",
                     summary: "quick taps on a button in front of 100,000 views, invariant checker \(checking ? "on" : "off")") { size, tracing in
                CrowdedWindowTaps(views: 100_000, checking: checking, cycles: size == .full ? 2_000 : 200, tracing: tracing)
            }
        }
        return paths + fingers + [timers] + crowded
    }
}
