/// Behaviour added to a view as a whole, such as a context menu; UIKit's `UIInteraction`.
/// ``View/addInteraction(_:)`` attaches one, telling it before and after it moves.
public protocol Interaction: AnyObject {
    /// The view it is attached to.
    var view: View? { get }
    /// Called before the interaction is attached to `view` (nil: detached).
    func willMove(to view: View?)
    /// Called once it is attached to `view` (nil: detached).
    func didMove(to view: View?)
}
