import GestureArbiter

/// Turns a parsed fixture document into a ``Fixture``, checking every key and value against FixtureFormat.md.
///
/// The decoder checks what one value shows by itself: its JSON type, its range, that its key is
/// known. What needs the whole fixture (ids unique and known, times in order, each finger's story)
/// is `Fixture.compile()`'s, which works the same for a fixture built in Swift. No key is ever
/// ignored: an unknown one, or one FixtureFormat.md defines for another type of view or recognizer, is
/// an error, so that a fixture never runs as something other than what it says.
public enum FixtureDecoder {
    /// Decodes a parsed fixture document into the model; errors carry the JSON path and the position of the offending value (file is nil).
    public static func decode(_ document: JSONValue) throws(FixtureError) -> Fixture {
        let top = try JSONReader(document, at: FixturePath()).uncheckedObject()
        // The version is read before the keys are checked: a newer format may well have keys this
        // version does not know, and the version is then the error that tells the user what to do.
        if let version = top.optional("fixture") {
            try checkFormatVersion(version)
        }
        try top.checkKeys(topLevelKeys)

        var fixture = Fixture(views: [], events: [])
        fixture.name = try top.optional("name")?.string()
        if let window = top.optional("window") {
            try decodeWindow(window, into: &fixture)
        }
        if let constants = top.optional("constants") {
            try decodeConstants(constants, into: &fixture)
        }
        fixture.views = try decodeViews(top.required("views"))
        if let controllers = top.optional("controllers") {
            fixture.controllers = try decodeControllers(controllers)
        }
        fixture.rootViewController = try top.optional("rootViewController")?.string()
        for kind in FixtureInteractionKinds.all {
            if let list = top.optional(kind.key) {
                try kind.decodeList(list, into: &fixture)
            }
        }
        fixture.events = try decodeEvents(top.required("events"))
        if let settle = top.optional("settle") {
            fixture.settleLimit = .milliseconds(try settle.milliseconds("settle"))
        }
        if let expect = top.optional("expect") {
            fixture.expectations = try decodeExpectations(expect)
        }
        return fixture
    }

    /// The window's `size` (required), `statusBar`, `userInterfaceIdiom` and `safeAreaInsets`.
    private static func decodeWindow(_ reader: JSONReader, into fixture: inout Fixture) throws(FixtureError) {
        let window = try reader.object(keys: windowKeys)
        fixture.windowSize = try window.required("size").positiveSize()
        if let statusBar = window.optional("statusBar") {
            fixture.statusBarHeight = try statusBar.object(keys: statusBarKeys).required("height").positiveNumber("height")
        }
        if let insets = window.optional("safeAreaInsets") {
            fixture.safeAreaInsets = try insets.edgeInsets()
        }
        if let idiom = window.optional("userInterfaceIdiom") {
            let name = try idiom.string()
            guard let value = UserInterfaceIdiom(rawValue: name) else {
                throw idiom.error("unknown userInterfaceIdiom '\(name)' (expected \(JSONReader.alternatives(UserInterfaceIdiom.allCases.map(\.rawValue))))")
            }
            fixture.userInterfaceIdiom = value
        }
    }

    private static func checkFormatVersion(_ version: JSONReader) throws(FixtureError) {
        let number = try version.integer()
        guard number == Fixture.formatVersion else {
            throw version.error("unsupported fixture format version \(number), this version reads \(Fixture.formatVersion)")
        }
    }

    private static func decodeConstants(_ reader: JSONReader, into fixture: inout Fixture) throws(FixtureError) {
        let constants = try reader.object(keys: constantsKeys)
        for constant in FixtureConstant.allCases {
            guard let value = constants.optional(constant.rawValue) else { continue }
            let number = constant.isDuration ? try value.milliseconds(constant.rawValue) : try value.nonNegativeNumber(constant.rawValue)
            constant.set(number, in: &fixture.constants)
        }
        if let frameRate = constants.optional("frameRate") {
            let framesPerSecond = try frameRate.integer()
            guard framesPerSecondRange.contains(framesPerSecond) else {
                throw frameRate.error(
                    "frameRate must be between \(framesPerSecondRange.lowerBound) and \(framesPerSecondRange.upperBound), got \(framesPerSecond)")
            }
            fixture.framesPerSecond = framesPerSecond
        }
    }

    /// From one frame a second to one a millisecond, the clock's finest useful step.
    private static let framesPerSecondRange = 1...1000

    private static let topLevelKeys = ObjectKeys(
        known: Set(["fixture", "name", "window", "constants", "views", "controllers", "rootViewController", "events", "settle", "expect"] + FixtureInteractionKinds.keys))
    private static let windowKeys = ObjectKeys(known: ["size", "statusBar", "userInterfaceIdiom", "safeAreaInsets"])
    private static let statusBarKeys = ObjectKeys(known: ["height"])
    private static let constantsKeys = ObjectKeys(known: Set(FixtureConstant.allCases.map(\.rawValue) + ["frameRate"]))
}

extension FixtureDecoder {
    /// The keys an object of the fixture may have: those it reads, and those FixtureFormat.md defines
    /// for something else, which get their own error instead of "unknown key": another recognizer
    /// type's keys (a tap's `taps` on a pan), another view type's (a scroll view's `contentSize` on a button).
    struct ObjectKeys {
        let known: Set<String>
        /// Each key FixtureFormat.md defines that this object may not have, with the reason it is rejected.
        let rejected: [String: String]

        init(known: Set<String>, rejected: [String: String] = [:]) {
            self.known = known
            self.rejected = rejected
        }
    }
}
