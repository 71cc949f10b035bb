extension Window {
    /// A scroll view came into this window: its adjusted insets follow the window's safe area.
    func scrollViewEntered(_ scrollView: ScrollView) {
        scrollViewsInWindow.append(scrollView)
    }

    /// A scroll view left this window.
    func scrollViewLeft(_ scrollView: ScrollView) {
        scrollViewsInWindow.removeAll { $0 === scrollView }
    }

    /// Brings every scroll view's ``ScrollView/adjustedContentInset`` up to date after the safe
    /// area or a view's geometry changed; `force` also when there is no safe area (it was just removed).
    func updateAdjustedContentInsets(force: Bool = false) {
        guard hasSafeArea || force, !isUpdatingAdjustedInsets else { return }
        isUpdatingAdjustedInsets = true
        defer { isUpdatingAdjustedInsets = false }
        for scrollView in scrollViewsInWindow {
            scrollView.updateAdjustedContentInset()
        }
    }
}
