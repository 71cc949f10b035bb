/// The view that a swiped row shows beside its content: one ``Button`` per action, the first
/// nearest the edge the row was swiped from (R1). The buttons keep their actions' widths and slide
/// in with the row; past them the first button widens to fill the room the row leaves, as it does
/// toward a full swipe. Named `<row>.actions` and `<row>.actions[i]` in the trace.
final class SwipeActionPullView: View {
    let buttons: [Button]
    private let widths: [Double]
    /// The buttons' widths together: the room the row leaves when it rests open.
    let actionsWidth: Double
    private let fromTrailingEdge: Bool
    /// The room past ``actionsWidth`` the first button takes, as the buttons were last laid out.
    private var laidOutExtra = -1.0

    init(configuration: SwipeActionsConfiguration, trailing: Bool, rowName: String, tapped: @escaping (Int) -> Void) {
        fromTrailingEdge = trailing
        widths = configuration.actions.map { max(0, $0.width) }
        actionsWidth = widths.reduce(0, +)
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

    /// Puts the buttons beside a row of `rowSize` moved `room` points away from the edge: the
    /// view as wide as the buttons or the room, whichever is wider, against the row's moved edge.
    func place(room: Double, rowSize: Size) {
        let width = max(room, actionsWidth)
        let x = fromTrailingEdge ? rowSize.width - room : room - width
        frame = Rect(x: x, y: 0, width: width, height: rowSize.height)
        let extra = width - actionsWidth
        if extra != laidOutExtra {
            laidOutExtra = extra
            layOutButtons(extra: extra, height: rowSize.height)
        }
    }

    /// The buttons side by side from the view's edge at the row's edge, the first widened by `extra`.
    private func layOutButtons(extra: Double, height: Double) {
        let total = actionsWidth + extra
        var edge = fromTrailingEdge ? total : 0
        for (index, button) in buttons.enumerated() {
            let share = widths[index] + (index == 0 ? extra : 0)
            if fromTrailingEdge { edge -= share }
            button.frame = Rect(x: edge, y: 0, width: share, height: height)
            if !fromTrailingEdge { edge += share }
        }
    }
}
