import Foundation
import GestureFixtures
import Testing

/// Every fixture view type is documented where a reader looks for it: in FixtureFormat.md's row
/// for the `type` key, and, for a control, in the Controls article's section on fixtures. A kind
/// added to ``ViewType`` without its docs fails here.
@Suite("View types in the docs")
struct ViewTypeDocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("FixtureFormat.md's row for `type` names every view type", arguments: ViewType.allCases)
    func typeRowNamesEveryType(_ type: ViewType) throws {
        let format = try Self.text("Sources/GestureFixtures/GestureFixtures.docc/FixtureFormat.md")
        let row = try #require(format.split(separator: "\n").first { $0.hasPrefix("| `type` | string |") })
        #expect(row.contains("`\(type.rawValue)`"), "the `type` row does not name \(type.rawValue)")
    }

    @Test("the Controls article's section on fixtures names every control type", arguments: ViewType.allCases.filter(\.isControl))
    func controlsArticleNamesEveryControl(_ type: ViewType) throws {
        let article = try Self.text("Sources/GestureArbiter/GestureArbiter.docc/Controls.md")
        let section = try #require(article.range(of: "### In fixtures")).upperBound
        let rest = article[section...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        #expect(rest[..<end].contains("`\(type.rawValue)`"), "Controls.md's fixture section does not name \(type.rawValue)")
    }
}
