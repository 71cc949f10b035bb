import GestureArbiter
import GestureFixtures
import Testing

/// `set` changes a recognizer type's own settings, with the scene's keys and values.
@Suite("Setting a recognizer's own settings")
struct GestureSettingTests {
    func load(_ json: String) throws(FixtureError) -> CompiledFixture {
        try FixtureLoader.load(json: Array(json.utf8), file: "inline.json")
    }

    @Test("each key decodes to its setting", arguments: [
        (#""taps", "value": 2"#, GestureSetting.taps(2)),
        (#""touches", "value": 2"#, .touches(2)),
        (#""minimumPressDuration", "value": 100"#, .minimumPressDuration(100)),
        (#""allowableMovement", "value": 5"#, .allowableMovement(5)),
        (#""minimumTouches", "value": 2"#, .minimumTouches(2)),
        (#""maximumTouches", "value": 3"#, .maximumTouches(3)),
        (#""direction", "value": ["left", "up"]"#, .direction([.left, .up])),
        (#""edges", "value": "left""#, .edges([.left])),
    ])
    func decoding(keyAndValue: String, expected: GestureSetting) throws {
        let document = #"{"views": [], "events": [{"t": 0, "set": {"id": "g", "key": \#(keyAndValue)}}]}"#
        let fixture = try FixtureDecoder.decode(JSONParser.parse(document))
        #expect(fixture.events.first?.action == .setGesture(id: "g", property: .setting(expected)))
    }

    @Test("a tap set to two taps then needs two: the first tap no longer recognizes")
    func tapsTakeEffect() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 100, 100], "gestures": [{"id": "tap", "type": "tap"}]}],
             "events": [
               {"t": 0, "set": {"id": "tap", "key": "taps", "value": 2}},
               {"t": 10, "tap": {"touch": 1, "at": [50, 50]}},
               {"t": 200, "tap": {"touch": 2, "at": [50, 50]}}
             ]}
            """#).run()
        let recognized = run.records.filter { $0.subject == "tap" && $0.event == "recognized" }.map(\.time.milliseconds)
        #expect(recognized == [250])
    }

    @Test("a setting the recognizer's type does not have is refused at the set's key", arguments: [
        (#""taps", "value": 2"#, "pan", "events[0].set.key: 'taps' does not apply to a pan gesture"),
        (#""edges", "value": "left""#, "scroll.pan", "events[0].set.key: 'edges' does not apply to a pan gesture"),
        (#""minimumTouches", "value": 2"#, "scroll.delay", "events[0].set.key: 'minimumTouches' does not apply to 'scroll.delay'"),
        (#""taps", "value": 0"#, "tap", "events[0].set.value.taps: taps must be at least 1, got 0"),
    ])
    func refused(keyAndValue: String, id: String, expected: String) {
        let json = #"""
            {"views": [{"id": "v", "frame": [0, 0, 100, 100], "gestures": [{"id": "tap", "type": "tap"}, {"id": "pan", "type": "pan"}]},
                       {"id": "scroll", "type": "scrollView", "frame": [0, 100, 100, 100]}],
             "events": [{"t": 0, "set": {"id": "\#(id)", "key": \#(keyAndValue)}}]}
            """#
        do {
            _ = try load(json)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasSuffix(expected), "\(error)")
        }
    }

    @Test("a control takes touches: consume, which is what it does anyway: its taps still work")
    func controlConsumes() throws {
        let run = try load(#"""
            {"views": [{"id": "ok", "type": "button", "frame": [0, 0, 100, 44], "touches": "consume"}],
             "events": [{"t": 0, "tap": {"touch": 1, "at": [50, 20]}}]}
            """#).run()
        #expect(run.records.contains { $0.subject == "ok" && $0.event == "touchUpInside" })
    }
}
