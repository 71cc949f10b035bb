import GestureArbiter

/// The keys of a fixture's `constants` object, one per ``InteractionConstants`` value, so that
/// the decoder and the compile step read and check them from one list.
enum FixtureConstant: String, CaseIterable {
    case tapMaximumGap
    case tapAllowableMovement
    case tapMaximumDuration
    case longPressMinimumDuration
    case longPressAllowableMovement
    case panHysteresis
    case swipeMinimumDistance
    case swipeMaximumCrossDistance
    case swipeMaximumDuration
    case pinchHysteresis
    case rotationHysteresis
    case screenEdgeRegion
    case contentTouchDelay

    /// Whether the value is a time in milliseconds (otherwise points, or degrees for rotation).
    var isDuration: Bool {
        duration != nil
    }

    /// The value in the fixture's units: milliseconds, points or degrees.
    func value(in constants: InteractionConstants) -> Double {
        if let duration {
            return constants[keyPath: duration].milliseconds
        }
        return constants[keyPath: length]
    }

    /// Sets the value from the fixture's units.
    func set(_ value: Double, in constants: inout InteractionConstants) {
        if let duration {
            constants[keyPath: duration] = .milliseconds(value)
        } else {
            constants[keyPath: length] = value
        }
    }

    private var duration: WritableKeyPath<InteractionConstants, VirtualDuration>? {
        switch self {
        case .tapMaximumGap: \.tapMaximumGap
        case .tapMaximumDuration: \.tapMaximumDuration
        case .longPressMinimumDuration: \.longPressMinimumDuration
        case .swipeMaximumDuration: \.swipeMaximumDuration
        case .contentTouchDelay: \.contentTouchDelay
        case .tapAllowableMovement, .longPressAllowableMovement, .panHysteresis, .swipeMinimumDistance,
             .swipeMaximumCrossDistance, .pinchHysteresis, .rotationHysteresis, .screenEdgeRegion: nil
        }
    }

    private var length: WritableKeyPath<InteractionConstants, Double> {
        switch self {
        case .tapAllowableMovement: \.tapAllowableMovement
        case .longPressAllowableMovement: \.longPressAllowableMovement
        case .panHysteresis: \.panHysteresis
        case .swipeMinimumDistance: \.swipeMinimumDistance
        case .swipeMaximumCrossDistance: \.swipeMaximumCrossDistance
        case .pinchHysteresis: \.pinchHysteresis
        case .rotationHysteresis: \.rotationHysteresis
        case .screenEdgeRegion: \.screenEdgeRegion
        case .tapMaximumGap, .tapMaximumDuration, .longPressMinimumDuration, .swipeMaximumDuration, .contentTouchDelay:
            preconditionFailure("\(rawValue) is a duration")
        }
    }
}
