import GestureArbiter

/// A fixture's scene built as real views in a window: the views by id, and the controllers that
/// keep their place in the responder chain.
final class Scene {
    let window: Window
    /// Every view in declaration order (depth first), which is the order of the final records.
    private(set) var views: [FixtureView] = []
    /// Views by id, for `set`, `remove` and redirects; looked up, never iterated.
    private var viewsByID: [String: FixtureView] = [:]
    /// The controllers live as long as the scene: views hold theirs weakly, as in UIKit.
    private var controllers: [ViewController] = []
    /// Every recognizer in declaration order, the order of their final records.
    private(set) var gestures: [GestureRecognizer] = []
    /// Recognizers by id; looked up, never iterated.
    private var gesturesByID: [String: GestureRecognizer] = [:]
    /// The fixture delegates, kept alive here since recognizers hold theirs weakly, as in UIKit.
    private var delegates: [ObjectIdentifier: FixtureGestureDelegate] = [:]

    init(_ fixture: Fixture) {
        let size = fixture.windowSize
        window = Window(
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            clock: VirtualClock(framesPerSecond: fixture.framesPerSecond),
            constants: fixture.constants
        )
        window.identifier = "window"
        for spec in fixture.views {
            window.addSubview(makeView(spec))
        }
        requireFailures(fixture.views)
    }

    func view(_ id: String) -> FixtureView? {
        viewsByID[id]
    }

    func gesture(_ id: String) -> GestureRecognizer? {
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

    private func makeView(_ spec: ViewSpec) -> FixtureView {
        let view = FixtureView(frame: spec.frame, scene: self)
        view.identifier = spec.id
        view.bounds.origin = spec.boundsOrigin
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        view.isExclusiveTouch = spec.isExclusiveTouch
        view.touchHandling = spec.touches
        view.hitTestOverride = spec.hitTest
        view.pointInsideOverride = spec.pointInside
        view.refusedGestures = spec.refusedGestures
        if let controllerID = spec.controller {
            let controller = ViewController(view: view)
            controller.identifier = controllerID
            controllers.append(controller)
        }
        views.append(view)
        viewsByID[spec.id] = view
        attachGestures(of: spec, to: view)
        for subview in spec.subviews {
            view.addSubview(makeView(subview))
        }
        return view
    }

    /// The state of the window, of every view and of every recognizer, for the trace's final records.
    func finalPayloads() -> [TraceRecord.Payload] {
        let windowState = [
            TraceField("frame", .rect(window.frame)),
            TraceField("touches", .list(window.activeTouches.map { .number(Double($0.id)) })),
        ]
        return [.final(subject: "window", state: windowState)] + views.map { view in
            .final(subject: view.traceName, state: [
                TraceField("frame", .rect(view.frame)),
                TraceField("bounds", .rect(view.bounds)),
                TraceField("hidden", .bool(view.isHidden)),
                TraceField("alpha", .number(view.alpha)),
                TraceField("userInteractionEnabled", .bool(view.isUserInteractionEnabled)),
                TraceField("superview", .optionalString(view.superview?.traceName)),
            ])
        } + gestures.map { recognizer in
            .final(subject: recognizer.traceName, state: [
                TraceField("state", .string(recognizer.state.rawValue)),
                TraceField("enabled", .bool(recognizer.isEnabled)),
                TraceField("view", .optionalString(recognizer.view?.traceName)),
            ])
        }
    }
}
