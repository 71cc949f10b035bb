import Foundation
import GestureArbiter
@testable import GestureFixtures
import Testing

/// The timeline's SVG: the same bytes as the committed goldens, the same bytes on every render,
/// well-formed XML, the trace records in its tooltips, and labels that never pile up.
///
/// To regenerate the goldens after an intended change, run
/// `UPDATE_TIMELINE_GOLDENS=1 swift test --filter TimelineSVGTests`, or for one fixture
/// `swift run gesture-arbiter timeline Tests/Fixtures/rules/S1-content-touch-delay.json --svg Tests/Goldens/Timelines/S1-content-touch-delay.svg`
/// (the command writes the same bytes), then look at the pictures before committing them.
@Suite("The timeline as SVG")
struct TimelineSVGTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesFolder = testsFolder.appendingPathComponent("Fixtures").path
    static let goldensFolder = testsFolder.appendingPathComponent("Goldens/Timelines").path

    static let goldenFixtures = [
        "rules/S1-content-touch-delay.json",
        "rules/A1-single-tap-requires-double-tap.json",
        "seeds/004-both-flags-quick-drag-scrolls.json",
        "rules/S11-pinch-zoom.json",
    ]

    static let corpus: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: fixturesFolder)
        return (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The document for a corpus fixture, titled with its file name as the command titles it.
    static func render(_ name: String) throws -> String {
        let compiled = try FixtureLoader.load(contentsOfFile: fixturesFolder + "/" + name)
        let title = String(name.split(separator: "/").last ?? "").replacingOccurrences(of: ".json", with: "")
        return TimelineSVG(compiled.timeline(), title: title).document
    }

    @Test("the timeline of a fixture is byte for byte its committed golden", arguments: goldenFixtures)
    func matchesGolden(_ name: String) throws {
        let document = try Self.render(name)
        let goldenName = String(name.split(separator: "/").last ?? "").replacingOccurrences(of: ".json", with: ".svg")
        let path = Self.goldensFolder + "/" + goldenName
        if ProcessInfo.processInfo.environment["UPDATE_TIMELINE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(atPath: Self.goldensFolder, withIntermediateDirectories: true)
            try document.write(toFile: path, atomically: false, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        let firstDifference = zip(document.split(separator: "\n"), golden.split(separator: "\n")).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(document == golden, "first differing line \(firstDifference.map { "\($0.offset + 1): \($0.element.0)" } ?? "(lengths differ)")")
    }

    @Test("rendering a fixture twice, from two loads and two runs, gives byte-identical SVG", arguments: corpus)
    func deterministic(_ name: String) throws {
        let first = try Self.render(name)
        let second = try Self.render(name)
        #expect(first == second)
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    }

    @Test("every fixture's timeline is well-formed XML", arguments: corpus)
    func wellFormed(_ name: String) throws {
        let document = try Self.render(name)
        #expect(XMLCheck.problem(in: document) == nil, "\(XMLCheck.problem(in: document) ?? "")")
    }

    @Test("no two labels of a fixture's timeline overlap", arguments: corpus)
    func labelsDoNotOverlap(_ name: String) throws {
        let overlaps = Self.overlappingTexts(in: try Self.render(name))
        #expect(overlaps.isEmpty, "\(overlaps.prefix(3))")
    }

    @Test("the well-formedness check itself finds unbalanced tags, bare ampersands and unquoted attributes")
    func checkerFindsProblems() {
        #expect(XMLCheck.problem(in: "<svg><g></svg>") != nil)
        #expect(XMLCheck.problem(in: "<svg><text>a & b</text></svg>") != nil)
        #expect(XMLCheck.problem(in: "<svg width=10/>") != nil)
        #expect(XMLCheck.problem(in: "<svg><text>a &amp; b</text><g/></svg>") == nil)
    }

    @Test("the tooltips hold the trace's own text lines, so hovering a mark shows its records")
    func tooltipsHoldTraceLines() throws {
        let document = try Self.render("rules/S1-content-touch-delay.json")
        let compiled = try FixtureLoader.load(contentsOfFile: Self.fixturesFolder + "/rules/S1-content-touch-delay.json")
        let cancel = try #require(compiled.run().records.first { $0.event == "touchesCancelled" })
        #expect(document.contains("<title>" + SVGWriter.escape(cancel.textLine) + "</title>"))
        let fired = try #require(compiled.run().records.first { $0.event == "fired" })
        #expect(document.contains(SVGWriter.escape(fired.textLine)))
    }

    @Test("a drag of a hundred moves draws lines and keeps its labels apart, instead of a label per move")
    func denseDragStaysReadable() throws {
        let fixture = Fixture(
            name: "a slow drag in a scroll view & a <pan>",
            views: [ViewSpec(id: "list", kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 375, height: 3000))),
                             frame: Rect(x: 0, y: 0, width: 375, height: 667))],
            events: [FixtureEvent(time: 0, .drag(Drag(touch: 1, from: Point(x: 100, y: 600), to: Point(x: 100, y: 100), duration: 830, hz: 120)))]
        )
        let compiled = try fixture.compile()
        let moves = compiled.script.steps.count - 2
        #expect(moves >= 99)
        let document = TimelineSVG(compiled.timeline(), title: "dense").document
        #expect(XMLCheck.problem(in: document) == nil)
        #expect(document.contains("a slow drag in a scroll view &amp; a &lt;pan&gt;"))
        #expect(Self.overlappingTexts(in: document).isEmpty)
        let lanes = try #require(document.range(of: "class=\"lanes\"").map { document[$0.upperBound...] }?.components(separatedBy: "class=\"legend\"").first)
        let labels = lanes.split(separator: "\n").filter { $0.contains("<text") }
        #expect(labels.count < 50, "\(labels.count) text elements for \(moves) moves")
        #expect(document.components(separatedBy: "<polyline").count - 1 == 2, "one line for the finger's distance, one for the offset")
    }

    @Test("coordinates print with at most one decimal, never as -0, whatever the locale")
    func numbers() {
        #expect(SVGWriter.number(3) == "3")
        #expect(SVGWriter.number(1.26) == "1.3")
        #expect(SVGWriter.number(-1.5) == "-1.5")
        #expect(SVGWriter.number(-0.04) == "0")
        #expect(SVGWriter.number(1234.56) == "1234.6")
        #expect(SVGWriter.number(.nan) == "0")
    }

    @Test("the axis steps by 1, 2 or 5 times a power of ten, at least 80 px apart, and ends on a tick after the run")
    func scale() {
        let s1 = TimelineScale(end: .milliseconds(3300), left: 230, right: 1400)
        #expect(s1.step == 500)
        #expect(s1.domainEnd == 3500)
        #expect(s1.ticks == [0, 500, 1000, 1500, 2000, 2500, 3000, 3500])
        #expect(s1.x(.milliseconds(1750)) == 815)
        let short = TimelineScale(end: .milliseconds(80), left: 230, right: 1400)
        #expect(short.step == 10)
        #expect(short.domainEnd == 80)
    }

    // MARK: Layout check

    /// Pairs of text elements on the same baseline whose estimated extents overlap, using the
    /// same generous width estimate as the placement, so a pile-up of labels fails.
    static func overlappingTexts(in document: String) -> [String] {
        struct Label {
            var text: String
            var from: Double
            var to: Double
        }
        var rows: [String: [Label]] = [:]
        var order: [String] = []
        for line in document.split(separator: "\n") where line.contains("<text") {
            func attribute(_ name: String) -> String? {
                guard let start = line.range(of: " \(name)=\"") else { return nil }
                return String(line[start.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = attribute("x").flatMap(Double.init), let y = attribute("y"), let size = attribute("font-size").flatMap(Double.init) else { continue }
            var content = line.drop { $0 != ">" }.dropFirst()
            if let endTitle = content.range(of: "</title>") { content = content[endTitle.upperBound...] }
            let text = String(content.prefix { $0 != "<" })
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            let width = LabelRow.width(of: text, size: size, bold: attribute("font-weight") == "bold")
            let from = switch attribute("text-anchor") {
            case "end": x - width
            case "middle": x - width / 2
            default: x
            }
            if rows[y] == nil { order.append(y) }
            rows[y, default: []].append(Label(text: text, from: from, to: from + width))
        }
        var overlaps: [String] = []
        for y in order {
            let labels = rows[y] ?? []
            for (index, label) in labels.enumerated() {
                for other in labels[(index + 1)...] where label.from < other.to - 0.5 && other.from < label.to - 0.5 {
                    overlaps.append("y=\(y): '\(label.text)' and '\(other.text)'")
                }
            }
        }
        return overlaps
    }
}
