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
    /// can make (`checkScrollChains(in:under:)`), each `set` naming a view
    /// or a recognizer of a type that has its key, with a value that type takes (in the scene's
    /// ranges, for a recognizer's own settings), times never going backwards in the order
    /// written, and each finger's story making sense (it begins before it moves or ends, and does
    /// not begin twice).
    /// Errors name the JSON path of the offending value,
    /// so they read the same for a fixture built in Swift as for one read from a file.
    public func compile() throws(FixtureError) -> CompiledFixture {
        var checker = FixtureChecker()
        try checker.checkSettings(of: self)
        for (views, root) in viewTrees {
            try Self.checkNesting(of: views, under: root)
            for (index, view) in views.enumerated() {
                try checker.collectIDs(view, at: root.index(index))
            }
        }
        try checker.checkControllers(of: self)
        for kind in FixtureInteractionKinds.all {
            try kind.check(self, with: &checker)
        }
        for (views, root) in viewTrees {
            for (index, view) in views.enumerated() {
                try checker.checkView(view, at: root.index(index))
            }
            try Self.checkScrollChains(in: views, under: root)
        }
        try checker.checkRequirementCycles()
        if let expectations {
            try checker.checkExpectations(expectations)
        }
        let steps = try checker.expand(events)
        for (views, root) in viewTrees {
            try Self.checkCellsOnScreen(in: views, under: root, steps: steps)
        }
        try checker.checkRequirementsAdded(by: steps)
        return CompiledFixture(fixture: self, script: Script(steps: try Self.fillTouchLocations(steps)))
    }
}

extension Fixture {
    /// How deep views may nest: the JSON reader's limit, so that a scene built in Swift is held
    /// to what a file can say, and the recursive walks of the compile step, the scene build and
    /// hit-testing stay far from the end of the stack.
    public static let maximumViewNesting = 256

    /// Refuses a view tree deeper than ``maximumViewNesting``, walking it without recursion.
    static func checkNesting(of views: [ViewSpec], under root: FixturePath) throws(FixtureError) {
        var stack = views.indices.map { (view: views[$0], top: $0, depth: 1) }
        while let (view, top, depth) = stack.popLast() {
            guard depth <= maximumViewNesting else {
                throw root.index(top).error("views nest deeper than \(maximumViewNesting) levels")
            }
            stack += view.subviews.map { ($0, top, depth + 1) }
        }
    }
}

/// The state of one compile: the ids seen so far.
struct FixtureChecker {
    /// Each id with the path where it was first declared; looked up, never iterated.
    var declaredIDs: [String: FixturePath] = [:]
    /// Each view's type and settings in the scene by id, for the keys a `set` may change on it
    /// and the values it may give them; looked up, never iterated.
    var viewKinds: [String: ViewKind] = [:]
    /// Every recognizer id, a scroll view's built-in recognizers included, in declaration order.
    var gestures: [(id: String, path: FixturePath)] = []
    /// The same ids, for look-ups.
    var gestureIDs: Set<String> = []
    /// The failure requirements the scene declares, for the cycle check.
    var requirements = RequirementGraph()
    /// The ids of the scroll views' own recognizers, `<id>.pan` and `<id>.delay`, and of the
    /// navigation controllers' `<id>.popGesture`.
    var builtInGestureIDs: Set<String> = []
    /// Each controller's type and settings by id; looked up, never iterated.
    var controllerKinds: [String: ControllerSpec.Kind] = [:]
    /// The interactions' final subjects, such as `<view>.contextMenu`.
    var interactionSubjects: Set<String> = []
    /// The navigation controllers' ids, in declaration order.
    var navigationIDs: [String] = []
    /// The detent identifiers of each controller with a `sheet`; looked up, never iterated.
    var sheetDetents: [String: [String]] = [:]
    /// Each recognizer's type and settings, for `set`s of a type's own keys, changed by each such
    /// `set` in turn; a scroll view's delay recognizer has none. Looked up, never iterated.
    var gestureKinds: [String: GestureSpec.Kind] = [:]
    /// The ids of the `swiftUIGestures`' recognizers, which have no settings of a kind either.
    var swiftUIGestureIDs: Set<String> = []

    /// What an error calls the recognizer `id` when a setting does not apply to it.
    func settingTarget(_ id: String) -> String {
        if let kind = gestureKinds[id] { return "a \(kind.typeName) gesture" }
        return swiftUIGestureIDs.contains(id) ? "a SwiftUI gesture" : "a scroll view's delay recognizer"
    }

