import GestureArbiter

/// The scene of the arbitration scaling workloads: `count` views nested in one another, each
/// covering the window and holding one recognizer (a tap, a pan and a long press in turn), so
/// that a touch anywhere has every recognizer on its path.
///
/// ``Relation`` sets how the recognizers relate: UIKit's default rules, a `require(toFail:)`
/// chain, the same chain answered lazily by delegates, or delegates that let every pair
/// recognize together. A tap recognizes on the deepest tap recognizer the relations allow.
public final class RecognizerPathScene {
    /// How the recognizers on the path relate to each other.
    public enum Relation: String, Sendable, CaseIterable {
        /// UIKit's default rules: the first to recognize prevents the others.
        case none
        /// Each recognizer requires the one on the view below it to fail (`require(toFail:)`).
        case chain
        /// A binary tree of `require(toFail:)`: the recognizer at position i, deepest first,
        /// requires those at 2i + 1 and 2i + 2.
        case tree
        /// The same chain, answered by each recognizer's delegate (`shouldRequireFailureOf`).
        case delegatedChain = "delegated-chain"
        /// Delegates that let every pair recognize together (`shouldRecognizeSimultaneouslyWith`).
        case simultaneous
    }

    /// The recognizers' delegate: answers by the relation, the chain from the recognizers' order.
    private final class Delegate: GestureRecognizerDelegate {
        let relation: Relation
        /// Each recognizer's index on the path, by identity; the chain requires index − 1.
        var indices: [ObjectIdentifier: Int] = [:]

        init(relation: Relation) {
            self.relation = relation
        }

        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
            relation == .simultaneous
        }

        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            guard relation == .delegatedChain, let index = indices[ObjectIdentifier(recognizer)] else { return false }
            return indices[ObjectIdentifier(other)] == index - 1
        }
    }

    public let window: Window
    public let relation: Relation
    /// The recognizers, deepest view's first.
    public let recognizers: [GestureRecognizer]
    /// The deepest view, where the touches land.
    public let deepestView: View
    /// Where fingers go down, in window coordinates.
    public let touchPoint = Point(x: 187.5, y: 333.5)
    private let delegate: Delegate
    private let tapCounter = TapCounter()

    /// How many taps have recognized so far, over all the tap recognizers.
    public var recognizedTaps: Int { tapCounter.count }

    public init(count: Int, relation: Relation, tracing: Bool) {
        precondition(count > 0, "a path needs a recognizer")
        self.relation = relation
        let frame = Rect(x: 0, y: 0, width: 375, height: 667)
        window = Window(frame: frame)
        delegate = Delegate(relation: relation)
        var outer: View = window
        var made: [GestureRecognizer] = []
        for level in 0..<count {
            let view = View(frame: frame)
            view.identifier = "view\(level)"
            outer.addSubview(view)
            let recognizer: GestureRecognizer = switch level % 3 {
            case 0: TapGestureRecognizer(target: { [tapCounter] _ in tapCounter.count += 1 })
            case 1: PanGestureRecognizer()
            default: LongPressGestureRecognizer()
            }
            recognizer.identifier = "gesture\(level)"
            view.addGestureRecognizer(recognizer)
            made.append(recognizer)
            outer = view
        }
        deepestView = outer
        recognizers = made.reversed()
        for (index, recognizer) in recognizers.enumerated() {
            delegate.indices[ObjectIdentifier(recognizer)] = index
            switch relation {
            case .none: break
            case .chain: if index > 0 { recognizer.require(toFail: recognizers[index - 1]) }
            case .tree:
                for child in [2 * index + 1, 2 * index + 2] where child < recognizers.count {
                    recognizer.require(toFail: recognizers[child])
                }
            case .delegatedChain, .simultaneous: recognizer.delegate = delegate
            }
        }
        window.trace.isRecording = tracing
    }
}

/// How many times a tap recognizer's action ran.
private final class TapCounter {
    var count = 0
}
