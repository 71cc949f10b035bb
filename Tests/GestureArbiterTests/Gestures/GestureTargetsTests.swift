import Testing
@testable import GestureArbiter

/// A recognizer's targets (G2): called in the order added, until removed; a target that changes
/// the targets changes them from the next action on.
@Suite("Gesture recognizer targets")
struct GestureTargetsTests {
    @Test("targets are called in the order added, and a removed target is not called again")
    func orderAndRemoval() {
        var calls: [String] = []
        let recognizer = GestureRecognizer { _ in calls.append("first") }
        let second = recognizer.addTarget { _ in calls.append("second") }
        recognizer.addTarget { _ in calls.append("third") }
        recognizer.sendActions()
        recognizer.removeTarget(second)
        recognizer.sendActions()

        #expect(calls == ["first", "second", "third", "first", "third"])
    }

    @Test("a target that removes another, or adds one, changes the targets from the next action on")
    func targetsChangedByATarget() {
        var calls: [String] = []
        var second: GestureTargetID?
        let recognizer = GestureRecognizer()
        recognizer.addTarget { recognizer in
            calls.append("first")
            if let id = second {
                recognizer.removeTarget(id)
                second = nil
                recognizer.addTarget { _ in calls.append("third") }
            }
        }
        second = recognizer.addTarget { _ in calls.append("second") }
        recognizer.sendActions()
        recognizer.sendActions()

        #expect(calls == ["first", "second", "first", "third"])
    }
}
