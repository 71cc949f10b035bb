/// A menu of actions; UIKit's `UIMenu`, whose elements here are ``Action``s.
public final class Menu {
    public let title: String
    public let children: [Action]

    public init(title: String = "", children: [Action] = []) {
        self.title = title
        self.children = children
    }
}
