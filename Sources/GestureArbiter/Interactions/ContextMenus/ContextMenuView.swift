/// What an open context menu puts over the window (M2): a view as large as the window that
/// takes every touch, the preview where the pressed view is, and the menu, one ``Button`` per
/// action in a column of ``rowHeight`` rows ``width`` wide, under the preview or, without room
/// there, over it. Named `<view>.menu`, its buttons `<view>.menu[i]`.
final class ContextMenuView: View {
    /// 250 pt and 44 pt rows: the width and row height of UIKit's menus on a phone (a marked choice, <doc:ContextMenus>).
    static let width = 250.0
    static let rowHeight = 44.0
    /// The room kept between the menu and the preview, and from the window's edges.
    static let gap = 8.0

    let buttons: [Button]
    /// The pressed view's place in the window.
    let previewFrame: Rect
    private let chosen: (Int) -> Void
    private let touchedOutside: () -> Void
    private let previewTapped: () -> Void
    /// The finger that went down on the preview, which commits it if it lifts there.
    private var previewTouch: Int?

    init(in window: Window, preview: Rect, titles: [String], name: String,
         chosen: @escaping (Int) -> Void, touchedOutside: @escaping () -> Void, previewTapped: @escaping () -> Void) {
        previewFrame = preview
        self.chosen = chosen
        self.touchedOutside = touchedOutside
        self.previewTapped = previewTapped
        let bounds = window.bounds
        let height = Double(titles.count) * Self.rowHeight
        let x = min(max(preview.minX, Self.gap), max(Self.gap, bounds.width - Self.width - Self.gap))
        let below = preview.maxY + Self.gap
        let y = below + height <= bounds.height - Self.gap ? below : max(Self.gap, preview.minY - Self.gap - height)
        buttons = titles.indices.map { index in
            let button = Button(frame: Rect(x: x, y: y + Double(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight))
            button.identifier = "\(name)[\(index)]"
            return button
        }
        super.init(frame: bounds)
        identifier = name
        for (index, button) in buttons.enumerated() {
            button.addAction(Action(title: titles[index]) { [unowned self] _ in self.chosen(index) }, for: .touchUpInside)
            addSubview(button)
        }
    }

    /// The action under `point`, in the window, if any.
    func action(at point: Point) -> Int? {
        buttons.firstIndex { $0.frame.contains(point) }
    }

    override func touchesBegan(_ touches: [Touch], with event: Event?) {
        for touch in touches {
            if previewFrame.contains(touch.location(in: self)) {
                previewTouch = touch.id
            } else {
                touchedOutside()
                return
            }
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event?) {
        guard let previewTouch, let touch = touches.first(where: { $0.id == previewTouch }) else { return }
        self.previewTouch = nil
        if previewFrame.contains(touch.location(in: self)) {
            previewTapped()
        }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        if touches.contains(where: { $0.id == previewTouch }) {
            previewTouch = nil
        }
    }
}
