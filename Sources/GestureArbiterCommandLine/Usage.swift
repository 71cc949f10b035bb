/// The help texts of the commands.
enum Usage {
    static let overview = """
        gesture-arbiter: UIKit touch delivery on a virtual clock, driven by timed event fixtures.

        Usage:
          gesture-arbiter run FIXTURE [--format text|json] [--kinds KIND,...]
          gesture-arbiter check PATH...
          gesture-arbiter diagrams [--output FOLDER]
          gesture-arbiter COMMAND --help

        Commands:
          run       Run one fixture and print its trace.
          check     Run fixtures and compare each run with the fixture's expectations.
          diagrams  Write the state machines' Graphviz diagrams (default folder: StateDiagrams).
        """

    static let run = """
        Usage: gesture-arbiter run FIXTURE [--format text|json] [--kinds KIND,...]

        Runs FIXTURE (a JSON file) on a virtual clock and prints its trace, one record per line.

        Options:
          --format text|json   Fixed-column text (default) or one JSON object per line.
          --kinds KIND,...     Print only these kinds of record: \(kindList).
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
        engine runs, into FOLDER (default: StateDiagrams). Render one with `dot -Tsvg FILE`.

        Exit status: 0 when written, 2 when the folder cannot be written.
        """

    static var kindList: String {
        TraceKindNames.all.joined(separator: ", ")
    }
}
