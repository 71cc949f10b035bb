import GestureFixtures

extension DocumentCommand {
    /// `gesture-arbiter timeline FIXTURE --svg OUT`: runs a fixture and draws the run on a time axis.
    static var timeline: DocumentCommand {
        DocumentCommand(
            name: "timeline", flag: "--svg", format: "SVG", fileSuffix: ".svg", document: "the timeline", verb: "draw",
            usage: Usage.timeline,
            write: { fixture, title in
                let run = fixture.run()
                return (TimelineSVG(Timeline(fixture, run: run), title: title).document, run)
            })
    }

    /// `gesture-arbiter replay FIXTURE --html OUT`: runs a fixture and writes a page that replays it.
    static var replay: DocumentCommand {
        DocumentCommand(
            name: "replay", flag: "--html", format: "HTML", fileSuffix: ".html", document: "the replay", verb: "replay",
            usage: Usage.replay,
            write: { fixture, title in
                let page = ReplayPage(fixture, title: title)
                return (page.document, page.run)
            })
    }
}
