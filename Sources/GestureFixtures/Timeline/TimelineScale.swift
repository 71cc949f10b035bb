import GestureArbiter

/// The linear map from a run's milliseconds to horizontal pixels, and the ticks of its axis.
///
/// The scale is linear on purpose: compressing idle stretches would make a 150 ms delay and a
/// 350 ms gap look alike. The domain ends on a round tick at or after the run's end, so the
/// last mark never sits on the edge.
struct TimelineScale {
    /// Where time zero and the domain's end fall, in pixels.
    let left: Double
    let right: Double
    /// Milliseconds between labelled ticks: 1, 2 or 5 times a power of ten.
    let step: Double
    /// The last millisecond of the domain, a multiple of `step`.
    let domainEnd: Double

    /// A scale for a run of `end` whose labelled ticks are at least `minimumSpacing` pixels apart.
    init(end: VirtualTime, left: Double, right: Double, minimumSpacing: Double = 80) {
        self.left = left
        self.right = right
        let milliseconds = max(end.milliseconds, 1)
        let width = right - left
        var candidate = 1.0
        var power = 1.0
        search: while true {
            for factor in [1.0, 2.0, 5.0] {
                candidate = factor * power
                let ticks = (milliseconds / candidate).rounded(.up)
                if width / ticks >= minimumSpacing { break search }
            }
            power *= 10
        }
        step = candidate
        domainEnd = max((milliseconds / candidate).rounded(.up), 1) * candidate
    }

    func x(_ time: VirtualTime) -> Double {
        x(milliseconds: time.milliseconds)
    }

    func x(milliseconds: Double) -> Double {
        left + (right - left) * milliseconds / domainEnd
    }

    /// The labelled ticks, from zero to the domain's end.
    var ticks: [Double] {
        (0...Int((domainEnd / step).rounded())).map { Double($0) * step }
    }

    /// The unlabelled ticks between the labelled ones, five to a step.
    var minorTicks: [Double] {
        let minor = step / 5
        return (0...Int((domainEnd / minor).rounded())).filter { $0 % 5 != 0 }.map { Double($0) * minor }
    }
}
