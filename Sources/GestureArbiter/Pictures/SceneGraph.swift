/// A window's scene as a picture for people: the view tree, each gesture recognizer on its view,
/// and the relations that decide which recognizer wins, with the direction of each made explicit.
///
/// Build one from a live window with ``init(window:at:title:)``, then print ``dot`` and render it
/// with Graphviz (`dot -Tsvg`). The graph holds plain values, so tests and tools can also read
/// the relations directly.
///
/// Building the graph asks the same questions the arbiter asks during a touch (the delegates'
/// and subclasses' failure requirements, the simultaneous-recognition answers, the views'
/// `gestureRecognizerShouldBegin(_:)`), always in the same order, without recording anything in
/// the trace and without changing any state: the window can go on running afterwards. Given a
/// point, it also hit-tests it (untraced) and lists the recognizers a new touch there would
/// reach, in the order the arbiter would evaluate them (D1, G6).
///
/// The answers are those of the scene at rest: a question whose answer depends on a touch in
/// progress (a slider refusing a pan that starts on its thumb) is drawn as a conditional
/// relation instead. See the SceneGraphs article for what each node and edge style means.
public struct SceneGraph: Hashable, Sendable {
    /// What the graph calls itself in its heading; nil for a plain "Scene graph".
    public var title: String?

    /// Every view, the window first, then depth first in subview order (back to front).
    public var views: [ViewNode]

    /// Every recognizer, in the order of ``views``, each view's in the order attached.
    public var recognizers: [RecognizerNode]

    /// The relations between recognizers and the views that refuse them, in the order asked.
    public var relations: [Relation]

    /// Where a touch would go, when the graph was built for a point.
    public var probe: Probe?

    /// One view of the tree.
    public struct ViewNode: Hashable, Sendable {
        /// The view's trace name (its identifier).
        public var name: String
        /// The view's library type, as a fixture names it: `window`, `view`, `scrollView`, `button`, ...
        public var kind: String
        /// The frame in the superview's coordinates: under a transform, the box of the
        /// transformed bounds, where the view is.
        public var frame: Rect
        /// The view's transform, nil for the identity.
        public var transform: AffineTransform?
        /// Why hit-testing skips the view (`hidden`, `userInteractionEnabled=false`, `alpha<0.01`, `scaled to zero`,
        /// or the skipped ancestor), nil when it may be hit.
        public var skipReason: String?
        /// The superview's index in ``SceneGraph/views``; nil for the window.
        public var superview: Int?
        /// The subviews' indices, back to front.
        public var subviews: [Int]
        /// The indices in ``SceneGraph/recognizers`` of the recognizers attached, in the order attached.
        public var recognizers: [Int]
    }

    /// One gesture recognizer.
    public struct RecognizerNode: Hashable, Sendable {
        /// The recognizer's trace name (`tap`, `scroll.pan`).
        public var name: String
        /// The type with its settings, short: `tap 2×`, `long press 0.5 s`, `scroll pan`.
        public var kind: String
        /// The index in ``SceneGraph/views`` of the view it is attached to.
        public var view: Int
        /// Whether it takes part at all; a disabled recognizer is drawn greyed.
        public var isEnabled: Bool
        /// Settings that differ from UIKit's defaults, and answers that hold for every touch
        /// (its delegate refusing to begin, preventing no other recognizer).
        public var notes: [String]
    }

    /// Either end of a relation.
    public enum Endpoint: Hashable, Sendable {
        /// An index in ``SceneGraph/views``.
        case view(Int)
        /// An index in ``SceneGraph/recognizers``.
        case recognizer(Int)
    }

    /// Who made a failure requirement (A1).
    public enum RequirementSource: String, Hashable, Sendable, CaseIterable {
        /// `require(toFail:)`.
        case requireToFail
        /// The waiting recognizer's `shouldRequireFailure(of:)` override.
        case shouldRequireFailureOverride
        /// The required recognizer's `shouldBeRequiredToFail(by:)` override.
        case shouldBeRequiredToFailOverride
        /// The waiting recognizer's delegate, `gestureRecognizer(_:shouldRequireFailureOf:)`.
        case delegateShouldRequireFailure
        /// The required recognizer's delegate, `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
        case delegateShouldBeRequiredToFail
    }

    /// What a relation says; its direction is always from ``Relation/from`` to ``Relation/to``.
    public enum RelationKind: Hashable, Sendable {
        /// `from` waits for `to` to fail before it may leave possible (A1).
        case requiresFailure(RequirementSource)
        /// The two may recognize at the same time (A2); `from`'s delegate is the one that said
        /// so first (the arbiter asks the other only when it says no). Drawn undirected.
        case simultaneous
        /// The control `from` refuses to let the ancestor recognizer `to` begin, so that its own
        /// action wins (A6).
        case controlRefusesBegin
        /// The control `from` refuses the ancestor recognizer `to` when its one-finger stroke
        /// starts on the thumb (knob) and goes along the track (A6); it depends on the touch.
        case controlRefusesStroke
        /// The view `from` answers false to `gestureRecognizerShouldBegin(_:)` for `to` (G4).
        case viewRefusesBegin
        /// A scroll view's own relation: its pan `from`, once a drag begins, fails its
        /// content-touch delay `to`, so the content never sees the held touch.
        case dragEndsContentDelay
        /// The scroll view `from` is the parent of a ``ScrollChain`` and `to` one of its children:
        /// toward the end a drag or fling moves the parent first, toward the start the child.
        case scrollChain
    }

    /// A directed relation, drawn as one edge.
    public struct Relation: Hashable, Sendable {
        /// What the relation says.
        public var kind: RelationKind
        /// The tail: the recognizer that waits, the delegate's recognizer, the refusing view or the scroll pan.
        public var from: Endpoint
        /// The head: the recognizer waited for, refused or failed, or the other of a simultaneous pair.
        public var to: Endpoint
    }

    /// What a new touch at a point would meet.
    public struct Probe: Hashable, Sendable {
        /// The point, in window coordinates.
        public var point: Point
        /// Whether the point lies inside the window's bounds.
        public var isInsideWindow: Bool
        /// The hit view's index in ``SceneGraph/views``; nil when hit-testing finds none.
        public var hitView: Int?
        /// The recognizers the touch reaches (D1), in evaluation order (G6): the hit view's first,
        /// then each ancestor's, each view's in the order attached.
        public var evaluationOrder: [Int]
        /// Recognizers on the way whose delegate refuses the touch (`shouldReceive` false, D1).
        public var refusedTouch: [Int]
        /// Recognizers on the way that are disabled, so never see it.
        public var disabled: [Int]
    }
}
