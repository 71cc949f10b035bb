import GestureArbiter

/// Writes a fixture as FixtureFormat.md JSON, so that a fuzz failure can be kept as a file and run by
/// `gesture-arbiter run` and `check`.
///
/// It writes what ``FixtureGenerator`` makes (and so what a shrunk fixture can contain): views of
/// every type with their common keys and the scroll view, slider and switch settings the generator
/// sets, recognizers with their settings, relations and delegate answers, touch events, waits,
/// removals, status bar taps, pointer input, zooms, insets, and the `set` changes the generator
/// makes (limits among them); and a scroll view's `chain`, which the
/// generator does not make but a fixture given to the shrinker may have. Anything else is left out of the file and
/// named in the fixture's `name`, so that a reader knows the file is not the whole fixture.
public struct FixtureJSONWriter {
    private var omitted: [String] = []

    /// The JSON text of `fixture`, ending with a newline.
    public static func json(_ fixture: Fixture) -> String {
        var writer = FixtureJSONWriter()
        let views = fixture.views.map { writer.view($0, indent: "    ") }
        let events = fixture.events.map { "    " + writer.event($0) }
        var name = fixture.name ?? "fuzz"
        if !writer.omitted.isEmpty {
            name += " (the writer left out: \(writer.omitted.joined(separator: ", ")))"
        }
        var lines = ["{", "  \"fixture\": 1,", "  \"name\": \(string(name)),"]
        if fixture.windowSize != Fixture.defaultWindowSize || fixture.statusBarHeight > 0 || fixture.userInterfaceIdiom != .phone
            || fixture.safeAreaInsets != .zero {
            var window = "\"size\": [\(number(fixture.windowSize.width)), \(number(fixture.windowSize.height))]"
            if fixture.statusBarHeight > 0 { window += ", \"statusBar\": {\"height\": \(number(fixture.statusBarHeight))}" }
            if fixture.userInterfaceIdiom != .phone { window += ", \"userInterfaceIdiom\": \"\(fixture.userInterfaceIdiom.rawValue)\"" }
            if fixture.safeAreaInsets != .zero {
                let insets = fixture.safeAreaInsets
                window += ", \"safeAreaInsets\": [\([insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", "))]"
            }
            lines.append("  \"window\": {\(window)},")
        }
        lines.append("  \"views\": [\n" + views.joined(separator: ",\n") + "\n  ],")
        lines.append("  \"events\": [\n" + events.joined(separator: ",\n") + "\n  ],")
        lines.append("  \"expect\": {\"match\": \"ordered\", \"trace\": []}")
        return lines.joined(separator: "\n") + "\n}\n"
    }

    // MARK: Views

    private mutating func view(_ view: ViewSpec, indent: String) -> String {
        var members = ["\"id\": \(Self.string(view.id))"]
        if view.kind.type != .view { members.append("\"type\": \"\(view.kind.type.rawValue)\"") }
        members.append("\"frame\": \(Self.rect(view.frame))")
        if view.isHidden { members.append("\"hidden\": true") }
        if view.alpha != 1 { members.append("\"alpha\": \(Self.number(view.alpha))") }
        if !view.isUserInteractionEnabled { members.append("\"userInteractionEnabled\": false") }
        if view.isMultipleTouchEnabled { members.append("\"multipleTouchEnabled\": true") }
        if view.isExclusiveTouch { members.append("\"exclusiveTouch\": true") }
        if view.touches != view.kind.type.defaultTouchHandling { members.append("\"touches\": \"\(view.touches.rawValue)\"") }
        if let hitTest = view.hitTest { members.append("\"hitTest\": \(self.hitTest(hitTest))") }
        if let pointInside = view.pointInside { members.append("\"pointInside\": \(self.pointInside(pointInside))") }
        if view.transform != .identity {
            let t = view.transform
            members.append("\"transform\": [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: ", ") + "]")
        }
        if view.boundsOrigin != .zero || view.controller != nil || !view.refusedGestures.isEmpty {
            omitted.append("\(view.id)'s boundsOrigin, controller or gestureRecognizerShouldBegin")
        }
        members += kindMembers(view.kind, of: view.id)
        if case let .scrollView(settings) = view.kind, let cells = settings.list?.cellSubviews, !cells.isEmpty {
            members.append("\"cellSubviews\": [\n" + cells.map { self.view($0, indent: indent + "  ") }.joined(separator: ",\n") + "\n\(indent)]")
        }
        if !view.gestures.isEmpty {
            members.append("\"gestures\": [\n" + view.gestures.map { indent + "  " + gesture($0) }.joined(separator: ",\n") + "\n\(indent)]")
        }
        if !view.subviews.isEmpty {
            members.append("\"subviews\": [\n" + view.subviews.map { self.view($0, indent: indent + "  ") }.joined(separator: ",\n") + "\n\(indent)]")
        }
        return indent + "{ " + members.joined(separator: ", ") + " }"
    }

