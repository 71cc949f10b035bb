/// The thresholds and delays of touch handling and gesture recognition, in one value so that an
/// embedder can model another platform (Android's 100 ms press delay, Flutter's 18 pt slop) or
/// a test can move a boundary; ``uikit`` holds UIKit's.
///
/// Apple documents few of these numbers; each property says where its value comes from.
public struct InteractionConstants: Hashable, Sendable {
    /// The longest gap from a lift to the next touch-down that still counts as the next tap, for
    /// tap counts (D7) and multi-tap recognizers. 350 ms, observed.
    public var tapMaximumGap: VirtualDuration

    /// How far a tapping finger may move, and how far later taps may land, from the first tap's
    /// touch-down. 45 pt, observed.
    public var tapAllowableMovement: Double

    /// The longest a finger may stay down and still count as a tap. 750 ms, observed.
    public var tapMaximumDuration: VirtualDuration

    /// How long a long press must be held; UIKit's documented default of 0.5 s.
    public var longPressMinimumDuration: VirtualDuration

    /// How far a long press may move before it fails; UIKit's documented default of 10 pt.
    public var longPressAllowableMovement: Double

    /// How far a pan's touch must move, along either axis, before the pan begins. 10 pt, observed.
    public var panHysteresis: Double

    /// How far a swipe must travel along its direction. 50 pt, observed.
    public var swipeMinimumDistance: Double

    /// How far a swipe may stray across its direction. 200 pt, observed.
    public var swipeMaximumCrossDistance: Double

    /// How soon a swipe must cover its distance. 500 ms, observed.
    public var swipeMaximumDuration: VirtualDuration

    /// How much the distance between a pinch's two touches must change before it begins. 10 pt:
    /// a choice (Apple says only "moved enough"), matching the pan's hysteresis.
    public var pinchHysteresis: Double

    /// How far, in degrees, the line between two touches must turn before a rotation begins. 5°:
    /// a choice (Apple says only "moved enough").
    public var rotationHysteresis: Double

    /// How long a scroll view holds a touch back from its content (S1). 150 ms, observed.
    public var contentTouchDelay: VirtualDuration

    /// How close to a screen edge a screen-edge pan must start. 20 pt: a choice, about the width
    /// observed on iPhones.
    public var screenEdgeRegion: Double

    public init(
        tapMaximumGap: VirtualDuration,
        tapAllowableMovement: Double,
        tapMaximumDuration: VirtualDuration,
        longPressMinimumDuration: VirtualDuration,
        longPressAllowableMovement: Double,
        panHysteresis: Double,
        swipeMinimumDistance: Double,
        swipeMaximumCrossDistance: Double,
        swipeMaximumDuration: VirtualDuration,
        pinchHysteresis: Double,
        rotationHysteresis: Double,
        screenEdgeRegion: Double,
        contentTouchDelay: VirtualDuration
    ) {
        self.tapMaximumGap = tapMaximumGap
        self.tapAllowableMovement = tapAllowableMovement
        self.tapMaximumDuration = tapMaximumDuration
        self.longPressMinimumDuration = longPressMinimumDuration
        self.longPressAllowableMovement = longPressAllowableMovement
        self.panHysteresis = panHysteresis
        self.swipeMinimumDistance = swipeMinimumDistance
        self.swipeMaximumCrossDistance = swipeMaximumCrossDistance
        self.swipeMaximumDuration = swipeMaximumDuration
        self.pinchHysteresis = pinchHysteresis
        self.rotationHysteresis = rotationHysteresis
        self.screenEdgeRegion = screenEdgeRegion
        self.contentTouchDelay = contentTouchDelay
    }

    /// UIKit's values (see each property for its source).
    public static let uikit = InteractionConstants(
        tapMaximumGap: .milliseconds(350),
        tapAllowableMovement: 45,
        tapMaximumDuration: .milliseconds(750),
        longPressMinimumDuration: .milliseconds(500),
        longPressAllowableMovement: 10,
        panHysteresis: 10,
        swipeMinimumDistance: 50,
        swipeMaximumCrossDistance: 200,
        swipeMaximumDuration: .milliseconds(500),
        pinchHysteresis: 10,
        rotationHysteresis: 5,
        screenEdgeRegion: 20,
        contentTouchDelay: .milliseconds(150)
    )
}
