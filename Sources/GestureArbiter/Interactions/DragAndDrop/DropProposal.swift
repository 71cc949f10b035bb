/// What a drop does with the items; UIKit's `UIDropOperation`.
public enum DropOperation: String, Hashable, Sendable, CaseIterable {
    /// No drop: the items go back to where they came from.
    case cancel
    /// A drop the target refuses here; at the lift it cancels, as `cancel` does.
    case forbidden
    /// The target takes a copy.
    case copy
    /// The target takes the items from their source; the app moves them.
    case move

    /// Whether a lift over a target proposing this performs a drop.
    var drops: Bool { self == .copy || self == .move }
}

/// A drop target's answer to where the drag is now; UIKit's `UIDropProposal`.
open class DropProposal {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}
