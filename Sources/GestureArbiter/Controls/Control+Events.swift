extension Control {
    /// The events a control sends; UIKit's `UIControl.Event`, with its bit values.
    ///
    /// Named `Events`, as UIKit named it before Swift 4.2 (`UIControlEvents`), so that inside
    /// ``Control`` and its subclasses `Event` still means the touch event, as `UIEvent` does in
    /// UIKit code: `override func beginTracking(_ touch: Touch, with event: Event?) -> Bool`.
    public struct Events: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt

        /// The events whose bits are set in `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger went down on the control and it began tracking.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// ``touchDown`` again, for a touch whose tap count is above one.
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// The tracked finger moved within the slop of the bounds.
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// The tracked finger moved beyond the slop.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// The tracked finger came back within the slop.
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// The tracked finger went beyond the slop.
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// The tracked finger lifted within the slop: a button's action.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// The tracked finger lifted beyond the slop.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The tracked touch was cancelled.
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// The control's value changed because of the touch: a slider's ``Slider/value``, a switch's ``Switch/isOn``.
        public static let valueChanged = Events(rawValue: 1 << 12)
        /// The control's primary action happened: a button's `touchUpInside`.
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)

        /// Every touch event, ``touchDown`` to ``touchCancel``.
        public static let allTouchEvents = Events(rawValue: 0x0FFF)
        /// Every event this engine sends.
        public static let allEvents: Events = [.allTouchEvents, .valueChanged, .primaryActionTriggered]

        /// Each single event with UIKit's name for it, in bit order: the order in which events
        /// sent together are sent.
        static let all: [(event: Events, name: String)] = [
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
