import GestureArbiter

/// FixtureFormat.md's view types: the `type` key of a view. Each type's file under `Kinds/`
/// holds everything about it, its descriptor; this file only names them.
public enum ViewType: String, Hashable, Sendable, CaseIterable {
    case view
    case scrollView
    /// A scroll view of rows that a finger highlights and selects (L1).
    case tableView
    /// A scroll view of items in a flowing grid that a finger highlights and selects (L1).
    case collectionView
    case button
    case slider
    case `switch`
    /// A control of two halves that step a value (C3).
    case stepper
    /// A row of segments, one selected (C4).
    case segmentedControl
    /// A row of page indicators, one current (C5).
    case pageControl
    case control

    /// Everything the type brings: its keys, checks, construction and final record.
    var descriptor: ViewKindDescriptor {
        switch self {
        case .view: .plainView
        case .scrollView: .scrollView
        case .tableView: .tableView
        case .collectionView: .collectionView
        case .button: .button
        case .slider: .slider
        case .switch: .switch
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .pageControl: .pageControl
        case .control: .control
        }
    }
}

/// A view's type with the settings only that type has; plain views, buttons and bare controls have none.
public enum ViewKind: Hashable, Sendable {
    case view
    case scrollView(ScrollViewSettings)
    case button
    case slider(SliderSettings)
    case `switch`(SwitchSettings)
    case stepper(StepperSettings)
    case segmentedControl(SegmentedControlSettings)
    case pageControl(PageControlSettings)
    case control

    public var type: ViewType {
        switch self {
        case .view: .view
        case let .scrollView(settings): settings.type
        case .button: .button
        case .slider: .slider
        case .switch: .switch
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .pageControl: .pageControl
        case .control: .control
        }
    }
}

/// A property only views of some types have, grouped by the settings it changes.
public enum OwnViewProperty: Hashable, Sendable {
    /// A scroll view's, a table view's or a collection view's.
    case scrollView(ScrollViewProperty)
    /// A slider's, or a stepper's range and value.
    case slider(SliderProperty)
    case `switch`(SwitchProperty)
    /// A stepper's own property beside its range and value.
    case stepper(StepperProperty)
    case segmentedControl(SegmentedControlProperty)
    case pageControl(PageControlProperty)

    /// The property as its kind's file declares it, with its key and JSON text.
    var value: any ViewKindProperty {
        switch self {
        case let .scrollView(property): property
        case let .slider(property): property
        case let .switch(property): property
        case let .stepper(property): property
        case let .segmentedControl(property): property
        case let .pageControl(property): property
        }
    }
}

extension ViewType {
    /// What messages call a view of this type: "a scroll view", "a button".
    public var noun: String { descriptor.noun }

    /// Whether a view of this type is a control: one that tracks its touch and keeps its touches
    /// (`UIControl` does not pass them up the responder chain).
    public var isControl: Bool { descriptor.isControl }

    /// What a view of this type does with its touches unless the fixture says otherwise:
    /// ``TouchHandling/forward`` for a plain view or a scroll view, as `UIView` does, and
    /// ``TouchHandling/consume`` for a control, as `UIControl` does.
    public var defaultTouchHandling: TouchHandling {
        isControl ? .consume : .forward
    }

    /// Whether a view of this type is a scroll view: a table view is one too.
    public var isScrollView: Bool { descriptor.isScrollView }

    /// Whether a view of this type is a list: a table view or a collection view.
    public var isList: Bool { descriptor.isList }

    /// A view of this type with UIKit's defaults for its own settings.
    public var defaultKind: ViewKind { descriptor.defaultKind }
}

extension ViewKind {
    /// The settings as the `set` properties that give a fresh view of its type them.
    var properties: [OwnViewProperty] {
        type.descriptor.properties(self)
    }

    /// Sets one of its type's own properties, as the scene's key or a `set` would; the decoder and
    /// the checker let through only the properties its type has.
    mutating func apply(_ property: OwnViewProperty) {
        type.descriptor.apply(property, &self)
    }
}
