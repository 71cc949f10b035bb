import GestureArbiter
import GestureArbiterSwiftUI

/// The machines whose diagrams the tool draws: the engine's, then the SwiftUI gestures'.
enum StateDiagrams {
    static let all = StateDiagramCatalog.all + SwiftUIStateDiagramCatalog.all

    /// The machine called `name`, if there is one.
    static func entry(named name: String) -> StateDiagramCatalog.Entry? {
        all.first { $0.name == name }
    }
}
