import Foundation
import GestureArbiter

/// `gesture-arbiter diagrams [--output FOLDER]`: writes every machine's diagram as DOT and, where
/// Graphviz is installed, as SVG beside it, for people who browse the repository.
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
        let graphviz = Graphviz.find()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for diagram in StateDiagrams.all {
                let path = folder + "/" + diagram.name + ".dot"
                try Data(diagram.dot.utf8).write(to: URL(fileURLWithPath: path))
                output.print("wrote \(path)")
                guard let graphviz else { continue }
                switch graphviz.render(diagram.dot, format: "svg") {
                case let .success(svg):
                    let svgPath = folder + "/" + diagram.name + ".svg"
                    try svg.write(to: URL(fileURLWithPath: svgPath))
                    output.print("wrote \(svgPath)")
                case let .failure(error):
                    output.printError("error: \(diagram.name): \(error.message)")
                    return .badInput
                }
            }
        } catch {
            output.printError("error: cannot write the diagrams into \(folder): \(error.localizedDescription)")
            return .badInput
        }
        if graphviz == nil {
            output.printError("note: Graphviz's dot is not on the PATH, so only the DOT files were written; install graphviz for the SVGs")
        }
        return .success
    }
}
