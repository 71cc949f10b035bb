/// The view that a swiped row shows beside its content: one ``Button`` per action, the first
/// nearest the edge the row was swiped from, sharing the room the row has moved by in
/// proportion to their widths (R1). Named `<row>.actions` and `<row>.actions[i]` in the trace.
final class SwipeActionPullView: View {
    let buttons: [Button]
    private let widths: [Double]
    private let fromTrailingEdge: Bool

    init(configuration: SwipeActionsConfiguration, trailing: Bool, rowName: String, tapped: @escaping (Int) -> Void) {
        fromTrailingEdge = trailing
        widths = configuration.actions.map { max(0, $0.width) }
        buttons = configuration.actions.indices.map { index in
            let button = Button(frame: .zero)
            button.identifier = "\(rowName).actions[\(index)]"
            button.addAction(Action(title: configuration.actions[index].title ?? "") { _ in tapped(index) }, for: .touchUpInside)
            return button
        }
        super.init(frame: .zero)
        identifier = rowName + ".actions"
        // The first action's button on top, at the edge.
        for button in buttons.reversed() {
            addSubview(button)
        }
    }

    /// Lays the buttons out across `frame`, the room the row has moved by.
    func place(in frame: Rect) {
        self.frame = frame
        let total = widths.reduce(0, +)
        let scale = total > 0 ? frame.width / total : 0
        var edge = fromTrailingEdge ? frame.width : 0
        for (button, width) in zip(buttons, widths) {
            let share = width * scale
            edge += fromTrailingEdge ? -share : 0
            button.frame = Rect(x: edge, y: 0, width: share, height: frame.height)
            edge += fromTrailingEdge ? 0 : share
        }
    }
}
