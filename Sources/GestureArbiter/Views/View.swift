/// A rectangular area that draws nothing but takes part in hit-testing and the responder chain;
/// UIKit's `UIView`, without rendering.
///
/// Geometry follows UIKit without transforms: ``frame`` places the view in its superview's
/// coordinates, ``bounds`` is the same rectangle in the view's own coordinates, and the bounds'
/// origin shifts everything the view contains (a scroll view's content offset is its bounds origin).
///
/// Views belong to one thread, like UIKit's; they are deliberately not `Sendable`.
open class View: Responder {
    /// The view's rectangle in its own coordinate space; its origin moves the subviews.
    open var bounds: Rect {
        get { _bounds }
        set {
            _bounds = newValue
            noteChange()
            noteGeometryChange()
        }
    }
    // Storage behind the open accessors: the engine reads it directly, a call that subclasses
    // could override costing a dispatch at every read, and writes through the accessors, so that
    // a subclass's `didSet` sees every change (HotPathIdioms: storage behind an open accessor).
    var _bounds: Rect

    /// The view's centre in its superview's coordinate space.
    open var center: Point {
        get { _center }
        set {
            _center = newValue
            noteChange()
            noteGeometryChange()
        }
    }
    var _center: Point

    /// The transform applied to the view about its ``center``, as UIKit applies it: a scaled,
    /// rotated or moved view is drawn, hit and converted where the transform puts it, while its
    /// ``bounds`` stay as they are. ``AffineTransform/identity`` by default.
    open var transform: AffineTransform {
        get { _transform }
        set {
            _transform = newValue
            _isTransformed = !newValue.isIdentity
            noteChange()
            noteGeometryChange()
        }
    }
    var _transform = AffineTransform.identity
    /// Whether ``transform`` is not the identity: one test on the engine's paths through geometry.
    var _isTransformed = false

    /// The view's subviews, back to front: the last one is drawn on top and is hit-tested first.
    public var subviews: [View] { _subviews }
    private var _subviews: [View] = []

    /// The view that contains this one, if any.
    public private(set) var superview: View? {
        get { _superview.object }
        set { _superview = UnownedReference(newValue) }
    }
    // Not weak: a weak reference gives the object it points to a side table, which makes every
    // retain and release of that object several times slower, and views are retained on every
    // event. The superview holds this view in its subviews for as long as this is set, and clears
    // it when it lets go, in `detachFromSuperview` or in its `deinit`, so it never dangles.
    private var _superview = UnownedReference<View>(nil)

    /// The controller that manages this view, which then comes next in the responder chain.
    public internal(set) var viewController: ViewController? {
        get { _viewController }
        set { _viewController = newValue }
    }
    // Private storage: ``next`` reads it each time a touch is forwarded up the chain
    // (HotPathIdioms: private storage behind an accessor).
    private weak var _viewController: ViewController?

    /// A hidden view, and everything in it, is skipped by hit-testing.
    open var isHidden: Bool {
        get { _isHidden }
        set {
            _isHidden = newValue
            noteChange()
        }
    }
    var _isHidden = false

    /// A view whose alpha is below 0.01, and everything in it, is skipped by hit-testing.
    open var alpha: Double {
        get { _alpha }
        set {
            _alpha = newValue
            noteChange()
        }
    }
    var _alpha: Double = 1

