/// Decides what a ``DropInteraction``'s view does with a drag over it; UIKit's
/// `UIDropInteractionDelegate`. Every method has a default: a target that says nothing handles
/// every session and proposes `cancel`, so nothing is dropped on it.
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the view takes part in this drag at all; asked once, when the drag first comes over it.
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    /// What a lift here would do; asked at every move over the view and as a scroll moves the view under the finger.
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    /// The finger lifted here with a proposal of `copy` or `move`: take the items.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// The drop's animation has finished.
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
    /// The drag is over; told to every target it entered.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}
