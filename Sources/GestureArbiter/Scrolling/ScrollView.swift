/// A view that scrolls its content under the finger; UIKit's `UIScrollView`.
///
/// The content offset is the bounds origin (H3), so moving it moves every subview. Two
/// recognizers do the work, both attached to the scroll view and both drawn in `StateDiagrams/`:
/// ``delayRecognizer`` holds touches back from the content for 150 ms and asks
/// ``touchesShouldBegin(_:with:in:)`` before letting them through (S1–S3, ``ContentTouchDelay``);
/// ``panGestureRecognizer`` starts a drag once the finger has moved 10 pt along an axis the
/// scroll view can scroll, unless the content keeps the touch (S4, S5, ``ScrollPanRecognition``).
/// The motion after the finger lifts (deceleration, bounce, paging) runs on the window's clock,
/// frame by frame, as ``ScrollMotion`` says; see `ScrollView+Motion.swift`.
open class ScrollView: View {
    /// The size of the scrollable content.
    open var contentSize: Size {
        get { _contentSize }
        set {
            let changed = newValue != _contentSize
            _contentSize = newValue
            noteChange()
            updateAdjustedContentInset()
            if changed { limitsChanged() }
        }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    var _contentSize = Size.zero

    /// Extra scrollable space around the content, which the safe area adds to in
    /// ``adjustedContentInset`` (S13).
    open var contentInset: EdgeInsets {
        get { _contentInset }
        set {
            _contentInset = newValue
            noteChange()
            updateAdjustedContentInset()
        }
    }
    var _contentInset = EdgeInsets.zero

    /// The insets the content's limits use: ``contentInset`` plus the safe area as
    /// ``contentInsetAdjustmentBehavior`` says (S13). Every edge the offset rests at, bounces back
    /// to, pages from or scrolls to the top of is measured from these.
    public var adjustedContentInset: EdgeInsets { _adjustedContentInset }
    var _adjustedContentInset = EdgeInsets.zero
    /// The safe area's part of ``adjustedContentInset``'s top: when it changes, content at its top stays there.
    var safeAreaTopInset = 0.0

    /// Called when ``adjustedContentInset`` changed, before the delegate hears of it; UIKit's
    /// `adjustedContentInsetDidChange()`. Does nothing by default.
    open func adjustedContentInsetDidChange() {}

    /// How the safe area adds to ``contentInset``; ``ContentInsetAdjustmentBehavior/automatic`` by default.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Whether dragging scrolls; turning it off mid-drag ends the drag at once (seed 002's scheme I).
    public var isScrollEnabled: Bool {
        get { _isScrollEnabled }
        set {
            _isScrollEnabled = newValue
            panGestureRecognizer.isEnabled = newValue
        }
    }
    private var _isScrollEnabled = true

    /// Whether the content rubber-bands past its edges and bounces back.
    public var bounces: Bool {
        get { _bounces }
        set { _bounces = newValue }
    }
    private var _bounces = true
    /// Whether a vertical drag scrolls even when the content is not taller than the view.
    public var alwaysBounceVertical: Bool {
        get { _alwaysBounceVertical }
        set {
            _alwaysBounceVertical = newValue
            updateAdjustedContentInset()
        }
    }
    private var _alwaysBounceVertical = false
    /// Whether a horizontal drag scrolls even when the content is not wider than the view.
    public var alwaysBounceHorizontal: Bool {
        get { _alwaysBounceHorizontal }
        set {
            _alwaysBounceHorizontal = newValue
            updateAdjustedContentInset()
        }
    }
    private var _alwaysBounceHorizontal = false
    /// Whether the content comes to rest only at multiples of the view's size.
    public var isPagingEnabled = false
    /// Whether a drag that starts mostly along one axis scrolls along that axis only (S8).
    public var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar may scroll the content to its top (S12); true by default.
    public var scrollsToTop = true

    /// The pull-to-refresh control above the content, if any (S15); nil by default. Setting it
    /// makes it a subview, above the content's top.
    public var refreshControl: RefreshControl? {
        get { _refreshControl }
        set {
            _refreshControl?.removeFromSuperview()
            _refreshControl = newValue
            if let control = newValue {
                control.frame = Rect(x: 0, y: -RefreshControl.height, width: _bounds.width, height: RefreshControl.height)
                insertSubview(control, at: 0)
            }
            updateAdjustedContentInset()
        }
    }
    private var _refreshControl: RefreshControl?
    /// How quickly the content slows after a flick: the factor the velocity keeps each millisecond.
    public var decelerationRate = DecelerationRate.normal

    /// Whether touches in the content wait 150 ms before the content sees them (S1); true by default.
    public var delaysContentTouches: Bool {
        get { _delaysContentTouches }
        set { _delaysContentTouches = newValue }
    }
    private var _delaysContentTouches = true
    /// Whether a drag may take a touch the content is already tracking (S5); true by default.
    public var canCancelContentTouches: Bool {
        get { _canCancelContentTouches }
        set { _canCancelContentTouches = newValue }
    }
    private var _canCancelContentTouches = true
    /// Whether a vertical drag at the content's edge goes on in an enclosing scroll view (S7, iOS 17.4).
    public var transfersVerticalScrollingToParent = true
    /// Whether a horizontal drag at the content's edge goes on in an enclosing scroll view (S7, iOS 17.4).
    public var transfersHorizontalScrollingToParent = true

    /// The chain this scroll view moves with, as its parent or one of its children; see ``ScrollChain``.
    public internal(set) var scrollChain: ScrollChain? {
        get { _scrollChain }
        set { _scrollChain = newValue }
    }
    private var _scrollChain: ScrollChain?

    /// Hears what the scroll view does; held weakly, as in UIKit.
    public var delegate: ScrollViewDelegate? {
        get { _delegate }
        set {
            _delegate = newValue
            delegateDidChange()
        }
    }
    private weak var _delegate: ScrollViewDelegate?

    /// Called once the delegate is set: a list puts its menus' interaction on itself for a list
    /// delegate (M5). A hook rather than an override of ``delegate``, whose reads stay direct.
    func delegateDidChange() {}

    /// The scroll view's pan; its id in fixtures is `<scroll view id>.pan`.
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer

    /// The recognizer that delays content touches; its id in fixtures is `<scroll view id>.delay`.
    public let delayRecognizer: ScrollViewDelayedTouchesRecognizer

    /// Where the scroll view is in ``ScrollMotion``.
    public internal(set) var motion: ScrollMotion.State {
        get { _motion }
        set { _motion = newValue }
    }
    private var _motion = ScrollMotion.State.idle
    /// The table of ``ScrollMotion``, kept in a constant (HotPathIdioms: tables in constants).
    let motionTable = ScrollMotion.table

    /// The motion's bookkeeping: the per-axis motions, the frame timer, the drag's start.
    var motionState = ScrollMotionState()
    /// What a caught glide gives the next flick (S6).
    let momentum = ScrollMomentum()
    /// The limits the motion's last frame held it to, nil when no frames run. Kept beside
    /// ``motionState`` rather than in it: the drag's every move changes that one in place, and a
    /// larger value costs each move a dynamic exclusivity check (measured: drag moves +9%).
    var motionLimits: (min: Point, max: Point)?

    /// Where the scroll view is in ``ZoomMotion``.
    public internal(set) var zoomMotion: ZoomMotion.State {
        get { _zoomMotion }
        set { _zoomMotion = newValue }
    }
    // Private storage: every move of a drag reads it (HotPathIdioms: private storage behind an accessor).
    private var _zoomMotion = ZoomMotion.State.idle
    /// The table of ``ZoomMotion``, kept in a constant (HotPathIdioms: tables in constants).
    let zoomTable = ZoomMotion.table
    /// The zoom's bookkeeping: scales, pinch, anchor, animation (`ScrollView+Zooming.swift`).
    var zoomState = ZoomState()

    /// The frame; a new size changes the content's limits, which a motion under way is held to.
    open override var frame: Rect {
        get { super.frame }
        set {
            let size = _bounds.size
            super.frame = newValue
            if _bounds.size != size { limitsChanged() }
        }
    }

    public override init(frame: Rect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        // A scroll view scrolls on a mouse wheel and a trackpad (P3).
        panGestureRecognizer.allowedScrollTypesMask = .all
        delayRecognizer = ScrollViewDelayedTouchesRecognizer()
        super.init(frame: frame)
        addGestureRecognizer(delayRecognizer)
        delayRecognizer.home = UnownedReference(self)
        addGestureRecognizer(panGestureRecognizer)
        // Lent to the target, neither retained nor checked as `unowned` would (a strong retain
        // and a release at every move of a drag): the target goes when the scroll view does
        // (`deinit`), so it never runs without it, even on a pan someone keeps or moves.
        let scrollView = UnownedReference(self)
        panTarget = panGestureRecognizer.addTarget { recognizer in
            scrollView.readPresent { $0.panChanged(recognizer.state) }
        }
    }

    deinit {
        delayRecognizer.home = UnownedReference(nil)
        if let panTarget {
            panGestureRecognizer.removeTarget(panTarget)
        }
        if let pinch = zoomState.pinch, let target = zoomState.pinchTarget {
            pinch.removeTarget(target)
        }
    }

    /// The pan's target that moves the content; see ``init(frame:)``.
    private var panTarget: GestureTargetID?

    /// The point of the content at the view's top-left corner: the bounds origin.
    open var contentOffset: Point {
        get { _bounds.origin }
        @inline(__always) set {
            guard newValue != _bounds.origin else { return }
            // Set whole: changing a part of an open property runs its `modify` accessor, which
            // allocates (HotPathIdioms: storage behind an open accessor).
            bounds = Rect(origin: newValue, size: _bounds.size)
            if !newValue.isFinite {
                offsetIsNotFinite()
            }
            didScroll()
        }
    }

    /// Whether a finger is on the scroll view's content (it may not be dragging yet).
    public var isTracking: Bool {
        panGestureRecognizer.numberOfTouches > 0
    }

    /// Whether the content is following a drag.
    public var isDragging: Bool {
        motion == .dragging
    }

    /// Whether the content is moving on after a drag ended.
    public var isDecelerating: Bool {
        motion == .decelerating || motion == .bouncing
    }

    // MARK: The content's limits

    // The four below are inlined: a drag move reads them on every move.

    /// The smallest content offset at rest on each axis: the insets above and to the left.
    @inline(__always)
    public var minimumContentOffset: Point {
        Point(x: -_adjustedContentInset.left, y: -_adjustedContentInset.top)
    }

    /// The largest content offset at rest on each axis: the content's far edge at the view's far edge.
    @inline(__always)
    public var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, _contentSize.width + _adjustedContentInset.right - _bounds.width),
            y: max(minimum.y, _contentSize.height + _adjustedContentInset.bottom - _bounds.height)
        )
    }

    /// Whether a drag along x scrolls: content wider than the view, or always bouncing horizontally.
    @inline(__always)
    public var scrollsHorizontally: Bool {
        isScrollEnabled && (maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal)
    }

    /// Whether a drag along y scrolls: content taller than the view, or always bouncing vertically.
    @inline(__always)
    public var scrollsVertically: Bool {
        isScrollEnabled && (maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical)
    }

    // MARK: Content touches

    /// Whether the content `view` may have these touches; asked when the delay ends, or at once
    /// when ``delaysContentTouches`` is false (S1, S3). True by default; override to keep some
    /// content from ever seeing touches.
    open func touchesShouldBegin(_ touches: [Touch], with event: Event?, in view: View) -> Bool {
        true
    }

    /// Whether a drag may cancel the touches the content `view` is tracking (S5): true by
    /// default, false for controls, which keep their touch.
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    /// Asks ``touchesShouldBegin(_:with:in:)`` for the content `view` and records the answer.
    func askTouchesShouldBegin(_ touches: [Touch], with event: Event?, in view: View) -> Bool {
        let answer = touchesShouldBegin(touches, with: event, in: view)
        readWindow { $0.trace }?.record(.delegate(recognizer: traceName, question: "touchesShouldBegin", view: view.traceName, other: nil, result: answer))
        return answer
    }

    /// Asks ``touchesShouldCancel(in:)`` for the content `view` and records the answer.
    func askTouchesShouldCancel(in view: View) -> Bool {
        let answer = touchesShouldCancel(in: view)
        readWindow { $0.trace }?.record(.delegate(recognizer: traceName, question: "touchesShouldCancel", view: view.traceName, other: nil, result: answer))
        return answer
    }

    // MARK: Reporting

    /// Tells the invariant checker, if there is one, of an offset that is not a finite number.
    /// Kept out of line: the setter runs at every move of a drag, and this never does.
    @inline(never)
    private func offsetIsNotFinite() {
        readWindow { $0.invariantChecker?.scrollViewOffsetIsNotFinite(self) }
    }

    /// Tells the delegate and the trace that the offset changed.
    func didScroll() {
        // Read first, so that the record, built only when tracing, captures the value, not the
        // scroll view (HotPathIdioms: values handed over).
        let offset = _bounds.origin
        report("didScroll", [TraceField("offset", .point(offset))])
        readWindow { $0.contentMovedUnderPointer() }
        delegate?.scrollViewDidScroll(self)
        if let refresh = _refreshControl, !refresh.isRefreshing, motion == .dragging,
           offset.y <= minimumContentOffset.y - RefreshControl.triggerDistance {
            refresh.pulledPastTrigger()
        }
    }

    /// Records a delegate callback in the trace; `fields` are built only when the trace records.
    func report(_ callback: String, _ fields: @autoclosure () -> [TraceField] = []) {
        readWindow { $0.trace }?.record(.scroll(scrollView: traceName, callback: callback, fields: fields()))
    }
}
