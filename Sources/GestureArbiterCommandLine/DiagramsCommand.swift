import Foundation
import GestureArbiter

/// `gesture-arbiter diagrams [--output FOLDER]`: writes every machine's diagram as DOT.
enum DiagramsCommand {
    static func run(_ arguments: [String], output: inout Output) -> CommandLineTool.ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(Usage.diagrams)
            return .success
        }
        var folder = "StateDiagrams"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument == "--output", let value = remaining.popFirst() else {
                output.printError("gesture-arbiter diagrams: unexpected argument '\(argument)'\n\n" + Usage.diagrams)
                return .badInput
            }
            folder = value
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for diagram in StateDiagramCatalog.all {
                let path = folder + "/" + diagram.name + ".dot"
                try Data(diagram.dot.utf8).write(to: URL(fileURLWithPath: path))
                output.print("wrote \(path)")
            }
        } catch {
            output.printError("error: cannot write the diagrams into \(folder): \(error.localizedDescription)")
            return .badInput
        }
        return .success
    }
}
