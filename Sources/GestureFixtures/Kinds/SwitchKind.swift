import GestureArbiter

extension ViewKindDescriptor {
    /// `switch`: a `UISwitch` (C2), which a tap or a slide of its thumb turns on or off.
    static let `switch` = ViewKindDescriptor(
        noun: "switch",
        isControl: true,
        defaultKind: .switch(SwitchSettings()),
        keys: [ViewKey("on") { reader, _ throws(FixtureError) in .own(.switch(.on(try reader.bool()))) }],
        properties: { kind in
            guard case let .switch(settings) = kind else { return [] }
            return settings.properties.map(OwnViewProperty.switch)
        },
        apply: { property, kind in
            guard case let .switch(property) = property, case var .switch(settings) = kind else { return }
            settings.apply(property)
            kind = .switch(settings)
        },
        makeView: { kind, frame, _ in
            let control = FixtureSwitch(frame: frame)
            kind.properties.forEach(control.apply(own:))
            return control
        },
        finalState: { view in
            controlState(of: view) + [TraceField("on", .bool((view as? Switch)?.isOn ?? false))]
        },
        randomKind: { random, _ in .switch(SwitchSettings(isOn: random.chance(0.5))) })
}

/// A switch's settings, with `UISwitch`'s defaults.
public struct SwitchSettings: Hashable, Sendable {
    public var isOn: Bool

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    public mutating func apply(_ property: SwitchProperty) {
        switch property {
        case let .on(isOn): self.isOn = isOn
        }
    }

    public var properties: [SwitchProperty] {
        [.on(isOn)]
    }
}

/// A switch property that a `set` event changes; as in UIKit, setting it sends no `valueChanged`.
public enum SwitchProperty: Hashable, Sendable, ViewKindProperty {
    case on(Bool)

    var key: String { "on" }

    var json: String {
        switch self {
        case let .on(isOn): "\(isOn)"
        }
    }
}

final class FixtureSwitch: Switch, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(own property: OwnViewProperty) {
        if case let .switch(.on(isOn)) = property {
            self.isOn = isOn
        }
    }
}
