/// Reading a live window into a ``SceneGraph``: the tree first, then the questions, each family
/// in a fixed order (tree order of the recognizers, then of the other recognizer or view), so
/// the same scene always gives the same graph.
extension SceneGraph {
    /// Builds the graph of `window`'s scene; with a `point` (window coordinates), also where a
    /// new touch there would go.
    ///
    /// Nothing is recorded in the window's trace and no state changes: hit-testing runs without
    /// an event, and the delegates and views are asked the arbiter's questions directly.
    public init(window: Window, at point: Point? = nil, title: String? = nil) {
        var reader = SceneReader()
        reader.read(window, superview: nil, skippedBy: nil)
        self.init(title: title, views: reader.views, recognizers: reader.recognizerNodes, relations: [], probe: nil)
        let live = reader.liveRecognizers
        relations += Self.failureRequirements(among: live)
        relations += Self.simultaneousPairs(among: live)
        relations += Self.refusals(of: live, views: reader.liveViews)
        relations += Self.scrollViewRelations(reader.liveViews, recognizers: live)
        relations += Self.scrollChains(reader.liveViews)
        if let point {
            probe = Self.probe(window, at: point, views: reader.liveViews, recognizers: live)
        }
    }

    // MARK: Relations

    /// Explicit requirements in the order required, then the lazy ones (A1), asked of each other
    /// recognizer in tree order, in the arbiter's order: the waiting recognizer's override, the
    /// other's, the waiting one's delegate, the other's delegate; the first yes decides.
    private static func failureRequirements(among recognizers: [GestureRecognizer]) -> [Relation] {
        var relations: [Relation] = []
        for (index, waiting) in recognizers.enumerated() {
            var required: [Int] = []
            for other in waiting.failureRequirements {
                guard let otherIndex = recognizers.firstIndex(where: { $0 === other }) else { continue }
                required.append(otherIndex)
                relations.append(Relation(kind: .requiresFailure(.requireToFail), from: .recognizer(index), to: .recognizer(otherIndex)))
            }
            for (otherIndex, other) in recognizers.enumerated() where otherIndex != index && !required.contains(otherIndex) {
                if let source = lazyRequirementSource(waiting, other) {
                    relations.append(Relation(kind: .requiresFailure(source), from: .recognizer(index), to: .recognizer(otherIndex)))
                }
            }
        }
        return relations
    }

