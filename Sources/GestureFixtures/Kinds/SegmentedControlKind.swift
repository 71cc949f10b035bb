import GestureArbiter

extension ViewKindDescriptor {
    /// `segmentedControl`: a `UISegmentedControl` (C4), a row of segments, one selected.
    static let segmentedControl = ViewKindDescriptor(
        noun: "segmented control",
        isControl: true,
        defaultKind: .segmentedControl(SegmentedControlSettings()),
        keys: [
            ViewKey("selectedSegmentIndex") { reader, _ throws(FixtureError) in .own(.segmentedControl(.selectedSegmentIndex(try reader.integer()))) },
            ViewKey("momentary") { reader, _ throws(FixtureError) in .own(.segmentedControl(.momentary(try reader.bool()))) },
            ViewKey("disabledSegments") { reader, _ throws(FixtureError) in .own(.segmentedControl(.disabledSegments(try integers(reader)))) },
        ],
        sceneKeys: [
            SceneKey(name: "segments", decode: { reader, kind throws(FixtureError) in
                guard case var .segmentedControl(settings) = kind else { return }
                settings.segments = try reader.elements().map { element throws(FixtureError) in try element.string() }
                kind = .segmentedControl(settings)
            }, encode: { kind, _ in
                guard case let .segmentedControl(settings) = kind else { return nil }
                return JSONText.strings(settings.segments)
            }),
        ],
        properties: { kind in
            guard case let .segmentedControl(settings) = kind else { return [] }
            return settings.properties.map(OwnViewProperty.segmentedControl)
        },
        apply: { property, kind in
            guard case let .segmentedControl(property) = property, case var .segmentedControl(settings) = kind else { return }
            settings.apply(property)
            kind = .segmentedControl(settings)
        },
        checkProperty: { property, _, path throws(FixtureError) in
            switch property {
            case let .segmentedControl(.selectedSegmentIndex(index)):
                guard index >= -1 else { throw path.error("selectedSegmentIndex must be a segment's index or -1 for none, got \(index)") }
            case let .segmentedControl(.disabledSegments(indexes)):
                if let index = indexes.firstIndex(where: { $0 < 0 }) {
                    throw path.index(index).error("a segment's index must not be negative, got \(indexes[index])")
                }
            default:
                break
            }
        },
        checkView: { view, _, path throws(FixtureError) in
            guard case let .segmentedControl(settings) = view.kind else { return }
            try checkSegments(settings, at: path)
        },
        checkSet: { property, kind, path throws(FixtureError) in
            guard case let .segmentedControl(property) = property, case let .segmentedControl(scene) = kind else { return }
            var settings = SegmentedControlSettings(segments: scene.segments)
            settings.apply(property)
            try checkSegments(settings, at: path)
        },
        viewsInside: { kind in
            guard case let .segmentedControl(settings) = kind else { return 0 }
            return settings.segments.count
        },
        makeView: { kind, frame, _ in
            guard case let .segmentedControl(settings) = kind else { return FixtureSegmentedControl(items: []) }
            let control = FixtureSegmentedControl(items: settings.segments)
            control.frame = frame
            kind.properties.forEach(control.apply(own:))
            return control
        },
        finalState: { view in
            controlState(of: view) + [TraceField("selectedSegmentIndex", .number(Double((view as? SegmentedControl)?.selectedSegmentIndex ?? -1)))]
        },
        randomKind: { random, _ in
            var segments = SegmentedControlSettings(segments: (0..<random.int(0...4)).map { "s\($0)" })
            segments.selectedSegmentIndex = random.int(-1...(segments.segments.count - 1))
            segments.isMomentary = random.chance(0.2)
            segments.disabledSegments = segments.segments.indices.filter { _ in random.chance(0.2) }
            return .segmentedControl(segments)
        })

    /// A segmented control's selection and disabled segments name segments it has.
    private static func checkSegments(_ settings: SegmentedControlSettings, at path: FixturePath) throws(FixtureError) {
        let count = settings.segments.count
        guard settings.selectedSegmentIndex < count else {
            throw path.key("selectedSegmentIndex").error("selectedSegmentIndex \(settings.selectedSegmentIndex) is outside the \(count) segments")
        }
        if let index = settings.disabledSegments.firstIndex(where: { $0 >= count }) {
            throw path.key("disabledSegments").index(index).error("segment \(settings.disabledSegments[index]) is outside the \(count) segments")
        }
    }

    /// `[index, ...]`: integers.
    private static func integers(_ reader: JSONReader) throws(FixtureError) -> [Int] {
        var values: [Int] = []
        for element in try reader.elements() {
            values.append(try element.integer())
        }
        return values
    }
}

/// A segmented control's settings, with `UISegmentedControl`'s defaults.
public struct SegmentedControlSettings: Hashable, Sendable {
    /// The segments' titles; their count is the control's number of segments.
    public var segments: [String] = []
    /// The selected segment, or -1 for none.
    public var selectedSegmentIndex = -1
    public var isMomentary = false
    /// The segments that may not be selected.
    public var disabledSegments: [Int] = []

    public init(segments: [String] = []) {
        self.segments = segments
    }

    public mutating func apply(_ property: SegmentedControlProperty) {
        switch property {
        case let .selectedSegmentIndex(index): selectedSegmentIndex = index
        case let .momentary(momentary): isMomentary = momentary
        case let .disabledSegments(indexes): disabledSegments = indexes
        }
    }

    /// The settings as `set` properties, the segments aside: the scene makes the control with them.
    public var properties: [SegmentedControlProperty] {
        [.momentary(isMomentary), .disabledSegments(disabledSegments), .selectedSegmentIndex(selectedSegmentIndex)]
    }
}

/// A segmented control property that a `set` event changes; as in UIKit, none sends an event.
public enum SegmentedControlProperty: Hashable, Sendable, ViewKindProperty {
    case selectedSegmentIndex(Int)
    case momentary(Bool)
    case disabledSegments([Int])

    var key: String {
        switch self {
        case .selectedSegmentIndex: "selectedSegmentIndex"
        case .momentary: "momentary"
        case .disabledSegments: "disabledSegments"
        }
    }

    var json: String {
        switch self {
        case let .selectedSegmentIndex(index): "\(index)"
        case let .momentary(momentary): "\(momentary)"
        case let .disabledSegments(indexes): JSONText.integers(indexes)
        }
    }
}

final class FixtureSegmentedControl: SegmentedControl, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(own property: OwnViewProperty) {
        switch property {
        case let .segmentedControl(.selectedSegmentIndex(index)): selectedSegmentIndex = index
        case let .segmentedControl(.momentary(momentary)): isMomentary = momentary
        case let .segmentedControl(.disabledSegments(indexes)):
            for index in 0..<numberOfSegments {
                setEnabled(!indexes.contains(index), forSegmentAt: index)
            }
        default: break
        }
    }
}
