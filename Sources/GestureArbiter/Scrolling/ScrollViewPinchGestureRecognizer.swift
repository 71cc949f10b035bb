/// A scroll view's own pinch, which zooms its content; UIKit's `UIScrollView.pinchGestureRecognizer`.
///
/// It and its scroll view's pan never prevent each other, so that two fingers can pinch and move
/// the content at once, as in UIKit; against other recognizers it follows the default rules.
/// Where it would begin, it fails instead (`noViewForZooming`) if the scroll view's delegate names
/// no view to zoom: UIScrollView.h says "if delegate returns nil, nothing happens".
public final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    public override var traceName: String {
        identifier ?? ((view?.traceName).map { $0 + ".pinch" } ?? "pinch")
    }

    override var reasonNotToBegin: String? {
        (view as? ScrollView)?.viewForZooming() == nil ? "noViewForZooming" : nil
    }

    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        !(other.view === view && other is ScrollViewPanGestureRecognizer)
    }

    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        !(other.view === view && other is ScrollViewPanGestureRecognizer)
    }
}
