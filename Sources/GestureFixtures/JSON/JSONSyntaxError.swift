/// Why a text is not a valid JSON document, and where, so that a user can find and fix the mistake in a fixture.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the offending character, or the start of the offending token.
    public var position: SourcePosition
    /// What is wrong, in lower case without a trailing period, so that it reads well after a position or other prefix.
    public var reason: String

    /// Creates an error with a reason at a position.
    public init(position: SourcePosition, reason: String) {
        self.position = position
        self.reason = reason
    }

    /// "line:column: reason", the form editors and compilers use.
    public var description: String {
        "\(position): \(reason)"
    }
}
