/// Recognizes two fingers moving toward or away from each other; UIKit's `UIPinchGestureRecognizer`.
///
/// Continuous: it begins when the distance between the two fingers has changed by more than the
/// pinch hysteresis (10 pt) from the distance when the second finger went down, changes on each
/// move while both are down, and ends when both have lifted. The decisions are the rows of
/// ``TwoFingerRecognition``, which it shares with ``RotationGestureRecognizer``; the hysteresis
/// comes from the window's ``InteractionConstants``.
///
/// ``scale`` is the distance between the fingers over a reference distance, times a reference
/// scale. The reference starts as the distance at which the pinch began and 1, so the scale reads
/// 1 at `.began`, as Apple's "Handling pinch gestures" says and devices show; a trackpad's pinch
/// begins with its transform, so its reference is the distance at the transform's start. Setting
/// ``scale`` makes the value set and the distance at that moment the new reference: UIKit's
/// scale is "relative to the points of the two touches", so the usual handler that applies the
/// scale to a transform and sets it back to 1 then reads only what changed since.
///
/// Choices where UIKit does not say: a third finger of a sequence is ignored, even after one of
/// the pair has lifted; moves of the one finger left after the other lifted send no `.changed`
/// (there is no distance to measure); after ``scale`` is set while the fingers touch, the scale
/// is measured from the first distance that is not zero.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// The distance between the two fingers over its reference; 1 until the pinch begins, unless set.
    ///
    /// Setting it rebases the measure: later changes multiply the value set, and ``TwoFingerGestureRecognizer/velocity``
    /// starts again from zero. A value that is not finite is a programming error and traps.
    public var scale: Double {
        get {
            guard hasBegun, let distance = lastDistance, let ratio = Self.ratio(distance, referenceDistance) else {
                return referenceScale
            }
            return referenceScale * ratio
        }
        set {
            precondition(newValue.isFinite, "\(traceName): scale must be finite, not \(newValue)")
            referenceScale = newValue
            if hasBegun, let distance = lastDistance {
                referenceDistance = distance
            }
            restartVelocity(from: newValue)
        }
    }

    private var initialDistance: Double = 0
    /// The distance the scale is measured from; zero while it waits for fingers that are apart.
    private var referenceDistance: Double = 0
    private var referenceScale: Double = 1
    /// The distance at the last move of both fingers, which the scale reads; a lift does not change it.
    private var lastDistance: Double?

    open override func reset() {
        super.reset()
        initialDistance = 0
        referenceDistance = 0
        referenceScale = 1
        lastDistance = nil
    }

    override var value: Double { scale }

    override func pairMovedBeyondHysteresis(constants: InteractionConstants) -> Bool {
        guard let distance = currentDistance else { return false }
        return abs(distance - initialDistance) > (followsTransform ? 0 : constants.pinchHysteresis)
    }

    override func measureInitialPair() {
        initialDistance = currentDistance ?? 0
    }

    override func startValue() {
        // A trackpad's transform begins where the system's pinch began: at its start.
        referenceDistance = followsTransform ? initialDistance : currentDistance ?? initialDistance
        measure()
    }

    override func updateValue() {
        measure()
    }

    /// The distance between the pair while both fingers are down.
    private var currentDistance: Double? {
        guard isPairDown else { return nil }
        return pair[0].locationInWindow.distance(to: pair[1].locationInWindow)
    }

    /// Takes the distance of this move, which the scale reads.
    private func measure() {
        guard let distance = currentDistance else { return }
        if Self.ratio(distance, referenceDistance) == nil, distance > 0 {
            referenceDistance = distance
        }
        lastDistance = distance
    }

    /// `numerator / denominator`, or nil when that is not a finite number.
    private static func ratio(_ numerator: Double, _ denominator: Double) -> Double? {
        guard denominator > 0 else { return nil }
        let ratio = numerator / denominator
        return ratio.isFinite ? ratio : nil
    }
}
