/// Chains a parent scroll view and scroll views inside it (the lists of a pager under a
/// collapsing header) along one axis, so that a drag or a fling moves them as one: the seamless
/// nested scrolling that UIKit leaves to apps.
///
/// UIKit hands only a drag to an enclosing scroll view, and only at the content's edge (S7, iOS
/// 17.4); apps that want a header to collapse before a list scrolls pin offsets in
/// `scrollViewDidScroll`, which makes the content jump after a page switch and stops a fling
/// dead where one scroll view meets the other (seed 002). A chain instead decides, for every
/// drag move and every frame of a glide, which scroll view takes the movement
/// (``ScrollChaining``): toward the end the parent first, then the child; toward the start the
/// child first, then the parent; a move that crosses over is split within the same step. The
/// scroll view whose drag started the motion drives it, in one combined offset (the parent's
/// plus the child's), so a fling keeps one deceleration curve across the hand-off and only the
/// chain's outer ends rubber-band and bounce. Each child keeps its own offset when pages switch.
///
/// Drags that start on the parent's own content (the header) move the chain with the child most
/// visible in the parent; taps on the header's controls still reach them, since nothing is
/// redirected in `hitTest`. Android's nested scrolling (`NestedScrollingParent3`) and Compose's
/// `nestedScroll` are the model.
///
/// The chain holds its scroll views weakly; each of them holds the chain. A scroll view belongs
/// to one chain at most, and the children must be inside the parent: breaking either is a
/// programming error and traps.
public final class ScrollChain {
    /// The axis along which a chain moves its scroll views together.
    public enum Axis: Sendable {
        case horizontal
        case vertical
    }

    public let axis: Axis
    public private(set) weak var parent: ScrollView?
    private let childReferences: [WeakScrollView]
    /// The table of ``ScrollChaining``, kept in a constant (HotPathIdioms: tables in constants).
    private let chainingTable = ScrollChaining.table

    /// The scroll view whose drag, and the glide after it, moves the chain now.
    public private(set) weak var driver: ScrollView?

    /// The child the current motion moves: the dragged child, or for a drag on the parent the
    /// child most visible in it when the drag began; none once it is no longer inside the parent,
    /// and the chain is then its parent alone.
    public var engagedChild: ScrollView? {
        guard let child = engagedChildReference, let parent, child.isDescendant(of: parent) else { return nil }
        return child
    }

    private weak var engagedChildReference: ScrollView?

    private func engage(_ child: ScrollView?) {
        engagedChildReference = child
    }

    /// Whether the engaged child has left the parent since it was engaged; the chain forgets it
    /// then, so that this is said once.
    func forgetLostChild() -> Bool {
        guard engagedChildReference != nil, engagedChild == nil else { return false }
        engagedChildReference = nil
        return true
    }

    /// Chains `parent` with `children` along `axis`.
    public init(parent: ScrollView, children: [ScrollView], axis: Axis = .vertical) {
        precondition(!children.isEmpty, "a ScrollChain needs at least one child")
        precondition(parent.scrollChain == nil, "\(parent.traceName) is already in a ScrollChain")
        for child in children {
            precondition(child !== parent && child.isDescendant(of: parent), "\(child.traceName) is not inside \(parent.traceName)")
            precondition(child.scrollChain == nil, "\(child.traceName) is already in a ScrollChain")
        }
        self.axis = axis
        self.parent = parent
        childReferences = children.map(WeakScrollView.init)
        parent.scrollChain = self
        children.forEach { $0.scrollChain = self }
    }

    /// The chained children that still exist, in the order given.
    public var children: [ScrollView] {
        childReferences.compactMap(\.view)
    }

    /// The child a drag on the parent would move: the one with the largest visible part within
    /// the parent (the current page of a pager); the first of equals.
    public var activeChild: ScrollView? {
        guard let parent, parent.window != nil else { return children.first }
        let visible = parent.convert(parent.bounds, to: nil)
        var best: (child: ScrollView, area: Double)?
        for child in children where child.window === parent.window {
            let area = Self.overlap(child.convert(child.bounds, to: nil), visible)
            if best == nil || area > best!.area {
                best = (child, area)
            }
        }
        return best?.child ?? children.first
    }

