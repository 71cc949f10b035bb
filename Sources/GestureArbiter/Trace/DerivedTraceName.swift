/// A trace name made from another one and a suffix ("scroll" and ".delay"), joined again only
/// when the other name changes.
///
/// A scroll view's delay recognizer names itself after its scroll view, and names the timer it
/// schedules on every touch-down: joining the two strings each time cost about as much as the
/// rest of scheduling the timer, with tracing off. It is a class, held in a constant, so that
/// reading the name is not checked for exclusive access at run time, as changing a structure kept
/// in a variable property around a call would be.
final class DerivedTraceName {
    let suffix: String
    private var base: String?
    private var joined = ""

    init(suffix: String) {
        self.suffix = suffix
    }

    /// `base` followed by the suffix.
    func name(from base: String) -> String {
        if base != self.base {
            self.base = base
            joined = base + suffix
        }
        return joined
    }
}
