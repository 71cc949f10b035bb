/// What the arbiter keeps about one recognizer beyond what UIKit's recognizer has: its place
/// among the recognizers taking part, which questions its delegate answers, the failure
/// requirements found lazily, and the shortcuts for the recognizers told to require it.
///
/// Each recognizer carries its record, as a gesture arena keeps an entry per member (Flutter's
/// `GestureArenaManager`), so that reading it costs a load rather than a look-up. Only the
/// arbiter writes it, and while an ``InvariantChecker`` runs the arbiter recounts what it keeps
/// after every pass (``Invariant/arbiterBooksMatchRecount``).
final class ArbitrationRecord {
    // MARK: Taking part

    /// The arbiter among whose ``GestureEnvironment/involved`` recognizers this one is, if any,
    /// so that asking costs a load rather than a walk.
    var involvingEnvironment: ObjectIdentifier?

    /// The depth of the recognizer's view, once the arbiter needed it to place the recognizer in
    /// the evaluation order (G6): taken while it takes part, kept so as not to walk up the
    /// hierarchy again.
    var involvedDepth: Int?

    /// The arbiter's count of changes to its involved recognizers when this one last joined them,
    /// or its delegate changed: a recognizer whose questions were asked before then has not yet
    /// been asked about this one.
    var joinedInvolvedAt: UInt64 = 0

    // MARK: The delegate's questions

    // Whether a delegate was set: it may have gone away since, being held weakly.
    private var hasDelegate = false
    // The bits of the questions the current delegate leaves to the default (``DelegateQuestion/bit``).
    private var questionsLeftToDefault: UInt8 = 0

    /// How many times a delegate was set: a walk that lends the delegate it loaded to each
    /// question sees by it that an answer set another (HotPathIdioms: a delegate lent to a walk).
    private(set) var delegateGeneration: UInt32 = 0

    // Asked of every pair a question could concern (HotPathIdioms: inlining).
    /// Whether the delegate answers `question` itself: one was set, and the protocol's default
    /// has not answered the question for it (``DelegateQuestion``). A delegate that does not is
    /// not asked, as UIKit asks a delegate only the methods it implements.
    @inline(__always)
    func delegateAnswers(_ question: DelegateQuestion) -> Bool {
        hasDelegate && questionsLeftToDefault & question.bit == 0
    }

    /// Starts over for a new delegate, or none: it has left no question to the default yet.
    func delegateDidChange(isSet: Bool) {
        hasDelegate = isSet
        questionsLeftToDefault = 0
        delegateGeneration &+= 1
    }

    /// Notes that the protocol's default answered `question` for the current delegate.
    func noteDefaultAnswer(to question: DelegateQuestion) {
        questionsLeftToDefault |= question.bit
    }

    // MARK: Failure requirements found lazily (A1)

    /// Whether the recognizer's class may answer ``GestureRecognizer/shouldRequireFailure(of:)``
    /// or ``GestureRecognizer/shouldBeRequiredToFail(by:)`` with anything but false; the arbiter
    /// asks the others nothing.
    var classMayRequireFailureLazily: Bool

    /// Which attempt at recognizing this is: a reset starts the next, so that the lazy failure
    /// requirements other recognizers keep on this one (``LazyRequirement``) are over.
    var lazyRequirementAttempt: UInt32 = 0

    /// The recognizers a delegate or subclass said this one must wait for, in this attempt.
    var lazyRequirements: [LazyRequirement] = []

    /// The arbiter's count of changes to its involved recognizers (``GestureEnvironment``) when
    /// every lazy question about this recognizer that reaches a delegate was last asked; 0: never.
    var lazyQuestionsAskedAt: UInt64 = 0

    /// The arbiter whose counts ``lazyQuestionsAskedAt`` and ``joinedInvolvedAt`` are: the last
    /// one this recognizer joined. Another arbiter's counts mean nothing to the next.
    var lazyQuestionsArbiter: ObjectIdentifier?

    // MARK: Those told to require this one (A1)

    /// How many recognizers were told to require this one to fail, and the first of them: with
    /// at most one, a win or failure of this one concerns that one alone, which the arbiter
    /// finds without a walk.
    private(set) var requiredByCount = 0
    var firstRequiredBy: GestureRecognizer? { _firstRequiredBy.object }
    private var _firstRequiredBy = UnownedReference<GestureRecognizer>(nil)

    init(classMayRequireFailureLazily: Bool) {
        self.classMayRequireFailureLazily = classMayRequireFailureLazily
    }

    /// Counts a recognizer told to require this one to fail.
    func noteRequired(by requirer: GestureRecognizer) {
        requiredByCount += 1
        if requiredByCount == 1 {
            _firstRequiredBy = UnownedReference(requirer)
        }
    }

    /// Forgets `requirer` as the first to require this one, when it goes away.
    func requirerWillGo(_ requirer: GestureRecognizer) {
        if _firstRequiredBy.read({ $0 === requirer }) == true {
            _firstRequiredBy = UnownedReference(nil)
        }
    }
}
