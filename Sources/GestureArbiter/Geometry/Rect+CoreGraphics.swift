/// The `CGRect` operations a simulator reaches for, under their Core Graphics names and with
/// their semantics: a rect with a negative size is read standardized, and an operation with no
/// answer gives ``null``, as Core Graphics does.
extension Rect {
    /// The rect at infinity that stands for "no rect", Core Graphics' `CGRect.null`: what
    /// ``intersection(_:)`` gives for rects that do not overlap.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is ``null``.
    public var isNull: Bool {
        origin.x == .infinity || origin.y == .infinity
    }

    /// Whether the rect covers no area: null, or zero wide or high.
    public var isEmpty: Bool {
        isNull || size.width == 0 || size.height == 0
    }

    /// The same rect with a non-negative width and height.
    public var standardized: Rect {
        guard !isNull else { return self }
        return Rect(x: Swift.min(origin.x, origin.x + size.width), y: Swift.min(origin.y, origin.y + size.height),
                    width: abs(size.width), height: abs(size.height))
    }

    /// Whether `rect` lies wholly inside this one (edges may touch).
    public func contains(_ rect: Rect) -> Bool {
        let outer = standardized
        let inner = rect.standardized
        guard !outer.isNull, !inner.isNull else { return false }
        return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// The overlap of the two rects; ``null`` when they do not overlap or only touch.
    public func intersection(_ rect: Rect) -> Rect {
        let a = standardized
        let b = rect.standardized
        guard !a.isNull, !b.isNull else { return .null }
        let minX = Swift.max(a.minX, b.minX)
        let maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY)
        let maxY = Swift.min(a.maxY, b.maxY)
        guard minX < maxX, minY < maxY else { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the two rects overlap: their ``intersection(_:)`` is not ``null``.
    public func intersects(_ rect: Rect) -> Bool {
        !intersection(rect).isNull
    }

    /// The smallest rect that contains both; a ``null`` rect adds nothing.
    public func union(_ rect: Rect) -> Rect {
        let a = standardized
        let b = rect.standardized
        if a.isNull { return b }
        if b.isNull { return a }
        let minX = Swift.min(a.minX, b.minX)
        let minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }

    /// The rect moved in by `dx` on the left and right and `dy` on the top and bottom (out for
    /// negative values); ``null`` if that leaves a negative width or height.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let rect = standardized
        guard !rect.isNull, rect.size.width - 2 * dx >= 0, rect.size.height - 2 * dy >= 0 else { return .null }
        return Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width - 2 * dx, height: rect.size.height - 2 * dy)
    }
}
