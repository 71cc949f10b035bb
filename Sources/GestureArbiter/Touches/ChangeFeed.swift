/// A window's list of what changed since its host last took it (``Window/takeChanges()``): each
/// view and recognizer once, in the order it first changed.
///
/// Whether an object is listed already is a flag on the object (`isChangeNoted`), so that noting
/// a change again costs a test. The window itself is never listed here: holding itself in its own
/// storage would keep it alive; its flag alone says that it changed.
final class ChangeFeed {
    private var views: [View] = []
    private var recognizers: [GestureRecognizer] = []

    /// Lists `view` of `window` among the changes, once.
    func note(_ view: View, of window: Window) {
        view.isChangeNoted = true
        if view !== window {
            views.append(view)
        }
    }

    /// Lists `recognizer` among the changes, once.
    func note(_ recognizer: GestureRecognizer) {
        recognizer.isChangeNoted = true
        recognizers.append(recognizer)
    }

    /// Takes a view that leaves the window off the changes, so that the list does not keep it alive.
    func forget(_ view: View) {
        view.isChangeNoted = false
        views.removeAll { $0 === view }
    }

    /// Takes a recognizer that leaves its view off the changes, so that the list does not keep
    /// it alive.
    func forget(_ recognizer: GestureRecognizer) {
        guard recognizer.isChangeNoted else { return }
        recognizer.isChangeNoted = false
        recognizers.removeAll { $0 === recognizer }
    }

    /// Drops the listed views whole, for a window going away: each view that then leaves it
    /// clears its own flag without searching the list for itself.
    func dropViews() {
        views.removeAll()
    }

    /// The changes of `window` listed so far, which it forgets: the window first if it changed,
    /// then the views and recognizers still in it.
    func take(for window: Window) -> WindowChanges {
        let stillHere = views.filter { $0.window === window }
        let recognizersHere = recognizers.filter { $0.view?.window === window }
        let changes = WindowChanges(views: (window.isChangeNoted ? [window] : []) + stillHere, recognizers: recognizersHere)
        window.isChangeNoted = false
        for view in views { view.isChangeNoted = false }
        for recognizer in recognizers { recognizer.isChangeNoted = false }
        views.removeAll(keepingCapacity: true)
        recognizers.removeAll(keepingCapacity: true)
        return changes
    }
}
