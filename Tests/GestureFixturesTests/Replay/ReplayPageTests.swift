import Foundation
import GestureArbiter
@testable import GestureFixtures
import Testing

/// The replay page as a document: the same bytes every time, nothing fetched from elsewhere,
/// data that cannot end its script element, and small enough for a long run.
@Suite("The replay page")
struct ReplayPageTests {
    /// Ten seconds at 60 Hz of a list scrolled up and down by a finger that never rests, with a
    /// button and a switch in a scroll view beside it: every frame moves something.
    static let tenSeconds: String = {
        var events: [String] = []
        for stroke in 0..<6 {
            let start = stroke * 1600
            let (from, to) = stroke % 2 == 0 ? ("[100, 600]", "[100, 150]") : ("[100, 150]", "[100, 600]")
            events.append(#"{"t": \#(start), "drag": {"touch": \#(stroke + 1), "from": \#(from), "to": \#(to), "duration": 1500}}"#)
        }
        events.append(#"{"t": 10000, "tap": {"touch": 9, "at": [300, 60]}}"#)
        return """
            {"name": "ten seconds of scrolling", "views": [
              {"id": "list", "type": "tableView", "frame": [0, 0, 250, 667], "rowCount": 200},
              {"id": "side", "type": "scrollView", "frame": [250, 0, 125, 667], "contentSize": [125, 1400], "subviews": [
                {"id": "button", "type": "button", "frame": [10, 40, 100, 44]},
                {"id": "toggle", "type": "switch", "frame": [10, 100, 51, 31]}]}],
             "events": [\(events.joined(separator: ",\n"))]}
            """
    }()

    static func page(_ json: String, title: String = "page") throws -> ReplayPage {
        ReplayPage(try FixtureLoader.load(json: Array(json.utf8), file: nil), title: title)
    }

    @Test("a 10-second run at 60 Hz makes a page well under 2 MB")
    func tenSecondsIsSmall() throws {
        let page = try Self.page(Self.tenSeconds)
        #expect(page.run.fault == nil)
        #expect(page.run.records.last!.time.milliseconds >= 10_000)
        #expect(page.document.utf8.count < 1_000_000, "\(page.document.utf8.count) bytes")
    }

    @Test("the same fixture gives the same bytes")
    func deterministic() throws {
        #expect(try Self.page(Self.tenSeconds).document == Self.page(Self.tenSeconds).document)
    }

    @Test("the page needs nothing beside it: no address, no file, no font it would fetch")
    func selfContained() throws {
        let document = try Self.page(Self.tenSeconds).document
        for reference in ["src=", "href=", "url(", "@import", "http:", "https:", "//cdn", "<link", "fetch(", "XMLHttpRequest", "import("] {
            #expect(!document.contains(reference), "\(reference)")
        }
    }

    @Test("names from the fixture cannot end the page's script or reach its markup")
    func namesAreEscaped() throws {
        let json = #"{"name": "</script><b>bold</b>", "views": [{"id": "a</script>&<i>", "frame": [0, 0, 100, 100]}], "events": [{"t": 0, "tap": {"touch": 1, "at": [50, 50]}}]}"#
        let document = try Self.page(json, title: "<title> & \"quotes\"").document
        #expect(document.components(separatedBy: "</script>").count == document.components(separatedBy: "<script").count)
        #expect(!document.contains("<b>bold"))
        #expect(!document.contains("<i>"))
        #expect(document.contains("<h1 id=\"title\">&lt;title&gt; &amp; &quot;quotes&quot;</h1>"))
    }

    @Test("the page's data holds the trace record for record, in the trace's numbers")
    func dataHoldsTheTrace() throws {
        let page = try Self.page(Self.tenSeconds)
        let document = page.document
        let start = try #require(document.range(of: #"<script type="application/json" id="replay-data">"#))
        let end = try #require(document.range(of: "</script>", range: start.upperBound..<document.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(document[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let records = try #require(data["records"] as? [[Any]])
        #expect(records.count == page.run.records.count)
        for (shown, record) in zip(records, page.run.records) {
            #expect(shown[0] as? Double == Double(TraceValue.format(record.time.milliseconds)))
            #expect(shown[2] as? String == record.subject)
            #expect(shown[3] as? String == record.event)
        }
        let frames = try #require(data["frames"] as? [[Any]])
        #expect(frames.count > 600, "a frame for each of the run's 60 Hz frames at least")
    }
}