    private static func lazyRequirementSource(_ waiting: GestureRecognizer, _ other: GestureRecognizer) -> RequirementSource? {
        if waiting.shouldRequireFailure(of: other) { return .shouldRequireFailureOverride }
        if other.shouldBeRequiredToFail(by: waiting) { return .shouldBeRequiredToFailOverride }
        if waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) == true { return .delegateShouldRequireFailure }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) == true { return .delegateShouldBeRequiredToFail }
        return nil
    }

    /// Each pair once (A2): the earlier recognizer's delegate first, the later one's only if the first said no.
    private static func simultaneousPairs(among recognizers: [GestureRecognizer]) -> [Relation] {
        var relations: [Relation] = []
        for (first, recognizer) in recognizers.enumerated() {
            for second in recognizers.indices where second > first {
                if let answering = simultaneousAnswer(recognizer, recognizers[second]) {
                    let other = answering == 0 ? second : first
                    let asked = answering == 0 ? first : second
                    relations.append(Relation(kind: .simultaneous, from: .recognizer(asked), to: .recognizer(other)))
                }
            }
        }
        return relations
    }

    /// Which of the two delegates answered yes first (0 or 1), or nil when neither did.
    private static func simultaneousAnswer(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Int? {
        if first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true { return 0 }
        if second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true { return 1 }
        return nil
    }

    /// Every view a touch on which would ask it (the recognizer's view and its descendants, in
    /// tree order) answers `gestureRecognizerShouldBegin(_:)` (G4, A6); then the strokes a slider
    /// or switch refuses once a touch has moved, which no question at rest can show.
    private static func refusals(of recognizers: [GestureRecognizer], views: [View]) -> [Relation] {
        var relations: [Relation] = []
        for (index, recognizer) in recognizers.enumerated() {
            guard let home = recognizer.view else { continue }
            for (viewIndex, view) in views.enumerated() where view === home || view.isDescendant(of: home) {
                if !view.gestureRecognizerShouldBegin(recognizer) {
                    relations.append(Relation(kind: view is Control ? .controlRefusesBegin : .viewRefusesBegin, from: .view(viewIndex), to: .recognizer(index)))
                } else if let control = view as? Control, control !== home, control.isEnabled, refusesStroke(control, recognizer) {
                    relations.append(Relation(kind: .controlRefusesStroke, from: .view(viewIndex), to: .recognizer(index)))
                }
            }
        }
        return relations
    }

    /// Whether the control refuses `recognizer` when its finger starts on the thumb and goes
    /// along the track: a slider or switch, and a one-finger swipe or a pan that can start with one finger.
    private static func refusesStroke(_ control: Control, _ recognizer: GestureRecognizer) -> Bool {
        guard control is Slider || control is Switch else { return false }
        switch recognizer {
        case let swipe as SwipeGestureRecognizer: return swipe.numberOfTouchesRequired == 1
        case let pan as PanGestureRecognizer: return pan.minimumNumberOfTouches <= 1
        default: return false
        }
    }

    /// The scroll views' own relation, as their recognizers' prevention answers give it.
    private static func scrollViewRelations(_ views: [View], recognizers: [GestureRecognizer]) -> [Relation] {
        var relations: [Relation] = []
        for case let scrollView as ScrollView in views {
            let pan = scrollView.panGestureRecognizer
            let delay = scrollView.delayRecognizer
            guard let panIndex = recognizers.firstIndex(where: { $0 === pan }),
                  let delayIndex = recognizers.firstIndex(where: { $0 === delay }),
                  pan.canPrevent(delay), delay.canBePrevented(by: pan)
            else { continue }
            relations.append(Relation(kind: .dragEndsContentDelay, from: .recognizer(panIndex), to: .recognizer(delayIndex)))
        }
        return relations
    }

    /// Each chain's parent to each of its children, in the order the views are read.
    private static func scrollChains(_ views: [View]) -> [Relation] {
        var relations: [Relation] = []
        for (parentIndex, view) in views.enumerated() {
            guard let scrollView = view as? ScrollView, let chain = scrollView.scrollChain, chain.parent === scrollView else { continue }
            for child in chain.children {
                if let childIndex = views.firstIndex(where: { $0 === child }) {
                    relations.append(Relation(kind: .scrollChain, from: .view(parentIndex), to: .view(childIndex)))
                }
            }
        }
        return relations
    }

    // MARK: A touch at a point

    /// Hit-tests `point` without an event (so without a trace), then walks from the hit view up
    /// to the window as a new touch's delivery does (D1): each view's recognizers in the order
    /// attached, disabled ones and those whose delegate refuses the touch left out.
    private static func probe(_ window: Window, at point: Point, views: [View], recognizers: [GestureRecognizer]) -> Probe {
        let hit = window.hitTest(point, with: nil)
        var probe = Probe(point: point, isInsideWindow: window.bounds.contains(point), hitView: hit.flatMap { view in views.firstIndex { $0 === view } },
                          evaluationOrder: [], refusedTouch: [], disabled: [])
        guard let hit else { return probe }
        let touch = Touch(id: 0, type: .direct, location: point, timestamp: window.clock.now, tapCount: 1, view: hit, window: window, isAllowedByTouchRules: true)
        var current: View? = hit
        while let view = current {
            for recognizer in view.gestureRecognizers {
                guard let index = recognizers.firstIndex(where: { $0 === recognizer }) else { continue }
                if !recognizer.isEnabled {
                    probe.disabled.append(index)
                } else if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
                    probe.refusedTouch.append(index)
                } else {
                    probe.evaluationOrder.append(index)
                }
            }
            current = view.superview
        }
        return probe
    }
}

/// Walks the view tree once, keeping the live objects beside the nodes made from them.
private struct SceneReader {
    var views: [SceneGraph.ViewNode] = []
    var liveViews: [View] = []
    var recognizerNodes: [SceneGraph.RecognizerNode] = []
    var liveRecognizers: [GestureRecognizer] = []

