import GestureArbiter

/// Takes a window's film as its run goes: the whole view tree once, then after each input and
/// each timer or frame the views the change feed lists.
///
/// A view that enters the window is listed only as a change of its new superview, so a snapshot
/// whose subviews differ from the last one walks the views new to it. With `checkingFeed`, every
/// frame also walks the whole tree and compares, which the tests use to hold the change feed to
/// its promise that it lists every drawn change.
final class SceneFilmRecorder {
    private(set) var film = SceneFilm(frames: [])
    /// Each view's key, in the order first seen; looked up, never iterated.
    private var keys: [ObjectIdentifier: Int] = [:]
    /// The views by key, kept alive so that a key is never reused for another object.
    private var seen: [View] = []
    /// The latest snapshot of each key, so that a frame lists only what changed.
    private var latest: [Int: ViewSnapshot] = [:]
    private var touches: [TouchSnapshot] = []
    private let checkingFeed: Bool
    /// The first frame at which the film, rebuilt from its frames, differed from the window.
    private(set) var feedMismatch: String?

    init(checkingFeed: Bool = false) {
        self.checkingFeed = checkingFeed
    }

    /// Takes the frame of `window` after what just ran; the first call takes the whole tree.
    func capture(_ window: Window, recordCount: Int) {
        var snapshots: [ViewSnapshot] = []
        let changes = window.takeChanges()
        if film.frames.isEmpty {
            walk(window, into: &snapshots)
        } else {
            for view in changes.views {
                note(view, into: &snapshots)
            }
        }
        let fingers = window.activeTouches.filter { !Self.windowMadeTouchIDs.contains($0.id) }
            .map { TouchSnapshot(id: $0.id, location: $0.locationInWindow, view: $0.view.map(key)) }
        let touchesChanged = film.frames.isEmpty || fingers != touches
        touches = fingers
        if !snapshots.isEmpty || touchesChanged {
            film.frames.append(SceneFilm.Frame(time: window.clock.now, recordCount: recordCount, views: snapshots,
                                               touches: touchesChanged ? fingers : nil))
        }
        if checkingFeed, feedMismatch == nil {
            feedMismatch = mismatch(with: window)
        }
    }

    /// The touches the window makes for the pointer's scrolls and pinches, which the page draws
    /// as the pointer rather than as fingers.
    private static let windowMadeTouchIDs: Set<Int> = [Window.scrollTouchID, Window.transformTouchIDs.0, Window.transformTouchIDs.1]

    private func key(_ view: View) -> Int {
        if let key = keys[ObjectIdentifier(view)] { return key }
        let key = seen.count
        keys[ObjectIdentifier(view)] = key
        seen.append(view)
        return key
    }

    private func snapshot(_ view: View) -> ViewSnapshot {
        ViewSnapshot(view, key: key(view), subviews: view.subviews.map(key))
    }

    /// Lists `view` if it changed, and walks the subviews it did not hold before; a renamed view
    /// (a cell handed out again) is walked whole, since its subviews' names follow its own.
    private func note(_ view: View, into snapshots: inout [ViewSnapshot]) {
        let current = snapshot(view)
        let before = latest[current.key]
        guard current != before else { return }
        if let before, before.name != current.name {
            walk(view, into: &snapshots)
            return
        }
        latest[current.key] = current
        snapshots.append(current)
        let held = Set(before?.subviews ?? [])
        for subview in view.subviews where !held.contains(key(subview)) {
            walk(subview, into: &snapshots)
        }
    }

    /// Lists `view` and everything under it, each one that changed since it was last seen.
    private func walk(_ view: View, into snapshots: inout [ViewSnapshot]) {
        let current = snapshot(view)
        if current != latest[current.key] {
            latest[current.key] = current
            snapshots.append(current)
        }
        for subview in view.subviews {
            walk(subview, into: &snapshots)
        }
    }

    /// The first view whose drawn state the film, as its frames left it, does not show.
    private func mismatch(with window: Window) -> String? {
        var stack: [View] = [window]
        while let view = stack.popLast() {
            let truth = snapshot(view)
            if latest[truth.key] != truth {
                return "at \(window.clock.now.milliseconds) ms the film shows \(view.traceName) as \(String(describing: latest[truth.key])), the window as \(truth)"
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
