import GestureArbiter

extension FixtureDecoder {
    static func decodeViews(_ reader: JSONReader) throws(FixtureError) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for element in try reader.elements() {
            views.append(try decodeView(element))
        }
        return views
    }

    /// One view; its type decides which keys it may have, so the type is read before the keys are checked.
    private static func decodeView(_ reader: JSONReader) throws(FixtureError) -> ViewSpec {
        let object = try reader.uncheckedObject()
        let type = try object.optional("type").map { type throws(FixtureError) in try viewType(type) } ?? .view
        try object.checkKeys(viewKeys[type] ?? ObjectKeys(known: []))
        let id = try object.required("id").nonEmptyString("id")
        var view = ViewSpec(id: id, kind: type.defaultKind, frame: try object.required("frame").rect())
        // The frame was read above because it is required; the other properties keep their defaults when left out.
        for key in ViewPropertyKey.allCases where key != .frame && key.applies(to: type) {
            if let value = object.optional(key.rawValue) {
                let property = try key.decode(value, allowingRemoval: false)
                if let reason = controlTouchesReason(property, type: type) {
                    throw value.error(reason)
                }
                view.apply(property)
            }
        }
        if case var .scrollView(settings) = view.kind, let chain = object.optional(scrollChainKey) {
            settings.chain = try decodeScrollChain(chain)
            view.kind = .scrollView(settings)
        }
        if case var .segmentedControl(settings) = view.kind, let segments = object.optional(segmentsKey) {
            settings.segments = try segments.elements().map { element throws(FixtureError) in try element.string() }
            view.kind = .segmentedControl(settings)
        }
        if case var .scrollView(settings) = view.kind, let cellSubviews = object.optional(cellSubviewsKey) {
            settings.list?.cellSubviews = try decodeViews(cellSubviews)
            view.kind = .scrollView(settings)
        }
        view.controller = try object.optional("controller")?.nonEmptyString("controller")
        if let gestures = object.optional("gestures") {
            view.gestures = try decodeGestures(gestures)
        }
        if let subviews = object.optional("subviews") {
            view.subviews = try decodeViews(subviews)
        }
        return view
    }

    /// Why a control cannot take this value of `touches`, if it cannot: a control keeps its
    /// touches for its tracking, as a UIControl does, so `"consume"` (what it does anyway) is
    /// accepted and `"forward"` is refused rather than silently ignored.
    static func controlTouchesReason(_ property: ViewProperty, type: ViewType) -> String? {
        guard property == .touches(.forward), type.isControl else { return nil }
        return "'touches: forward' does not apply to a \(type.noun): a control keeps its touches for its tracking"
    }

    private static func viewType(_ reader: JSONReader) throws(FixtureError) -> ViewType {
        let name = try reader.string()
        guard let type = ViewType(rawValue: name) else {
            let known = ViewType.allCases.map(\.rawValue)
            throw reader.error("unknown view type '\(name)' (expected \(JSONReader.alternatives(known)))")
        }
        return type
    }

    /// The keys a view of each type may have: the common ones and its type's own (a scroll view's
    /// `chain` among them, though no `set` changes it); the keys of other types are rejected as
    /// not applying to it.
    private static let viewKeys: [ViewType: ObjectKeys] = Dictionary(uniqueKeysWithValues: ViewType.allCases.map { type in
        let (own, others) = (ViewPropertyKey.allCases.filter { $0.applies(to: type) }, ViewPropertyKey.allCases.filter { !$0.applies(to: type) })
        var known = Set(["id", "type", "controller", "gestures", "subviews"] + own.map(\.rawValue))
        var rejected = Dictionary(uniqueKeysWithValues: others.map { key in (key.rawValue, key.notApplying(to: type)) })
        if type.isScrollView {
            known.insert(scrollChainKey)
        } else {
            rejected[scrollChainKey] = "'\(scrollChainKey)' does not apply to a \(type.noun)"
        }
        if type == .segmentedControl {
            known.insert(segmentsKey)
        } else {
            rejected[segmentsKey] = "'\(segmentsKey)' does not apply to a \(type.noun)"
        }
        if type.isList {
            known.insert(cellSubviewsKey)
        } else {
            rejected[cellSubviewsKey] = "'\(cellSubviewsKey)' does not apply to a \(type.noun)"
        }
        return (type, ObjectKeys(known: known, rejected: rejected))
    })
}