    /// A view with user interaction disabled, and everything in it, is skipped by hit-testing.
    public var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }
    private var _isUserInteractionEnabled = true

    /// Whether the view receives every touch of a multi-touch sequence; when false (the default)
    /// it receives only the first, while its gesture recognizers still see them all.
    public var isMultipleTouchEnabled: Bool {
        get { _isMultipleTouchEnabled }
        set { _isMultipleTouchEnabled = newValue }
    }
    private var _isMultipleTouchEnabled = false

    /// Whether a touch on this view is delivered only while no other view in the window is
    /// tracking a touch, and blocks touches on other views while it tracks one.
    public var isExclusiveTouch: Bool {
        get { _isExclusiveTouch }
        set { _isExclusiveTouch = newValue }
    }
    private var _isExclusiveTouch = false

    /// The recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] { _gestureRecognizers }
    private var _gestureRecognizers: [GestureRecognizer] = []

    /// The interactions attached (``interactions``).
    var attachedInteractions: [Interaction] = []

    /// Creates a view with the given frame and a bounds origin of zero.
    public init(frame: Rect) {
        _bounds = Rect(origin: .zero, size: frame.size)
        _center = Point(x: frame.midX, y: frame.midY)
        super.init()
        _window = UnownedReference(self as? Window)
    }

    /// The view's rectangle in its superview's coordinate space: with a ``transform``, the
    /// smallest rectangle that holds the transformed bounds, as UIKit documents.
    ///
    /// Setting it resizes ``bounds`` (keeping the bounds origin) and moves ``center``. Under a
    /// transform other than the identity Apple calls the result undefined; here (a choice) the
    /// center moves so that the frame's middle is where asked, and the bounds are resized only
    /// when the transform keeps the axes (a scale and a translation): to the frame's size divided
    /// by the scale. A rotated view keeps its bounds size.
    open var frame: Rect {
        get { storedFrame }
        set {
            guard _isTransformed else {
                bounds = Rect(origin: _bounds.origin, size: newValue.size)
                center = Point(x: newValue.midX, y: newValue.midY)
                return
            }
            let t = _transform
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                bounds = Rect(origin: _bounds.origin, size: Size(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d)))
            }
            center = Point(x: newValue.midX - t.tx, y: newValue.midY - t.ty)
        }
    }

    /// Whether the view is already among its window's changes (``Window/takeChanges()``).
    final var isChangeNoted = false

    /// Asks for the view to be drawn again, as UIKit's `setNeedsDisplay()` does: it is listed
    /// among its window's changes (``Window/takeChanges()``), so that a renderer redraws it when
    /// state of the app's own (a hover style, a cell's content) changes what it shows.
    open func setNeedsDisplay() {
        noteChange()
    }

    /// Lists the view among its window's changes, once until the host takes them.
    @inline(__always)
    final func noteChange() {
        guard !isChangeNoted else { return }
        _window.read { $0.changeFeed.note(self, of: $0) }
    }

    /// Tells a window with a safe area that a view moved or resized, which may change how much of
    /// the safe area its scroll views cover (S13).
    @inline(__always)
    final func noteGeometryChange() {
        _window.read { window in
            if window.safeArea.isPresent {
                window.safeArea.updateAdjustedContentInsets()
            }
        }
    }

    /// How far in from each edge the window's safe area begins, over the part of the window this
    /// view covers: zero on an edge that lies inside the safe area, and zero outside a window.
    /// Measured on the view's frame in the window (its bounding box under a transform), so a view
    /// inside a scroll view's content moves through the safe area as the content scrolls (S13).
    open var safeAreaInsets: EdgeInsets {
        guard let window = _window.object, window.safeArea.isPresent else { return .zero }
        let insets = window.safeAreaInsets
        let windowBounds = window._bounds
        // From the frame rather than the bounds: a scroll view's own offset cancels out exactly.
        let frame = readSuperview { $0.convert(storedFrame, to: nil) } ?? storedFrame
        func part(_ covered: Double, _ size: Double) -> Double { min(max(covered, 0), max(size, 0)) }
        return EdgeInsets(
            top: part(windowBounds.minY + insets.top - frame.minY, frame.height),
            left: part(windowBounds.minX + insets.left - frame.minX, frame.width),
            bottom: part(frame.maxY - (windowBounds.maxY - insets.bottom), frame.height),
            right: part(frame.maxX - (windowBounds.maxX - insets.right), frame.width)
        )
    }

    /// ``frame`` as the stored bounds, center and transform give it, for the engine's own reads.
    var storedFrame: Rect {
        let untransformed = Rect(x: _center.x - _bounds.width / 2, y: _center.y - _bounds.height / 2, width: _bounds.width, height: _bounds.height)
        guard _isTransformed else { return untransformed }
        let aroundCenter = Rect(x: -_bounds.width / 2, y: -_bounds.height / 2, width: _bounds.width, height: _bounds.height)
        return aroundCenter.applying(_transform).offsetBy(dx: _center.x, dy: _center.y)
    }

    /// The controller if there is one, otherwise the superview.
    open override var next: Responder? {
        viewController ?? superview
    }

    /// The window the view is in, if any; a window is its own.
    ///
    /// Final and stored, since the engine reads it several times per event: one load, with no
    /// dynamic dispatch and no walk up the superview chain.
    public final var window: Window? {
        _window.object
    }

    /// What `read` reads off ``superview`` (nil for a root), without retaining the superview.
    final func readSuperview<Value>(_ read: (View) -> Value) -> Value? {
        _superview.read(read)
    }

    /// What `read` reads off ``window`` (nil outside a window), without retaining the window.
    final func readWindow<Value>(_ read: (Window) -> Value) -> Value? {
        _window.read(read)
    }

    /// ``window``, kept up to date whenever this view or an ancestor moves (as UIKit tracks it for
    /// `didMoveToWindow`). Unowned rather than weak, for the reason `_superview` is; a window going
    /// away clears it in everything it contained (`deinit`).
    private var _window = UnownedReference<Window>(nil)

    /// Clears the references that this view's subviews and recognizers keep to it, and that
    /// everything it contained keeps to it as a window: they are unowned, so nothing else would.
    deinit {
        for subview in _subviews {
            subview.superview = nil
            subview.superviewWindowDidChange()
        }
        for recognizer in _gestureRecognizers {
            recognizer.view = nil
        }
    }

    /// The front-most view at `point` (in this view's bounds space) that should receive a touch
    /// there, or nil; UIKit's default algorithm.
    ///
    /// A hidden view, one with user interaction disabled, or one with alpha below 0.01 answers nil.
    /// Otherwise the view asks its own ``point(inside:with:)``: false answers nil without trying any
    /// subview, which is why a subview hanging outside its superview cannot be touched there. Then
    /// the subviews are tried front-most first, each with the point converted into its space, and
    /// the first non-nil answer wins; if none answers, the view itself does.
    ///
    /// Override it to redirect touches (return another view) or to let them pass through (return
    /// nil where `super` returns `self`). It must be free of side effects: UIKit may call it more
    /// than once for one touch.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        // A view scaled to nothing covers no point, as in UIKit.
        guard isHittable, !_isTransformed || _transform.isInvertible else { return nil }
        guard callPointInside(point, with: event) else { return nil }
        // A view without subviews answers itself without a loop, which would hold its empty array.
        guard !_subviews.isEmpty else { return self }
        let hit = _subviews.lastAnswerLent { subview in
            subview.callHitTest(subview.convertFromSuperviewSpace(point), with: event)
        }
        return hit ?? self
    }

    /// Whether `point`, in this view's bounds space, is inside the view for touches; by default
    /// whether ``bounds`` contains it.
    ///
    /// Override it to grow or shrink the touch area without changing the frame.
    open func point(inside point: Point, with event: Event?) -> Bool {
        _bounds.contains(point)
    }

    /// Whether `recognizer`, which is watching touches on this view, may leave possible (G4);
    /// true by default. Controls override it to keep their own action ahead of an ancestor's
    /// recognizer (A6). Asked before the recognizer's delegate.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        true
    }

    /// Attaches a recognizer, taking it from the view it was on; it sees the touches of this view
    /// and its subviews from the next touch-down on.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        var recognizers = _gestureRecognizers.takeAll()
        recognizers.append(recognizer)
        _gestureRecognizers.putBack(&recognizers)
        recognizer.view = self
    }

    /// Detaches a recognizer; one in the middle of a gesture is cancelled or failed first (G5).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        if let window {
            window.gestureEnvironment.recognizerWillBeRemoved(recognizer)
            window.changeFeed.forget(recognizer)
        }
        var recognizers = _gestureRecognizers.takeAll()
        recognizers.remove(at: index)
        _gestureRecognizers.putBack(&recognizers)
        recognizer.view = nil
    }

    /// Adds `view` on top of the other subviews, taking it from its current superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is the back), taking it from its current superview first.
    ///
    /// An index beyond the end adds it on top, as UIKit does. Adding a view to itself or to one of
    /// its own descendants is a programming error and traps.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "a view cannot be added to itself or to one of its descendants")
        detachForInsertion(view)
        var subviews = _subviews.takeAll()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        _subviews.putBack(&subviews)
        view.superview = self
        view.superviewWindowDidChange()
        noteChange()
    }

    /// Inserts `views` at `index` in ``subviews``, in their order, as ``insertSubview(_:at:)``
    /// does one by one but moving the subviews after them once: a list takes in a screenful of
    /// new cells in time linear in their number.
    func insertSubviews(_ views: some Collection<View>, at index: Int) {
        guard !views.isEmpty else { return }
        for view in views {
            precondition(!isDescendant(of: view), "a view cannot be added to itself or to one of its descendants")
            detachForInsertion(view)
        }
        var subviews = _subviews.takeAll()
        subviews.insert(contentsOf: views, at: min(max(index, 0), subviews.count))
        _subviews.putBack(&subviews)
        for view in views {
            view.superview = self
            view.superviewWindowDidChange()
        }
        noteChange()
    }

    /// Inserts `view` just above `sibling`, one of this view's subviews; on top if it is not one.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        precondition(!isDescendant(of: view), "a view cannot be added to itself or to one of its descendants")
        detachForInsertion(view)
        insertSubview(view, at: (indexOfSubview(sibling) ?? subviews.count - 1) + 1)
    }

    /// Inserts `view` just below `sibling`, one of this view's subviews; at the back if it is not one.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        precondition(!isDescendant(of: view), "a view cannot be added to itself or to one of its descendants")
        detachForInsertion(view)
        insertSubview(view, at: indexOfSubview(sibling) ?? 0)
    }

    /// Takes the view out of its superview; touches it was handling are cancelled first.
    ///
    /// The cancellation is delivered while the view is still in the hierarchy, so that the
    /// responders that saw the touch begin also see it end.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        window?.viewWillLeaveWindow(self)
        detachFromSuperview()
    }

    /// Takes `view` out of its current place before it is inserted here; its touches are cancelled
    /// only if it is leaving its window, since UIKit cancels on leaving the window, not on moving within it.
    private func detachForInsertion(_ view: View) {
        if let oldWindow = view.window, oldWindow !== window {
            oldWindow.viewWillLeaveWindow(view)
        }
        view.detachFromSuperview()
    }

    private func detachFromSuperview() {
        if let superview {
            var siblings = superview._subviews.takeAll()
            siblings.removeAll { $0 === self }
            superview._subviews.putBack(&siblings)
            superview.noteChange()
        }
        superview = nil
        superviewWindowDidChange()
    }

    /// Brings ``window`` up to date in this view and everything it contains, after this view
    /// moved; without recursion, since a view may be nested thousands deep. A window stays its own.
    private func superviewWindowDidChange() {
        let window = (self as? Window) ?? superview?.window
        guard _window.object !== window else { return }
        // Every view listed has a new window: a subview is listed only when its window changes
        // too (a window inside stays its own), and all are told once every one knows its window.
        var changed: [View] = [self]
        var index = 0
        while index < changed.count {
            let view = changed[index]
            index += 1
            let window = (view as? Window) ?? view.superview?.window
            // A view that leaves its window leaves its list of changes too, which would keep it alive.
            if view.isChangeNoted, let old = view._window.object {
                old.changeFeed.forget(view)
            }
            let scrollView = view as? ScrollView
            if let scrollView {
                view._window.read { $0.safeArea.scrollViewLeft(scrollView) }
                window?.safeArea.scrollViewEntered(scrollView)
            }
            view._window = UnownedReference(window)
            scrollView?.updateAdjustedContentInset()
            for subview in view.subviews where subview._window.object !== ((subview as? Window) ?? window) {
                changed.append(subview)
            }
        }
        for view in changed {
            view.didMoveToWindow()
            if !view.attachedInteractions.isEmpty {
                view.interactionsWindowDidChange()
            }
        }
    }

    /// Called after the view moved into a window, out of one, or to another, once everything it
    /// contains knows its new ``View/window``; UIKit's `didMoveToWindow()`. Does nothing by default.
    open func didMoveToWindow() {}

    /// Whether this view is `view` or is contained in it at any depth.
    public func isDescendant(of view: View) -> Bool {
        if self === view { return true }
        var found = false
        forEachSuperview { ancestor in
            found = ancestor === view
            return !found
        }
        return found
    }

    /// How many views contain this one: the arbiter orders recognizers by their views' depths.
    var depth: Int {
        var depth = 0
        forEachSuperview { _ in
            depth += 1
            return true
        }
        return depth
    }

    /// Whether a recognizer attached to this view after `recognizer` satisfies `condition`, each
    /// lent to the call rather than retained.
    final func containsRecognizer(attachedAfter recognizer: GestureRecognizer, where condition: (GestureRecognizer) -> Bool) -> Bool {
        var isAfter = false
        return _gestureRecognizers.containsLent { other in
            if other === recognizer {
                isAfter = true
                return false
            }
            return isAfter && condition(other)
        }
    }

    /// Calls `visit` with this view's recognizers, then those of each view that contains it,
    /// nearest first, each view's in the order attached. Views and recognizers are lent to the
    /// call, not retained: `visit` must not change the hierarchy or the recognizers.
    ///
    /// A view without recognizers, as most are, is passed over without a loop: the loop holds
    /// the view's array, and holding even an empty one is a retain and a release.
    @inline(__always)
    final func forEachGestureRecognizerToRoot(_ visit: (GestureRecognizer) -> Void) {
        if !_gestureRecognizers.isEmpty {
            _gestureRecognizers.forEachLent(visit)
        }
        forEachSuperview { ancestor in
            if !ancestor._gestureRecognizers.isEmpty {
                ancestor._gestureRecognizers.forEachLent(visit)
            }
            return true
        }
    }

    /// Calls `visit` with each view that contains this one, nearest first, for as long as it
    /// returns true. Each is lent to the call rather than retained, since a walk up the hierarchy
    /// runs several times per touch; `visit` must not take a view out of the hierarchy.
    private func forEachSuperview(_ visit: (View) -> Bool) {
        var ancestor = _superview
        while let next = ancestor.read({ visit($0) ? $0._superview : UnownedReference(nil) }) {
            ancestor = next
        }
    }

    private func indexOfSubview(_ view: View) -> Int? {
        subviews.firstIndex { $0 === view }
    }
}
