import GestureArbiter

/// A fixture's run as one self-contained HTML page that replays it: the views where the engine
/// drew them at each frame, the fingers and the pointer, the recognizers' states as badges, and
/// the trace beside it, with play, speed, a scrubber and steps from record to record.
///
/// Everything the page shows comes from the run: the views from its film (``SceneFilm``), the
/// scroll offsets, zoom scales, recognizer states, highlights and selections from the records
/// the timeline groups (``Timeline``), each applied at its record, so that the page at an instant
/// says what the trace says there. It needs no network and no file beside it, and the same
/// fixture always gives the same bytes. <doc:Replays> says how to read and query it.
public struct ReplayPage {
    /// The run the page replays.
    public let run: FixtureRun
    /// The HTML document.
    public let document: String

    /// Runs `fixture` with its views filmed and writes the page, headed `title`.
    public init(_ fixture: CompiledFixture, title: String) {
        let (run, film) = fixture.filmedRun()
        self.run = run
        let data = ReplayData(fixture: fixture, run: run, film: film, timeline: Timeline(fixture, run: run), title: title)
        document = Self.document(title: title, data: data.json)
    }

    private static func document(title: String, data: String) -> String {
        let heading = escaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(heading) · replay</title>
            <script>
            addEventListener("error", function (event) { document.documentElement.setAttribute("data-error", String(event.message)); });
            addEventListener("unhandledrejection", function (event) { document.documentElement.setAttribute("data-error", String(event.reason)); });
            </script>
            <style>
            \(style)</style>
            </head>
            <body>
            <header><h1 id="title">\(heading)</h1><p id="fixture-name"></p></header>
            <main>
            <section id="stage" aria-label="The window">
            <div id="screen-frame"><div id="screen"></div><div id="fingers"></div></div>
            <div id="badges"></div>
            </section>
            <aside id="side">
            <div class="toolbar">
            <button id="play" type="button">Play</button>
            <label>Speed <select id="speed"><option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option></select></label>
            <button id="previous" type="button" title="The previous record (←)">◀ Record</button>
            <button id="next" type="button" title="The next record (→)">Record ▶</button>
            <span id="clock"></span>
            </div>
            <input id="scrubber" type="range" min="0" step="any" value="0" aria-label="Time">
            <label>Follow <select id="follow"><option value="">nothing</option></select></label>
            <p class="legend"><span class="badge phase-possible">possible</span> <span class="badge phase-waiting">awaitingFailure</span> <span class="badge phase-recognizing">began, changed</span> <span class="badge phase-succeeded">ended, recognized</span> <span class="badge phase-cancelled">cancelled</span> <span class="badge phase-failed">failed</span> · <span class="finger-key">1</span> a finger, its view outlined · <span class="pointer-key"></span> the pointer</p>
            <h2>Gesture recognizers</h2>
            <table id="recognizer-states"></table>
            <h2>Trace</h2>
            <ol id="records"></ol>
            </aside>
            </main>
            <script type="application/json" id="replay-state"></script>
            <script type="application/json" id="probe"></script>
            <script type="application/json" id="replay-data">\(data)</script>
            <script>
            \(script)</script>
            </body>
            </html>

            """
    }

    /// `text` with the characters HTML gives a meaning escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