/// The keys of a view that a `set` event may change too, so that a view and a `set` read each
/// value by the same code and accept exactly the same values.
enum ViewPropertyKey: String, CaseIterable {
    case frame
    case boundsOrigin
    case transform
    case hidden
    case alpha
    case userInteractionEnabled
    case multipleTouchEnabled
    case exclusiveTouch
    case touches
    case hitTest
    case pointInside
    case gestureRecognizerShouldBegin
    // Scroll views.
    case contentSize
    case contentOffset
    case contentInset
    case delaysContentTouches
    case canCancelContentTouches
    case scrollEnabled
    case bounces
    case alwaysBounceVertical
    case alwaysBounceHorizontal
    case pagingEnabled
    case directionalLockEnabled
    case decelerationRate
    case transfersVerticalScrollingToParent
    case transfersHorizontalScrollingToParent
    case touchesShouldBegin
    case touchesShouldCancel
    case minimumZoomScale
    case maximumZoomScale
    case zoomScale
    case bouncesZoom
    case viewForZooming
    case scrollsToTop
    case shouldScrollToTop
    case contentInsetAdjustmentBehavior
    // Table views.
    case sections
    case rowCount
    case rowHeight
    case allowsSelection
    case allowsMultipleSelection
    case refreshControl
    case refreshing
    // Collection views.
    case itemCount
    case itemSize
    case scrollDirection
    case minimumLineSpacing
    case minimumInteritemSpacing
    // Sliders.
    case value
    case minimumValue
    case maximumValue
    case vertical
    // Switches.
    case on
    // Steppers.
    case stepValue
    case wraps
    case continuous
    case autorepeat
    // Segmented controls.
    case selectedSegmentIndex
    case momentary
    case disabledSegments
    // Page controls.
    case numberOfPages
    case currentPage
    case hidesForSinglePage

    /// Whether a view of this type has the key: the common keys apply to every type (a control
    /// takes `touches` only as `"consume"`, see ``FixtureDecoder/controlTouchesReason(_:)``);
    /// `boundsOrigin` to every type but scroll views, whose bounds origin is their
    /// `contentOffset`; the others to their own type.
    func applies(to type: ViewType) -> Bool {
        switch self {
        case .frame, .transform, .hidden, .alpha, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch, .hitTest,
             .pointInside, .gestureRecognizerShouldBegin:
            true
        case .boundsOrigin:
            !type.isScrollView
        case .touches:
            !type.isList
        case .contentSize:
            type == .scrollView
        case .sections, .allowsSelection, .allowsMultipleSelection:
            type.isList
        case .rowCount, .rowHeight:
            type == .tableView
        case .itemCount, .itemSize, .scrollDirection, .minimumLineSpacing, .minimumInteritemSpacing:
            type == .collectionView
        case .refreshControl, .refreshing:
            type.isScrollView
        case .contentOffset, .contentInset, .delaysContentTouches, .canCancelContentTouches,
             .scrollEnabled, .bounces, .alwaysBounceVertical, .alwaysBounceHorizontal, .pagingEnabled,
             .directionalLockEnabled, .decelerationRate, .transfersVerticalScrollingToParent,
             .transfersHorizontalScrollingToParent, .touchesShouldBegin, .touchesShouldCancel,
             .minimumZoomScale, .maximumZoomScale, .zoomScale, .bouncesZoom, .viewForZooming, .scrollsToTop, .shouldScrollToTop,
             .contentInsetAdjustmentBehavior:
            type.isScrollView
        case .value, .minimumValue, .maximumValue:
            type == .slider || type == .stepper
        case .vertical:
            type == .slider
        case .stepValue, .wraps, .continuous, .autorepeat:
            type == .stepper
        case .selectedSegmentIndex, .momentary, .disabledSegments:
            type == .segmentedControl
        case .numberOfPages, .currentPage, .hidesForSinglePage:
            type == .pageControl
        case .on:
            type == .switch
        }
    }

    /// The reason a view of this type may not have the key, in the scene or in a `set`.
    func notApplying(to type: ViewType) -> String {
        let reason = "'\(rawValue)' does not apply to a \(type.noun)"
        if self == .contentSize, type.isList {
            return reason + ": its \(type == .tableView ? "rows" : "items") make its content size"
        }
        if self == .touches, type.isList {
            return reason + ": it uses its touches to select rows and passes them on"
        }
        return self == .boundsOrigin && type.isScrollView ? reason + ": its bounds origin is its contentOffset" : reason
    }

