extension Touch {
    /// What made a touch; UIKit's `UITouch.TouchType`.
    ///
    /// A finger on the screen is `direct`; a click of a mouse or trackpad, from button press to
    /// release, is `indirectPointer`, as UIKit reports it to an app that supports indirect input
    /// (`UIApplicationSupportsIndirectInputEvents`); `pencil` is a stylus; `indirect` a touch on a
    /// surface apart from the screen, such as a remote's. See <doc:Pointer>.
    public enum TouchType: String, Hashable, Sendable, CaseIterable {
        case direct
        case indirect
        case pencil
        case indirectPointer

        /// A set of touch types held in one byte, so that a recognizer checks a new touch's type
        /// without walking a list.
        struct Mask: Hashable, Sendable {
            private var bits: UInt8

            static let all = Mask(TouchType.allCases)

            init(_ types: some Sequence<TouchType>) {
                bits = types.reduce(0) { $0 | Self.bit(of: $1) }
            }

            func contains(_ type: TouchType) -> Bool {
                bits & Self.bit(of: type) != 0
            }

            /// The types in the order ``TouchType/allCases`` lists them.
            var types: [TouchType] {
                TouchType.allCases.filter(contains)
            }

            private static func bit(of type: TouchType) -> UInt8 {
                switch type {
                case .direct: 1
                case .indirect: 2
                case .pencil: 4
                case .indirectPointer: 8
                }
            }
        }
    }
}
