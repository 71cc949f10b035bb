import Foundation
import GestureArbiter

/// A fixture's scene built as real views in a window: the views by id, and the controllers that
/// keep their place in the responder chain.
package final class Scene {
    package let window: Window
    /// The fixture the scene is, as edited since (views added, properties set, views removed),
    /// so that each edit is checked as the fixture holding it would be.
    var fixture: Fixture
    /// Every view in declaration order (depth first), which is the order of the final records,
    /// with its type, whose descriptor says what its record adds.
    private var views: [(view: any SceneView, type: ViewType)] = []
    /// Views by id, for `set`, `remove` and redirects; looked up, never iterated.
    private var viewsByID: [String: any SceneView] = [:]
    /// The controllers live as long as the scene: views hold theirs weakly, as in UIKit.
    private var controllers: [ViewController] = []
    /// The fixture's `controllers` in declaration order, the order of their final records.
    var declaredControllers: [(id: String, controller: ViewController)] = []
    /// The same controllers by id; looked up, never iterated.
    var controllersByID: [String: ViewController] = [:]
    /// The controllers with a `sheet`, whose final records tell where it is; looked up, never iterated.
    var sheetControllerIDs: Set<String> = []
    /// The sheets' fixture delegates, kept alive here since sheets hold theirs weakly.
    var sheetDelegates: [FixtureSheetDelegate] = []
    /// Every recognizer in declaration order, the order of their final records.
    private(set) var gestures: [GestureRecognizer] = []
    /// Recognizers by id; looked up, never iterated.
    private var gesturesByID: [String: GestureRecognizer] = [:]
    /// The fixture delegates, kept alive here since recognizers hold theirs weakly, as in UIKit.
    private var delegates: [ObjectIdentifier: FixtureGestureDelegate] = [:]
    /// The interactions' delegates, kept alive here since interactions hold theirs weakly, and
    /// their final records, in declaration order.
    private var interactionDelegates: [AnyObject] = []
    private var interactionFinals: [() -> TraceRecord.Payload] = []

    package init(_ fixture: Fixture) {
        self.fixture = fixture
        let size = fixture.windowSize
        window = Window(
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            clock: VirtualClock(framesPerSecond: fixture.framesPerSecond),
            constants: fixture.constants
        )
        window.identifier = "window"
        window.userInterfaceIdiom = fixture.userInterfaceIdiom
        window.safeAreaInsets = fixture.safeAreaInsets
        if fixture.statusBarHeight > 0 {
            window.statusBarFrame = Rect(x: 0, y: 0, width: size.width, height: fixture.statusBarHeight)
        }
        for spec in fixture.views {
            window.addSubview(makeView(spec))
        }
        buildControllers(fixture)
        for kind in FixtureInteractionKinds.all {
            kind.attach(fixture, to: self)
        }
        for (views, _) in fixture.viewTrees {
            requireFailures(views)
            chainScrollViews(views)
            zoomScrollViews(views)
        }
    }

    /// Keeps an interaction's delegate alive for the run and, if it has one, its final record.
    func keep(_ delegate: AnyObject, final: (() -> TraceRecord.Payload)? = nil) {
        interactionDelegates.append(delegate)
        if let final { interactionFinals.append(final) }
    }

    /// Zooms each scroll view that starts at a scale other than 1, once the view it zooms exists.
    func zoomScrollViews(_ specs: [ViewSpec]) {
        for spec in specs {
            if case let .scrollView(settings) = spec.kind, settings.zoomScale != 1, let scrollView = view(spec.id) as? ScrollView {
                scrollView.setZoomScale(settings.zoomScale, animated: false)
            }
            zoomScrollViews(spec.subviews)
        }
    }

    func view(_ id: String) -> (any SceneView)? {
        viewsByID[id]
    }

    /// The view of the scene with `id`, for a host that drives the scene itself.
    package func engineView(_ id: String) -> View? {
        viewsByID[id]
    }

    package func gesture(_ id: String) -> GestureRecognizer? {
        gesturesByID[id]
    }

    func register(_ recognizer: GestureRecognizer, id: String) {
        gestures.append(recognizer)
        gesturesByID[id] = recognizer
    }

    /// The recognizer's fixture delegate, attached the first time a key needs one.
    func delegate(for recognizer: GestureRecognizer) -> FixtureGestureDelegate {
        if let delegate = delegates[ObjectIdentifier(recognizer)] {
            return delegate
        }
        let delegate = FixtureGestureDelegate()
        delegates[ObjectIdentifier(recognizer)] = delegate
        recognizer.delegate = delegate
        return delegate
    }

    func makeView(_ spec: ViewSpec) -> any SceneView {
        let view = makeView(of: spec.kind, frame: spec.frame)
        view.identifier = spec.id
        view.overrides = ViewOverrides(
            touchHandling: spec.touches, hitTest: spec.hitTest, pointInside: spec.pointInside,
            refusedGestures: spec.refusedGestures, scene: self)
        // A scroll view has no boundsOrigin (its contentOffset, set above, is the bounds origin).
        if spec.boundsOrigin != .zero {
            view.bounds.origin = spec.boundsOrigin
        }
        if spec.transform != .identity {
            view.transform = spec.transform
        }
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        view.isExclusiveTouch = spec.isExclusiveTouch
        if let controllerID = spec.controller {
            let controller = ViewController(view: view)
            controller.identifier = controllerID
            controllers.append(controller)
        }
        views.append((view, spec.kind.type))
        viewsByID[spec.id] = view
        if let scrollView = view as? ScrollView {
            // Named after the scroll view for good, so that they keep their names once removed from it.
            scrollView.refreshControl?.identifier = spec.id + ".refreshControl"
            scrollView.delayRecognizer.identifier = spec.id + ".delay"
            scrollView.panGestureRecognizer.identifier = spec.id + ".pan"
            register(scrollView.delayRecognizer, id: spec.id + ".delay")
            register(scrollView.panGestureRecognizer, id: spec.id + ".pan")
            if let pinch = scrollView.pinchGestureRecognizer {
                pinch.identifier = spec.id + ".pinch"
                register(pinch, id: spec.id + ".pinch")
            }
        }
        attachGestures(of: spec, to: view)
        for subview in spec.subviews {
            view.addSubview(makeView(subview))
        }
        return view
    }

    /// A copy of one of a table's `cellSubviews` for the cell of a row, named with `suffix`
    /// (`[section,row]`), with its own copies of its subviews. It is not one of the scene's views:
    /// no `set`, `remove` or final record names it, and it carries no gestures.
    func makeCellView(_ spec: ViewSpec, suffix: String) -> View {
        let view = makeView(of: spec.kind, frame: spec.frame)
        view.identifier = spec.id + suffix
        view.overrides = ViewOverrides(
            touchHandling: spec.touches, hitTest: spec.hitTest, pointInside: spec.pointInside,
            refusedGestures: spec.refusedGestures, scene: self)
        if spec.transform != .identity {
            view.transform = spec.transform
        }
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        for subview in spec.subviews {
            view.addSubview(makeCellView(subview, suffix: suffix))
        }
        return view
    }

    /// The library view of the kind, with its type's settings applied as `set` events would apply them.
    private func makeView(of kind: ViewKind, frame: Rect) -> any SceneView {
        kind.type.descriptor.makeView(kind, frame, self)
    }

    /// The state of the window, of every view and of every recognizer, for the trace's final records.
    func finalPayloads() -> [TraceRecord.Payload] {
        let windowState = [
            TraceField("frame", .rect(window.frame)),
            TraceField("touches", .list(window.activeTouches.map { .number(Double($0.id)) })),
        ]
        return [.final(subject: "window", state: windowState)] + views.map { view, type in
            .final(subject: view.traceName, state: [
                TraceField("frame", .rect(view.frame)),
                TraceField("bounds", .rect(view.bounds)),
                TraceField("hidden", .bool(view.isHidden)),
                TraceField("alpha", .number(view.alpha)),
                TraceField("userInteractionEnabled", .bool(view.isUserInteractionEnabled)),
                TraceField("superview", .optionalString(view.superview?.traceName)),
            ] + Self.transformState(of: view) + type.descriptor.finalState(view))
        } + controllerFinalPayloads() + interactionFinals.map { $0() } + gestures.map { recognizer in
            .final(subject: recognizer.traceName, state: [
                TraceField("state", .string(recognizer.state.rawValue)),
                TraceField("enabled", .bool(recognizer.isEnabled)),
                TraceField("view", .optionalString(recognizer.view?.traceName)),
            ])
        }
    }

    /// A transformed view's `transform`, `[a, b, c, d, tx, ty]`; nothing for the identity, so that
    /// the records of views without a transform read as they always have.
    private static func transformState(of view: View) -> [TraceField] {
        let t = view.transform
        guard t != .identity else { return [] }
        return [TraceField("transform", .list([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .number($0) }))]
    }
}
