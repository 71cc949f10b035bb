import GestureArbiter
import GestureFixtures
import Testing

/// A scroll view's `chain` key: read with its default axis, refused by the compile step wherever
/// the engine's `ScrollChain` would trap, and built into the scene so that the chain moves its
/// scroll views as one. The seed 002 fixtures (`Tests/Fixtures/seeds/002-chain-*.json`) show the
/// vertical chain at length; these tests cover the rest.
@Suite("Scroll chains in fixtures")
struct ScrollChainFixtureTests {
    /// A horizontal scroll view `outer` (375 wide, content 575, so it stops at 200) holding a plain
    /// `banner` and a horizontal `strip` at x 200 (content 1000 wide); `chain` is outer's chain
    /// key with its trailing comma.
    static func document(chain: String, events: String = "[]") -> String {
        #"""
        {
          "views": [
            { "id": "outer", "type": "scrollView", "frame": [0, 0, 375, 300], "contentSize": [575, 300], \#(chain)
              "subviews": [
                { "id": "banner", "frame": [0, 0, 200, 300] },
                { "id": "strip", "type": "scrollView", "frame": [200, 0, 375, 300], "contentSize": [1000, 300] }
              ] }
          ],
          "events": \#(events)
        }
        """#
    }

    func load(_ json: String) throws -> CompiledFixture {
        try FixtureLoader.load(json: Array(json.utf8), file: nil)
    }

    @Test("the axis is vertical when left out, and horizontal when named")
    func axisDefault() throws {
        let vertical = try load(Self.document(chain: #""chain": {"children": ["strip"]},"#))
        let horizontal = try load(Self.document(chain: #""chain": {"children": ["strip"], "axis": "horizontal"},"#))
        #expect(Self.chain(of: vertical.fixture) == ScrollChainSpec(children: ["strip"], axis: .vertical))
        #expect(Self.chain(of: horizontal.fixture) == ScrollChainSpec(children: ["strip"], axis: .horizontal))
    }

    @Test(
        "every chain the engine would trap on is refused at its place, with the reason",
        arguments: [
            (#""chain": {"children": ["outer"]},"#, "views[0].chain.children[0]", "'outer' is the chain's own scroll view, not one inside it"),
            (#""chain": {"children": ["strip", "strip"]},"#, "views[0].chain.children[1]",
             "'strip' is already in a chain, at views[0].chain.children[0]: a scroll view belongs to one chain at most"),
            (#""chain": {"children": ["strip.pan"]},"#, "views[0].chain.children[0]", "unknown view id 'strip.pan'"),
            (#""chain": {"children": ["banner"]},"#, "views[0].chain.children[0]", "'banner' is a view, not a scroll view"),
        ])
    func refused(_ chain: String, _ path: String, _ reason: String) throws {
        let error = #expect(throws: FixtureError.self) { try load(Self.document(chain: chain)) }
        #expect(error?.path == path)
        #expect(error?.reason == reason)
    }

    @Test("a scroll view that is a chain's child cannot be another chain's parent: the second membership is refused")
    func parentInTwoChains() throws {
        let json = #"""
            {
              "views": [
                { "id": "root", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 867], "chain": {"children": ["inner"]},
                  "subviews": [
                    { "id": "inner", "type": "scrollView", "frame": [0, 200, 375, 667], "contentSize": [375, 1000], "chain": {"children": ["list"]},
                      "subviews": [ { "id": "list", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000] } ] }
                  ] }
              ],
              "events": []
            }
            """#
        let error = #expect(throws: FixtureError.self) { try load(json) }
        #expect(error?.path == "views[0].subviews[0].chain")
        #expect(error?.reason == "'inner' is already in a chain, at views[0].chain.children[0]: a scroll view belongs to one chain at most")
    }

    @Test("a fixture built in Swift gets the same checks, so a bad chain is an error rather than a trap in the run")
    func swiftModelIsChecked() {
        let list = ViewSpec(id: "list", kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 375, height: 2000))),
                            frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let root = ViewSpec(id: "root", kind: .scrollView(ScrollViewSettings(chain: ScrollChainSpec(children: ["list"]))),
                            frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let outside = Fixture(views: [root, list], events: [])
        #expect(throws: FixturePath("views[0].chain.children[0]").error("'list' is not inside 'root'")) { try outside.compile() }
        let empty = Fixture(views: [ViewSpec(id: "root", kind: .scrollView(ScrollViewSettings(chain: ScrollChainSpec(children: []))),
                                             frame: Rect(x: 0, y: 0, width: 375, height: 667))], events: [])
        #expect(throws: FixturePath("views[0].chain.children").error("a chain needs at least one child")) { try empty.compile() }
    }

    @Test("a horizontal chain reaches the engine: a drag left on the strip moves the outer scroll view to its end first, then the strip, as one drag")
    func horizontalChainRuns() throws {
        // 20 pt every 16 ms from x 340 to x 20, 16 moves at exact positions; the first starts the
        // drag and moves the content by what lies past the 10 pt threshold (S4): 310 pt in all.
        let events = #"[{"t": 0, "drag": {"touch": 1, "from": [340, 150], "to": [20, 150], "duration": 256, "hz": 62.5, "lift": false}}, {"t": 1000, "touch": 1, "phase": "ended"}]"#
        let run = try load(Self.document(chain: #""chain": {"children": ["strip"], "axis": "horizontal"},"#, events: events)).run()
        let offsets = run.records.filter { $0.event == "didScroll" }.map { record in
            "\(record.subject) \(record.fields.first { $0.name == "offset" }?.value.text ?? "")"
        }
        let outer = (0...9).map { "outer [\($0 * 20 + 10), 0]" } + ["outer [200, 0]"]
        #expect(offsets == outer + (0...5).map { "strip [\($0 * 20 + 10), 0]" })
        #expect(!run.records.contains { $0.subject == "outer" && $0.event == "willBeginDragging" })
    }

    private static func chain(of fixture: Fixture) -> ScrollChainSpec? {
        guard case let .scrollView(settings) = fixture.views.first?.kind else { return nil }
        return settings.chain
    }
}
