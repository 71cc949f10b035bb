/// The help texts of the commands.
enum Usage {
    static let overview = """
        gesture-arbiter: UIKit touch delivery on a virtual clock, driven by timed event fixtures.

        Usage:
          gesture-arbiter run FIXTURE [--format text|json] [--kinds KIND,...] [--dot SUBJECT [--machine NAME]]
          gesture-arbiter check PATH...
          gesture-arbiter diagrams [--output FOLDER]
          gesture-arbiter COMMAND --help

        Commands:
          run       Run one fixture and print its trace.
          check     Run fixtures and compare each run with the fixture's expectations.
          diagrams  Write the state machines' Graphviz diagrams (default folder: StateDiagrams).
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

        Exit status: 0 when the fixture ran, 2 when it could not be read.
        """

    static let check = """
        Usage: gesture-arbiter check PATH...

        Runs every fixture named, and every .json file under each folder named (in name order),
        and compares each run with the fixture's `expect`. Prints a line diff for each failure and
        a summary line `N passed, M failed`.

        Options:
          -h, --help   Show this help.

        Exit status: 0 when all passed, 1 when any failed its expectations, 2 when any could not be read.
        """

    static let diagrams = """
        Usage: gesture-arbiter diagrams [--output FOLDER]

        Writes one Graphviz DOT file per state machine, rendered from the transition tables the
        engine runs, into FOLDER (default: StateDiagrams), and beside each an SVG drawn by
        Graphviz's `dot` when it is on the PATH (without it, only the DOT files, and a note).

        Exit status: 0 when written, 2 when the folder cannot be written or dot fails.
        """

    static var kindList: String {
        TraceKindNames.all.joined(separator: ", ")
    }
}
