import Foundation

/// A 2D affine transform, Core Graphics' `CGAffineTransform`: the matrix
/// [a b 0; c d 0; tx ty 1], which maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
///
/// A view's ``View/transform`` is one, applied about the view's center as UIKit applies it.
/// The operations have Core Graphics' names and order: `t.scaledBy(x:y:)` scales first and then
/// applies `t`, and `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales x by `sx` and y by `sy`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotates by `angle` radians; with y pointing down, as on the screen, a positive angle turns clockwise.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Moves by `tx` and `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is ``identity``.
    public var isIdentity: Bool {
        self == .identity
    }

    /// This transform applied after `other`: `self` first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale by `sx` and `sy`, then this transform.
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A translation by `tx` and `ty`, then this transform.
    public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
        AffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Whether the transform can be undone: its determinant a·d − b·c is not zero (a view scaled
    /// to zero in either direction cannot).
    public var isInvertible: Bool {
        a * d - b * c != 0
    }

    /// The transform that undoes this one; this one unchanged if it cannot be undone, as Core
    /// Graphics answers.
    public func inverted() -> AffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String {
        "[\(a), \(b), \(c), \(d), \(tx), \(ty)]"
    }
}

extension Point {
    /// The point mapped by `transform`: Core Graphics' `CGPoint.applying(_:)`.
    public func applying(_ transform: AffineTransform) -> Point {
        Point(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension Size {
    /// The size mapped by the transform's linear part (no translation), signs kept: Core
    /// Graphics' `CGSize.applying(_:)`.
    public func applying(_ transform: AffineTransform) -> Size {
        Size(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension Rect {
    /// The smallest rect containing the four corners mapped by `transform`: Core Graphics'
    /// `CGRect.applying(_:)`.
    public func applying(_ transform: AffineTransform) -> Rect {
        guard !isNull else { return self }
        let rect = standardized
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