    /// Reads the value; `allowingRemoval` lets `null` take an override away, which only a `set` can mean.
    func decode(_ reader: JSONReader, allowingRemoval: Bool) throws(FixtureError) -> ViewProperty {
        switch self {
        case .frame: .frame(try reader.rect())
        case .boundsOrigin: .boundsOrigin(try reader.point())
        case .transform: .transform(try Self.transform(reader))
        case .hidden: .hidden(try reader.bool())
        case .alpha: .alpha(try Self.alpha(reader))
        case .userInteractionEnabled: .userInteractionEnabled(try reader.bool())
        case .multipleTouchEnabled: .multipleTouchEnabled(try reader.bool())
        case .exclusiveTouch: .exclusiveTouch(try reader.bool())
        case .touches: .touches(try Self.touchHandling(reader))
        case .hitTest: .hitTest(allowingRemoval && reader.value.isNull ? nil : try Self.hitTest(reader))
        case .pointInside: .pointInside(allowingRemoval && reader.value.isNull ? nil : try Self.pointInside(reader))
        case .gestureRecognizerShouldBegin:
            .refusedGestures(try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["deny"])).required("deny").ids())
        case .contentSize: .scrollView(.contentSize(try reader.nonNegativeSize()))
        case .contentOffset: .scrollView(.contentOffset(try reader.point()))
        case .contentInset: .scrollView(.contentInset(try reader.edgeInsets()))
        case .delaysContentTouches: .scrollView(.delaysContentTouches(try reader.bool()))
        case .canCancelContentTouches: .scrollView(.canCancelContentTouches(try reader.bool()))
        case .scrollEnabled: .scrollView(.scrollEnabled(try reader.bool()))
        case .bounces: .scrollView(.bounces(try reader.bool()))
        case .alwaysBounceVertical: .scrollView(.alwaysBounceVertical(try reader.bool()))
        case .alwaysBounceHorizontal: .scrollView(.alwaysBounceHorizontal(try reader.bool()))
        case .pagingEnabled: .scrollView(.pagingEnabled(try reader.bool()))
        case .directionalLockEnabled: .scrollView(.directionalLockEnabled(try reader.bool()))
        case .decelerationRate: .scrollView(.decelerationRate(try Self.decelerationRate(reader)))
        case .transfersVerticalScrollingToParent: .scrollView(.transfersVerticalScrollingToParent(try reader.bool()))
        case .transfersHorizontalScrollingToParent: .scrollView(.transfersHorizontalScrollingToParent(try reader.bool()))
        case .touchesShouldBegin:
            .scrollView(.touchesShouldBegin(deny: try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["deny"])).required("deny").ids()))
        case .touchesShouldCancel: .scrollView(.touchesShouldCancel(try Self.touchesShouldCancel(reader)))
        case .minimumZoomScale: .scrollView(.minimumZoomScale(try reader.number()))
        case .maximumZoomScale: .scrollView(.maximumZoomScale(try reader.number()))
        case .zoomScale: .scrollView(.zoomScale(try reader.number()))
        case .bouncesZoom: .scrollView(.bouncesZoom(try reader.bool()))
        case .viewForZooming: .scrollView(.viewForZooming(allowingRemoval && reader.value.isNull ? nil : try reader.string()))
        case .scrollsToTop: .scrollView(.scrollsToTop(try reader.bool()))
        case .shouldScrollToTop: .scrollView(.shouldScrollToTop(try reader.bool()))
        case .contentInsetAdjustmentBehavior: .scrollView(.contentInsetAdjustmentBehavior(try Self.adjustmentBehavior(reader)))
        case .sections: .scrollView(.sections(try Self.rowCounts(reader)))
        case .rowCount: .scrollView(.sections([try Self.rowCount(reader)]))
        case .rowHeight: .scrollView(.rowHeight(try reader.nonNegativeNumber("rowHeight")))
        case .allowsSelection: .scrollView(.allowsSelection(try reader.bool()))
        case .allowsMultipleSelection: .scrollView(.allowsMultipleSelection(try reader.bool()))
        case .refreshControl: .scrollView(.refreshControl(try reader.bool()))
        case .refreshing: .scrollView(.refreshing(try reader.bool()))
        case .itemCount: .scrollView(.sections([try Self.rowCount(reader)]))
        case .itemSize: .scrollView(.itemSize(try reader.positiveSize()))
        case .scrollDirection: .scrollView(.scrollDirection(vertical: try Self.isVertical(reader)))
        case .minimumLineSpacing: .scrollView(.minimumLineSpacing(try reader.nonNegativeNumber("minimumLineSpacing")))
        case .minimumInteritemSpacing: .scrollView(.minimumInteritemSpacing(try reader.nonNegativeNumber("minimumInteritemSpacing")))
        case .value: .slider(.value(try reader.number()))
        case .minimumValue: .slider(.minimumValue(try reader.number()))
        case .maximumValue: .slider(.maximumValue(try reader.number()))
        case .vertical: .slider(.vertical(try reader.bool()))
        case .on: .switch(.on(try reader.bool()))
        case .stepValue: .stepper(.stepValue(try reader.positiveNumber("stepValue")))
        case .wraps: .stepper(.wraps(try reader.bool()))
        case .continuous: .stepper(.continuous(try reader.bool()))
        case .autorepeat: .stepper(.autorepeat(try reader.bool()))
        case .selectedSegmentIndex: .segmentedControl(.selectedSegmentIndex(try reader.integer()))
        case .momentary: .segmentedControl(.momentary(try reader.bool()))
        case .disabledSegments: .segmentedControl(.disabledSegments(try Self.integers(reader)))
        case .numberOfPages: .pageControl(.numberOfPages(try Self.count(reader, "numberOfPages")))
        case .currentPage: .pageControl(.currentPage(try Self.count(reader, "currentPage")))
        case .hidesForSinglePage: .pageControl(.hidesForSinglePage(try reader.bool()))
        }
    }

    /// A table view's `sections`: a row count, 0 or more, per section; at least one section.
    private static func rowCounts(_ reader: JSONReader) throws(FixtureError) -> [Int] {
        var counts: [Int] = []
        for element in try reader.elements() {
            counts.append(try rowCount(element))
        }
        guard !counts.isEmpty else { throw reader.error("a table view needs at least one section") }
        return counts
    }

    /// An integer, 0 or more, at most ``Fixture/maximumRows``.
    private static func count(_ reader: JSONReader, _ name: String) throws(FixtureError) -> Int {
        let value = try reader.integer()
        guard value >= 0, value <= Fixture.maximumRows else {
            throw reader.error("\(name) must be between 0 and \(Fixture.maximumRows), got \(value)")
        }
        return value
    }

    /// `[index, ...]`: integers.
    private static func integers(_ reader: JSONReader) throws(FixtureError) -> [Int] {
        var values: [Int] = []
        for element in try reader.elements() {
            values.append(try element.integer())
        }
        return values
    }

    /// `vertical` or `horizontal`: whether a collection's lines follow one another down it.
    private static func isVertical(_ reader: JSONReader) throws(FixtureError) -> Bool {
        let name = try reader.string()
        guard name == "vertical" || name == "horizontal" else {
            throw reader.error("unknown scrollDirection '\(name)' (expected vertical or horizontal)")
        }
        return name == "vertical"
    }

    /// A row count: an integer from 0 to ``Fixture/maximumRows``.
    private static func rowCount(_ reader: JSONReader) throws(FixtureError) -> Int {
        let count = try reader.integer()
        guard count >= 0, count <= Fixture.maximumRows else {
            throw reader.error("a row count must be between 0 and \(Fixture.maximumRows), got \(count)")
        }
        return count
    }

    /// `automatic`, `scrollableAxes`, `never` or `always`.
    private static func adjustmentBehavior(_ reader: JSONReader) throws(FixtureError) -> ContentInsetAdjustmentBehavior {
        let name = try reader.string()
        guard let behavior = ContentInsetAdjustmentBehavior(rawValue: name) else {
            throw reader.error("unknown contentInsetAdjustmentBehavior '\(name)' (expected \(JSONReader.alternatives(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue))))")
        }
        return behavior
    }

    private static let decelerationRateForms = "normal, fast or a number between 0 and 1"

    /// `"normal"`, `"fast"`, or the factor the velocity keeps each millisecond, strictly between 0 and 1.
    private static func decelerationRate(_ reader: JSONReader) throws(FixtureError) -> DecelerationRate {
        switch reader.value.kind {
        case .string(let name):
            switch name {
            case "normal": return .normal
            case "fast": return .fast
            default: throw reader.error("unknown deceleration rate '\(name)' (expected \(decelerationRateForms))")
            }
        case .number:
            let rate = try reader.number()
            guard rate > 0, rate < 1 else { throw reader.error("decelerationRate must be between 0 and 1, got \(JSONReader.describe(rate))") }
            return DecelerationRate(rawValue: rate)
        case .null, .bool, .array, .object:
            throw reader.typeError(expected: decelerationRateForms)
        }
    }

    private static func touchesShouldCancel(_ reader: JSONReader) throws(FixtureError) -> TouchesShouldCancelOverride {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["allow", "deny"]))
        guard !object.members.isEmpty else { throw reader.error("expected at least one of allow or deny") }
        return TouchesShouldCancelOverride(
            allow: try object.optional("allow")?.ids() ?? [],
            deny: try object.optional("deny")?.ids() ?? [])
    }

    /// Core Graphics' six components, `[a, b, c, d, tx, ty]`.
    private static func transform(_ reader: JSONReader) throws(FixtureError) -> AffineTransform {
        let n = try reader.numbers(["a", "b", "c", "d", "tx", "ty"])
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    private static func alpha(_ reader: JSONReader) throws(FixtureError) -> Double {
        let alpha = try reader.number()
        guard (0...1).contains(alpha) else {
            throw reader.error("alpha must be between 0 and 1, got \(JSONReader.describe(alpha))")
        }
        return alpha
    }

    private static func touchHandling(_ reader: JSONReader) throws(FixtureError) -> TouchHandling {
        let name = try reader.string()
        guard let handling = TouchHandling(rawValue: name) else {
            throw reader.error("unknown touch handling '\(name)' (expected forward or consume)")
        }
        return handling
    }

    private static let hitTestForms = "\"passThrough\", {\"redirectSelfTo\": id} or {\"passThrough\": [id, ...]}"

    private static func hitTest(_ reader: JSONReader) throws(FixtureError) -> HitTestOverride {
        switch reader.value.kind {
        case .string(let name):
            guard name == "passThrough" else {
                throw reader.error("unknown hitTest override '\(name)' (expected \(hitTestForms))")
            }
            return .passThrough
        case .object:
            let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["redirectSelfTo", "passThrough"]))
            if let passThrough = object.optional("passThrough") {
                guard object.optional("redirectSelfTo") == nil else {
                    throw reader.error("expected one of redirectSelfTo or passThrough, got both")
                }
                return .passThroughFor(try passThrough.ids())
            }
            return .redirectSelfTo(try object.required("redirectSelfTo").nonEmptyString("redirectSelfTo"))
        case .null, .bool, .number, .array:
            throw reader.typeError(expected: hitTestForms)
        }
    }

    private static func pointInside(_ reader: JSONReader) throws(FixtureError) -> PointInsideOverride {
        switch reader.value.kind {
        case .bool(let answer):
            return .constant(answer)
        case .object:
            let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["insets", "add", "subtract"]))
            guard !object.members.isEmpty else {
                throw reader.error("expected at least one of insets, add or subtract")
            }
            return .area(
                insets: try object.optional("insets")?.edgeInsets() ?? .zero,
                add: try object.optional("add")?.rects() ?? [],
                subtract: try object.optional("subtract")?.rects() ?? [])
        case .null, .number, .string, .array:
            throw reader.typeError(expected: "a boolean or an object")
        }
    }
}

