import GestureArbiter

/// The scene of the hit-testing workloads: containers stacked on top of each other, each filling
/// the window and tiled with cells, with the touch landing on the last cell of the front-most
/// container.
///
/// UIKit hit-tests subviews front to back (last subview first) and stops at the first that
/// answers, so the touch visits the same handful of views whatever the scene's size: the window,
/// the front-most container, its last cell. The small and large scenes therefore differ only in
/// how many views exist, which is what the issue's "cost follows the views visited, not the
/// scene's size" is about.
public final class CellGridScene {
    /// The two sizes the issue names.
    public enum Layout: Sendable {
        /// 1 container of 9 cells (3 × 3): 10 views.
        case small
        /// 100 containers of 100 cells (10 × 10): 10,100 views.
        case large

        var containers: Int { self == .small ? 1 : 100 }
        var columns: Int { self == .small ? 3 : 10 }
    }

    /// A cell that counts the touches that begin in it, so that a run can show where they landed.
    public final class Cell: View {
        public private(set) var touchesBeganCount = 0

        public override func touchesBegan(_ touches: [Touch], with event: Event?) {
            touchesBeganCount += 1
            super.touchesBegan(touches, with: event)
        }
    }

    public let window: Window
    public let layout: Layout
    /// The cell the touches are aimed at: the last (front-most) cell of the last container.
    public let target: Cell
    /// Every view below the window: containers and cells.
    public let viewCount: Int

    public init(layout: Layout, tracing: Bool) {
        self.layout = layout
        let size = Size(width: 375, height: 667)
        window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let columns = layout.columns
        let cellSize = Size(width: size.width / Double(columns), height: size.height / Double(columns))
        var last: Cell?
        for containerIndex in 0..<layout.containers {
            let container = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            container.identifier = "container\(containerIndex)"
            for row in 0..<columns {
                for column in 0..<columns {
                    let cell = Cell(frame: Rect(x: Double(column) * cellSize.width, y: Double(row) * cellSize.height,
                                                width: cellSize.width, height: cellSize.height))
                    cell.identifier = "cell\(containerIndex).\(row * columns + column)"
                    container.addSubview(cell)
                    last = cell
                }
            }
            window.addSubview(container)
        }
        target = last!
        viewCount = layout.containers * (1 + columns * columns)
        window.trace.isRecording = tracing
    }

    /// The target cell's centre in window coordinates.
    public var targetCenter: Point {
        Point(x: target.frame.origin.x + target.frame.size.width / 2, y: target.frame.origin.y + target.frame.size.height / 2)
    }
}
