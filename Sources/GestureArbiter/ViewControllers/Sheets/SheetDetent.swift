extension SheetPresentationController {
    /// A height at which a sheet rests; UIKit's `UISheetPresentationController.Detent`.
    public struct Detent: Sendable {
        /// A detent's name: UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String

            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            public static let medium = Identifier("medium")
            public static let large = Identifier("large")
        }

        /// What a custom detent's resolver is told: UIKit's
        /// `UISheetPresentationControllerDetentResolutionContext`.
        public struct ResolutionContext: Sendable {
            /// The height of the large detent, the most any detent may be.
            public let maximumDetentValue: Double
            /// The window's height, half of which is the medium detent.
            let windowHeight: Double
        }

        public let identifier: Identifier
        private let resolver: @Sendable (ResolutionContext) -> Double?

        private init(identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> Double?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the screen, as Apple describes it: here exactly half the
        /// window's height, at most the large detent (N5).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { min($0.windowHeight / 2, $0.maximumDetentValue) }
        }

        /// The full height a sheet may take (N5).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height the resolver computes from the context, or nil to leave the detent out;
        /// kept within the large detent.
        public static func custom(identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// The detent's height in a window of `windowHeight` whose large detent is `maximum`.
        func resolvedHeight(windowHeight: Double, maximum: Double) -> Double? {
            guard let height = resolver(ResolutionContext(maximumDetentValue: maximum, windowHeight: windowHeight)), height.isFinite else { return nil }
            return min(max(height, 0), maximum)
        }
    }
}
