import Foundation
import GestureArbiter

/// The long-list drag workload: the drag of ``DragMoves`` through the middle of 10,000 rows of
/// 44 pt, either a ``TableView`` whose rows on screen have cells or a plain ``ScrollView`` of the
/// same content size with nothing in it, so that the two costs per move can be compared: the
/// table's cells off screen must cost nothing, and those that come and go cost a little.
public final class ListDragMoves: WorkloadRun {
    /// The two scenes compared.
    public enum Content: String, Sendable, CaseIterable {
        case table
        case plain
    }

    public let window: Window
    public let scrollView: ScrollView
    public let operationCount: Int
    private let rows = ListRows()
    private let x = 187.5
    /// Where the wave starts: 30 pt above the touch-down, where the drag began.
    private let top: Double
    private var time: VirtualTime
    private var input: [TouchInput]

    /// 10,000 rows of 44 pt.
    public static let rowCount = 10_000
    /// The offset the drag starts from: the middle of the list.
    public static let startOffset = 220_000.0

    public init(content: Content, moves: Int, tracing: Bool) throws {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let frame = Rect(x: 0, y: 0, width: 375, height: 667)
        switch content {
        case .table:
            let table = TableView(frame: frame)
            table.register(TableViewCell.self, forCellReuseIdentifier: ListRows.identifier)
            table.dataSource = rows
            scrollView = table
        case .plain:
            scrollView = ScrollView(frame: frame)
            scrollView.contentSize = Size(width: 375, height: Double(Self.rowCount) * 44)
        }
        scrollView.identifier = "list"
        window.addSubview(scrollView)
        scrollView.contentOffset = Point(x: 0, y: Self.startOffset)
        window.trace.isRecording = tracing
        operationCount = moves
        let start = Point(x: x, y: 400)
        top = start.y - 30
        input = [TouchInput(id: 1, phase: .began, location: start)]
        try window.send(input, at: .zero)
        for step in 1...3 {
            input[0] = TouchInput(id: 1, phase: .moved, location: Point(x: x, y: start.y - 10 * Double(step)))
            try window.send(input, at: .milliseconds(Double(step)))
        }
        time = .milliseconds(3)
    }

    public func run() throws {
        let millisecond = VirtualDuration.milliseconds(1)
        var (time, input) = (self.time, self.input)
        defer { (self.time, self.input) = (time, input) }
        for index in 1...operationCount {
            time = time + millisecond
            input[0] = TouchInput(id: 1, phase: .moved, location: Point(x: x, y: top - DragMoves.waveOffset(index)))
            try window.send(input, at: time)
        }
    }

    /// The drag must scroll the list, and a table must show cells only for the rows on screen.
    public var problems: [String] {
        var problems: [String] = []
        if !scrollView.isDragging { problems.append("the list is not dragging") }
        if scrollView.contentOffset.y <= Self.startOffset { problems.append("the list did not scroll (offset \(scrollView.contentOffset.y))") }
        if let table = scrollView as? TableView, !(16...17).contains(table.visibleCells.count) {
            problems.append("the table shows \(table.visibleCells.count) cells, not the 16 or 17 rows on screen")
        }
        return problems
    }
}

/// The long list's rows: 10,000 in one section, each a reused plain cell.
private final class ListRows: TableViewDataSource {
    static let identifier = "row"

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { ListDragMoves.rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    }
}