    private mutating func kindMembers(_ kind: ViewKind, of id: String) -> [String] {
        switch kind {
        case .view, .button, .control:
            return []
        case let .slider(settings):
            return settings.value == 0 ? [] : ["\"value\": \(Self.number(settings.value))"]
        case let .switch(settings):
            return settings.isOn ? ["\"on\": true"] : []
        case let .pageControl(settings):
            var members = ["\"numberOfPages\": \(settings.numberOfPages)"]
            if settings.currentPage != 0 { members.append("\"currentPage\": \(settings.currentPage)") }
            if settings.hidesForSinglePage { members.append("\"hidesForSinglePage\": true") }
            return members
        case let .segmentedControl(settings):
            var members = ["\"segments\": [" + settings.segments.map(Self.string).joined(separator: ", ") + "]"]
            if settings.selectedSegmentIndex != -1 { members.append("\"selectedSegmentIndex\": \(settings.selectedSegmentIndex)") }
            if settings.isMomentary { members.append("\"momentary\": true") }
            if !settings.disabledSegments.isEmpty { members.append("\"disabledSegments\": [" + settings.disabledSegments.map(String.init).joined(separator: ", ") + "]") }
            return members
        case let .stepper(settings):
            let defaults = StepperSettings()
            var members: [String] = []
            if settings.value != defaults.value { members.append("\"value\": \(Self.number(settings.value))") }
            if settings.minimumValue != defaults.minimumValue { members.append("\"minimumValue\": \(Self.number(settings.minimumValue))") }
            if settings.maximumValue != defaults.maximumValue { members.append("\"maximumValue\": \(Self.number(settings.maximumValue))") }
            if settings.stepValue != defaults.stepValue { members.append("\"stepValue\": \(Self.number(settings.stepValue))") }
            if settings.wraps { members.append("\"wraps\": true") }
            if !settings.isContinuous { members.append("\"continuous\": false") }
            if !settings.autorepeat { members.append("\"autorepeat\": false") }
            return members
        case let .scrollView(settings):
            let defaults = ScrollViewSettings()
            var members: [String]
            if let list = settings.list {
                // A list's rows or items make its content size.
                members = ["\"sections\": [\(list.sections.map(String.init).joined(separator: ", "))]"]
                if list.kind == .table, list.rowHeight != 44 { members.append("\"rowHeight\": \(Self.number(list.rowHeight))") }
                if list.kind == .collection {
                    members.append("\"itemSize\": [\(Self.number(list.itemSize.width)), \(Self.number(list.itemSize.height))]")
                    if !list.isVertical { members.append("\"scrollDirection\": \"horizontal\"") }
                    if list.minimumLineSpacing != 10 { members.append("\"minimumLineSpacing\": \(Self.number(list.minimumLineSpacing))") }
                    if list.minimumInteritemSpacing != 10 { members.append("\"minimumInteritemSpacing\": \(Self.number(list.minimumInteritemSpacing))") }
                }
                if !list.allowsSelection { members.append("\"allowsSelection\": false") }
                if list.allowsMultipleSelection { members.append("\"allowsMultipleSelection\": true") }
            } else {
                members = ["\"contentSize\": [\(Self.number(settings.contentSize.width)), \(Self.number(settings.contentSize.height))]"]
            }
            let flags: [(String, Bool, Bool)] = [
                ("delaysContentTouches", settings.delaysContentTouches, defaults.delaysContentTouches),
                ("canCancelContentTouches", settings.canCancelContentTouches, defaults.canCancelContentTouches),
                ("scrollEnabled", settings.isScrollEnabled, defaults.isScrollEnabled),
                ("bounces", settings.bounces, defaults.bounces),
                ("alwaysBounceVertical", settings.alwaysBounceVertical, defaults.alwaysBounceVertical),
                ("alwaysBounceHorizontal", settings.alwaysBounceHorizontal, defaults.alwaysBounceHorizontal),
                ("pagingEnabled", settings.isPagingEnabled, defaults.isPagingEnabled),
                ("directionalLockEnabled", settings.isDirectionalLockEnabled, defaults.isDirectionalLockEnabled),
                ("transfersVerticalScrollingToParent", settings.transfersVerticalScrollingToParent, defaults.transfersVerticalScrollingToParent),
                ("transfersHorizontalScrollingToParent", settings.transfersHorizontalScrollingToParent, defaults.transfersHorizontalScrollingToParent),
            ]
            members += flags.filter { $0.1 != $0.2 }.map { "\"\($0.0)\": \($0.1)" }
            if settings.contentOffset != .zero { members.append("\"contentOffset\": \(Self.point(settings.contentOffset))") }
            if settings.decelerationRate == .fast { members.append("\"decelerationRate\": \"fast\"") }
            if !settings.scrollsToTop { members.append("\"scrollsToTop\": false") }
            if !settings.shouldScrollToTop { members.append("\"shouldScrollToTop\": false") }
            if settings.hasRefreshControl { members.append("\"refreshControl\": true") }
            if settings.isRefreshing { members.append("\"refreshing\": true") }
            if settings.contentInsetAdjustmentBehavior != .automatic {
                members.append("\"contentInsetAdjustmentBehavior\": \"\(settings.contentInsetAdjustmentBehavior.rawValue)\"")
            }
            if !settings.touchesShouldBeginDenied.isEmpty {
                members.append("\"touchesShouldBegin\": {\"deny\": \(Self.strings(settings.touchesShouldBeginDenied))}")
            }
            if let chain = settings.chain {
                members.append("\"chain\": {\"children\": \(Self.strings(chain.children)), \"axis\": \"\(chain.axisName)\"}")
            }
            if settings.contentInset != .zero { members.append("\"contentInset\": \(Self.insets(settings.contentInset))") }
            if settings.minimumZoomScale != 1 { members.append("\"minimumZoomScale\": \(Self.number(settings.minimumZoomScale))") }
            if settings.maximumZoomScale != 1 { members.append("\"maximumZoomScale\": \(Self.number(settings.maximumZoomScale))") }
            if settings.zoomScale != 1 { members.append("\"zoomScale\": \(Self.number(settings.zoomScale))") }
            if !settings.bouncesZoom { members.append("\"bouncesZoom\": false") }
            if let zoomed = settings.viewForZooming { members.append("\"viewForZooming\": \(Self.string(zoomed))") }
            if (settings.decelerationRate != .fast && settings.decelerationRate != .normal) || settings.touchesShouldCancel != TouchesShouldCancelOverride() {
                omitted.append("\(id)'s decelerationRate number or touchesShouldCancel")
            }
            return members
        }
    }

