extension View {
    /// Converts a point from this view's bounds space to `view`'s; nil means the window's space.
    ///
    /// Views in different hierarchies are converted through each hierarchy's root, as if the
    /// roots shared an origin.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// Converts a point from `view`'s bounds space to this view's; nil means the window's space.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { $0.convertToRoot(point) } ?? point
        return convertFromRoot(inRoot)
    }

    /// Converts a rectangle from this view's bounds space to `view`'s; nil means the window's
    /// space. Through a transform, the answer is the smallest rectangle holding the converted
    /// corners, as UIKit's is.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s bounds space to this view's; nil means the window's space.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// The smallest rectangle that holds the four corners of `rect`, each converted.
    private static func boundingBox(of rect: Rect, _ convert: (Point) -> Point) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(convert)
        let minX = corners.map(\.x).min()!
        let minY = corners.map(\.y).min()!
        return Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
    }

    /// One level down: a point in the superview's bounds space into this view's.
    func convertFromSuperviewSpace(_ point: Point) -> Point {
        guard _isTransformed else {
            let frame = storedFrame
            return Point(x: point.x - frame.minX + _bounds.minX, y: point.y - frame.minY + _bounds.minY)
        }
        // Under a transform, the point relative to the center goes back through its inverse.
        let local = Point(x: point.x - _center.x, y: point.y - _center.y).applying(_transform.inverted())
        return Point(x: local.x + _bounds.midX, y: local.y + _bounds.midY)
    }

    /// One level up: this view's bounds space into its superview's.
    private func convertToSuperviewSpace(_ point: Point) -> Point {
        guard _isTransformed else {
            let frame = storedFrame
            return Point(x: point.x - _bounds.minX + frame.minX, y: point.y - _bounds.minY + frame.minY)
        }
        let moved = Point(x: point.x - _bounds.midX, y: point.y - _bounds.midY).applying(_transform)
        return Point(x: moved.x + _center.x, y: moved.y + _center.y)
    }

    /// The point in the bounds space of the hierarchy's root (the window, when the view is in one),
    /// lending each superview to the next step as ``convertFromRoot(_:)`` does.
    private func convertToRoot(_ point: Point) -> Point {
        readSuperview { $0.convertToRoot(convertToSuperviewSpace(point)) } ?? point
    }

    /// A point in the bounds space of the hierarchy's root into this view's.
    ///
    /// Each superview is lent to the next step rather than retained, since a conversion only reads
    /// geometry: a control converts its touch's location at every lift.
    private func convertFromRoot(_ point: Point) -> Point {
        guard let inSuperview = readSuperview({ $0.convertFromRoot(point) }) else { return point }
        return convertFromSuperviewSpace(inSuperview)
    }
}