    // MARK: Driving

    /// `member` began a drag: it drives the chain from now on, and any motion of the other
    /// scroll views stops where it is, since the chain moves them now.
    func memberWillDrag(_ member: ScrollView) {
        engage(member === parent ? activeChild : member)
        driver = member
        for other in [parent].compactMap({ $0 }) + children where other !== member {
            other.chainTookOver()
        }
    }

    /// The driver left the window mid-motion: the scroll views it moved settle by themselves.
    func driverLeftWindow(_ member: ScrollView) {
        guard driver === member else { return }
        driver = nil
        for other in [parent].compactMap({ $0 }) + children where other !== member && other.window != nil {
            other.chainTookOver()
        }
    }

    /// The driver's motion came to rest: the chain has no driver until the next drag, and every
    /// member at rest past one of its own edges springs back inside them. Only members that moved
    /// by themselves while another drove the chain (two fingers on two of its scroll views) can
    /// be there, since the chain lets nothing but its outer ends go past an edge.
    func driverCameToRest(_ member: ScrollView) {
        guard driver === member else { return }
        driver = nil
        for other in [parent].compactMap({ $0 }) + children where other.window != nil && other.motion == .idle {
            other.chainTookOver()
        }
    }

    /// The parent's and the engaged child's offsets along the axis, added: the offset the
    /// driver's drag and glide work in.
    var combinedOffset: Double {
        guard let parent else { return 0 }
        return position(of: parent) + (engagedChild.map(position(of:)) ?? 0)
    }

    /// The range of ``combinedOffset`` at rest.
    var combinedRange: (min: Double, max: Double) {
        guard let parent else { return (0, 0) }
        let parentRange = range(of: parent)
        let childRange = engagedChild.map(range(of:)) ?? (min: 0, max: 0)
        return (parentRange.min + childRange.min, parentRange.max + childRange.max)
    }

    /// How far ``combinedOffset`` may lie from the offset a move asked for by rounding alone: a
    /// few units in the last place of the largest number the move adds up (the scroll views'
    /// positions and limits).
    var roundingTolerance: Double {
        guard let parent else { return 0 }
        func largest(of member: ScrollView?) -> Double {
            guard let member else { return 0 }
            let limits = range(of: member)
            return max(abs(position(of: member)), abs(limits.min), abs(limits.max))
        }
        return 4 * max(1, largest(of: parent), largest(of: engagedChild)).ulp
    }

    /// Whether the chain's end the content moves toward bounces: the parent's start, the child's
    /// end (the parent's, with no child engaged).
    func bounces(towardEnd: Bool) -> Bool {
        (towardEnd ? engagedChild ?? parent : parent)?.bounces ?? false
    }

    /// Moves the chain by `delta` along its axis, the scroll views taking it as ``ScrollChaining`` says.
    func move(by delta: Double) {
        guard delta != 0, let parent else { return }
        let after = positions(afterMovingBy: delta, log: parent.window?.transitionLog)
        // In the order they take the movement, so that the delegates hear it in that order too.
        guard let child = engagedChild else { return setPosition(after.parent, of: parent) }
        if delta > 0 {
            setPosition(after.parent, of: parent)
            setPosition(after.child, of: child)
        } else {
            setPosition(after.child, of: child)
            setPosition(after.parent, of: parent)
        }
    }

    /// Where `member` will be once the chain has moved by `delta`: its part of a glide's target.
    func ownPosition(of member: ScrollView, afterMovingBy delta: Double) -> Double {
        let after = positions(afterMovingBy: delta, log: nil)
        return member === parent ? after.parent : after.child
    }

