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
        /// The same chain, answered by each recognizer's delegate, which implements only
        /// `shouldRequireFailureOf`: asked about every other recognizer once per tap.
        case delegatedChain = "delegated-chain"
        /// Delegates that let every pair recognize together, implementing only
        /// `shouldRecognizeSimultaneouslyWith`: asked whenever a win would stop another.
        case simultaneous
    }

    /// The delegate of the simultaneous relation: it implements only the question it answers,
    /// as an app's delegate would.
    private final class SimultaneousDelegate: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
            true
        }
    }

    /// The delegate of the delegated chain: each recognizer requires the one before it on the
    /// path, looked up by identity.
    private final class ChainDelegate: GestureRecognizerDelegate {
        /// The identity of the recognizer each one requires, by the requiring one's identity.
        let required: [ObjectIdentifier: ObjectIdentifier]

        init(path recognizers: [GestureRecognizer]) {
            required = Dictionary(uniqueKeysWithValues: zip(recognizers.dropFirst(), recognizers).map { (ObjectIdentifier($0), ObjectIdentifier($1)) })
        }

        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            required[ObjectIdentifier(recognizer)] == ObjectIdentifier(other)
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
    private let simultaneousDelegate = SimultaneousDelegate()
    private let chainDelegate: ChainDelegate
    private let tapCounter = TapCounter()

    /// How many taps have recognized so far, over all the tap recognizers.
    public var recognizedTaps: Int { tapCounter.count }

    public init(count: Int, relation: Relation, tracing: Bool) {
        precondition(count > 0, "a path needs a recognizer")
        self.relation = relation
        let frame = Rect(x: 0, y: 0, width: 375, height: 667)
        window = Window(frame: frame)
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
        chainDelegate = ChainDelegate(path: recognizers)
        for (index, recognizer) in recognizers.enumerated() {
            switch relation {
            case .none: break
            case .chain: if index > 0 { recognizer.require(toFail: recognizers[index - 1]) }
            case .tree:
                for child in [2 * index + 1, 2 * index + 2] where child < recognizers.count {
                    recognizer.require(toFail: recognizers[child])
                }
            case .delegatedChain: recognizer.delegate = chainDelegate
            case .simultaneous: recognizer.delegate = simultaneousDelegate
            }
        }
        window.trace.isRecording = tracing
    }
}

/// How many times a tap recognizer's action ran.
private final class TapCounter {
    var count = 0
}
