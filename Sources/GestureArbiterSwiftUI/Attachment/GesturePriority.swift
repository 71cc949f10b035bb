/// How an attached gesture ranks against the gestures it encloses: those of the view's subviews
/// and those attached to the view before it.
public enum GesturePriority: String, Hashable, Sendable {
    /// `View.gesture(_:including:)`: lower than the enclosed gestures, which are
    /// the child's and win: this one waits for them to fail (Apple: "a lower precedence than
    /// gestures defined by the view").
    case normal
    /// `View.highPriorityGesture(_:including:)`: higher than the enclosed
    /// gestures, which wait for this one to fail (Apple: "a higher precedence than gestures
    /// defined by the view").
    case high
    /// `View.simultaneousGesture(_:including:)`: recognizes at the same time as
    /// the enclosed gestures, neither waiting for nor preventing them.
    case simultaneous
}
