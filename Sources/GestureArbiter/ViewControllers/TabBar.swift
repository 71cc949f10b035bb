/// What stands for a child of a ``TabBarController`` in its bar; UIKit's `UITabBarItem`, reduced to its title.
public final class TabBarItem {
    public var title: String?

    public init(title: String?) {
        self.title = title
    }
}

/// The bar along the bottom of a ``TabBarController``: one button per item, side by side, the
/// selected one ``Control/isSelected``; UIKit's `UITabBar`, reduced to its items and their taps.
///
/// An item is chosen when its button sends `touchUpInside`, at the lift, as UIKit's tab bar
/// chooses: a tab bar controller's delegate hears `didSelect` "only on touch release" (Stack
/// Overflow 20439258, asking how to act at touch-down instead).
open class TabBar: View {
    /// The bar's height on a phone, above the safe area's bottom inset: 49 pt, UIKit's.
    public static let height = 49.0

    /// The items, one per button, left to right.
    public private(set) var items: [TabBarItem] = []
    /// The buttons, one per item; their identifiers are the bar's with `[index]`.
    public private(set) var buttons: [Button] = []
    /// Called with an item's index when its button is tapped.
    var onTap: (Int) -> Void = { _ in }

    /// The item shown as selected.
    public var selectedItem: TabBarItem? {
        didSet {
            for (item, button) in zip(items, buttons) {
                button.isSelected = item === selectedItem
            }
        }
    }

    /// Replaces the items and their buttons.
    public func setItems(_ items: [TabBarItem]) {
        buttons.forEach { $0.removeFromSuperview() }
        self.items = items
        buttons = items.indices.map { index in
            let button = Button(frame: .zero)
            button.identifier = traceName + "[\(index)]"
            button.addAction(Action { [unowned self] _ in onTap(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        layOutButtons()
    }

    open override var bounds: Rect {
        didSet {
            if bounds.size != oldValue.size {
                layOutButtons()
            }
        }
    }

    /// Equal widths side by side, above the safe area's bottom inset.
    private func layOutButtons() {
        guard !buttons.isEmpty else { return }
        let width = _bounds.width / Double(buttons.count)
        let height = min(Self.height, _bounds.height)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: Double(index) * width, y: 0, width: width, height: height)
        }
    }
}
