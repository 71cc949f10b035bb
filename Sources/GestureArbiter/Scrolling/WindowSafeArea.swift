/// A window's safe area and the scroll views whose adjusted insets follow it (S13).
final class WindowSafeArea {
    /// The part of the window that bars, notches and rounded corners leave clear, as insets from
    /// its edges (``Window/safeAreaInsets``).
    var insets = EdgeInsets.zero {
        didSet { isPresent = insets != .zero }
    }
    /// Whether ``insets`` is not zero: only then does a view's move change a scroll view's insets.
    private(set) var isPresent = false

    /// The scroll views in the window, in the order they entered it.
    private var scrollViews: [ScrollView] = []
    /// Whether the adjusted insets are being brought up to date, so that a delegate that moves a
    /// view meanwhile does not start over.
    private var isUpdating = false

    /// A scroll view came into the window: its adjusted insets follow the safe area.
    func scrollViewEntered(_ scrollView: ScrollView) {
        scrollViews.append(scrollView)
    }

    /// A scroll view left the window.
    func scrollViewLeft(_ scrollView: ScrollView) {
        scrollViews.removeAll { $0 === scrollView }
    }

    /// Brings every scroll view's ``ScrollView/adjustedContentInset`` up to date after the safe
    /// area or a view's geometry changed; `force` also when there is no safe area (it was just removed).
    func updateAdjustedContentInsets(force: Bool = false) {
        guard isPresent || force, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        for scrollView in scrollViews {
            scrollView.updateAdjustedContentInset()
        }
    }
}
