/// The thresholds and delays of touch handling, in one value so that an embedder can model
/// another platform; ``uikit`` holds UIKit's.
public struct InteractionConstants: Hashable, Sendable {
    /// The longest gap from a lift to the next touch-down that still counts as the next tap (D7).
    public var multiTapInterval: VirtualDuration

    /// The farthest a touch-down may be from the previous lift and still count as the next tap (D7).
    public var multiTapDistance: Double

    /// The longest a touch may stay down and still count as a tap toward the next touch's count (D7).
    public var tapMaximumDuration: VirtualDuration

    public init(multiTapInterval: VirtualDuration, multiTapDistance: Double, tapMaximumDuration: VirtualDuration) {
        self.multiTapInterval = multiTapInterval
        self.multiTapDistance = multiTapDistance
        self.tapMaximumDuration = tapMaximumDuration
    }

    /// UIKit's values. Apple documents none of the tap-count thresholds; they are the tap
    /// recognizer's observed 350 ms between taps, 45 pt of allowable movement and 750 ms press.
    public static let uikit = InteractionConstants(
        multiTapInterval: .milliseconds(350),
        multiTapDistance: 45,
        tapMaximumDuration: .milliseconds(750)
    )
}
