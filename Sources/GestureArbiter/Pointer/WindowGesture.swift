/// What a touch of the window's own stands for: a scroll (P3) or a trackpad's pinch and rotation
/// (P4). Such a touch reaches no view and only the recognizers that interpret it.
enum WindowGesture: Hashable, Sendable {
    case scroll(ScrollType)
    case transform
}