    /// The parent's and the engaged child's positions after a movement of `delta`, as the table
    /// shares it out; a chain without an engaged child is its parent alone.
    private func positions(afterMovingBy delta: Double, log: TransitionLog?) -> (parent: Double, child: Double) {
        guard let parent else { return (0, 0) }
        var parentPosition = position(of: parent)
        guard let child = engagedChild else { return (parentPosition + delta, 0) }
        var childPosition = position(of: child)
        var delta = delta
        guard delta != 0 else { return (parentPosition, childPosition) }
        let parentRange = range(of: parent)
        let childRange = range(of: child)
        // A member past its own inner edge (the child before its start, the parent beyond its
        // end, left there by a second finger) takes the movement back inside first, so that it
        // cannot stay there while the chain's combined offset comes to rest.
        if delta > 0, childPosition < childRange.min {
            let taken = min(delta, childRange.min - childPosition)
            childPosition += taken
            delta -= taken
        } else if delta < 0, parentPosition > parentRange.max {
            let taken = max(delta, parentRange.max - parentPosition)
            parentPosition += taken
            delta -= taken
        }
        guard delta != 0 else { return (parentPosition, childPosition) }
        // Where the parent is, read afresh for every movement.
        var state: ScrollChaining.State = parentPosition <= parentRange.min ? .parentAtStart
            : parentPosition >= parentRange.max ? .parentAtEnd : .parentInBetween
        var after = (parent: parentPosition, child: childPosition)
        let trigger: ScrollChaining.Trigger = delta > 0 ? .movedTowardEnd : .movedTowardStart
        let movement = Movement(delta: delta, parent: (parentPosition, parentRange), child: (childPosition, childRange))
        let moved = chainingTable.run(trigger, log: log, name: "\(parent.traceName).chain", state: { state }) {
            movement.holds($0)
        } enter: { next, _ in
            state = next
        } perform: {
            movement.perform($0, on: &after)
        }
        precondition(moved, "\(ScrollChaining.name): a movement of \(delta) from \(state) has no row")
        return after
    }

    /// A movement of the chain as ``ScrollChaining`` runs it: how far, and where the two scroll
    /// views are before it and how far each can go.
    private struct Movement {
        let delta: Double
        let parent: (position: Double, range: (min: Double, max: Double))
        let child: (position: Double, range: (min: Double, max: Double))

        /// What the child gives up on the way to its top, and what is left for the parent.
        var childTravelToTop: Double { min(0, child.range.min - child.position) }

        func holds(_ condition: ScrollChaining.Guard) -> Bool {
            switch condition {
            case .parentAbsorbs: parent.position + delta < parent.range.max
            case .stillAtStart: parent.position + delta <= parent.range.min
            case .childAbsorbs: child.position + delta > child.range.min
            case .parentReachesStart: parent.position + (delta - childTravelToTop) <= parent.range.min
            }
        }

        /// Carries out one action: where the two scroll views go.
        func perform(_ action: ScrollChaining.Action, on positions: inout (parent: Double, child: Double)) {
            switch action {
            case .moveParent:
                positions.parent += delta
            case .fillParentMoveChild:
                let parentTravel = max(0, parent.range.max - parent.position)
                positions = (parent.position + parentTravel, child.position + delta - parentTravel)
            case .moveChild:
                positions.child += delta
            case .emptyChildMoveParent:
                positions = (parent.position + delta - childTravelToTop, child.position + childTravelToTop)
            }
        }
    }



    // MARK: Helpers

    private func position(of scrollView: ScrollView) -> Double {
        axis == .vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
    }

    private func setPosition(_ position: Double, of scrollView: ScrollView) {
        switch axis {
        case .vertical: scrollView.contentOffset = Point(x: scrollView._bounds.origin.x, y: position)
        case .horizontal: scrollView.contentOffset = Point(x: position, y: scrollView._bounds.origin.y)
        }
        // The chain's movement is the engine's, whichever of its scroll views drives it.
        scrollView.readWindow { $0.invariantChecker?.scrollViewStartedMoving(scrollView) }
    }

    private func range(of scrollView: ScrollView) -> (min: Double, max: Double) {
        let minimum = scrollView.minimumContentOffset
        let maximum = scrollView.maximumContentOffset
        return axis == .vertical ? (minimum.y, maximum.y) : (minimum.x, maximum.x)
    }

    /// The area two rectangles share.
    private static func overlap(_ first: Rect, _ second: Rect) -> Double {
        let width = min(first.maxX, second.maxX) - max(first.minX, second.minX)
        let height = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}

/// A scroll view held weakly, so that a chain does not keep its scroll views alive.
private struct WeakScrollView {
    weak var view: ScrollView?

    init(_ view: ScrollView) {
        self.view = view
    }
}
