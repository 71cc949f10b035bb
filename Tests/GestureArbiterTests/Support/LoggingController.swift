@testable import GestureArbiter

/// A controller that writes each lifecycle call it gets into a shared log.
final class LoggingController: ViewController {
    let name: String
    let log: Log
    /// Called after the log line of `viewWillDisappear`.
    var onViewWillDisappear: ((LoggingController) -> Void)?

    final class Log {
        var lines: [String] = []
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() {
        log.lines.append("\(name).loadView")
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.lines.append("\(name).viewWillDisappear")
        onViewWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { log.lines.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.lines.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}
