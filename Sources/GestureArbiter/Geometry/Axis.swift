/// One of the plane's two axes: what the scroll view's per-axis rules are written over, once,
/// rather than once for x and again for y.
enum Axis {
    case horizontal
    case vertical
}

extension Point {
    /// The coordinate along `axis`: `x` for the horizontal one, `y` for the vertical one.
    @inline(__always)
    subscript(axis: Axis) -> Double {
        axis == .horizontal ? x : y
    }

    /// The point whose coordinate along each axis is `coordinate(axis)`, worked out for the
    /// horizontal axis first, as `Point(x:y:)` would.
    @inline(__always)
    static func alongEachAxis(_ coordinate: (Axis) -> Double) -> Point {
        Point(x: coordinate(.horizontal), y: coordinate(.vertical))
    }
}

extension Size {
    /// The length along `axis`: `width` for the horizontal one, `height` for the vertical one.
    @inline(__always)
    subscript(axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }
}

/// `value(axis)` for the horizontal axis, then for the vertical one, as an `(x, y)` pair.
@inline(__always)
func alongEachAxis<Value>(_ value: (Axis) -> Value) -> (x: Value, y: Value) {
    (value(.horizontal), value(.vertical))
}

/// The member of an `(x, y)` pair along `axis`.
@inline(__always)
func along<Value>(_ axis: Axis, of pair: (x: Value, y: Value)) -> Value {
    axis == .horizontal ? pair.x : pair.y
}
