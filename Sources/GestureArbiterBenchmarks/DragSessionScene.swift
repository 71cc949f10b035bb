import GestureArbiter

/// The drag-session workload's scene: a photo with a drag interaction (enabled, as on a pad)
/// on a board whose drop interaction proposes a copy, so that every move of the carried photo
/// hit-tests for its target and asks it again; kept here since interactions hold their
/// delegates weakly.
final class DragSessionScene: DragInteractionDelegate, DropInteractionDelegate {
    let board: View
    let photo = View(frame: Rect(x: 20, y: 100, width: 200, height: 150))
    private(set) var drag: DragInteraction!
    private let proposal = DropProposal(operation: .copy)

    init(frame: Rect) {
        board = View(frame: frame)
        board.addSubview(photo)
        let drag = DragInteraction(delegate: self)
        drag.isEnabled = true
        photo.addInteraction(drag)
        board.addInteraction(DropInteraction(delegate: self))
        self.drag = drag
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [DragItem()]
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        proposal
    }
}
