/// A picture going to its place on an ease-out curve over ``DragInteraction/settleDuration``:
/// a dropped preview fading, a cancelled one going back, a reordered row settling (I4, I9).
struct SettleAnimation {
    let start: VirtualTime
    let from: Point
    let to: Point

    /// How far along the curve the animation is at `time`, from 0 to 1.
    func progress(at time: VirtualTime) -> Double {
        min(1, max(0, (time.seconds - start.seconds) / DragInteraction.settleDuration))
    }

    /// The eased fraction of the way covered at `time` and the place reached.
    func step(at time: VirtualTime) -> (eased: Double, position: Point) {
        let remaining = 1 - progress(at: time)
        let eased = 1 - remaining * remaining * remaining
        return (eased, Point(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
    }
}
