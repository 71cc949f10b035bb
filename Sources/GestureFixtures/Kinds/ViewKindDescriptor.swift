import GestureArbiter

/// Everything one type of fixture view brings, kept in that type's file: its keys, its defaults,
/// what its settings must satisfy together, the library view the scene builds for it, what its
/// final record adds and the settings the fuzzer gives it. ``ViewType/descriptor`` is the registry.
///
/// What every view has (frame, hiding, hit-testing overrides, gestures, subviews) is not here:
/// the decoder, the checker and the scene handle it once for all types.
struct ViewKindDescriptor: Sendable {
    /// What messages call a view of this type: "scroll view", "button".
    var noun: String
    /// Whether it is a control: one that tracks its touch and keeps its touches (`UIControl`
    /// does not pass them up the responder chain).
    var isControl = false
    /// Whether it is a scroll view, with the scroll view's own recognizers and keys.
    var isScrollView = false
    /// Whether it is a list: a scroll view of rows or items that a finger highlights and selects.
    var isList = false
    /// Its settings when a fixture gives none: UIKit's defaults.
    var defaultKind: ViewKind
    /// The keys only views of this type have, in the order the decoder reads them; a `set` may change each.
    var keys: [ViewKey] = []
    /// Keys it has in the scene that no `set` changes, read after ``keys``.
    var sceneKeys: [SceneKey] = []
    /// The common keys it does not have, and the keys of related types that deserve a reason, each
    /// with why ("": no more than that it does not apply).
    var refusedKeys: [String: String] = [:]
    /// Its settings as the `set` properties that give a fresh view of this type them, in the order
    /// the scene applies them.
    var properties: @Sendable (ViewKind) -> [OwnViewProperty] = { _ in [] }
    /// Sets one of its properties on its settings, as the scene's key or a `set` would.
    var apply: @Sendable (OwnViewProperty, inout ViewKind) -> Void = { _, _ in }
    /// Throws if one of its properties holds a value its key does not take.
    var checkProperty: @Sendable (OwnViewProperty, FixtureChecker, FixturePath) throws(FixtureError) -> Void = { _, _, _ in }
    /// Throws if the settings of a view in the scene cannot go together; ``checkProperty`` has
    /// already seen each of them.
    var checkView: @Sendable (ViewSpec, FixtureChecker, FixturePath) throws(FixtureError) -> Void = { _, _, _ in }
    /// Throws if a `set` of the property cannot apply to a view with these scene settings.
    var checkSet: @Sendable (OwnViewProperty, ViewKind, FixturePath) throws(FixtureError) -> Void = { _, _, _ in }
    /// How many views the engine view makes inside itself (a segmented control's segments), which
    /// a list's cells copy too.
    var viewsInside: @Sendable (ViewKind) -> Int = { _ in 0 }
    /// The library view the scene builds, with the settings applied.
    var makeView: @Sendable (ViewKind, Rect, Scene) -> any SceneView
    /// What the view's final record adds to every view's fields.
    var finalState: @Sendable (View) -> [TraceField] = { _ in [] }
    /// Random settings for the fuzzer's view of this type taking the place of the view given,
    /// whose frame it has and whose settings it may keep; nil: its defaults.
    var randomKind: (@Sendable (inout SplitMix64, ViewSpec) -> ViewKind)?
}

/// A key that a view of some type has, in the scene and in a `set`, with how its value is read;
/// a view and a `set` read each value by the same code and accept exactly the same values.
struct ViewKey: Sendable {
    let name: String
    /// Reads the value; `allowingRemoval` lets `null` take an override away, which only a `set` can mean.
    let decode: @Sendable (JSONReader, _ allowingRemoval: Bool) throws(FixtureError) -> ViewProperty

    init(_ name: String, decode: @escaping @Sendable (JSONReader, _ allowingRemoval: Bool) throws(FixtureError) -> ViewProperty) {
        self.name = name
        self.decode = decode
    }
}

/// A key a view of some type has only in the scene, such as a segmented control's segments: no
/// `set` changes it.
struct SceneKey: Sendable {
    let name: String
    /// Reads the value into the view's settings.
    let decode: @Sendable (JSONReader, inout ViewKind) throws(FixtureError) -> Void
    /// The value as JSON text, given a way to write nested views; nil when it has its default.
    let encode: @Sendable (ViewKind, _ views: ([ViewSpec]) -> String) -> String?
}

/// A property only views of some types have, as its kind's file declares it.
protocol ViewKindProperty: Hashable, Sendable {
    /// The key that sets it, in the scene and in a `set`.
    var key: String { get }
    /// Its value as fixture JSON text.
    var json: String { get }
}
