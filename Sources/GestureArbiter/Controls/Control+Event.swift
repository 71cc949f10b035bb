extension Control {
    /// The events a control sends; UIKit's `UIControl.Event`, with its bit values.
    ///
    /// Inside ``Control`` and its subclasses `Event` means this type; the touch event that touch
    /// methods receive is spelled `GestureArbiter.Event` there.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt

        /// The events whose bits are set in `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger went down on the control and it began tracking.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// ``touchDown`` again, for a touch whose tap count is above one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved within the slop of the bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved beyond the slop.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger came back within the slop.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger went beyond the slop.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked finger lifted within the slop: a button's action.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked finger lifted beyond the slop.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed because of the touch: a slider's ``Slider/value``, a switch's ``Switch/isOn``.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened: a button's `touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        /// Every touch event, ``touchDown`` to ``touchCancel``.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event this engine sends.
        public static let allEvents: Event = [.allTouchEvents, .valueChanged, .primaryActionTriggered]

        /// Each single event with UIKit's name for it, in bit order: the order in which events
        /// sent together are sent.
        static let all: [(event: Event, name: String)] = [
            (.touchDown, "touchDown"),
            (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        /// UIKit's names of the single events in this set, in bit order.
        public var names: [String] {
            Self.all.filter { contains($0.event) }.map(\.name)
        }

        /// UIKit's name for a single event (`touchUpInside`); the names joined with `|` for a set.
        public var name: String {
            names.joined(separator: "|")
        }

        public var description: String { name }
    }
}
