/// A control that is on or off, toggled by a tap or by dragging its knob; UIKit's `UISwitch`.
///
/// Geometry (a choice; UIKit's switch is a fixed 51 × 31 pt, ours takes its frame): the knob is
/// a square as tall as the bounds less 2 pt top and bottom (27 pt in a 31 pt switch), 2 pt from
/// the left edge when off and from the right edge when on. Its centre therefore travels
/// ``knobTravel`` (20 pt in a 51 pt switch) between the two.
///
/// The rule (a choice: UIKit documents none). A switch tracks a touch anywhere on it. The knob
/// follows the finger's horizontal movement from touch-down, clamped to its travel; ``isOn``
/// does not change until the lift, and `valueChanged` is sent once, at the lift, from
/// ``endTracking(_:with:)`` (so before `touchUpInside`), and only if the value changed.
/// - A touch whose finger went sideways more than half the knob's travel from touch-down (10 pt
///   in a 51 pt switch), at any time, is a drag: at the lift the switch takes the side the
///   knob's centre is on (right = on), wherever the finger lifts, inside or outside; a knob
///   exactly in the middle keeps the value of the touch-down. So dragging the knob across the
///   middle toggles, and dragging it across and back, or pushing it against its end, does not.
/// - Any other touch is a tap: it toggles if it lifts inside (within the 70 pt slop,
///   `touchUpInside`) and changes nothing if it lifts outside.
/// A cancelled touch changes nothing.
///
/// Like a button, a switch refuses an ancestor's one-finger single tap; like a slider's thumb,
/// its knob refuses a one-finger pan or swipe along it (A6; see ``defaultActionOverlaps(_:)``).
open class Switch: Control {
    /// Whether the switch is on; false by default. Setting it sends no event, as in UIKit.
    open var isOn = false {
        didSet { noteChange() }
    }

    /// Sets ``isOn``, as UIKit's `setOn(_:animated:)` does, sending no event. Drawing is the
    /// host's, so `animated` only says how the host may show it.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The knob's horizontal movement from where it was at touch-down, clamped to its travel.
    private var knobShift = 0.0

    /// Whether the current touch is a drag: its finger went sideways more than half the knob's travel.
    private var isDrag = false

    /// The knob's side, in the switch's bounds space, for the current value.
    public var knobRect: Rect {
        knobRect(on: isOn)
    }

    /// How far the knob's centre moves between off and on.
    public var knobTravel: Double {
        max(_bounds.width - 4 - knobSide, 0)
    }

    private var knobSide: Double {
        max(_bounds.height - 4, 0)
    }

    private func knobRect(on: Bool) -> Rect {
        let side = knobSide
        let x = on ? _bounds.maxX - 2 - side : _bounds.minX + 2
        return Rect(x: x, y: _bounds.midY - side / 2, width: side, height: side)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        knobShift = 0
        isDrag = false
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Decides the new value: the knob's side after a drag, a toggle after a tap that lifts inside.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch) }
        let newValue: Bool
        if isDrag {
            let knobCentre = knobRect(on: isOn).midX + knobShift
            newValue = knobCentre == _bounds.midX ? isOn : knobCentre > _bounds.midX
        } else {
            newValue = isTouchInside ? !isOn : isOn
        }
        guard newValue != isOn else { return }
        isOn = newValue
        send(.valueChanged)
    }

    private func follow(_ touch: Touch) {
        let dx = touch.location(in: self).x - convert(touch.initialLocationInWindow, from: nil).x
        // Off, the knob can only go right; on, only left.
        knobShift = isOn ? min(max(dx, -knobTravel), 0) : min(max(dx, 0), knobTravel)
        if abs(dx) > knobTravel / 2 {
            isDrag = true
        }
    }

    // MARK: Overlapping recognizers (A6)

    /// A one-finger single tap on an ancestor would toggle the switch, and a one-finger pan or
    /// swipe that starts on the knob and goes along the switch would drag it: the switch refuses
    /// both and keeps its action.
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer) || isSingleFingerStroke(recognizer, startingIn: knobRect, along: .horizontal)
    }
}
