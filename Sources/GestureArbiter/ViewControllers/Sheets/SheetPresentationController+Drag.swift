/// What a drag of the sheet keeps from one move to the next.
struct SheetDrag {
    /// The finger's vertical translation at the last move.
    var lastTranslation = 0.0
    /// The height the finger alone would give, before the rubber band past the ends.
    var rawHeight = 0.0
    /// The scroll view under the finger whose movement the sheet shares out, and its offset
    /// after the last share.
    weak var scrollView: ScrollView?
    var scrollOffset = 0.0
    /// Whether the sheet took the finger's last movement, rather than the scroll view.
    var sheetTookLastMove = true
    /// The heights past which the drag rubber-bands, and the window's height the band stretches
    /// over: found once when the drag begins, since detents change only by code.
    var lowest = 0.0
    var highest = 0.0
    var bandDimension = 0.0
}

/// The sheet's drag (N6, N8): the card follows the finger, past the largest detent and, for a
/// sheet that may not be dismissed, below the smallest one with a rubber band; a scroll view in
/// the card under the finger shares the movement with the sheet.
extension SheetPresentationController {
    func panChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began: handle(.dragBegan)
        case .changed: handle(.dragMoved)
        case .ended, .cancelled, .failed: handle(.dragEnded)
        case .possible: break
        }
    }

    /// Starts following the finger from where the sheet is. The move that began the pan counts
    /// only past its 10 pt threshold, as a scroll view's does (S4), so the card does not jump;
    /// the scroll view under the finger, noted at touch-down, goes back to where it was then.
    func beginDrag() {
        animation = nil
        let travel = pan.translation(in: nil)
        let reach = max(abs(travel.x), abs(travel.y))
        let consumed = reach > pan.hysteresis ? pan.hysteresis / reach : 1
        drag.lastTranslation = travel.y * consumed
        drag.rawHeight = height
        let resolved = resolvedDetents
        drag.highest = resolved.last?.height ?? maximumHeight
        drag.lowest = presented?.isModalInPresentation == true ? (resolved.first?.height ?? 0) : 0
        drag.bandDimension = windowHeight
        layoutMaximum = maximumHeight
        followFinger()
    }

    /// The vertically scrolling scroll view in the card that `touch` went down in, nearest first.
    func scrollView(under touch: Touch) -> ScrollView? {
        var view = touch.view
        while let current = view, current !== sheetView {
            if let scrollView = current as? ScrollView, scrollView.scrollsVertically, scrollView.isScrollEnabled {
                return scrollView
            }
            view = current.superview
        }
        return nil
    }

    /// Shares the finger's movement since the last move between the sheet and the scroll view
    /// under it, as UIKit's sheet does (N8): moving up, the sheet grows to its largest detent
    /// first when ``prefersScrollingExpandsWhenScrolledToEdge``, then the content scrolls;
    /// moving down, the content scrolls back to its top first, then the sheet shrinks. A
    /// movement that crosses over is split in the same move, so nothing jumps. The scroll view
    /// has already moved by the whole movement (its pan runs first, being deeper, G6); its
    /// drag is incremental (S10), so the offset set here holds and its next move goes on from it.
    func followFinger() {
        let translation = pan.translation(in: nil).y
        let movement = translation - drag.lastTranslation
        drag.lastTranslation = translation
        var sheetPart = movement
        if let scrollView = drag.scrollView, scrollView.panGestureRecognizer.state == .began || scrollView.panGestureRecognizer.state == .changed {
            let top = scrollView.minimumContentOffset.y
            var scrollPart: Double
            if movement < 0 {
                let room = prefersScrollingExpandsWhenScrolledToEdge ? max(0, drag.highest - drag.rawHeight) : 0
                sheetPart = -min(-movement, room)
                scrollPart = movement - sheetPart
            } else {
                let room = max(0, drag.scrollOffset - top)
                scrollPart = min(movement, room)
                sheetPart = movement - scrollPart
            }
            drag.scrollOffset -= scrollPart
            if scrollView.contentOffset.y != drag.scrollOffset {
                scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: drag.scrollOffset)
            }
        }
        drag.sheetTookLastMove = sheetPart != 0
        guard sheetPart != 0 else { return }
        drag.rawHeight -= sheetPart
        height = bandedHeight(drag.rawHeight)
        placeViews()
    }

    /// The height shown for the finger's `raw` height: past the largest detent, and below the
    /// smallest for a sheet the user may not dismiss, the sheet gives way as a scroll view's
    /// content does past its edge (S10's rubber band, over the window's height).
    private func bandedHeight(_ raw: Double) -> Double {
        max(0, ScrollPhysics.rubberBandedOffset(raw, min: drag.lowest, max: drag.highest, dimension: drag.bandDimension, bounces: true))
    }

    /// The height the lift throws the sheet to: where it would come to rest if it glided on from
    /// the finger's speed at a scroll view's normal deceleration, the projection Apple gives for
    /// such decisions ("Designing Fluid Interfaces", WWDC 2018: velocity / 1000 × rate / (1 − rate), rate 0.998).
    private func projectedHeight() -> Double {
        guard drag.sheetTookLastMove else { return height }
        let rate = DecelerationRate.normal.rawValue
        return height - releaseVelocity() / 1000 * rate / (1 - rate)
    }

    /// The finger's downward speed at the lift, in points a second, zero when it stopped first (S10).
    private func releaseVelocity() -> Double {
        pan.releaseVelocity().y
    }

    /// Whether the lift throws the sheet nearer to the bottom edge than to any detent (N6).
    func liftDismisses() -> Bool {
        let projected = projectedHeight()
        guard let nearest = resolvedDetents.min(by: { abs($0.height - projected) < abs($1.height - projected) }) else { return true }
        return abs(projected) < abs(nearest.height - projected)
    }

    /// Springs to the detent nearest the projection, with the finger's speed; a new detent is the
    /// selected one, and the delegate hears of it (N6). A scroll view that had the finger last
    /// glides on by itself; one the sheet took the movement from stops where it is pinned.
    func settleAtLift() {
        let projected = projectedHeight()
        let resolved = resolvedDetents
        guard let nearest = resolved.min(by: { abs($0.height - projected) < abs($1.height - projected) }) else { return }
        if drag.sheetTookLastMove, let scrollView = drag.scrollView {
            scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        }
        let previous = currentDetent?.identifier
        spring(to: nearest.height, velocity: drag.sheetTookLastMove ? -releaseVelocity() : 0)
        if nearest.identifier != previous {
            selectedDetentIdentifierChangedByUser(to: nearest.identifier)
        }
    }

    private func selectedDetentIdentifierChangedByUser(to identifier: Detent.Identifier) {
        suppressesDetentTrigger = true
        selectedDetentIdentifier = identifier
        suppressesDetentTrigger = false
        updateDimming()
        report("sheetPresentationControllerDidChangeSelectedDetentIdentifier", [TraceField("detent", .string(identifier.rawValue))])
        delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
