import GestureArbiter
import GestureFixtures

/// `gesture-arbiter graph FIXTURE [--at X,Y]`: the scene's relation graph as Graphviz DOT.
enum GraphCommand {
    static func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        switch FixtureCommandStart(arguments, command: "graph", usage: Usage.graph, parse: Options.parse, fixturePath: \.fixture, output: &output) {
        case let .finished(exitCode):
            return exitCode
        case let .ready(options, fixture):
            let graph = fixture.sceneGraph(at: options.point, title: Self.title(of: options.fixture))
            output.print(String(graph.dot.dropLast()))
            return .success
        }
    }

    /// The fixture's file name without its folder and `.json`: short, and it names the scene.
    static func title(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    struct Options {
        var fixture: String
        var point: Point?

        static func parse(_ arguments: [String]) -> Swift.Result<Options, UsageError> {
            var fixture: String?
            var point: Point?
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--at":
                    guard let value = remaining.popFirst() else { return .failure(UsageError("--at needs a point in window coordinates, X,Y (for example --at 150,125)")) }
                    guard let parsed = parsePoint(value) else {
                        return .failure(UsageError("--at expects X,Y: two finite numbers in window coordinates separated by a comma (for example --at 150,125), got '\(value)'"))
                    }
                    point = parsed
                case _ where argument.hasPrefix("-"):
                    return .failure(UsageError("unknown option '\(argument)'"))
                default:
                    guard fixture == nil else { return .failure(UsageError("graph takes one fixture, got a second: '\(argument)'")) }
                    fixture = argument
                }
            }
            guard let fixture else { return .failure(UsageError("missing the fixture to draw")) }
            return .success(Options(fixture: fixture, point: point))
        }

        /// `X,Y` with two finite numbers, spaces allowed around each.
        static func parsePoint(_ text: String) -> Point? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2,
                  let x = Double(parts[0].trimmingSpaces), let y = Double(parts[1].trimmingSpaces),
                  x.isFinite, y.isFinite
            else { return nil }
            return Point(x: x, y: y)
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var trimmed = self
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }
}