extension ViewSpec {
    /// Sets the property as a `set` event would, so that a view's keys and `set`'s keys mean the same.
    fileprivate mutating func apply(_ property: ViewProperty) {
        switch property {
        case .frame(let frame): self.frame = frame
        case .boundsOrigin(let origin): boundsOrigin = origin
        case .transform(let transform): self.transform = transform
        case .hidden(let isHidden): self.isHidden = isHidden
        case .alpha(let alpha): self.alpha = alpha
        case .userInteractionEnabled(let isEnabled): isUserInteractionEnabled = isEnabled
        case .multipleTouchEnabled(let isEnabled): isMultipleTouchEnabled = isEnabled
        case .exclusiveTouch(let isExclusive): isExclusiveTouch = isExclusive
        case .touches(let handling): touches = handling
        case .hitTest(let hitTest): self.hitTest = hitTest
        case .pointInside(let pointInside): self.pointInside = pointInside
        case .refusedGestures(let ids): refusedGestures = ids
        // The decoder reads a type's own keys only on a view of that type.
        case .scrollView(let property):
            guard case var .scrollView(settings) = kind else { return }
            settings.apply(property)
            kind = .scrollView(settings)
        case .slider(let property):
            if case var .stepper(settings) = kind {
                settings.apply(property)
                kind = .stepper(settings)
            }
            guard case var .slider(settings) = kind else { return }
            settings.apply(property)
            kind = .slider(settings)
        case .stepper(let property):
            guard case var .stepper(settings) = kind else { return }
            settings.apply(property)
            kind = .stepper(settings)
        case .segmentedControl(let property):
            guard case var .segmentedControl(settings) = kind else { return }
            settings.apply(property)
            kind = .segmentedControl(settings)
        case .pageControl(let property):
            guard case var .pageControl(settings) = kind else { return }
            settings.apply(property)
            kind = .pageControl(settings)
        case .switch(let property):
            guard case var .switch(settings) = kind else { return }
            settings.apply(property)
            kind = .switch(settings)
        }
    }
}

