extension View {
    /// The alpha below which a view is treated as invisible to touches, as documented for UIKit.
    public static let minimumHittableAlpha = 0.01

    /// Whether hit-testing may consider the view at all: visible, interactive and not transparent.
    public var isHittable: Bool {
        !_isHidden && isUserInteractionEnabled && _alpha >= Self.minimumHittableAlpha
    }

    /// Calls ``hitTest(_:with:)``, recording the call and its answer in the event's trace.
    ///
    /// The engine makes every hit-test call through here, so overrides are honoured and still
    /// traced; calls a subclass makes itself (such as `super.hitTest`) are not recorded twice.
    func callHitTest(_ point: Point, with event: Event?) -> View? {
        guard let trace = event?.trace, trace.isActive else {
            return hitTest(point, with: event)
        }
        let slot = trace.openHitTest(view: traceName, point: point)
        let result = hitTest(point, with: event)
        trace.closeHitTest(slot, result: result?.traceName)
        return result
    }

    /// Calls ``point(inside:with:)``, recording the call and its answer in the event's trace.
    func callPointInside(_ point: Point, with event: Event?) -> Bool {
        let result = self.point(inside: point, with: event)
        if let trace = event?.trace, trace.isActive {
            trace.record(.pointInside(view: traceName, point: point, result: result))
        }
        return result
    }
}
