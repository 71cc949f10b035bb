import GestureArbiter

extension ViewKindDescriptor {
    /// `stepper`: a `UIStepper` (C3), whose halves step its value, repeating while held.
    static let stepper = ViewKindDescriptor(
        noun: "stepper",
        isControl: true,
        defaultKind: .stepper(StepperSettings()),
        keys: ViewKey.range + [
            ViewKey("stepValue") { reader, _ throws(FixtureError) in .own(.stepper(.stepValue(try reader.positiveNumber("stepValue")))) },
            ViewKey("wraps") { reader, _ throws(FixtureError) in .own(.stepper(.wraps(try reader.bool()))) },
            ViewKey("continuous") { reader, _ throws(FixtureError) in .own(.stepper(.continuous(try reader.bool()))) },
            ViewKey("autorepeat") { reader, _ throws(FixtureError) in .own(.stepper(.autorepeat(try reader.bool()))) },
        ],
        properties: { kind in
            guard case let .stepper(settings) = kind else { return [] }
            return settings.properties
        },
        apply: { property, kind in
            guard case var .stepper(settings) = kind else { return }
            settings.apply(property)
            kind = .stepper(settings)
        },
        checkProperty: { property, checker, path throws(FixtureError) in
            if case let .stepper(.stepValue(step)) = property {
                guard step.isFinite, step > 0 else { throw path.error("stepValue must be greater than 0, got \(checker.format(step))") }
            }
            try checkRange(property, checker, path)
        },
        checkView: { view, checker, path throws(FixtureError) in
            guard case let .stepper(settings) = view.kind else { return }
            try checker.checkRange(minimum: settings.minimumValue, maximum: settings.maximumValue, at: path)
        },
        makeView: { kind, frame, _ in
            let stepper = FixtureStepper(frame: frame)
            kind.properties.forEach(stepper.apply(own:))
            return stepper
        },
        finalState: { view in
            controlState(of: view) + [TraceField("value", .number((view as? Stepper)?.value ?? 0))]
        },
        randomKind: { random, _ in
            var stepper = StepperSettings()
            stepper.maximumValue = random.whole(0...10)
            stepper.value = min(random.whole(0...10), stepper.maximumValue)
            stepper.stepValue = random.whole(1...3)
            stepper.wraps = random.chance(0.3)
            stepper.isContinuous = !random.chance(0.3)
            stepper.autorepeat = !random.chance(0.2)
            return .stepper(stepper)
        })
}

/// A stepper's settings, with `UIStepper`'s defaults. Its `value`, `minimumValue` and
/// `maximumValue` are a slider's keys and properties.
public struct StepperSettings: Hashable, Sendable {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    public var wraps = false
    public var isContinuous = true
    public var autorepeat = true

    public init() {}

    /// Sets one of its properties: a range property, as for a slider, or its own.
    mutating func apply(_ property: OwnViewProperty) {
        switch property {
        case let .slider(.value(value)): self.value = value
        case let .slider(.minimumValue(minimum)): minimumValue = minimum
        case let .slider(.maximumValue(maximum)): maximumValue = maximum
        case let .stepper(.stepValue(step)): stepValue = step
        case let .stepper(.wraps(wraps)): self.wraps = wraps
        case let .stepper(.continuous(continuous)): isContinuous = continuous
        case let .stepper(.autorepeat(autorepeat)): self.autorepeat = autorepeat
        default: break
        }
    }

    /// The settings as the `set` properties that give a fresh stepper them: the range first, then the value.
    var properties: [OwnViewProperty] {
        [.slider(.minimumValue(minimumValue)), .slider(.maximumValue(maximumValue)), .stepper(.stepValue(stepValue)),
         .stepper(.wraps(wraps)), .stepper(.continuous(isContinuous)), .stepper(.autorepeat(autorepeat)), .slider(.value(value))]
    }
}

/// A stepper property that a `set` event changes, beside the range it shares with a slider.
public enum StepperProperty: Hashable, Sendable, ViewKindProperty {
    case stepValue(Double)
    case wraps(Bool)
    case continuous(Bool)
    case autorepeat(Bool)

    var key: String {
        switch self {
        case .stepValue: "stepValue"
        case .wraps: "wraps"
        case .continuous: "continuous"
        case .autorepeat: "autorepeat"
        }
    }

    var json: String {
        switch self {
        case let .stepValue(step): JSONText.number(step)
        case let .wraps(flag), let .continuous(flag), let .autorepeat(flag): "\(flag)"
        }
    }
}

final class FixtureStepper: Stepper, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(own property: OwnViewProperty) {
        switch property {
        case let .slider(.value(value)): self.value = value
        case let .slider(.minimumValue(minimum)): minimumValue = minimum
        case let .slider(.maximumValue(maximum)): maximumValue = maximum
        case let .stepper(.stepValue(step)): stepValue = step
        case let .stepper(.wraps(wraps)): self.wraps = wraps
        case let .stepper(.continuous(continuous)): isContinuous = continuous
        case let .stepper(.autorepeat(autorepeat)): self.autorepeat = autorepeat
        default: break
        }
    }
}
