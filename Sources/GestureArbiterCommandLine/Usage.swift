/// The help texts of the commands.
enum Usage {
    static let overview = """
        gesture-arbiter: UIKit touch delivery on a virtual clock, driven by timed event fixtures.

        Usage:
          gesture-arbiter run FIXTURE [--format text|json] [--kinds KIND,...] [--dot SUBJECT [--machine NAME]]
          gesture-arbiter check PATH...
          gesture-arbiter diagrams [--output FOLDER]
          gesture-arbiter timeline FIXTURE --svg OUT
          gesture-arbiter replay FIXTURE --html OUT
          gesture-arbiter graph FIXTURE [--at X,Y]
          gesture-arbiter fuzz [--seed N] [--runs M] [--output FILE] [--verbose] [--print] [--shrink-crash]
          gesture-arbiter COMMAND --help

        Commands:
          run       Run one fixture and print its trace.
          check     Run fixtures and compare each run with the fixture's expectations.
          diagrams  Write the state machines' Graphviz diagrams (default folder: StateDiagrams).
          fuzz      Run random fixtures with the invariant checker on; shrink and write a failing one.
          timeline  Draw one fixture's run on a time axis as an SVG file.
          replay    Write a web page that replays one fixture's run: the scene moving under the fingers.
          graph     Print a fixture's scene as a Graphviz graph of views, recognizers and their relations.
        """

    static let run = """
        Usage: gesture-arbiter run FIXTURE [--format text|json] [--kinds KIND,...] [--dot SUBJECT [--machine NAME]]

        Runs FIXTURE (a JSON file) on a virtual clock and prints its trace, one record per line.

        Options:
          --format text|json   Fixed-column text (default) or one JSON object per line.
          --kinds KIND,...     Print only these kinds of record: \(kindList).
          --dot SUBJECT        Print, instead of the trace, the DOT of SUBJECT's state diagram with
                               the transitions this run took drawn bold and counted. SUBJECT is a
                               recognizer, scroll view or control id, or `touch N`.
          --machine NAME       With --dot: which of SUBJECT's machines to draw (default: its own
                               table, e.g. TapRecognition rather than DiscreteGestureLifecycle).
          -h, --help           Show this help.

        Exit status: 0 when the fixture ran, 1 when it broke an engine invariant (reported on
        standard error, after the trace), 2 when it could not be read or its run could not come to
        rest within the fixture's limits (the fixture's fault, reported after the trace), 3 when the
        output could not be written.
        """

    static let check = """
        Usage: gesture-arbiter check PATH...

        Runs every fixture named, and every .json file under each folder named (in name order,
        not following symbolic links to folders), and compares each run with the fixture's
        `expect`. Prints a line diff for each failure and a summary line `N passed, M failed`.
        A folder with no fixtures, or an entry that cannot be read, is an error.

        Options:
          -h, --help   Show this help.

        Exit status: 0 when all passed, 1 when any failed its expectations or broke an engine
        invariant, 2 when any could not be read or its run could not come to rest within its
        limits, 3 when the output could not be written.
        """

    static let diagrams = """
        Usage: gesture-arbiter diagrams [--output FOLDER]

        Writes one Graphviz DOT file per state machine, rendered from the transition tables the
        engine runs, into FOLDER (default: StateDiagrams), and beside each an SVG drawn by
        Graphviz's `dot` when it is on the PATH (without it, only the DOT files, and a note).

        Exit status: 0 when written, 2 when the folder cannot be written or dot fails.
        """

    static let graph = """
        Usage: gesture-arbiter graph FIXTURE [--at X,Y]

        Prints Graphviz DOT for FIXTURE's scene as declared, before any event: the view tree as
        nested clusters, each gesture recognizer on its view (a scroll view's own as <id>.pan and
        <id>.delay), and the relations between them: who waits for whose failure (A1, the arrow
        points to the one waited for), simultaneous pairs (A2), controls and views refusing an
        ancestor's recognizer (A6, G4), a scroll view's drag ending its content-touch delay.
        Render it with `dot -Tsvg` or `dot -Tpng`.

        Options:
          --at X,Y     Also hit-test this point (window coordinates): highlight the hit view and
                       number the recognizers a new touch there reaches, in evaluation order.
          -h, --help   Show this help.

        Exit status: 0 when printed, 2 when the fixture could not be read or an option is malformed.
        """

    static let timeline = """
        Usage: gesture-arbiter timeline FIXTURE --svg OUT

        Runs FIXTURE and draws the run on a time axis in milliseconds as a self-contained SVG:
        a lane per touch (its phases, and how far it moved), per gesture recognizer (its states
        and outcomes), per view (the touch methods it received), per timer (scheduled to fired or
        cancelled), per scroll view (its content offset), per list (its rows' highlight and
        selection) and per navigation controller (its pushes and pops). Hover over a mark in a
        browser to see its trace records. The same fixture always gives the same bytes.

        Options:
          --svg OUT    The SVG file to write (its name ends in .svg); - writes it to standard output.
          -h, --help   Show this help.

        Exit status: 0 when written, 2 when the fixture could not be read or OUT cannot be written.
        """

    static let replay = """
        Usage: gesture-arbiter replay FIXTURE --html OUT

        Runs FIXTURE and writes one self-contained HTML page (no network, nothing beside it) that
        replays the run: the views where the engine drew them at each frame (scrolled, zoomed,
        transformed, highlighted, selected), the fingers and the pointer, the view each finger is
        bound to, the gesture recognizers' states as badges, and the trace beside the scene. Play
        it, change the speed, scrub, step from record to record, or follow one subject. The same
        fixture always gives the same bytes.

        Options:
          --html OUT   The page to write (its name ends in .html); - writes it to standard output.
          -h, --help   Show this help.

        Exit status: 0 when written, 2 when the fixture could not be read, OUT cannot be written,
        or the run could not come to rest within the fixture's limits (the page is written, and
        shows how far it went).
        """

    static let fuzz = """
        Usage: gesture-arbiter fuzz [--seed N] [--runs M] [--output FILE] [--verbose] [--print] [--shrink-crash]

        Generates one fixture per seed, N to N+M-1 (random nested views, scroll views, lists
        and controls, recognizers with random requirements and delegate answers, zooms, status
        bars, safe areas, and now and then sizes near the format's limits; taps, drags, flings,
        long holds, several fingers, touches off the screen, cancels, late input, the pointer,
        status bar taps, and views removed, recognizers disabled, delaysContentTouches toggled
        or a scroll view's limits changed mid-gesture), runs each with the
        invariant checker on, replay included, and stops at the first failure. The failing fixture
        is shrunk (fingers, events, views, recognizers and settings taken away while it still
        fails the same way) and written as a fixture file, ready for Tests/Fixtures/.

        Options:
          --seed N       The first seed (default 0); the same seed always makes the same fixture.
          --runs M       How many seeds to run (default 1000).
          --output FILE  Where to write a failing fixture (default fuzz-failure.json).
          --verbose      Print each seed to standard error before running it, so that a seed
                         whose run traps can be found.
          --print        Print the seeds' fixtures as JSON instead of running them.
          --shrink-crash Shrink the fixture of --seed N, whose run traps (found with --verbose),
                         running each candidate in a child process, and write it to FILE.
          -h, --help     Show this help.

        Exit status: 0 when every run held, 1 when one failed, 2 for a malformed option.
        """

    static var kindList: String {
        TraceKindNames.all.joined(separator: ", ")
    }
}