    private func hitTest(_ hitTest: HitTestOverride) -> String {
        switch hitTest {
        case .passThrough: "\"passThrough\""
        case let .redirectSelfTo(id): "{\"redirectSelfTo\": \(Self.string(id))}"
        case let .passThroughFor(ids): "{\"passThrough\": \(Self.strings(ids))}"
        }
    }

    private func pointInside(_ pointInside: PointInsideOverride) -> String {
        switch pointInside {
        case let .constant(answer):
            return "\(answer)"
        case let .area(insets, add, subtract):
            var members = ["\"insets\": [\(Self.number(insets.top)), \(Self.number(insets.left)), \(Self.number(insets.bottom)), \(Self.number(insets.right))]"]
            if !add.isEmpty { members.append("\"add\": [" + add.map(Self.rect).joined(separator: ", ") + "]") }
            if !subtract.isEmpty { members.append("\"subtract\": [" + subtract.map(Self.rect).joined(separator: ", ") + "]") }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }

    // MARK: Gestures

    private func gesture(_ gesture: GestureSpec) -> String {
        var members = ["\"id\": \(Self.string(gesture.id))", "\"type\": \"\(gesture.kind.typeName)\""]
        members += gesture.kind.settings.map { "\(Self.string($0.key)): \(Self.settingValue($0))" }
        if !gesture.isEnabled { members.append("\"enabled\": false") }
        if !gesture.cancelsTouchesInView { members.append("\"cancelsTouchesInView\": false") }
        if gesture.delaysTouchesBegan { members.append("\"delaysTouchesBegan\": true") }
        if !gesture.delaysTouchesEnded { members.append("\"delaysTouchesEnded\": false") }
        if !gesture.requireToFail.isEmpty { members.append("\"requireToFail\": \(Self.strings(gesture.requireToFail))") }
        if !gesture.simultaneousWith.isEmpty { members.append("\"simultaneousWith\": \(Self.strings(gesture.simultaneousWith))") }
        if !gesture.shouldBegin { members.append("\"shouldBegin\": false") }
        if !gesture.shouldReceive { members.append("\"shouldReceive\": false") }
        if let canPrevent = gesture.canPrevent { members.append("\"canPrevent\": \(Self.strings(canPrevent))") }
        if let canBePrevented = gesture.canBePrevented { members.append("\"canBePrevented\": \(Self.strings(canBePrevented))") }
        if let types = gesture.allowedTouchTypes { members.append("\"allowedTouchTypes\": \(Self.strings(types.map(\.rawValue)))") }
        if !gesture.requiresExclusiveTouchType { members.append("\"requiresExclusiveTouchType\": false") }
        if let types = gesture.allowedScrollTypesMask { members.append("\"allowedScrollTypesMask\": \(Self.strings(types.map(\.rawValue)))") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    private static func settingValue(_ setting: GestureSetting) -> String {
        switch setting {
        case let .taps(value), let .touches(value), let .minimumTouches(value), let .maximumTouches(value): "\(value)"
        case let .minimumPressDuration(value), let .allowableMovement(value): number(value)
        case let .direction(directions): strings(directions.map(\.rawValue))
        case let .edges(edges): strings(edges.map(\.rawValue))
        }
    }

    // MARK: Events

    private mutating func event(_ event: FixtureEvent) -> String {
        let time = "\"t\": \(Self.number(event.time))" + (event.stamped.map { ", \"stamped\": \(Self.number($0))" } ?? "")
        switch event.action {
        case let .touches(steps) where steps.count == 1:
            return "{ \(time), " + Self.touchMembers(steps[0]) + " }"
        case let .touches(steps):
            return "{ \(time), \"touches\": [" + steps.map { "{" + Self.touchMembers($0) + "}" }.joined(separator: ", ") + "] }"
        case let .drag(drag):
            let type = drag.type == .direct ? "" : ", \"type\": \(Self.string(drag.type.rawValue))"
            return "{ \(time), \"drag\": {\"touch\": \(drag.touch), \"from\": \(Self.point(drag.from)), \"to\": \(Self.point(drag.to)), \"duration\": \(Self.number(drag.duration)), \"hz\": \(Self.number(drag.hz)), \"lift\": \(drag.lifts), \"begin\": \(drag.begins)\(type)} }"
        case let .tap(tap) where tap.isClick:
            return "{ \(time), \"click\": {\"touch\": \(tap.touch), \"at\": \(Self.point(tap.location)), \"duration\": \(Self.number(tap.duration))} }"
        case let .tap(tap):
            let type = tap.type == .direct ? "" : ", \"type\": \(Self.string(tap.type.rawValue))"
            return "{ \(time), \"tap\": {\"touch\": \(tap.touch), \"at\": \(Self.point(tap.location)), \"duration\": \(Self.number(tap.duration))\(type)} }"
        case .wait:
            return "{ \(time), \"wait\": true }"
        case let .remove(id):
            return "{ \(time), \"remove\": \(Self.string(id)) }"
        case let .statusBarTap(point):
            return "{ \(time), \"statusBarTap\": {\"at\": \(Self.point(point))} }"
        case let .transform(phase, at, scale, rotation):
            var members = ["\"phase\": \(Self.string(phase.rawValue))"]
            if let at { members.append("\"at\": \(Self.point(at))") }
            if phase == .changed { members += ["\"scale\": \(Self.number(scale))", "\"rotation\": \(Self.number(rotation))"] }
            return "{ \(time), \"transform\": {" + members.joined(separator: ", ") + "} }"
        case let .scroll(type, phase, at, by):
            var members: [String] = []
            if type == .continuous { members.append("\"phase\": \(Self.string(phase.rawValue))") }
            if let at { members.append("\"at\": \(Self.point(at))") }
            if type == .discrete || phase == .changed { members.append("\"by\": \(Self.point(by))") }
            return "{ \(time), \"scroll\": {" + members.joined(separator: ", ") + "} }"
        case let .pointer(point):
            return "{ \(time), \"pointer\": " + (point.map { "{\"at\": \(Self.point($0))}" } ?? "{\"exit\": true}") + " }"
        case let .set(id, property):
            let written: (String, String)? = switch property {
            case let .hidden(value): ("hidden", "\(value)")
            case let .userInteractionEnabled(value): ("userInteractionEnabled", "\(value)")
            case let .multipleTouchEnabled(value): ("multipleTouchEnabled", "\(value)")
            case let .exclusiveTouch(value): ("exclusiveTouch", "\(value)")
            case let .alpha(value): ("alpha", Self.number(value))
            case let .scrollView(.delaysContentTouches(value)): ("delaysContentTouches", "\(value)")
            case let .scrollView(.scrollEnabled(value)): ("scrollEnabled", "\(value)")
            case let .frame(frame): ("frame", Self.rect(frame))
            case let .scrollView(.contentSize(size)): ("contentSize", "[\(Self.number(size.width)), \(Self.number(size.height))]")
            case let .scrollView(.contentInset(insets)): ("contentInset", Self.insets(insets))
            case let .scrollView(.sections(rows)): ("sections", "[\(rows.map(String.init).joined(separator: ", "))]")
            case let .scrollView(.contentInsetAdjustmentBehavior(behavior)): ("contentInsetAdjustmentBehavior", Self.string(behavior.rawValue))
            default: nil
            }
            return setEvent(time, id, written)
        case let .setGesture(id, property):
            let written: (String, String)? = switch property {
            case let .enabled(value): ("enabled", "\(value)")
            case let .cancelsTouchesInView(value): ("cancelsTouchesInView", "\(value)")
            case let .delaysTouchesBegan(value): ("delaysTouchesBegan", "\(value)")
            case let .delaysTouchesEnded(value): ("delaysTouchesEnded", "\(value)")
            case let .shouldBegin(value): ("shouldBegin", "\(value)")
            case let .shouldReceive(value): ("shouldReceive", "\(value)")
            case let .allowedTouchTypes(types): ("allowedTouchTypes", Self.strings(types.map(\.rawValue)))
            case let .requiresExclusiveTouchType(value): ("requiresExclusiveTouchType", "\(value)")
            case let .allowedScrollTypesMask(types): ("allowedScrollTypesMask", Self.strings(types.map(\.rawValue)))
            default: nil
            }
            return setEvent(time, id, written)
        }
    }

    private mutating func setEvent(_ time: String, _ id: String, _ written: (key: String, value: String)?) -> String {
        guard let written else {
            omitted.append("a set of \(id)")
            return "{ \(time), \"wait\": true }"
        }
        return "{ \(time), \"set\": {\"id\": \(Self.string(id)), \"key\": \"\(written.key)\", \"value\": \(written.value)} }"
    }

    private static func touchMembers(_ step: TouchStep) -> String {
        var members = ["\"touch\": \(step.touch)", "\"phase\": \"\(step.phase.rawValue)\""]
        if let location = step.location { members.append("\"at\": \(point(location))") }
        if let type = step.type { members.append("\"type\": \(string(type.rawValue))") }
        return members.joined(separator: ", ")
    }

    // MARK: Values

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func point(_ point: Point) -> String {
        "[\(number(point.x)), \(number(point.y))]"
    }

    /// Insets as fixtures write them, `[top, left, bottom, right]`.
    private static func insets(_ insets: EdgeInsets) -> String {
        "[\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))]"
    }

    private static func rect(_ rect: Rect) -> String {
        "[\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), \(number(rect.size.height))]"
    }

    private static func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }

    /// A JSON string literal, escaped as the trace's JSON lines escape theirs.
    static func string(_ value: String) -> String {
        TraceValue.string(value).json
    }
}