    /// Subjects the trace uses for things that are not fixture views.
    static let reservedIDs: Set<String> = ["window", "clock"]
    /// The window's width and its status bar's height, where a status bar tap may land.
    var windowWidth = 0.0
    var statusBarHeight = 0.0

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
        viewKinds[view.id] = view.kind
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

    mutating func declareGesture(_ id: String, at path: FixturePath) {
        gestures.append((id, path))
        gestureIDs.insert(id)
    }

    /// Ids are text: two written with different code points that Unicode holds canonically
    /// equivalent (a precomposed é and an e with a combining accent) are the same id, since they
    /// read the same in the trace; the error says so when that is what happened.
    mutating func declare(_ id: String, at path: FixturePath) throws(FixtureError) {
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
        if view.boundsOrigin != .zero, !ViewKey.applies("boundsOrigin", to: type) {
            throw path.key("boundsOrigin").error(ViewKey.notApplying("boundsOrigin", to: type))
        }
        try checkRect(view.frame, at: path.key("frame"))
        try checkPoint(view.boundsOrigin, at: path.key("boundsOrigin"))
        if view.transform != .identity {
            try checkProperty(.transform(view.transform), of: type, at: path.key("transform"))
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
        // Each of its type's own values, then what they must satisfy together.
        let descriptor = type.descriptor
        for property in view.kind.properties {
            try descriptor.checkProperty(property, self, path.key(property.value.key))
        }
        try descriptor.checkView(view, self, path)
        for (index, gesture) in view.gestures.enumerated() {
            try checkGesture(gesture, at: path.key("gestures").index(index))
        }
        for (index, subview) in view.subviews.enumerated() {
            try checkView(subview, at: path.key("subviews").index(index))
        }
    }

    func checkGesture(_ gesture: GestureSpec, at path: FixturePath) throws(FixtureError) {
        try checkKind(gesture.kind, at: path)
        try checkRelations(requireToFail: gesture.requireToFail, simultaneousWith: gesture.simultaneousWith,
                           canPrevent: gesture.canPrevent, canBePrevented: gesture.canBePrevented, at: path)
    }

    /// A recognizer type's own settings in range; `path` is where their keys are.
    func checkKind(_ kind: GestureSpec.Kind, at path: FixturePath) throws(FixtureError) {
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
    func checkSetting(_ setting: GestureSetting, of kind: GestureSpec.Kind, at path: FixturePath) throws(FixtureError) {
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
    mutating func checkSet(_ setting: GestureSetting, of id: String, at path: FixturePath) throws(FixtureError) {
        guard let kind = gestureKinds[id], let changed = kind.applying(setting) else {
            throw path.key("key").error("'\(setting.key)' does not apply to \(settingTarget(id))")
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

    func checkRelations(requireToFail: [String], simultaneousWith: [String], canPrevent: [String]?, canBePrevented: [String]?, at path: FixturePath) throws(FixtureError) {
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

    func checkCount(_ value: Int, _ name: String, minimum: Int, at path: FixturePath) throws(FixtureError) {
        guard value >= minimum else { throw path.error("\(name) must be at least \(minimum), got \(value)") }
    }

    func checkGestureID(_ id: String, at path: FixturePath) throws(FixtureError) {
        guard gestureIDs.contains(id) else { throw path.error("unknown gesture id '\(id)'") }
    }

    func checkHitTest(_ hitTest: HitTestOverride, at path: FixturePath) throws(FixtureError) {
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

    func checkPointInside(_ pointInside: PointInsideOverride, at path: FixturePath) throws(FixtureError) {
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
        for expected in expectations.final where expected.subject != "window" && viewKinds[expected.subject] == nil && !gestureIDs.contains(expected.subject)
            && controllerKinds[expected.subject] == nil && !interactionSubjects.contains(expected.subject) {
            throw FixturePath("expect").key("final").member("\(expected.subject).\(expected.key)").error("unknown view or gesture id '\(expected.subject)'")
        }
    }

    /// The reason for a kind name that no record has.
    static func unknownKind(_ name: String) -> String {
        let known = TraceKind.allCases.map(\.rawValue)
        return "unknown kind '\(name)' (expected \(known.dropLast().joined(separator: ", ")) or \(known.last ?? ""))"
    }

    /// One of a table's `cellSubviews`, or a view inside one: a view like any other, but copied into
    /// every cell, so it may not carry what names another view or a recognizer of the scene.
    func checkCellView(_ view: ViewSpec, at path: FixturePath) throws(FixtureError) {
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

    func checkViewID(_ id: String, at path: FixturePath) throws(FixtureError) {
        guard viewKinds[id] != nil else { throw path.error("unknown view id '\(id)'") }
    }
}
