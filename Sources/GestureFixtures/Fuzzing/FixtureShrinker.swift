/// Makes a failing fixture smaller while it still fails the same way, by taking parts away one
/// at a time and keeping each removal that keeps the failure: whole fingers first, then single
/// events, then views (with their subviews), recognizers, interactions, relations and the odd settings.
///
/// Greedy: it tries each removal once per round and stops when a round removes nothing, so the
/// result is small, not the smallest possible. A candidate that no longer compiles (a removed
/// view still named by an event, a finger that now moves without having begun) is skipped.
public struct FixtureShrinker {
    /// Whether a fixture still shows the failure being shrunk.
    private let stillFails: (Fixture) -> Bool

    public init(stillFails: @escaping (Fixture) -> Bool) {
        self.stillFails = stillFails
    }

    /// The smallest fixture found that still fails; `fixture` itself must fail.
    public func shrink(_ fixture: Fixture) -> Fixture {
        var current = fixture
        var changed = true
        while changed {
            changed = false
            for candidate in candidates(of: current) where stillFails(candidate) {
                current = candidate
                changed = true
                break
            }
        }
        return current
    }

    /// Every fixture one removal smaller than `fixture`, the biggest removals first.
    private func candidates(of fixture: Fixture) -> [Fixture] {
        var result: [Fixture] = []
        for touch in Self.touchIDs(in: fixture.events) {
            var smaller = fixture
            smaller.events = Self.removingTouch(touch, from: fixture.events)
            result.append(smaller)
        }
        for index in fixture.events.indices.reversed() {
            var smaller = fixture
            smaller.events.remove(at: index)
            result.append(smaller)
        }
        for id in Self.viewIDs(in: fixture.views) {
            result.append(Self.removingView(id, from: fixture))
        }
        for id in Self.gestureIDs(in: fixture.views) {
            result.append(Self.removingGesture(id, from: fixture))
        }
        for kind in FixtureInteractionKinds.all {
            result += kind.withoutEach(fixture)
        }
        result += Self.simplerViews(of: fixture)
        return result
    }

    // MARK: Events

    private static func touchIDs(in events: [FixtureEvent]) -> [Int] {
        var ids: [Int] = []
        for event in events {
            if case let .touches(steps) = event.action {
                for step in steps where !ids.contains(step.touch) { ids.append(step.touch) }
            }
        }
        return ids
    }

    private static func removingTouch(_ touch: Int, from events: [FixtureEvent]) -> [FixtureEvent] {
        events.compactMap { event in
            guard case let .touches(steps) = event.action else { return event }
            let kept = steps.filter { $0.touch != touch }
            return kept.isEmpty ? nil : FixtureEvent(time: event.time, .touches(kept), stamped: event.stamped)
        }
    }

    // MARK: The scene

    private static func viewIDs(in views: [ViewSpec]) -> [String] {
        views.flatMap { [$0.id] + viewIDs(in: $0.subviews) }
    }

    private static func gestureIDs(in views: [ViewSpec]) -> [String] {
        views.flatMap { $0.gestures.map(\.id) + gestureIDs(in: $0.subviews) }
    }

    /// The fixture without the view and its subviews, and without every mention of them.
    private static func removingView(_ id: String, from fixture: Fixture) -> Fixture {
        var gone: [String] = []
        func drop(_ views: [ViewSpec]) -> [ViewSpec] {
            views.compactMap { view in
                if view.id == id {
                    gone += viewIDs(in: [view]) + gestureIDs(in: [view]) + scrollPanIDs(in: [view])
                    return nil
                }
                var view = view
                view.subviews = drop(view.subviews)
                return view
            }
        }
        var smaller = fixture
        smaller.views = drop(fixture.views)
        return forgetting(gone, in: smaller)
    }

    private static func scrollPanIDs(in views: [ViewSpec]) -> [String] {
        views.flatMap { view -> [String] in
            guard case .scrollView = view.kind else { return scrollPanIDs(in: view.subviews) }
            return [view.id + ".pan", view.id + ".delay"] + scrollPanIDs(in: view.subviews)
        }
    }

    private static func removingGesture(_ id: String, from fixture: Fixture) -> Fixture {
        var smaller = fixture
        smaller.views = mapViews(fixture.views) { view in
            view.gestures.removeAll { $0.id == id }
        }
        return forgetting([id], in: smaller)
    }

    /// Removes every reference to the ids: relations, redirects, denials, and events naming them.
    private static func forgetting(_ ids: [String], in fixture: Fixture) -> Fixture {
        var fixture = fixture
        fixture.views = mapViews(fixture.views) { view in
            view.gestures = view.gestures.map { gesture in
                var gesture = gesture
                gesture.requireToFail.removeAll { ids.contains($0) }
                gesture.simultaneousWith.removeAll { ids.contains($0) }
                gesture.canPrevent = gesture.canPrevent?.filter { !ids.contains($0) }
                gesture.canBePrevented = gesture.canBePrevented?.filter { !ids.contains($0) }
                return gesture
            }
            if case let .redirectSelfTo(target) = view.hitTest, ids.contains(target) {
                view.hitTest = nil
            }
            view.refusedGestures.removeAll { ids.contains($0) }
            if case var .scrollView(settings) = view.kind {
                settings.touchesShouldBeginDenied.removeAll { ids.contains($0) }
                settings.chain?.children.removeAll { ids.contains($0) }
                // A chain needs a child: one whose children are all gone goes with them.
                if settings.chain?.children.isEmpty == true {
                    settings.chain = nil
                }
                view.kind = .scrollView(settings)
            }
        }
        fixture.events.removeAll { event in
            switch event.action {
            case let .set(id, _), let .setGesture(id, _), let .remove(id): ids.contains(id)
            case .touches, .drag, .tap, .wait, .statusBarTap, .pointer, .scroll, .transform, .navigation, .sheet: false
            }
        }
        return fixture
    }

    /// One candidate per view setting that is not the default: the same fixture with it reset.
    private static func simplerViews(of fixture: Fixture) -> [Fixture] {
        var result: [Fixture] = []
        for id in viewIDs(in: fixture.views) {
            let simplifications: [(inout ViewSpec) -> Void] = [
                { $0.hitTest = nil }, { $0.pointInside = nil }, { $0.isExclusiveTouch = false },
                { $0.isMultipleTouchEnabled = false }, { $0.touches = $0.kind.type.defaultTouchHandling },
                { view in view.gestures = view.gestures.map { var gesture = $0; gesture.requireToFail = []; gesture.simultaneousWith = []; return gesture } },
            ]
            for simplify in simplifications {
                var smaller = fixture
                smaller.views = mapViews(fixture.views) { view in
                    if view.id == id { simplify(&view) }
                }
                if smaller.views != fixture.views { result.append(smaller) }
            }
        }
        return result
    }

    private static func mapViews(_ views: [ViewSpec], _ change: (inout ViewSpec) -> Void) -> [ViewSpec] {
        views.map { view in
            var view = view
            change(&view)
            view.subviews = mapViews(view.subviews, change)
            return view
        }
    }
}
