/// Pull to refresh; UIKit's `UIRefreshControl`, without its spinner.
///
/// Given to a scroll view's ``ScrollView/refreshControl``, it sits above the content. A drag that
/// pulls the content ``triggerDistance`` past its top begins refreshing: ``isRefreshing`` turns
/// true and the control sends `valueChanged` at once, while the finger is still down; the content
/// then rests ``height`` lower, so that the control shows (the scroll view's adjusted inset grows
/// by it, S13), until the app calls ``endRefreshing()``, which gives the room back and, if the
/// content rests at its top, animates it up. It takes no touches (S15).
open class RefreshControl: Control {
    /// How far past its top the content must be pulled to begin refreshing: 120 pt (a choice).
    public static let triggerDistance = 120.0
    /// The room the control takes above the content while it refreshes: 60 pt (a choice).
    public static let height = 60.0

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    public init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Shows the control refreshing, as code asks; no `valueChanged` is sent, as in UIKit.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        noteChange()
        (superview as? ScrollView)?.refreshingChanged()
    }

    /// Ends the refresh: the room above the content goes, and content resting at its top moves up
    /// into it over 300 ms.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        noteChange()
        (superview as? ScrollView)?.refreshingChanged()
    }

    /// A drag pulled the content past the trigger: refreshing begins, and the app hears `valueChanged`.
    func pulledPastTrigger() {
        beginRefreshing()
        send(.valueChanged)
    }
}