    mutating func read(_ view: View, superview: Int?, skippedBy ancestor: String?) {
        let index = views.count
        let ownReason = Self.skipReason(of: view)
        let reason = ancestor.map { "in skipped ancestor \($0)" } ?? ownReason
        views.append(SceneGraph.ViewNode(name: view.traceName, kind: Self.kind(of: view), frame: view.frame,
                                         transform: view.transform.isIdentity ? nil : view.transform, skipReason: reason,
                                         superview: superview, subviews: [], recognizers: []))
        liveViews.append(view)
        if let superview {
            views[superview].subviews.append(index)
        }
        for recognizer in view.gestureRecognizers {
            views[index].recognizers.append(recognizerNodes.count)
            recognizerNodes.append(SceneGraph.RecognizerNode(name: recognizer.traceName, kind: Self.kind(of: recognizer), view: index,
                                                             isEnabled: recognizer.isEnabled, notes: []))
            liveRecognizers.append(recognizer)
        }
        let skippedBy = ancestor ?? (ownReason == nil ? nil : view.traceName)
        // A list draws its first cell in full and the others on screen as one node, so that a list
        // of any length draws in the same room; cells waiting for reuse are hidden and left out.
        let isList = view is TableView || view is CollectionView
        let cells = isList ? view.subviews.filter { $0 is ReusableCell && !$0.isHidden }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) } : []
        for subview in view.subviews where !(isList && subview is ReusableCell) || subview === cells.first {
            read(subview, superview: index, skippedBy: skippedBy)
        }
        if cells.count > 1, let last = cells.last {
            let others = cells.dropFirst()
            let frame = others.reduce(last.frame) { $0.union($1.frame) }
            views[index].subviews.append(views.count)
            views.append(SceneGraph.ViewNode(name: "\(others.count) more cells on screen", kind: "cells", frame: frame, transform: nil,
                                             skipReason: reason, superview: index, subviews: [], recognizers: []))
            liveViews.append(last)
        }
        if superview == nil {
            addNotes()
        }
    }

    /// Settings off UIKit's defaults, and answers that hold whatever the touch, asked in tree order.
    private mutating func addNotes() {
        for (index, recognizer) in liveRecognizers.enumerated() {
            var notes: [String] = []
            if let delay = recognizer as? ScrollViewDelayedTouchesRecognizer, let scrollView = delay.view as? ScrollView {
                let wait = TraceValue.format((scrollView.window?.constants ?? .uikit).contentTouchDelay.milliseconds)
                notes.append(scrollView.delaysContentTouches ? "holds content touches \(wait) ms" : "delaysContentTouches=false")
            }
            if let pan = recognizer as? ScrollViewPanGestureRecognizer, let scrollView = pan.view as? ScrollView, !scrollView.canCancelContentTouches {
                notes.append("canCancelContentTouches=false")
            }
            let others = liveRecognizers.filter { $0 !== recognizer }
            if !others.isEmpty, !others.contains(where: { recognizer.canPrevent($0) }) {
                notes.append("prevents none")
            }
            if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
                notes.append("delegate: shouldBegin=false")
            }
            if recognizer.delaysTouchesBegan, !(recognizer is ScrollViewDelayedTouchesRecognizer) {
                notes.append("delaysTouchesBegan")
            }
            if !recognizer.delaysTouchesEnded, !(recognizer is ScrollViewDelayedTouchesRecognizer) {
                notes.append("delaysTouchesEnded=false")
            }
            if !recognizer.cancelsTouchesInView {
                notes.append("cancelsTouchesInView=false")
            }
            recognizerNodes[index].notes = notes
        }
    }

    private static func skipReason(of view: View) -> String? {
        if view.isHidden { return "hidden" }
        if !view.isUserInteractionEnabled { return "userInteractionEnabled=false" }
        if view.alpha < View.minimumHittableAlpha { return "alpha<0.01" }
        if !view.transform.isInvertible { return "scaled to zero" }
        return nil
    }

    /// The most specific library type, as fixtures name view types.
    private static func kind(of view: View) -> String {
        switch view {
        case is Window: "window"
        case is TableView: "tableView"
        case is CollectionView: "collectionView"
        case is ReusableCell: "cell"
        case is ScrollView: "scrollView"
        case is Button: "button"
        case is Slider: "slider"
        case is Switch: "switch"
        case is Control: "control"
        default: "view"
        }
    }

    /// The recognizer's type with the settings that tell it apart, in a few words.
    private static func kind(of recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case is ScrollViewDelayedTouchesRecognizer:
            return "content-touch delay"
        case is ScrollViewPanGestureRecognizer:
            return "scroll pan"
        case let tap as TapGestureRecognizer:
            return "tap" + times(tap.numberOfTapsRequired) + fingers(tap.numberOfTouchesRequired)
        case let press as LongPressGestureRecognizer:
            let duration = VirtualDuration.seconds(press.minimumPressDuration)
            return "long press \(TraceValue.format(duration.seconds)) s" + times(press.numberOfTapsRequired) + fingers(press.numberOfTouchesRequired)
        case let edgePan as ScreenEdgePanGestureRecognizer:
            return "screen-edge pan" + edgeList(edgePan.edges)
        case let pan as PanGestureRecognizer:
            let maximum = pan.maximumNumberOfTouches == Int.max ? "" : "–\(pan.maximumNumberOfTouches)"
            return pan.minimumNumberOfTouches == 1 && maximum.isEmpty ? "pan" : "pan, \(pan.minimumNumberOfTouches)\(maximum) fingers"
        case let swipe as SwipeGestureRecognizer:
            return "swipe " + directionList(swipe.direction) + fingers(swipe.numberOfTouchesRequired)
        case is PinchGestureRecognizer:
            return "pinch"
        case is RotationGestureRecognizer:
            return "rotation"
        default:
            return String(describing: type(of: recognizer))
        }
    }

    private static func times(_ count: Int) -> String {
        count > 1 ? " \(count)×" : ""
    }

    private static func fingers(_ count: Int) -> String {
        count > 1 ? ", \(count) fingers" : ""
    }

    private static func directionList(_ direction: SwipeGestureRecognizer.Direction) -> String {
        let arrows: [(SwipeGestureRecognizer.Direction, String)] = [(.left, "←"), (.right, "→"), (.up, "↑"), (.down, "↓")]
        return arrows.filter { direction.contains($0.0) }.map(\.1).joined()
    }

    private static func edgeList(_ edges: ScreenEdgePanGestureRecognizer.Edges) -> String {
        let names: [(ScreenEdgePanGestureRecognizer.Edges, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
        let listed = names.filter { edges.contains($0.0) }.map(\.1)
        return listed.isEmpty ? "" : " (" + listed.joined(separator: ", ") + ")"
    }
}
