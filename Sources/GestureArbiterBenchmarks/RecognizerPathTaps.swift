import GestureArbiter

/// The arbitration scaling workload: taps on a ``RecognizerPathScene``, each lifted 50 ms after
/// it went down and the next 500 ms later, so that no tap counts as a double tap and no long
/// press fires. Each tap is two events, a touch-down and a lift.
public final class RecognizerPathTaps: WorkloadRun {
    public let scene: RecognizerPathScene
    public let taps: Int
    public var operationCount: Int { 2 * taps }

    /// Constants, so that passing them to `send` retains nothing: the harness's own cost.
    private let down: [TouchInput]
    private let lift: [TouchInput]

    public init(recognizers: Int, relation: RecognizerPathScene.Relation, taps: Int, tracing: Bool) {
        scene = RecognizerPathScene(count: recognizers, relation: relation, tracing: tracing)
        self.taps = taps
        down = [TouchInput(id: 1, phase: .began, location: scene.touchPoint)]
        lift = [TouchInput(id: 1, phase: .ended, location: scene.touchPoint)]
    }

    public func run() throws {
        try scene.window.sendTaps(taps, press: down, release: lift, pressDuration: .milliseconds(50), period: .milliseconds(500))
    }

    /// How many tap recognizers recognize on each tap: every one when all may recognize
    /// together, else the one the relations let win.
    public var tapsRecognizedPerTap: Int {
        scene.relation == .simultaneous ? scene.recognizers.filter { $0 is TapGestureRecognizer }.count : 1
    }

    /// Every tap must be recognized as the relations say, and leave no recognizer busy.
    public var problems: [String] {
        var problems: [String] = []
        if scene.recognizedTaps != taps * tapsRecognizedPerTap {
            problems.append("\(scene.recognizedTaps) taps recognized for \(taps) taps, \(tapsRecognizedPerTap) expected each")
        }
        if !scene.window.gestureEnvironment.involved.isEmpty {
            problems.append("\(scene.window.gestureEnvironment.involved.count) recognizers still involved after the last lift")
        }
        return problems
    }
}
