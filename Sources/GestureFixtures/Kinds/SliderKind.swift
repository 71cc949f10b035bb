import GestureArbiter

extension ViewKindDescriptor {
    /// `slider`: a `UISlider` (C1), whose thumb follows the finger along its track.
    static let slider = ViewKindDescriptor(
        noun: "slider",
        isControl: true,
        defaultKind: .slider(SliderSettings()),
        keys: ViewKey.range + [ViewKey("vertical") { reader, _ throws(FixtureError) in .own(.slider(.vertical(try reader.bool()))) }],
        properties: { kind in
            guard case let .slider(settings) = kind else { return [] }
            return settings.properties.map(OwnViewProperty.slider)
        },
        apply: { property, kind in
            guard case let .slider(property) = property, case var .slider(settings) = kind else { return }
            settings.apply(property)
            kind = .slider(settings)
        },
        checkProperty: checkRange,
        checkView: { view, checker, path throws(FixtureError) in
            guard case let .slider(settings) = view.kind else { return }
            try checker.checkRange(minimum: settings.minimumValue, maximum: settings.maximumValue, at: path)
            // A set may change the range and clamp the value, as in UIKit; the scene says what it means.
            guard (settings.minimumValue...settings.maximumValue).contains(settings.value) else {
                throw path.key("value").error(
                    "value must be between minimumValue and maximumValue (\(checker.format(settings.minimumValue)) and \(checker.format(settings.maximumValue))), got \(checker.format(settings.value))")
            }
        },
        makeView: { kind, frame, _ in
            let slider = FixtureSlider(frame: frame)
            kind.properties.forEach(slider.apply(own:))
            return slider
        },
        finalState: { view in
            controlState(of: view) + [TraceField("value", .number((view as? Slider)?.value ?? 0))]
        },
        randomKind: { random, _ in .slider(SliderSettings(value: random.fraction())) })

    /// A range's numbers, a slider's or a stepper's, are finite.
    static func checkRange(_ property: OwnViewProperty, _ checker: FixtureChecker, _ path: FixturePath) throws(FixtureError) {
        switch property {
        case let .slider(.value(number)), let .slider(.minimumValue(number)), let .slider(.maximumValue(number)):
            guard number.isFinite else { throw path.error("expected a finite number, got \(checker.format(number))") }
        default:
            break
        }
    }
}

extension ViewKey {
    /// A slider's and a stepper's `value`, `minimumValue` and `maximumValue`.
    static let range: [ViewKey] = [
        ViewKey("value") { reader, _ throws(FixtureError) in .own(.slider(.value(try reader.number()))) },
        ViewKey("minimumValue") { reader, _ throws(FixtureError) in .own(.slider(.minimumValue(try reader.number()))) },
        ViewKey("maximumValue") { reader, _ throws(FixtureError) in .own(.slider(.maximumValue(try reader.number()))) },
    ]
}

extension FixtureChecker {
    /// A slider's or a stepper's range in the scene: a `set` may change it and clamp the value, as in UIKit.
    func checkRange(minimum: Double, maximum: Double, at path: FixturePath) throws(FixtureError) {
        guard minimum <= maximum else {
            throw path.key("maximumValue").error("maximumValue must be at least minimumValue (\(format(minimum))), got \(format(maximum))")
        }
    }
}

/// A slider's settings, with `UISlider`'s defaults.
public struct SliderSettings: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// Whether the track runs bottom (minimum) to top (maximum); the fixtures' `vertical`.
    public var isVertical: Bool

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, isVertical: Bool = false) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.isVertical = isVertical
    }

    public mutating func apply(_ property: SliderProperty) {
        switch property {
        case let .value(value): self.value = value
        case let .minimumValue(minimum): minimumValue = minimum
        case let .maximumValue(maximum): maximumValue = maximum
        case let .vertical(vertical): isVertical = vertical
        }
    }

    /// The settings as `set` properties, the range before the value, which it clamps.
    public var properties: [SliderProperty] {
        [.vertical(isVertical), .minimumValue(minimumValue), .maximumValue(maximumValue), .value(value)]
    }
}

/// A slider property that a `set` event changes; as in UIKit, a value outside the range is
/// clamped into it and a range that excludes the value clamps the value, without `valueChanged`.
/// A stepper's range and value are these too.
public enum SliderProperty: Hashable, Sendable, ViewKindProperty {
    case value(Double)
    case minimumValue(Double)
    case maximumValue(Double)
    case vertical(Bool)

    var key: String {
        switch self {
        case .value: "value"
        case .minimumValue: "minimumValue"
        case .maximumValue: "maximumValue"
        case .vertical: "vertical"
        }
    }

    var json: String {
        switch self {
        case let .value(number), let .minimumValue(number), let .maximumValue(number): JSONText.number(number)
        case let .vertical(vertical): "\(vertical)"
        }
    }
}

final class FixtureSlider: Slider, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(own property: OwnViewProperty) {
        switch property {
        case let .slider(.value(value)): self.value = value
        case let .slider(.minimumValue(minimum)): minimumValue = minimum
        case let .slider(.maximumValue(maximum)): maximumValue = maximum
        case let .slider(.vertical(vertical)): isVertical = vertical
        default: break
        }
    }
}
