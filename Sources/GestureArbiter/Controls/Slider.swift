/// A control that picks a value in a range by dragging a thumb along a track; UIKit's `UISlider`.
///
/// Geometry (a choice: UIKit's thumb rectangle varies with the iOS version and the style): the
/// thumb is a ``thumbSize`` (28 pt) square, centred across the bounds, whose centre runs along the
/// track from half a thumb inside one end of the bounds to half a thumb inside the other, so the
/// thumb never leaves the bounds. Horizontal sliders have their minimum at the left; vertical ones
/// (``isVertical``, the fixtures' `vertical`) at the bottom, like a `UISlider` rotated a quarter
/// turn counter-clockwise.
///
/// Tracking begins only on the thumb, as in UIKit: ``beginTracking(_:with:)`` answers false
/// elsewhere, so a touch on the bare track sends nothing and leaves the value alone. While
/// tracking, the thumb follows the finger along the track, keeping the offset at which it was
/// grabbed (so it does not jump under the finger), clamped to the track's ends, and every change
/// of the value sends `valueChanged` at once (UIKit's continuous slider; with ``isContinuous``
/// false, the lift sends one). The lift moves the thumb to the lift's location too; a
/// cancellation leaves the value where it got to.
///
/// A one-finger swipe or pan that starts on the thumb and goes along the track overlaps the
/// slider's drag, so the slider refuses it (A6; see ``defaultActionOverlaps(_:)``).
open class Slider: Control {
    /// The side of the thumb's square: 28 pt, about UIKit's standard thumb (a choice).
    public static let thumbSize = 28.0

    /// The lowest value; 0 by default. Raising it above ``maximumValue`` raises that too, and the
    /// value is clamped into the new range.
    public var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The highest value; 1 by default. Lowering it below ``minimumValue`` lowers that too, and
    /// the value is clamped into the new range.
    public var maximumValue = 1.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether the track runs bottom (minimum) to top (maximum) instead of left to right; false by default.
    public var isVertical = false

    /// The value, always within ``minimumValue`` ... ``maximumValue``; setting it clamps it and
    /// sends no event, as in UIKit.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = clamped(newValue)
            noteChange()
        }
    }

    private var storedValue = 0.0

    /// Sets ``value``, clamped, as UIKit's `setValue(_:animated:)` does, sending no event. Drawing
    /// is the host's, so `animated` only says how the host may show it.
    open func setValue(_ value: Double, animated: Bool) {
        self.value = value
    }

    /// Whether every change of the value while the thumb is dragged sends `valueChanged` (true,
    /// the default) or only the lift does, once, if the value changed, as UIKit documents for
    /// `isContinuous`; a cancelled drag then sends none.
    open var isContinuous = true

    /// The value when the thumb was grabbed, for a slider that is not continuous.
    private var valueAtTouchDown = 0.0

    /// How far along the track the finger was from the thumb's centre when it grabbed the thumb.
    private var grabOffset = 0.0

    /// Where the thumb was when the current touch went down, which A6 asks about after it moved.
    private var thumbAtTouchDown: Rect?

    /// The axis the thumb moves along.
    public var trackAxis: TrackAxis { isVertical ? .vertical : .horizontal }

    /// The thumb's rectangle in the slider's bounds space, for the current value.
    public var thumbRect: Rect {
        let size = Self.thumbSize
        let along = thumbCentreAlong(for: fraction)
        switch trackAxis {
        case .horizontal: return Rect(x: along - size / 2, y: _bounds.midY - size / 2, width: size, height: size)
        case .vertical: return Rect(x: _bounds.midX - size / 2, y: along - size / 2, width: size, height: size)
        }
    }

    // MARK: Tracking

    /// Tracks only a touch that goes down on the thumb.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect
        thumbAtTouchDown = thumb
        guard thumb.contains(location) else { return false }
        grabOffset = self.along(location) - thumbCentreAlong(for: fraction)
        valueAtTouchDown = storedValue
        return true
    }

    /// Moves the thumb with the finger, sending `valueChanged` if the value changed.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Moves the thumb to where the finger lifted; a slider that is not continuous sends its one
    /// `valueChanged` now.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch) }
        if !isContinuous, storedValue != valueAtTouchDown {
            send(.valueChanged)
        }
    }

    private func follow(_ touch: Touch) {
        let newValue = value(atThumbCentre: along(touch.location(in: self)) - grabOffset)
        guard newValue != storedValue else { return }
        value = newValue  // Through the open property, so that a subclass's `didSet` sees it.
        if isContinuous {
            send(.valueChanged)
        }
    }

    // MARK: Overlapping recognizers (A6)

    /// A one-finger swipe or pan that started on the thumb (where it was at touch-down) and goes
    /// along the track would drag the thumb, so the slider refuses it. Taps and strokes across the
    /// track go on: a slider's default action is not a tap.
    ///
    /// The pan is a choice: Apple names only the swipe for sliders (and the pan for switches);
    /// refusing a pan along the track too keeps a drag of the thumb from turning into an
    /// ancestor's pan 10 pt later, which is what the swipe rule protects.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        let touch = recognizer.sequenceTouches.first
        let thumb = touch != nil && touch === currentTouch ? thumbAtTouchDown ?? thumbRect : thumbRect
        return isSingleFingerStroke(recognizer, startingIn: thumb, along: trackAxis)
    }

    // MARK: Geometry

    /// Where the value lies between the minimum (0) and the maximum (1).
    private var fraction: Double {
        let range = maximumValue - minimumValue
        return range > 0 ? (storedValue - minimumValue) / range : 0
    }

    /// How far the thumb's centre can travel: the track's length minus one thumb.
    private var travel: Double {
        let length = trackAxis == .horizontal ? _bounds.width : _bounds.height
        return max(length - Self.thumbSize, 0)
    }

    /// The coordinate along the track of the thumb's centre at `fraction`.
    private func thumbCentreAlong(for fraction: Double) -> Double {
        switch trackAxis {
        case .horizontal: _bounds.minX + Self.thumbSize / 2 + fraction * travel
        case .vertical: _bounds.maxY - Self.thumbSize / 2 - fraction * travel
        }
    }

    /// The value whose thumb centre is at `centre` along the track, clamped to the track's ends.
    private func value(atThumbCentre centre: Double) -> Double {
        guard travel > 0 else { return storedValue }
        let offset = switch trackAxis {
        case .horizontal: centre - (_bounds.minX + Self.thumbSize / 2)
        case .vertical: (_bounds.maxY - Self.thumbSize / 2) - centre
        }
        let fraction = min(max(offset / travel, 0), 1)
        return clamped(minimumValue + fraction * (maximumValue - minimumValue))
    }

    private func along(_ point: Point) -> Double {
        trackAxis == .horizontal ? point.x : point.y
    }

    private func clamped(_ value: Double) -> Double {
        min(max(value, minimumValue), maximumValue)
    }
}
