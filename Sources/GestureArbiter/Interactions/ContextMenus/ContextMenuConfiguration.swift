/// What a context menu shows; UIKit's `UIContextMenuConfiguration`. The preview is the view
/// itself (the engine draws none); the menu comes from `actionProvider`, asked when the menu
/// opens with the suggested actions (none here).
public final class ContextMenuConfiguration {
    public let identifier: String?
    let actionProvider: (([Action]) -> Menu?)?

    public init(identifier: String? = nil, actionProvider: (([Action]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }
}
