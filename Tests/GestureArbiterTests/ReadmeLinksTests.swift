import Foundation
import Testing

/// The READMEs' pictures and links point at files that exist, so a renamed example or diagram
/// does not leave a broken image on the repository's front page.
@Suite("README links")
struct ReadmeLinksTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The targets of the Markdown links and images in `text` that are paths in the repository.
    static func localTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close])
            if !target.contains("://"), !target.hasPrefix("#") {
                targets.append(target)
            }
        }
        return targets
    }

    @Test("every local link and image in a README names a file that exists", arguments: ["README.md", "StateDiagrams/README.md"])
    func linksResolve(_ readme: String) throws {
        let file = Self.root.appendingPathComponent(readme)
        let text = try String(contentsOf: file, encoding: .utf8)
        let targets = Self.localTargets(in: text)
        #expect(!targets.isEmpty)
        for target in targets {
            let path = file.deletingLastPathComponent().appendingPathComponent(target).path
            #expect(FileManager.default.fileExists(atPath: path), "\(readme) links to \(target), which does not exist")
        }
    }

    @Test("the README shows a state diagram, a scene graph and a timeline")
    func readmeShowsEachPicture() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let images = Self.localTargets(in: text).filter { $0.hasSuffix(".svg") }
        #expect(images.contains { $0.hasPrefix("StateDiagrams/") && !$0.contains("Examples/") })
        #expect(images.contains { $0.contains("Examples/scene-") })
        #expect(images.contains { $0.contains("Examples/timeline-") })
    }

    @Test("the README's layout names every folder of the engine")
    func layoutNamesEveryFolder() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let fileManager = FileManager.default
        let engine = try fileManager.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/GestureArbiter").path)
            .filter { !$0.hasSuffix(".docc") && !$0.hasSuffix(".swift") }
        #expect(engine.count > 10)
        for folder in engine {
            #expect(text.contains("\(folder)/"), "the README's layout does not name Sources/GestureArbiter/\(folder)/")
        }
    }
}
