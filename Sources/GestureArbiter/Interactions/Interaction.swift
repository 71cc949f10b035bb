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

/// An interaction of the engine's that must hear when its view's window changes: an open
/// context menu closes when its view leaves the window it is shown in.
protocol WindowObservingInteraction: Interaction {
    func viewDidChangeWindow()
}
