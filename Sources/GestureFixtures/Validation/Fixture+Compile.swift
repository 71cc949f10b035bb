import GestureArbiter

extension Fixture {
    /// The latest time a fixture may use, about 115 days: far beyond any scene, and far from the
    /// limit of the clock's 64-bit nanoseconds.
    public static let maximumTime = 10_000_000_000.0

    /// The most touch samples one `drag` may expand to, so that a typo cannot make a run hang.
    public static let maximumDragSamples = 1_000_000

    /// The most rows a section of a table view may have: the table keeps the top of every row.
    public static let maximumRows = 1_000_000

    /// The most steps a fixture's events may expand to in all, shorthands unrolled: the script
    /// is held in memory, and each step is played.
    public static let maximumSteps = 2_000_000

    /// Checks what the JSON structure alone cannot show and expands the events into a ``Script``.
    ///
    /// The checks: numbers in range (sizes, alpha, times, deceleration rates), ids unique and known
    /// (a scroll view's own recognizers are `<id>.pan` and `<id>.delay`), scroll chains the engine
    /// can make (`checkScrollChains(in:)`), each `set` naming a view
    /// or a recognizer of a type that has its key, with a value that type takes (in the scene's
    /// ranges, for a recognizer's own settings), times never going backwards in the order
    /// written, and each finger's story making sense (it begins before it moves or ends, and does
    /// not begin twice).
    /// Errors name the JSON path of the offending value,
    /// so they read the same for a fixture built in Swift as for one read from a file.
    public func compile() throws(FixtureError) -> CompiledFixture {
        var checker = FixtureChecker()
        try checker.checkSettings(of: self)
        try Self.checkNesting(of: views)
        for (index, view) in views.enumerated() {
            try checker.collectIDs(view, at: FixturePath("views").index(index))
        }
        for (index, view) in views.enumerated() {
            try checker.checkView(view, at: FixturePath("views").index(index))
        }
        try Self.checkScrollChains(in: views)
        try checker.checkRequirementCycles()
        if let expectations {
            try checker.checkExpectations(expectations)
        }
        let steps = try checker.expand(events)
        try Self.checkCellsOnScreen(in: views, steps: steps)
        try checker.checkRequirementsAdded(by: steps)
        return CompiledFixture(fixture: self, script: Script(steps: try checker.fillTouchLocations(steps)))
    }
}

extension Fixture {
    /// How deep views may nest: the JSON reader's limit, so that a scene built in Swift is held
    /// to what a file can say, and the recursive walks of the compile step, the scene build and
    /// hit-testing stay far from the end of the stack.
    public static let maximumViewNesting = 256

    /// Refuses a view tree deeper than ``maximumViewNesting``, walking it without recursion.
    static func checkNesting(of views: [ViewSpec]) throws(FixtureError) {
        var stack = views.indices.map { (view: views[$0], top: $0, depth: 1) }
        while let (view, top, depth) = stack.popLast() {
            guard depth <= maximumViewNesting else {
                throw FixturePath("views").index(top).error("views nest deeper than \(maximumViewNesting) levels")
            }
            stack += view.subviews.map { ($0, top, depth + 1) }
        }
    }
}

/// The state of one compile: the ids seen so far.
private struct FixtureChecker {
    /// Each id with the path where it was first declared; looked up, never iterated.
    private var declaredIDs: [String: FixturePath] = [:]
    /// Each view's type by id, for the keys a `set` may change on it.
    private var viewTypes: [String: ViewType] = [:]
    /// Every recognizer id, a scroll view's built-in recognizers included, in declaration order.
    private var gestures: [(id: String, path: FixturePath)] = []
    /// The same ids, for look-ups.
    private var gestureIDs: Set<String> = []
    /// The failure requirements the scene declares, for the cycle check.
    private var requirements = RequirementGraph()
    /// The ids of the scroll views' own recognizers, `<id>.pan` and `<id>.delay`.
    private var builtInGestureIDs: Set<String> = []
    /// Each recognizer's type and settings, for `set`s of a type's own keys, changed by each such
    /// `set` in turn; a scroll view's delay recognizer has none. Looked up, never iterated.
    private var gestureKinds: [String: GestureSpec.Kind] = [:]

    /// Subjects the trace uses for things that are not fixture views.
    private static let reservedIDs: Set<String> = ["window", "clock"]
    /// Each segmented control's number of segments, which a `set` of its selection must respect;
    /// looked up, never iterated.
    private var segmentCounts: [String: Int] = [:]
    /// The window's width and its status bar's height, where a status bar tap may land.
    private var windowWidth = 0.0
    private var statusBarHeight = 0.0

