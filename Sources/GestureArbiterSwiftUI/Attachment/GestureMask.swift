/// Which gestures stay enabled when a gesture is attached to a view; SwiftUI's `GestureMask`.
///
/// As Apple's documentation of `GestureMask` says: `gesture` keeps the attached gesture and
/// disables the view's subviews' gestures, `subviews` keeps those and disables the attached one,
/// `none` disables both, and `all`, the default, keeps both. Here "the subviews' gestures" are
/// the SwiftUI gestures attached to the view's descendants and attached to the view before this
/// one, which SwiftUI's modifier order nests inside it; a disabled gesture's recognizer fails
/// as its first finger lands (`mask` in the trace).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    public static let none: GestureMask = []
    public static let all: GestureMask = [.gesture, .subviews]
}
