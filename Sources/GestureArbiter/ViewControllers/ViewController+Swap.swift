extension ViewController {
    /// Puts `new`'s view where `old`'s was, through `place`, sized to `frame`; when the container
    /// is on the screen, with the appearance calls in the order UIKit gives a navigation
    /// controller's push (V3): the new view loaded first, then the old controller's
    /// `viewWillDisappear`, the new one's `viewWillAppear`, the views swapped, the old one's
    /// `viewDidDisappear` and the new one's `viewDidAppear` (readke.com's log of a push: B
    /// `loadView`, B `viewDidLoad`, A `viewWillDisappear`, B `viewWillAppear`, A
    /// `viewDidDisappear`, B `viewDidAppear`).
    static func swapViews(from old: ViewController?, to new: ViewController?, frame: Rect, onScreen: Bool, place: (View) -> Void) {
        let newView = new?.view
        if onScreen { old?.beginAppearanceTransition(false, animated: false) }
        if let new, let newView {
            newView.frame = frame
            if onScreen { new.beginAppearanceTransition(true, animated: false) }
            place(newView)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }
}