    mutating func checkSettings(of fixture: Fixture) throws(FixtureError) {
        let size = FixturePath("window").key("size")
        try checkPositive(fixture.windowSize.width, "width", at: size)
        try checkPositive(fixture.windowSize.height, "height", at: size)
        let statusBar = FixturePath("window").key("statusBar").key("height")
        try checkNonNegative(fixture.statusBarHeight, "height", at: statusBar)
        guard fixture.statusBarHeight <= fixture.windowSize.height else {
            throw statusBar.error("the status bar is \(format(fixture.statusBarHeight)) pt high, taller than the window's \(format(fixture.windowSize.height)) pt")
        }
        windowWidth = fixture.windowSize.width
        statusBarHeight = fixture.statusBarHeight
        let safeArea = fixture.safeAreaInsets
        for (name, value) in [("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom), ("right", safeArea.right)] {
            try checkNonNegative(value, name, at: FixturePath("window").key("safeAreaInsets"))
        }
        let constants = FixturePath("constants")
        for constant in FixtureConstant.allCases {
            let value = constant.value(in: fixture.constants)
            if constant.isDuration {
                try checkTime(value, constant.rawValue, at: constants.key(constant.rawValue))
            } else {
                try checkNonNegative(value, constant.rawValue, at: constants.key(constant.rawValue))
            }
        }
        guard (1...1000).contains(fixture.framesPerSecond) else {
            throw constants.key("frameRate").error("frameRate must be between 1 and 1000, got \(fixture.framesPerSecond)")
        }
        try checkTime(fixture.settleLimit.milliseconds, "settle", at: FixturePath("settle"))
        if let expectations = fixture.expectations {
            for quantity in Tolerances.Quantity.allCases {
                try checkNonNegative(expectations.tolerances.allowances[quantity] ?? 0, quantity.rawValue, at: FixturePath("expect").key("tolerances").key(quantity.rawValue))
            }
        }
    }

    mutating func collectIDs(_ view: ViewSpec, at path: FixturePath) throws(FixtureError) {
        try declare(view.id, at: path.key("id"))
        viewTypes[view.id] = view.kind.type
        if case let .segmentedControl(settings) = view.kind {
            segmentCounts[view.id] = settings.segments.count
        }
        if case .scrollView = view.kind {
            // The scroll view's own recognizers, in the order it attaches them; named after it.
            for id in [view.id + ".delay", view.id + ".pan"] {
                try declare(id, at: path.key("id"))
                builtInGestureIDs.insert(id)
                declareGesture(id, at: path.key("id"))
                if id.hasSuffix(".pan") {
                    gestureKinds[id] = .pan(minimumTouches: 1, maximumTouches: nil)
                }
            }
            // Its pinch exists while it may zoom.
            if case let .scrollView(settings) = view.kind, settings.maximumZoomScale > settings.minimumZoomScale {
                let id = view.id + ".pinch"
                try declare(id, at: path.key("id"))
                builtInGestureIDs.insert(id)
                declareGesture(id, at: path.key("id"))
                gestureKinds[id] = .pinch
            }
        }
        if let controller = view.controller {
            try declare(controller, at: path.key("controller"))
        }
        for (index, gesture) in view.gestures.enumerated() {
            try declare(gesture.id, at: path.key("gestures").index(index).key("id"))
            gestureKinds[gesture.id] = gesture.kind
            declareGesture(gesture.id, at: path.key("gestures").index(index).key("requireToFail"))
            requirements.add(gesture.id, requires: gesture.requireToFail)
        }
        for (index, subview) in view.subviews.enumerated() {
            try collectIDs(subview, at: path.key("subviews").index(index))
        }
    }

    private mutating func declareGesture(_ id: String, at path: FixturePath) {
        gestures.append((id, path))
        gestureIDs.insert(id)
    }

    /// Ids are text: two written with different code points that Unicode holds canonically
    /// equivalent (a precomposed é and an e with a combining accent) are the same id, since they
    /// read the same in the trace; the error says so when that is what happened.
    private mutating func declare(_ id: String, at path: FixturePath) throws(FixtureError) {
        guard !id.isEmpty else { throw path.error("an id must not be empty") }
        guard !Self.reservedIDs.contains(id) else {
            throw path.error("the id '\(id)' is reserved: the trace uses it for the \(id)")
        }
        if let index = declaredIDs.index(forKey: id) {
            let (first, firstPath) = declaredIDs[index]
            guard first.unicodeScalars.elementsEqual(id.unicodeScalars) else {
                throw path.error("duplicate id '\(id)', first declared at \(firstPath) with other Unicode code points for the same text (ids are compared as canonically equivalent text)")
            }
            throw path.error("duplicate id '\(id)', first declared at \(firstPath)")
        }
        declaredIDs[id] = path
    }

    func checkView(_ view: ViewSpec, at path: FixturePath) throws(FixtureError) {
        let type = view.kind.type
        // The Swift model can hold what the JSON cannot: a common setting on a type without it, or
        // a value its type does not take (a control left to its default keeps its touches).
        if let reason = FixtureDecoder.controlTouchesReason(.touches(view.touches), type: type) {
            throw path.key("touches").error(reason)
        }
        if view.boundsOrigin != .zero, !ViewPropertyKey.boundsOrigin.applies(to: type) {
            throw path.key("boundsOrigin").error(ViewPropertyKey.boundsOrigin.notApplying(to: type))
        }
        try checkRect(view.frame, at: path.key("frame"))
        try checkPoint(view.boundsOrigin, at: path.key("boundsOrigin"))
        if view.transform != .identity {
            try checkProperty(.transform(view.transform), at: path.key("transform"))
        }
        guard view.alpha.isFinite, (0...1).contains(view.alpha) else {
            throw path.key("alpha").error("alpha must be between 0 and 1, got \(format(view.alpha))")
        }
        if let hitTest = view.hitTest {
            try checkHitTest(hitTest, at: path.key("hitTest"))
        }
        if let pointInside = view.pointInside {
            try checkPointInside(pointInside, at: path.key("pointInside"))
        }
        for (index, id) in view.refusedGestures.enumerated() {
            try checkGestureID(id, at: path.key("gestureRecognizerShouldBegin").key("deny").index(index))
        }
        switch view.kind {
        case let .scrollView(settings):
            for property in settings.properties {
                try checkProperty(.scrollView(property), at: path.key(ViewProperty.scrollView(property).key.rawValue))
            }
            try checkPaging(settings, frame: view.frame, at: path.key("pagingEnabled"))
            if type.isList, view.touches != .forward {
                throw path.key("touches").error(ViewPropertyKey.touches.notApplying(to: type))
            }
            if settings.isRefreshing, !settings.hasRefreshControl {
                throw path.key("refreshing").error("'refreshing' needs a refresh control: add \"refreshControl\": true")
            }
            for (index, cellView) in (settings.list?.cellSubviews ?? []).enumerated() {
                try checkCellView(cellView, at: path.key("cellSubviews").index(index))
            }
        case let .slider(settings):
            for property in settings.properties {
                try checkProperty(.slider(property), at: path.key(ViewProperty.slider(property).key.rawValue))
            }
            // A set may change the range and clamp the value, as in UIKit; the scene says what it means.
            guard settings.minimumValue <= settings.maximumValue else {
                throw path.key("maximumValue").error(
                    "maximumValue must be at least minimumValue (\(format(settings.minimumValue))), got \(format(settings.maximumValue))")
            }
            guard (settings.minimumValue...settings.maximumValue).contains(settings.value) else {
                throw path.key("value").error(
                    "value must be between minimumValue and maximumValue (\(format(settings.minimumValue)) and \(format(settings.maximumValue))), got \(format(settings.value))")
            }
        case let .stepper(settings):
            for property in settings.properties {
                try checkProperty(property, at: path.key(property.key.rawValue))
            }
            guard settings.minimumValue <= settings.maximumValue else {
                throw path.key("maximumValue").error(
                    "maximumValue must be at least minimumValue (\(format(settings.minimumValue))), got \(format(settings.maximumValue))")
            }
        case let .segmentedControl(settings):
            for property in settings.properties {
                try checkProperty(.segmentedControl(property), at: path.key(ViewProperty.segmentedControl(property).key.rawValue))
            }
            try checkSegments(settings, at: path)
        case let .pageControl(settings):
            for property in settings.properties {
                try checkProperty(.pageControl(property), at: path.key(ViewProperty.pageControl(property).key.rawValue))
            }
        case .view, .button, .switch, .control:
            break
        }
        for (index, gesture) in view.gestures.enumerated() {
            try checkGesture(gesture, at: path.key("gestures").index(index))
        }
        for (index, subview) in view.subviews.enumerated() {
            try checkView(subview, at: path.key("subviews").index(index))
        }
    }

    private func checkGesture(_ gesture: GestureSpec, at path: FixturePath) throws(FixtureError) {
        try checkKind(gesture.kind, at: path)
        try checkRelations(requireToFail: gesture.requireToFail, simultaneousWith: gesture.simultaneousWith,
                           canPrevent: gesture.canPrevent, canBePrevented: gesture.canBePrevented, at: path)
    }

    /// A recognizer type's own settings in range; `path` is where their keys are.
    private func checkKind(_ kind: GestureSpec.Kind, at path: FixturePath) throws(FixtureError) {
        for setting in kind.settings {
            try checkSetting(setting, of: kind, at: path.key(setting.key))
        }
        if case let .pan(minimumTouches, maximumTouches?) = kind, maximumTouches < minimumTouches {
            throw path.key("maximumTouches").error("maximumTouches must be at least minimumTouches (\(minimumTouches)), got \(maximumTouches)")
        }
    }

    /// One of a recognizer's own settings in range, with the reasons of the scene and of a `set`
    /// alike: what a value must be on its own, and for a long press's `taps`, whose least is 0,
    /// the recognizer's type. A pan's two counts against each other are the caller's to check.
    private func checkSetting(_ setting: GestureSetting, of kind: GestureSpec.Kind, at path: FixturePath) throws(FixtureError) {
        switch setting {
        case let .taps(taps):
            let minimum = if case .longPress = kind { 0 } else { 1 }
            try checkCount(taps, "taps", minimum: minimum, at: path)
        case let .touches(touches):
            try checkCount(touches, "touches", minimum: 1, at: path)
        case let .minimumPressDuration(duration):
            try checkTime(duration, "minimumPressDuration", at: path)
        case let .allowableMovement(movement):
            try checkNonNegative(movement, "allowableMovement", at: path)
        case let .minimumTouches(count):
            try checkCount(count, "minimumTouches", minimum: 1, at: path)
        case .maximumTouches:
            break
        case let .direction(directions):
            guard !directions.isEmpty else { throw path.error("a swipe needs at least one direction") }
        case let .edges(edges):
            guard !edges.isEmpty else { throw path.error("a screen-edge pan needs at least one edge") }
        }
    }

    /// A `set` of one of a recognizer's own settings: the target must have it, and the value must
    /// pass the scene's checks, against the settings the recognizer has by then (its scene's,
    /// changed by the `set`s before this one), so that a pan's minimum never passes its maximum.
    private mutating func checkSet(_ setting: GestureSetting, of id: String, at path: FixturePath) throws(FixtureError) {
        guard let kind = gestureKinds[id], let changed = kind.applying(setting) else {
            let target = gestureKinds[id].map { "a \($0.typeName) gesture" } ?? "a scroll view's delay recognizer"
            throw path.key("key").error("'\(setting.key)' does not apply to \(target)")
        }
        try checkSetting(setting, of: changed, at: path.key("value"))
        switch (setting, changed) {
        case let (.minimumTouches(minimum), .pan(_, maximum?)) where minimum > maximum:
            throw path.key("value").error("minimumTouches must be at most maximumTouches (\(maximum)), got \(minimum)")
        case let (.maximumTouches(maximum), .pan(minimum, _)) where maximum < minimum:
            throw path.key("value").error("maximumTouches must be at least minimumTouches (\(minimum)), got \(maximum)")
        default:
            break
        }
        gestureKinds[id] = changed
    }

    private func checkRelations(requireToFail: [String], simultaneousWith: [String], canPrevent: [String]?, canBePrevented: [String]?, at path: FixturePath) throws(FixtureError) {
        for (key, ids) in [("requireToFail", requireToFail), ("simultaneousWith", simultaneousWith), ("canPrevent", canPrevent ?? []), ("canBePrevented", canBePrevented ?? [])] {
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.key(key).index(index))
            }
        }
    }

    /// Require-to-fail relations must not loop: both sides would wait for ever (A1).
    func checkRequirementCycles() throws(FixtureError) {
        guard let cycle = requirements.firstCycle(inOrder: gestures.map(\.id)),
              let gesture = gestures.first(where: { $0.id == cycle[0] })
        else { return }
        throw gesture.path.error("requireToFail makes a cycle: \(cycle.joined(separator: " → "))")
    }

    /// A `set` of `requireToFail` adds requirements while the fixture runs; one that would close
    /// a cycle is refused here, at the event that adds it, rather than trapping in the run.
    ///
    /// The scene has no cycle, and adding requirements never removes one, so the first `set` that
    /// closes a cycle is found by bisecting the `set`s, with one linear check for each halving.
    mutating func checkRequirementsAdded(by steps: [ScriptStep]) throws(FixtureError) {
        var additions: [(id: String, source: String)] = []
        for step in steps {
            guard case let .setGesture(id, .requireToFail(added)) = step.action else { continue }
            additions.append((id, step.source))
            requirements.add(id, requires: added, addedAt: additions.count)
        }
        let order = gestures.map(\.id)
        guard !additions.isEmpty, requirements.firstCycle(inOrder: order, upTo: additions.count) != nil else { return }
        var acyclic = 0
        var cyclic = additions.count
        while cyclic - acyclic > 1 {
            let middle = (acyclic + cyclic) / 2
            if requirements.firstCycle(inOrder: order, upTo: middle) != nil {
                cyclic = middle
            } else {
                acyclic = middle
            }
        }
        let closing = additions[cyclic - 1]
        let cycle = requirements.cycle(through: closing.id, upTo: cyclic) ?? []
        throw FixturePath(closing.source).key("set").key("value").error("requireToFail makes a cycle: \(cycle.joined(separator: " → "))")
    }

    private func checkCount(_ value: Int, _ name: String, minimum: Int, at path: FixturePath) throws(FixtureError) {
        guard value >= minimum else { throw path.error("\(name) must be at least \(minimum), got \(value)") }
    }

    private func checkGestureID(_ id: String, at path: FixturePath) throws(FixtureError) {
        guard gestureIDs.contains(id) else { throw path.error("unknown gesture id '\(id)'") }
    }

    private func checkHitTest(_ hitTest: HitTestOverride, at path: FixturePath) throws(FixtureError) {
        switch hitTest {
        case let .redirectSelfTo(target):
            try checkViewID(target, at: path.key("redirectSelfTo"))
        case .passThrough:
            break
        case let .passThroughFor(ids):
            for (index, id) in ids.enumerated() {
                try checkViewID(id, at: path.key("passThrough").index(index))
            }
        }
    }

    private func checkPointInside(_ pointInside: PointInsideOverride, at path: FixturePath) throws(FixtureError) {
        switch pointInside {
        case .constant:
            break
        case let .area(insets, add, subtract):
            for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite {
                throw path.key("insets").error("expected finite numbers, got \(format(value))")
            }
            for (index, rect) in add.enumerated() {
                try checkRect(rect, at: path.key("add").index(index))
            }
            for (index, rect) in subtract.enumerated() {
                try checkRect(rect, at: path.key("subtract").index(index))
            }
        }
    }

    func checkExpectations(_ expectations: Expectations) throws(FixtureError) {
        let expect = FixturePath("expect")
        for (listName, patterns) in [("trace", expectations.trace), ("absent", expectations.absent)] {
            for (index, pattern) in patterns.enumerated() {
                guard let kind = pattern.fields.first(where: { $0.name == "kind" }) else { continue }
                let path = expect.key(listName).index(index).key("kind")
                guard case let .string(name) = kind.value else { throw path.error("expected a kind name, got \(kind.value.text)") }
                guard TraceKind(rawValue: name) != nil else { throw path.error(Self.unknownKind(name)) }
            }
        }
        for expected in expectations.final where expected.subject != "window" && viewTypes[expected.subject] == nil && !gestureIDs.contains(expected.subject) {
            throw FixturePath("expect").key("final").member("\(expected.subject).\(expected.key)").error("unknown view or gesture id '\(expected.subject)'")
        }
    }

    /// The reason for a kind name that no record has.
    static func unknownKind(_ name: String) -> String {
        let known = TraceKind.allCases.map(\.rawValue)
        return "unknown kind '\(name)' (expected \(known.dropLast().joined(separator: ", ")) or \(known.last ?? ""))"
    }

    /// A segmented control's selection and disabled segments name segments it has.
    private func checkSegments(_ settings: SegmentedControlSettings, at path: FixturePath) throws(FixtureError) {
        let count = settings.segments.count
        guard settings.selectedSegmentIndex < count else {
            throw path.key("selectedSegmentIndex").error("selectedSegmentIndex \(settings.selectedSegmentIndex) is outside the \(count) segments")
        }
        if let index = settings.disabledSegments.firstIndex(where: { $0 >= count }) {
            throw path.key("disabledSegments").index(index).error("segment \(settings.disabledSegments[index]) is outside the \(count) segments")
        }
    }

    /// One of a table's `cellSubviews`, or a view inside one: a view like any other, but copied into
    /// every cell, so it may not carry what names another view or a recognizer of the scene.
    private func checkCellView(_ view: ViewSpec, at path: FixturePath) throws(FixtureError) {
        guard view.gestures.isEmpty else { throw path.key("gestures").error("a cell's subviews may not have gestures") }
        guard view.controller == nil else { throw path.key("controller").error("a cell's subviews may not have a controller") }
        guard !view.kind.type.isScrollView else { throw path.key("type").error("a cell's subviews may not be scroll views") }
        guard view.hitTest == nil, view.pointInside == nil, view.refusedGestures.isEmpty else {
            throw path.error("a cell's subviews may not override hitTest, pointInside or gestureRecognizerShouldBegin")
        }
        guard !view.id.isEmpty else { throw path.key("id").error("an id must not be empty") }
        try checkView(view, at: path)
        for (index, subview) in view.subviews.enumerated() {
            try checkCellView(subview, at: path.key("subviews").index(index))
        }
    }

    private func checkViewID(_ id: String, at path: FixturePath) throws(FixtureError) {
        guard viewTypes[id] != nil else { throw path.error("unknown view id '\(id)'") }
    }

    /// Unrolls shorthands and orders every step by time, keeping the written order for equal times.
    mutating func expand(_ events: [FixtureEvent]) throws(FixtureError) -> [ScriptStep] {
        var steps: [(step: ScriptStep, order: Int)] = []
        var previousTime = 0.0
        for (index, event) in events.enumerated() {
            let path = FixturePath("events").index(index)
            try checkTime(event.time, "time", at: path.key("t"))
            guard event.time >= previousTime else {
                throw path.key("t").error("time goes backwards: \(format(event.time)) ms comes after \(format(previousTime)) ms")
            }
            previousTime = event.time
            for step in try expand(event, at: path) {
                steps.append((step, steps.count))
            }
            guard steps.count <= Fixture.maximumSteps else {
                throw path.error("the events expand to more than \(Fixture.maximumSteps) steps in all")
            }
        }
        return steps.sorted { ($0.step.time, $0.order) < ($1.step.time, $1.order) }.map(\.step)
    }

    private mutating func expand(_ event: FixtureEvent, at path: FixturePath) throws(FixtureError) -> [ScriptStep] {
        let time = VirtualTime.milliseconds(event.time)
        if let stamped = event.stamped {
            try checkStamp(stamped, of: event, at: path.key("stamped"))
        }
        switch event.action {
        case let .touches(touches):
            guard !touches.isEmpty else { throw path.key("touches").error("an event needs at least one touch") }
            let inputs = try touches.enumerated().map { index, touch throws(FixtureError) in
                let touchPath = touches.count == 1 ? path : path.key("touches").index(index)
                return try input(touch, at: touchPath)
            }
            return [ScriptStep(time: time, action: .touches(inputs), source: path.description, stamped: event.stamped.map(VirtualTime.milliseconds))]
        case let .drag(drag):
            return try expand(drag, startingAt: event.time, at: path.key("drag"))
        case let .tap(tap):
            let tapPath = path.key(tap.isClick ? "click" : "tap")
            try checkPoint(tap.location, at: tapPath.key("at"))
            try checkTime(tap.duration, "duration", at: tapPath.key("duration"))
            return [
                ScriptStep(time: time, action: .touches([TouchInput(id: tap.touch, phase: .began, location: tap.location, type: tap.type)]), source: tapPath.description),
                ScriptStep(time: .milliseconds(event.time + tap.duration), action: .touches([TouchInput(id: tap.touch, phase: .ended, location: tap.location, type: tap.type)]), source: tapPath.description),
            ]
        case .wait:
            return [ScriptStep(time: time, action: .wait, source: path.description)]
        case let .set(id, property):
            // `touches` with a string is the view key; on a recognizer the value was the wrong type.
            if case .touches = property, gestureIDs.contains(id) {
                throw path.key("set").key("value").error("a gesture's touches takes an integer, got a string")
            }
            try checkViewID(id, at: path.key("set").key("id"))
            if let type = viewTypes[id], !property.key.applies(to: type) {
                throw path.key("set").key("key").error(property.key.notApplying(to: type))
            }
            if let type = viewTypes[id], let reason = FixtureDecoder.controlTouchesReason(property, type: type) {
                throw path.key("set").key("value").error(reason)
            }
            try checkProperty(property, at: path.key("set").key("value"))
            if case let .segmentedControl(property) = property, let count = segmentCounts[id] {
                var settings = SegmentedControlSettings(segments: Array(repeating: "", count: count))
                settings.apply(property)
                try checkSegments(settings, at: path.key("set").key("value"))
            }
            return [ScriptStep(time: time, action: .set(id: id, property: property), source: path.description)]
        case let .setGesture(id, property):
            // `touches` with a number is the recognizer setting; on a view the value was the wrong type.
            if case .setting(.touches) = property, viewTypes[id] != nil {
                throw path.key("set").key("value").error("a view's touches takes forward or consume, got a number")
            }
            try checkGestureID(id, at: path.key("set").key("id"))
            if builtInGestureIDs.contains(id) {
                try checkBuiltInGestureProperty(property, of: id, at: path.key("set").key("key"))
            }
            try checkGestureProperty(property, at: path.key("set").key("value"))
            if case let .setting(setting) = property {
                try checkSet(setting, of: id, at: path.key("set"))
            }
            if case .allowedScrollTypesMask = property {
                switch gestureKinds[id] {
                case .pan?, .screenEdgePan?: break
                default:
                    let target = gestureKinds[id].map { "a \($0.typeName) gesture" } ?? "a scroll view's delay recognizer"
                    throw path.key("set").key("key").error("'allowedScrollTypesMask' does not apply to \(target): only a pan takes scroll events")
                }
            }
            return [ScriptStep(time: time, action: .setGesture(id: id, property: property), source: path.description)]
        case let .remove(id):
            guard viewTypes[id] != nil || gestureIDs.contains(id) else {
                throw path.key("remove").error("unknown view or gesture id '\(id)'")
            }
            return [ScriptStep(time: time, action: .remove(id: id), source: path.description)]
        case let .statusBarTap(point):
            let atPath = path.key("statusBarTap").key("at")
            try checkPoint(point, at: atPath)
            guard statusBarHeight > 0 else {
                throw path.key("statusBarTap").error("the window has no status bar to tap: give it one with \"statusBar\": {\"height\": 20} in \"window\"")
            }
            guard point.y >= 0, point.y < statusBarHeight, point.x >= 0, point.x < windowWidth else {
                throw atPath.error("(\(format(point.x)), \(format(point.y))) is not on the status bar, which covers x 0 to \(format(windowWidth)) and y 0 to \(format(statusBarHeight))")
            }
            return [ScriptStep(time: time, action: .statusBarTap(at: point), source: path.description)]
        case let .pointer(point):
            if let point {
                try checkPoint(point, at: path.key("pointer").key("at"))
            }
            return [ScriptStep(time: time, action: .pointer(at: point), source: path.key("pointer").description)]
        case let .scroll(type, phase, at, by):
            if let at {
                try checkPoint(at, at: path.key("scroll").key("at"))
            }
            try checkPoint(by, at: path.key("scroll").key("by"))
            // A location left out is the scroll's, filled in with the touch locations.
            let input = ScrollInput(type: type, phase: phase, location: at ?? Self.unknownLocation, translation: by)
            return [ScriptStep(time: time, action: .scroll(input), source: path.key("scroll").description)]
        case let .transform(phase, at, scale, rotation):
            if let at {
                try checkPoint(at, at: path.key("transform").key("at"))
            }
            guard rotation.isFinite else { throw path.key("transform").key("rotation").error("rotation must be a finite number") }
            // Only `began` gives the location; the window applies the rest where it began.
            let input = TransformInput(phase, at: at ?? .zero, scale: scale, rotation: rotation)
            return [ScriptStep(time: time, action: .transform(input), source: path.key("transform").description)]
        }
    }

    private func expand(_ drag: Drag, startingAt start: Double, at path: FixturePath) throws(FixtureError) -> [ScriptStep] {
        try checkPoint(drag.from, at: path.key("from"))
        try checkPoint(drag.to, at: path.key("to"))
        try checkTime(drag.duration, "duration", at: path.key("duration"))
        guard drag.hz.isFinite, drag.hz > 0 else {
            throw path.key("hz").error("hz must be a positive number, got \(format(drag.hz))")
        }
        let exactSamples = (drag.duration * drag.hz / 1000).rounded(.up)
        guard exactSamples <= Double(Fixture.maximumDragSamples) else {
            throw path.error("a drag of \(format(drag.duration)) ms at \(format(drag.hz)) Hz makes more than \(Fixture.maximumDragSamples) samples")
        }
        let samples = max(1, Int(exactSamples))
        let travel = Point(x: drag.to.x - drag.from.x, y: drag.to.y - drag.from.y)
        guard travel.isFinite else {
            throw path.key("to").error("the line from \(drag.from) to \(drag.to) is longer than a number can hold")
        }
        var steps: [ScriptStep] = []
        let source = path.description
        if drag.begins {
            steps.append(ScriptStep(time: .milliseconds(start), action: .touches([TouchInput(id: drag.touch, phase: .began, location: drag.from, type: drag.type)]), source: source))
        }
        for sample in 1...samples {
            let fraction = Double(sample) / Double(samples)
            let location = Point(
                x: drag.from.x + travel.x * fraction,
                y: drag.from.y + travel.y * fraction
            )
            steps.append(ScriptStep(time: .milliseconds(start + drag.duration * fraction), action: .touches([TouchInput(id: drag.touch, phase: .moved, location: location)]), source: source))
        }
        if drag.lifts {
            steps.append(ScriptStep(time: .milliseconds(start + drag.duration), action: .touches([TouchInput(id: drag.touch, phase: .ended, location: drag.to)]), source: source))
        }
        return steps
    }

    /// A touch step as window input; a missing location is filled in later from the finger's last one.
    private func input(_ touch: TouchStep, at path: FixturePath) throws(FixtureError) -> TouchInput {
        if let location = touch.location {
            try checkPoint(location, at: path.key("at"))
        } else if touch.phase == .began || touch.phase == .moved {
            throw path.error("missing key 'at' (a \(touch.phase.rawValue) touch needs a location)")
        }
        return TouchInput(id: touch.touch, phase: touch.phase, location: touch.location ?? Self.unknownLocation, type: touch.type ?? .direct)
    }

    /// A touch event's `stamped`: a time at or before the event's own, by no more than the window
    /// accepts (``Window/maximumInputLag``); other events are not stamped.
    private func checkStamp(_ stamped: Double, of event: FixtureEvent, at path: FixturePath) throws(FixtureError) {
        guard case .touches = event.action else {
            throw path.error("'stamped' belongs to a touch event ('touch' or 'touches')")
        }
        try checkTime(stamped, "stamped", at: path)
        guard stamped <= event.time else {
            throw path.error("an event cannot be stamped after it is handed over: stamped \(format(stamped)) ms, handed over at \(format(event.time)) ms")
        }
        let lag = Window.maximumInputLag.milliseconds
        guard event.time - stamped <= lag else {
            throw path.error("an event may trail the clock by at most \(format(lag)) ms: stamped \(format(stamped)) ms, handed over at \(format(event.time)) ms")
        }
    }

    /// Marks a location to be filled in from the finger's last one; NaN never survives the checks.
    private static let unknownLocation = Point(x: .nan, y: .nan)

    /// Follows each finger through the timeline with ``TouchLifecycle``, the table the window
    /// itself uses, so that a compiled script never sends input the window would refuse; a
    /// left-out location becomes the finger's last one, and every step after the began one takes
    /// the touch's type.
    func fillTouchLocations(_ steps: [ScriptStep]) throws(FixtureError) -> [ScriptStep] {
        var fingers: [Int: (state: TouchLifecycle.State, location: Point, type: Touch.TouchType)] = [:]
        // Where each finger last went down, and where each finger that is not down ended, for errors.
        var downs: [Int: (time: String, source: String)] = [:]
        var ends: [Int: (time: String, source: String, cancelled: Bool)] = [:]
        var filled = steps
        var previousStamp = VirtualTime.zero
        // Whether the pointer is over the window, for its `pointer` events (P2), and where a
        // trackpad scroll under way began (P3).
        var pointerIsOver = false
        var scrollingAt: Point?
        // Where the window's touch for that scroll is: moved by each change, and refused past the finite numbers.
        var scrollTouchAt = Point.zero
        var transformingAt: Point?
        for (stepIndex, step) in steps.enumerated() {
            if case var .transform(input) = step.action {
                let path = FixturePath(step.source)
                let time = format(step.time.milliseconds)
                guard step.time >= previousStamp else {
                    throw path.error("input must come in the order it happened: this transform at \(time) ms comes after a touch event stamped \(format(previousStamp.milliseconds)) ms")
                }
                previousStamp = step.time
                if let click = fingers.filter({ $0.value.type == .indirectPointer }).keys.min() {
                    throw path.error("a transform at \(time) ms while the pointer's button is down (touch \(click)): a transform waits for its release")
                }
                switch input.phase {
                case .began:
                    if transformingAt != nil { throw path.error("a transform begins at \(time) ms while one is under way: it ends first") }
                    transformingAt = input.location
                case .changed, .ended, .cancelled:
                    guard let began = transformingAt else { throw path.error("a transform \(input.phase.rawValue) at \(time) ms but none began") }
                    // The rest of a transform applies where it began.
                    input.location = began
                    if input.phase != .changed { transformingAt = nil }
                }
                filled[stepIndex].action = .transform(input)
                continue
            }
            if case var .scroll(input) = step.action {
                let path = FixturePath(step.source)
                let time = format(step.time.milliseconds)
                // A scroll is input that happened at its own time, after every touch stamped before it.
                guard step.time >= previousStamp else {
                    throw path.error("input must come in the order it happened: this scroll at \(time) ms comes after a touch event stamped \(format(previousStamp.milliseconds)) ms")
                }
                previousStamp = step.time
                if let click = fingers.filter({ $0.value.type == .indirectPointer }).keys.min() {
                    throw path.error("a scroll at \(time) ms while the pointer's button is down (touch \(click)): a scroll waits for its release")
                }
                switch (input.type, input.phase) {
                case (.discrete, _), (.continuous, .began):
                    if scrollingAt != nil {
                        throw path.error("a \(input.type == .discrete ? "wheel step" : "trackpad scroll") at \(time) ms while a trackpad scroll is under way: it ends first")
                    }
                    guard Point(x: input.location.x + input.translation.x, y: input.location.y + input.translation.y).isFinite else {
                        throw path.key("by").error("the wheel step carries the pointer from 'at' past the largest finite number")
                    }
                    scrollingAt = input.type == .continuous ? input.location : nil
                    scrollTouchAt = input.location
                case (.continuous, _):
                    guard let began = scrollingAt else {
                        throw path.error("a trackpad scroll \(input.phase.rawValue) at \(time) ms but none began")
                    }
                    if !input.location.isFinite { input.location = began }
                    scrollTouchAt = Point(x: scrollTouchAt.x + input.translation.x, y: scrollTouchAt.y + input.translation.y)
                    guard scrollTouchAt.isFinite else {
                        throw path.key("by").error("the trackpad scroll's changes so far add up past the largest finite number")
                    }
                    if input.phase != .changed { scrollingAt = nil }
                }
                filled[stepIndex].action = .scroll(input)
                continue
            }
            if case let .pointer(point) = step.action {
                let path = FixturePath(step.source)
                let time = format(step.time.milliseconds)
                if let click = fingers.filter({ $0.value.type == .indirectPointer }).keys.min() {
                    throw path.error("the pointer cannot hover at \(time) ms while its button is down: it moves as touch \(click) until the button is released")
                }
                guard point != nil || pointerIsOver else {
                    throw path.error("the pointer exits the window at \(time) ms but is not over it: it had not moved over it, or had already exited")
                }
                pointerIsOver = point != nil
                continue
            }
            guard case let .touches(inputs) = step.action else { continue }
            let path = FixturePath(step.source)
            let stamp = step.stamped ?? step.time
            guard stamp >= previousStamp else {
                throw path.error("touch events must come in the order they happened: this one is stamped \(format(stamp.milliseconds)) ms, after one stamped \(format(previousStamp.milliseconds)) ms")
            }
            previousStamp = stamp
            let time = format(step.time.milliseconds)
            var completed: [TouchInput] = []
            for (inputIndex, var input) in inputs.enumerated() {
                // One event's fingers came from its `touches` list, whose entries errors name.
                let path = inputs.count > 1 ? path.key("touches").index(inputIndex) : path
                if completed.contains(where: { $0.id == input.id }) {
                    throw path.error("touch \(input.id) is listed twice in one event")
                }
                let finger = fingers[input.id]
                if !input.location.isFinite, let finger {
                    input.location = finger.location
                }
                if input.phase != .began, let finger {
                    input.type = finger.type
                }
                if input.phase == .began, input.type == .indirectPointer,
                   let other = fingers.filter({ $0.key != input.id && $0.value.type == .indirectPointer }).keys.min() ?? completed.first(where: { $0.type == .indirectPointer && $0.phase.isActive })?.id,
                   !inputs.contains(where: { $0.id == other && !$0.phase.isActive }) {
                    throw path.error("pointer touch \(input.id) began at \(time) ms while pointer touch \(other) is down; the pointer's buttons make one touch")
                }
                let outcome = TouchLifecycle.table.lookUp(finger?.state ?? .notBegun, on: input.phase) { condition in
                    switch condition {
                    case .locationUnchanged: finger?.location == input.location
                    }
                }
                switch outcome {
                case let .transition(row):
                    fingers[input.id] = input.phase.isActive ? (TouchLifecycle.table.rows[row].to, input.location, input.type) : nil
                    if input.phase == .began {
                        downs[input.id] = (time, path.description)
                        ends[input.id] = nil
                    } else if !input.phase.isActive {
                        ends[input.id] = (time, path.description, input.phase == .cancelled)
                    }
                case .ignored:
                    break
                case .refused(.neverBegan), .refused(.alreadyLifted):
                    if let end = ends[input.id] {
                        let ended = end.cancelled ? "was cancelled" : "lifted"
                        throw path.error("touch \(input.id) \(input.phase.pastTense) at \(time) ms but is not down: it \(ended) at \(end.time) ms (\(end.source)); a finger that touches again begins again")
                    }
                    throw path.error("touch \(input.id) \(input.phase.pastTense) at \(time) ms but never began")
                case .refused(.alreadyDown):
                    let down = downs[input.id].map { " (it went down at \($0.time) ms, \($0.source))" } ?? ""
                    throw path.error("touch \(input.id) began at \(time) ms while it was already down\(down)")
                case .refused(.stationaryButMoved):
                    throw path.error("touch \(input.id) is stationary at \(time) ms but its location changed; a finger that moves is moved")
                }
                completed.append(input)
            }
            filled[stepIndex].action = .touches(completed)
        }
        return filled
    }

    /// A scroll view's own recognizers are the library's, whose prevention answers no fixture can
    /// replace; everything else a `set` changes on any recognizer.
    private func checkBuiltInGestureProperty(_ property: GestureProperty, of id: String, at path: FixturePath) throws(FixtureError) {
        switch property {
        case .canPrevent:
            throw path.error("'canPrevent' cannot be set on '\(id)': a scroll view's own recognizers keep their class's answers")
        case .canBePrevented:
            throw path.error("'canBePrevented' cannot be set on '\(id)': a scroll view's own recognizers keep their class's answers")
        case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .requireToFail, .simultaneousWith,
             .shouldBegin, .shouldReceive, .allowedTouchTypes, .requiresExclusiveTouchType, .allowedScrollTypesMask, .setting:
            break
        }
    }

    private func checkGestureProperty(_ property: GestureProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .requireToFail(ids), let .simultaneousWith(ids):
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.index(index))
            }
        case let .canPrevent(ids), let .canBePrevented(ids):
            for (index, id) in (ids ?? []).enumerated() {
                try checkGestureID(id, at: path.index(index))
            }
        case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .shouldBegin, .shouldReceive,
             .allowedTouchTypes, .requiresExclusiveTouchType, .allowedScrollTypesMask, .setting:
            break
        }
    }

    private func checkProperty(_ property: ViewProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .frame(rect):
            try checkRect(rect, at: path)
        case let .boundsOrigin(origin):
            try checkPoint(origin, at: path)
        case let .transform(transform):
            for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] where !value.isFinite {
                throw path.error("a transform's components must be finite numbers, got \(transform)")
            }
        case let .alpha(alpha):
            guard alpha.isFinite, (0...1).contains(alpha) else {
                throw path.error("alpha must be between 0 and 1, got \(format(alpha))")
            }
        case let .hitTest(hitTest):
            if let hitTest { try checkHitTest(hitTest, at: path) }
        case let .pointInside(pointInside):
            if let pointInside { try checkPointInside(pointInside, at: path) }
        case let .refusedGestures(ids):
            for (index, id) in ids.enumerated() {
                try checkGestureID(id, at: path.key("deny").index(index))
            }
        case let .scrollView(property):
            try checkScrollViewProperty(property, at: path)
        case let .slider(.value(number)), let .slider(.minimumValue(number)), let .slider(.maximumValue(number)):
            guard number.isFinite else { throw path.error("expected a finite number, got \(format(number))") }
        case let .stepper(.stepValue(step)):
            guard step.isFinite, step > 0 else { throw path.error("stepValue must be greater than 0, got \(format(step))") }
        case .stepper(.wraps), .stepper(.continuous), .stepper(.autorepeat):
            break
        case let .segmentedControl(.selectedSegmentIndex(index)):
            guard index >= -1 else { throw path.error("selectedSegmentIndex must be a segment's index or -1 for none, got \(index)") }
        case let .segmentedControl(.disabledSegments(indexes)):
            if let index = indexes.firstIndex(where: { $0 < 0 }) {
                throw path.index(index).error("a segment's index must not be negative, got \(indexes[index])")
            }
        case .segmentedControl(.momentary), .pageControl(.hidesForSinglePage):
            break
        case let .pageControl(.numberOfPages(count)), let .pageControl(.currentPage(count)):
            guard count >= 0, count <= Fixture.maximumRows else {
                throw path.error("a page count or index must be between 0 and \(Fixture.maximumRows), got \(count)")
            }
        case .hidden, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch, .touches, .slider(.vertical), .switch:
            break
        }
    }

    private func checkScrollViewProperty(_ property: ScrollViewProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .sections(rows):
            guard !rows.isEmpty else { throw path.error("a table view needs at least one section") }
            guard rows.count <= Fixture.maximumRows else {
                throw path.error("a table view may have at most \(Fixture.maximumRows) sections, got \(rows.count)")
            }
            if let index = rows.firstIndex(where: { $0 < 0 }) {
                throw path.index(index).error("a row count must not be negative, got \(rows[index])")
            }
            guard rows.reduce(0, { $0 + min($1, Fixture.maximumRows) }) <= Fixture.maximumRows else {
                throw path.error("a table view may have at most \(Fixture.maximumRows) rows in all")
            }
        case let .rowHeight(height):
            try checkNonNegative(height, "rowHeight", at: path)
        case let .itemSize(size):
            try checkPositive(size.width, "width", at: path)
            try checkPositive(size.height, "height", at: path)
        case let .minimumLineSpacing(spacing), let .minimumInteritemSpacing(spacing):
            try checkNonNegative(spacing, "spacing", at: path)
        case .scrollDirection, .refreshControl, .refreshing:
            break
        case .allowsSelection, .allowsMultipleSelection:
            break
        case let .contentSize(size):
            try checkNonNegative(size.width, "width", at: path)
            try checkNonNegative(size.height, "height", at: path)
        case let .contentOffset(offset):
            try checkPoint(offset, at: path)
        case let .contentInset(insets):
            for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite {
                throw path.error("expected finite numbers, got \(format(value))")
            }
        case let .decelerationRate(rate):
            // The physics divides by 1 − rate and takes its logarithm.
            guard rate.rawValue > 0, rate.rawValue < 1 else {
                throw path.error("decelerationRate must be between 0 and 1, got \(format(rate.rawValue))")
            }
        case let .touchesShouldBegin(denied):
            for (index, id) in denied.enumerated() {
                try checkViewID(id, at: path.key("deny").index(index))
            }
        case let .touchesShouldCancel(answers):
            for (key, ids) in [("allow", answers.allow), ("deny", answers.deny)] {
                for (index, id) in ids.enumerated() {
                    try checkViewID(id, at: path.key(key).index(index))
                }
            }
            if let (index, id) = answers.deny.enumerated().first(where: { answers.allow.contains($0.element) }) {
                throw path.key("deny").index(index).error("'\(id)' is both allowed and denied")
            }
        case let .minimumZoomScale(scale), let .maximumZoomScale(scale), let .zoomScale(scale):
            guard scale.isFinite, scale > 0 else {
                throw path.error("a zoom scale must be a positive finite number, got \(format(scale))")
            }
        case let .viewForZooming(id):
            if let id { try checkViewID(id, at: path) }
        case .delaysContentTouches, .canCancelContentTouches, .scrollEnabled, .bounces, .alwaysBounceVertical,
             .alwaysBounceHorizontal, .pagingEnabled, .directionalLockEnabled, .transfersVerticalScrollingToParent,
             .transfersHorizontalScrollingToParent, .bouncesZoom, .scrollsToTop, .shouldScrollToTop, .contentInsetAdjustmentBehavior:
            break
        }
    }

    /// A paging scroll view pages by its bounds size, so it needs one on every axis along which
    /// its content can scroll (larger than the bounds, or always bouncing); whether scrolling is
    /// enabled does not matter, since a `set` may enable it.
    private func checkPaging(_ settings: ScrollViewSettings, frame: Rect, at path: FixturePath) throws(FixtureError) {
        guard settings.isPagingEnabled else { return }
        let insets = settings.contentInset
        let scrollsHorizontally = settings.alwaysBounceHorizontal || settings.contentSize.width + insets.left + insets.right > frame.width
        let scrollsVertically = settings.alwaysBounceVertical || settings.contentSize.height + insets.top + insets.bottom > frame.height
        if (scrollsHorizontally && frame.width == 0) || (scrollsVertically && frame.height == 0) {
            throw path.error("paging needs a non-zero page size")
        }
    }

    private func checkRect(_ rect: Rect, at path: FixturePath) throws(FixtureError) {
        for (name, value) in [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)] where !value.isFinite {
            throw path.error("\(name) must be a finite number, got \(format(value))")
        }
        try checkNonNegative(rect.width, "width", at: path)
        try checkNonNegative(rect.height, "height", at: path)
    }

    private func checkPoint(_ point: Point, at path: FixturePath) throws(FixtureError) {
        guard point.isFinite else { throw path.error("a location must be finite numbers, got \(point)") }
    }

    private func checkTime(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        try checkNonNegative(value, name, at: path)
        guard value <= Fixture.maximumTime else {
            throw path.error("\(name) must be at most \(format(Fixture.maximumTime)) ms, got \(format(value))")
        }
    }

    private func checkNonNegative(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        guard value.isFinite else { throw path.error("\(name) must be a finite number, got \(format(value))") }
        guard value >= 0 else { throw path.error("\(name) must not be negative, got \(format(value))") }
    }

    private func checkPositive(_ value: Double, _ name: String, at path: FixturePath) throws(FixtureError) {
        guard value.isFinite, value > 0 else { throw path.error("\(name) must be a positive number, got \(format(value))") }
    }

    private func format(_ value: Double) -> String {
        TraceValue.format(value)
    }
}
