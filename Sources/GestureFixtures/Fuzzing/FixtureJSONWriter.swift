import GestureArbiter

/// Writes a fixture as FixtureFormat.md JSON, so that a fuzz failure can be kept as a file and run by
/// `gesture-arbiter run` and `check`.
///
/// Every view is written whole: its common keys and its type's own keys that differ from the
/// type's defaults, as the type's file spells them, and every `set` of a view key. Recognizers,
/// touch, pointer, scroll and transform events, waits, removals and status bar taps are written as
/// ``FixtureGenerator`` makes them; a `set` of a recognizer's relations, prevention answers or type settings, which
/// it does not make, is left out of the file and named in the fixture's `name`, so that a reader
/// knows the file is not the whole fixture.
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
        var lines = ["{", "  \"fixture\": 1,", "  \"name\": \(JSONText.string(name)),"]
        if fixture.windowSize != Fixture.defaultWindowSize || fixture.statusBarHeight > 0 || fixture.userInterfaceIdiom != .phone
            || fixture.safeAreaInsets != .zero {
            var window = "\"size\": [\(JSONText.number(fixture.windowSize.width)), \(JSONText.number(fixture.windowSize.height))]"
            if fixture.statusBarHeight > 0 { window += ", \"statusBar\": {\"height\": \(JSONText.number(fixture.statusBarHeight))}" }
            if fixture.userInterfaceIdiom != .phone { window += ", \"userInterfaceIdiom\": \"\(fixture.userInterfaceIdiom.rawValue)\"" }
            if fixture.safeAreaInsets != .zero {
                let insets = fixture.safeAreaInsets
                window += ", \"safeAreaInsets\": [\([insets.top, insets.left, insets.bottom, insets.right].map(JSONText.number).joined(separator: ", "))]"
            }
            lines.append("  \"window\": {\(window)},")
        }
        lines.append("  \"views\": [\n" + views.joined(separator: ",\n") + "\n  ],")
        if !fixture.controllers.isEmpty {
            let controllers = fixture.controllers.map { writer.controller($0) }
            lines.append("  \"controllers\": [\n" + controllers.joined(separator: ",\n") + "\n  ],")
        }
        for kind in FixtureInteractionKinds.all {
            if let member = kind.jsonMember(of: fixture) { lines.append(member) }
        }
        if let root = fixture.rootViewController {
            lines.append("  \"rootViewController\": \(JSONText.string(root)),")
        }
        lines.append("  \"events\": [\n" + events.joined(separator: ",\n") + "\n  ],")
        lines.append("  \"expect\": {\"match\": \"ordered\", \"trace\": []}")
        return lines.joined(separator: "\n") + "\n}\n"
    }

    // MARK: Views

    private mutating func view(_ view: ViewSpec, indent: String) -> String {
        let type = view.kind.type
        var members = ["\"id\": \(JSONText.string(view.id))"]
        if type != .view { members.append("\"type\": \"\(type.rawValue)\"") }
        members.append("\"frame\": \(JSONText.rect(view.frame))")
        let common: [(ViewProperty, isDefault: Bool)] = [
            (.boundsOrigin(view.boundsOrigin), view.boundsOrigin == .zero),
            (.transform(view.transform), view.transform == .identity),
            (.hidden(view.isHidden), !view.isHidden),
            (.alpha(view.alpha), view.alpha == 1),
            (.userInteractionEnabled(view.isUserInteractionEnabled), view.isUserInteractionEnabled),
            (.multipleTouchEnabled(view.isMultipleTouchEnabled), !view.isMultipleTouchEnabled),
            (.exclusiveTouch(view.isExclusiveTouch), !view.isExclusiveTouch),
            (.touches(view.touches), view.touches == type.defaultTouchHandling),
            (.hitTest(view.hitTest), view.hitTest == nil),
            (.pointInside(view.pointInside), view.pointInside == nil),
            (.refusedGestures(view.refusedGestures), view.refusedGestures.isEmpty),
        ]
        members += common.filter { !$0.isDefault }.map { Self.member($0.0) }
        // The type's own keys that differ from its defaults, then its scene keys.
        let defaults = type.defaultKind.properties
        members += zip(view.kind.properties, defaults).filter { $0 != $1 }.map { Self.member(.own($0.0)) }
        for key in type.descriptor.sceneKeys {
            if let value = key.encode(view.kind, { views in self.views(views, indent: indent) }) {
                members.append("\"\(key.name)\": \(value)")
            }
        }
        if let controller = view.controller { members.append("\"controller\": \(JSONText.string(controller))") }
        if !view.gestures.isEmpty {
            members.append("\"gestures\": [\n" + view.gestures.map { indent + "  " + gesture($0) }.joined(separator: ",\n") + "\n\(indent)]")
        }
        if !view.subviews.isEmpty {
            members.append("\"subviews\": " + views(view.subviews, indent: indent))
        }
        return indent + "{ " + members.joined(separator: ", ") + " }"
    }

    /// Views nested in a view, one a line, indented one step further.
    private mutating func views(_ views: [ViewSpec], indent: String) -> String {
        "[\n" + views.map { self.view($0, indent: indent + "  ") }.joined(separator: ",\n") + "\n\(indent)]"
    }

    /// A view's key and value.
    private static func member(_ property: ViewProperty) -> String {
        "\"\(property.key)\": \(property.json)"
    }

    // MARK: Gestures

    private func gesture(_ gesture: GestureSpec) -> String {
        var members = ["\"id\": \(JSONText.string(gesture.id))", "\"type\": \"\(gesture.kind.typeName)\""]
        members += gesture.kind.settings.map { "\(JSONText.string($0.key)): \(Self.settingValue($0))" }
        if !gesture.isEnabled { members.append("\"enabled\": false") }
        if !gesture.cancelsTouchesInView { members.append("\"cancelsTouchesInView\": false") }
        if gesture.delaysTouchesBegan { members.append("\"delaysTouchesBegan\": true") }
        if !gesture.delaysTouchesEnded { members.append("\"delaysTouchesEnded\": false") }
        if !gesture.requireToFail.isEmpty { members.append("\"requireToFail\": \(JSONText.strings(gesture.requireToFail))") }
        if !gesture.simultaneousWith.isEmpty { members.append("\"simultaneousWith\": \(JSONText.strings(gesture.simultaneousWith))") }
        if !gesture.shouldBegin { members.append("\"shouldBegin\": false") }
        if !gesture.shouldReceive { members.append("\"shouldReceive\": false") }
        if let canPrevent = gesture.canPrevent { members.append("\"canPrevent\": \(JSONText.strings(canPrevent))") }
        if let canBePrevented = gesture.canBePrevented { members.append("\"canBePrevented\": \(JSONText.strings(canBePrevented))") }
        if let types = gesture.allowedTouchTypes { members.append("\"allowedTouchTypes\": \(JSONText.strings(types.map(\.rawValue)))") }
        if !gesture.requiresExclusiveTouchType { members.append("\"requiresExclusiveTouchType\": false") }
        if let types = gesture.allowedScrollTypesMask { members.append("\"allowedScrollTypesMask\": \(JSONText.strings(types.map(\.rawValue)))") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    private static func settingValue(_ setting: GestureSetting) -> String {
        switch setting {
        case let .taps(value), let .touches(value), let .minimumTouches(value), let .maximumTouches(value): "\(value)"
        case let .minimumPressDuration(value), let .allowableMovement(value): JSONText.number(value)
        case let .direction(directions): JSONText.strings(directions.map(\.rawValue))
        case let .edges(edges): JSONText.strings(edges.map(\.rawValue))
        }
    }

    // MARK: Controllers

    private mutating func controller(_ controller: ControllerSpec) -> String {
        var id = "\"id\": \(JSONText.string(controller.id))"
        if let sheet = controller.sheet { id += ", \"sheet\": " + Self.sheetSpec(sheet) }
        switch controller.kind {
        case let .plain(views):
            guard !views.isEmpty else { return "    { \(id) }" }
            return "    { \(id), \"views\": [\n" + views.map { view($0, indent: "      ") }.joined(separator: ",\n") + "\n    ] }"
        case let .navigation(stack):
            return "    { \(id), \"type\": \"navigation\", \"stack\": \(JSONText.strings(stack)) }"
        }
    }

    private static func sheetMembers(_ request: SheetRequest) -> String {
        var members: [String]
        let animated: Bool
        switch request {
        case let .present(controller, by, isAnimated):
            members = ["\"controller\": \(JSONText.string(controller))"] + (by.map { ["\"by\": \(JSONText.string($0))"] } ?? [])
            animated = isAnimated
        case let .dismiss(controller, isAnimated):
            members = ["\"controller\": \(JSONText.string(controller))"]
            animated = isAnimated
        case let .selectDetent(controller, identifier, isAnimated):
            members = ["\"controller\": \(JSONText.string(controller))", "\"detent\": \(JSONText.string(identifier))"]
            animated = isAnimated
        }
        if !animated { members.append("\"animated\": false") }
        return "\"\(request.eventKey)\": {" + members.joined(separator: ", ") + "}"
    }

    private static func sheetSpec(_ sheet: SheetSpec) -> String {
        let defaults = SheetSpec()
        var members: [String] = []
        if sheet.detents != defaults.detents {
            let detents = sheet.detents.map { detent -> String in
                switch detent {
                case .medium: "\"medium\""
                case .large: "\"large\""
                case let .height(identifier, height): "{\"identifier\": \(JSONText.string(identifier)), \"height\": \(JSONText.number(height))}"
                case let .fraction(identifier, fraction): "{\"identifier\": \(JSONText.string(identifier)), \"fraction\": \(JSONText.number(fraction))}"
                }
            }
            members.append("\"detents\": [" + detents.joined(separator: ", ") + "]")
        }
        if let selected = sheet.selectedDetentIdentifier { members.append("\"selectedDetentIdentifier\": \(JSONText.string(selected))") }
        if let undimmed = sheet.largestUndimmedDetentIdentifier { members.append("\"largestUndimmedDetentIdentifier\": \(JSONText.string(undimmed))") }
        if !sheet.prefersScrollingExpandsWhenScrolledToEdge { members.append("\"prefersScrollingExpandsWhenScrolledToEdge\": false") }
        if sheet.prefersGrabberVisible { members.append("\"prefersGrabberVisible\": true") }
        if sheet.isModalInPresentation { members.append("\"isModalInPresentation\": true") }
        if !sheet.shouldDismiss { members.append("\"shouldDismiss\": false") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private static func navigationMembers(_ request: NavigationRequest) -> String {
        var members: [String] = []
        if let navigation = request.navigation { members.append("\"navigation\": \(JSONText.string(navigation))") }
        switch request.operation {
        case let .push(id), let .popTo(id): members.append("\"controller\": \(JSONText.string(id))")
        case let .setViewControllers(ids): members.append("\"controllers\": \(JSONText.strings(ids))")
        case .pop, .popToRoot: break
        }
        if !request.animated { members.append("\"animated\": false") }
        return "\"\(request.operation.eventKey)\": {" + members.joined(separator: ", ") + "}"
    }

    // MARK: Events

    private mutating func event(_ event: FixtureEvent) -> String {
        let time = "\"t\": \(JSONText.number(event.time))" + (event.stamped.map { ", \"stamped\": \(JSONText.number($0))" } ?? "")
        switch event.action {
        case let .touches(steps) where steps.count == 1:
            return "{ \(time), " + Self.touchMembers(steps[0]) + " }"
        case let .touches(steps):
            return "{ \(time), \"touches\": [" + steps.map { "{" + Self.touchMembers($0) + "}" }.joined(separator: ", ") + "] }"
        case let .drag(drag):
            let type = drag.type == .direct ? "" : ", \"type\": \(JSONText.string(drag.type.rawValue))"
            return "{ \(time), \"drag\": {\"touch\": \(drag.touch), \"from\": \(JSONText.point(drag.from)), \"to\": \(JSONText.point(drag.to)), \"duration\": \(JSONText.number(drag.duration)), \"hz\": \(JSONText.number(drag.hz)), \"lift\": \(drag.lifts), \"begin\": \(drag.begins)\(type)} }"
        case let .tap(tap) where tap.isClick:
            return "{ \(time), \"click\": {\"touch\": \(tap.touch), \"at\": \(JSONText.point(tap.location)), \"duration\": \(JSONText.number(tap.duration))} }"
        case let .tap(tap):
            let type = tap.type == .direct ? "" : ", \"type\": \(JSONText.string(tap.type.rawValue))"
            return "{ \(time), \"tap\": {\"touch\": \(tap.touch), \"at\": \(JSONText.point(tap.location)), \"duration\": \(JSONText.number(tap.duration))\(type)} }"
        case .wait:
            return "{ \(time), \"wait\": true }"
        case let .remove(id):
            return "{ \(time), \"remove\": \(JSONText.string(id)) }"
        case let .statusBarTap(point):
            return "{ \(time), \"statusBarTap\": {\"at\": \(JSONText.point(point))} }"
        case let .transform(phase, at, scale, rotation):
            var members = ["\"phase\": \(JSONText.string(phase.rawValue))"]
            if let at { members.append("\"at\": \(JSONText.point(at))") }
            if phase == .changed { members += ["\"scale\": \(JSONText.number(scale))", "\"rotation\": \(JSONText.number(rotation))"] }
            return "{ \(time), \"transform\": {" + members.joined(separator: ", ") + "} }"
        case let .scroll(type, phase, at, by):
            var members: [String] = []
            if type == .continuous { members.append("\"phase\": \(JSONText.string(phase.rawValue))") }
            if let at { members.append("\"at\": \(JSONText.point(at))") }
            if type == .discrete || phase == .changed { members.append("\"by\": \(JSONText.point(by))") }
            return "{ \(time), \"scroll\": {" + members.joined(separator: ", ") + "} }"
        case let .navigation(request):
            return "{ \(time), " + Self.navigationMembers(request) + " }"
        case let .sheet(request):
            return "{ \(time), " + Self.sheetMembers(request) + " }"
        case let .pointer(point):
            return "{ \(time), \"pointer\": " + (point.map { "{\"at\": \(JSONText.point($0))}" } ?? "{\"exit\": true}") + " }"
        case let .set(id, property):
            return setEvent(time, id, (property.key, property.json))
        case let .setGesture(id, property):
            let written: (String, String)? = switch property {
            case let .enabled(value): ("enabled", "\(value)")
            case let .cancelsTouchesInView(value): ("cancelsTouchesInView", "\(value)")
            case let .delaysTouchesBegan(value): ("delaysTouchesBegan", "\(value)")
            case let .delaysTouchesEnded(value): ("delaysTouchesEnded", "\(value)")
            case let .shouldBegin(value): ("shouldBegin", "\(value)")
            case let .shouldReceive(value): ("shouldReceive", "\(value)")
            case let .allowedTouchTypes(types): ("allowedTouchTypes", JSONText.strings(types.map(\.rawValue)))
            case let .requiresExclusiveTouchType(value): ("requiresExclusiveTouchType", "\(value)")
            case let .allowedScrollTypesMask(types): ("allowedScrollTypesMask", JSONText.strings(types.map(\.rawValue)))
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
        return "{ \(time), \"set\": {\"id\": \(JSONText.string(id)), \"key\": \"\(written.key)\", \"value\": \(written.value)} }"
    }

    private static func touchMembers(_ step: TouchStep) -> String {
        var members = ["\"touch\": \(step.touch)", "\"phase\": \"\(step.phase.rawValue)\""]
        if let location = step.location { members.append("\"at\": \(JSONText.point(location))") }
        if let type = step.type { members.append("\"type\": \(JSONText.string(type.rawValue))") }
        return members.joined(separator: ", ")
    }
}