extension ViewProperty {
    /// The key that sets this property, in the scene and in a `set`.
    var key: ViewPropertyKey {
        switch self {
        case .frame: .frame
        case .boundsOrigin: .boundsOrigin
        case .transform: .transform
        case .hidden: .hidden
        case .alpha: .alpha
        case .userInteractionEnabled: .userInteractionEnabled
        case .multipleTouchEnabled: .multipleTouchEnabled
        case .exclusiveTouch: .exclusiveTouch
        case .touches: .touches
        case .hitTest: .hitTest
        case .pointInside: .pointInside
        case .refusedGestures: .gestureRecognizerShouldBegin
        case let .scrollView(property):
            switch property {
            case .contentSize: .contentSize
            case .contentOffset: .contentOffset
            case .contentInset: .contentInset
            case .delaysContentTouches: .delaysContentTouches
            case .canCancelContentTouches: .canCancelContentTouches
            case .scrollEnabled: .scrollEnabled
            case .bounces: .bounces
            case .alwaysBounceVertical: .alwaysBounceVertical
            case .alwaysBounceHorizontal: .alwaysBounceHorizontal
            case .pagingEnabled: .pagingEnabled
            case .directionalLockEnabled: .directionalLockEnabled
            case .decelerationRate: .decelerationRate
            case .transfersVerticalScrollingToParent: .transfersVerticalScrollingToParent
            case .transfersHorizontalScrollingToParent: .transfersHorizontalScrollingToParent
            case .touchesShouldBegin: .touchesShouldBegin
            case .touchesShouldCancel: .touchesShouldCancel
            case .minimumZoomScale: .minimumZoomScale
            case .maximumZoomScale: .maximumZoomScale
            case .zoomScale: .zoomScale
            case .bouncesZoom: .bouncesZoom
            case .viewForZooming: .viewForZooming
            case .scrollsToTop: .scrollsToTop
            case .shouldScrollToTop: .shouldScrollToTop
            case .contentInsetAdjustmentBehavior: .contentInsetAdjustmentBehavior
            case .sections: .sections
            case .rowHeight: .rowHeight
            case .allowsSelection: .allowsSelection
            case .allowsMultipleSelection: .allowsMultipleSelection
            case .itemSize: .itemSize
            case .scrollDirection: .scrollDirection
            case .minimumLineSpacing: .minimumLineSpacing
            case .minimumInteritemSpacing: .minimumInteritemSpacing
            case .refreshControl: .refreshControl
            case .refreshing: .refreshing
            }
        case let .slider(property):
            switch property {
            case .value: .value
            case .minimumValue: .minimumValue
            case .maximumValue: .maximumValue
            case .vertical: .vertical
            }
        case .switch(.on): .on
        case .stepper(.stepValue): .stepValue
        case .stepper(.wraps): .wraps
        case .stepper(.continuous): .continuous
        case .stepper(.autorepeat): .autorepeat
        case .segmentedControl(.selectedSegmentIndex): .selectedSegmentIndex
        case .segmentedControl(.momentary): .momentary
        case .segmentedControl(.disabledSegments): .disabledSegments
        case .pageControl(.numberOfPages): .numberOfPages
        case .pageControl(.currentPage): .currentPage
        case .pageControl(.hidesForSinglePage): .hidesForSinglePage
        }
    }
}
