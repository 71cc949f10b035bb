import Foundation
import Testing
@testable import GestureArbiter

/// UIKit's normal and fast rates, by value, so that a changed constant fails here too.
private let normal = 0.998
private let fast = 0.99

/// UIKit's `targetContentOffset` for twelve recorded releases (RECORDED-UIKIT.md §1): rate,
/// offset at the release, release velocity in points per millisecond, target.
private let recordedReleases: [(rate: Double, offset: Double, velocity: Double, target: Double)] = [
    (0.998, 400.00, 0.480834, 635.3333), (0.998, 1244.67, 0.495222, 1487.0),
    (0.998, 1755.67, 0.307760, 1904.3334), (0.998, 2010.00, 0.262579, 2136.0),
    (0.998, 2315.67, 0.677054, 2649.0), (0.998, 2912.67, 1.381048, 3597.6667),
    (0.998, 4029.00, 2.530246, 5288.0), (0.998, 5686.67, 5.613967, 8486.0),
    (0.99, 8662.33, 0.756662, 8736.667), (0.99, 9000.33, 1.193017, 9118.0),
    (0.99, 9549.33, 2.347413, 9782.0), (0.99, 10180.67, 5.991895, 10776.0),
]

@Suite("Scroll physics: rubber band")
struct ScrollPhysicsRubberBandTests {
    @Test("a 100 pt overshoot in a 600 pt viewport moves the content 6600/131 ≈ 50.38 pt")
    func referenceValue() {
        let banded = ScrollPhysics.rubberBandOffset(overshoot: 100, dimension: 600)

        // The article's 50.4 pt, to its one decimal; then the exact value
        // 100·0.55·600/(100·0.55 + 600), up to the rounding of a few operations.
        #expect(abs(banded - 50.4) <= 0.05)
        #expect(abs(banded - 6600.0 / 131.0) < 1e-12)
    }

    @Test("the rubber band equals (1 − 1/(x·c/d + 1))·d, for other coefficients too")
    func matchesTheFormula() {
        for (x, d, c) in [(1.0, 320.0, 0.55), (250, 568, 0.55), (3000, 844, 0.55), (40, 200, 0.3), (40, 200, 1)] {
            let direct = (1 - 1 / (x * c / d + 1)) * d
            let banded = ScrollPhysics.rubberBandOffset(overshoot: x, dimension: d, coefficient: c)
            // Two algebraically equal forms; they differ only by rounding, far below 1e-9 pt.
            #expect(abs(banded - direct) < 1e-9, "x \(x), d \(d), c \(c)")
        }
    }

    @Test("the rubber band is odd: a pull the other way moves the content as far the other way")
    func oddSymmetry() {
        for x in [0.25, 1, 100, 599, 10_000] {
            #expect(ScrollPhysics.rubberBandOffset(overshoot: -x, dimension: 600) == -ScrollPhysics.rubberBandOffset(overshoot: x, dimension: 600))
        }
        #expect(ScrollPhysics.rubberBandOffset(overshoot: -100, dimension: 600) < 0)
    }

    @Test("the inverse gives back the overshoot that bands to an offset, for every coefficient")
    func inverse() {
        for (x, d, c) in [(1.0, 320.0, 0.55), (250, 568, 0.55), (3000, 844, 0.55), (-40, 200, 0.3), (40, 200, 1)] {
            let banded = ScrollPhysics.rubberBandOffset(overshoot: x, dimension: d, coefficient: c)
            let back = ScrollPhysics.rubberBandOvershoot(forOffset: banded, dimension: d, coefficient: c)
            #expect(abs(back - x) < 1e-9 * max(1, abs(x)), "x \(x), d \(d), c \(c)")
        }
        // 6600/131 in a 600 pt viewport is the band of exactly 100 pt.
        #expect(abs(ScrollPhysics.rubberBandOvershoot(forOffset: 6600.0 / 131.0, dimension: 600) - 100) < 1e-9)
        // A band of a whole viewport or more has no finite overshoot; none has none.
        #expect(ScrollPhysics.rubberBandOvershoot(forOffset: 600, dimension: 600) == .greatestFiniteMagnitude)
        #expect(ScrollPhysics.rubberBandOvershoot(forOffset: -700, dimension: 600) == -.greatestFiniteMagnitude)
        #expect(ScrollPhysics.rubberBandOvershoot(forOffset: 0, dimension: 600) == 0)
    }

    @Test("an unbanded offset bands back to what was shown past either edge, and is itself inside the range")
    func unbandedOffsets() {
        for shown in [-88.296, -1, 0, 250, 1400, 1333.5] {
            let raw = ScrollPhysics.unbandedOffset(shown, min: 0, max: 1333, dimension: 667, bounces: true)
            let again = ScrollPhysics.rubberBandedOffset(raw, min: 0, max: 1333, dimension: 667, bounces: true)
            #expect(abs(again - shown) < 1e-9, "shown \(shown)")
        }
        #expect(ScrollPhysics.unbandedOffset(-88.296, min: 0, max: 1333, dimension: 667, bounces: true) < -88.296)
        #expect(ScrollPhysics.unbandedOffset(-10, min: 0, max: 1333, dimension: 667, bounces: false) == -10)
    }

    @Test("a viewport of zero or negative length, or no overshoot, gives no movement")
    func degenerateViewport() {
        #expect(ScrollPhysics.rubberBandOffset(overshoot: 100, dimension: 0) == 0)
        #expect(ScrollPhysics.rubberBandOffset(overshoot: -100, dimension: 0) == 0)
        #expect(ScrollPhysics.rubberBandOffset(overshoot: 100, dimension: -600) == 0)
        #expect(ScrollPhysics.rubberBandOffset(overshoot: 0, dimension: 600) == 0)
    }

    @Test("the content starts at 0.55 pt per point of pull and never moves a whole viewport")
    func slopeAndLimit() {
        // b(x) ≈ c·x for small x: the second-order term (c·x)²/d is 5.04e-10 pt here.
        #expect(abs(ScrollPhysics.rubberBandOffset(overshoot: 0.001, dimension: 600) - 0.00055) < 1e-9)
        let huge = ScrollPhysics.rubberBandOffset(overshoot: 1e12, dimension: 600)
        #expect(huge < 600)
        #expect(huge > 599.99)
    }

    @Test("inside the range the raw offset shows as is; past an edge it is banded when bouncing, clamped when not")
    func bandedVersusClamped() {
        // Range [0, 400] in a 600 pt viewport: 100 pt past either edge shows 50.38 pt past it.
        let band = 6600.0 / 131.0
        #expect(ScrollPhysics.rubberBandedOffset(250, min: 0, max: 400, dimension: 600, bounces: true) == 250)
        #expect(ScrollPhysics.rubberBandedOffset(0, min: 0, max: 400, dimension: 600, bounces: true) == 0)
        #expect(ScrollPhysics.rubberBandedOffset(400, min: 0, max: 400, dimension: 600, bounces: false) == 400)
        #expect(abs(ScrollPhysics.rubberBandedOffset(-100, min: 0, max: 400, dimension: 600, bounces: true) - -band) < 1e-9)
        #expect(abs(ScrollPhysics.rubberBandedOffset(500, min: 0, max: 400, dimension: 600, bounces: true) - (400 + band)) < 1e-9)
        #expect(ScrollPhysics.rubberBandedOffset(-100, min: 0, max: 400, dimension: 600, bounces: false) == 0)
        #expect(ScrollPhysics.rubberBandedOffset(500, min: 0, max: 400, dimension: 600, bounces: false) == 400)
    }

    @Test("a range with a top inset bands from its own minimum, and a maximum below the minimum reads as the minimum")
    func shiftedAndShortRanges() {
        let band = 6600.0 / 131.0
        // A 64 pt top inset: the minimum offset is −64; 100 pt above it shows 50.38 above it.
        #expect(abs(ScrollPhysics.rubberBandedOffset(-164, min: -64, max: 1000, dimension: 600, bounces: true) - (-64 - band)) < 1e-9)
        // Content shorter than the view: both edges are the minimum.
        #expect(abs(ScrollPhysics.rubberBandedOffset(100, min: 0, max: -200, dimension: 600, bounces: true) - band) < 1e-9)
        #expect(ScrollPhysics.rubberBandedOffset(100, min: 0, max: -200, dimension: 600, bounces: false) == 0)
    }
}

@Suite("Scroll physics: deceleration")
struct ScrollPhysicsDecelerationTests {
    @Test("UIKit's rates are 0.998 (normal) and 0.99 (fast) per millisecond")
    func rates() {
        #expect(DecelerationRate.normal.rawValue == normal)
        #expect(DecelerationRate.fast.rawValue == fast)
        #expect(DecelerationRate(rawValue: 0.95).rawValue == 0.95)
    }

    @Test("the twelve recorded releases rest within 0.25 pt of UIKit's targetContentOffset")
    func recordedTargets() {
        for release in recordedReleases {
            let rest = release.offset + ScrollPhysics.decelerationDistance(velocity: release.velocity * 1000, rate: release.rate)
            // UIKit reports to a third of a point; the fit lands within 0.17 pt of every target.
            #expect(abs(rest - release.target) < 0.25, "release at \(release.offset), \(release.velocity) pt/ms")
        }
        #expect(ScrollPhysics.decelerationDistance(velocity: -1000, rate: normal) == -ScrollPhysics.decelerationDistance(velocity: 1000, rate: normal))
        #expect(ScrollPhysics.decelerationDistance(velocity: 0, rate: normal) == 0)
        #expect(ScrollPhysics.decelerationDistance(velocity: 10, rate: normal) == 0)
    }

    @Test("the recorded fling, frame by frame: within 1 pt at every recorded frame, and it stops after 1.93 s at its target")
    func recordedFling() {
        // (time since release, offset) from RECORDED-UIKIT.md §2; the recording's timestamps
        // trail the release by about 16 ms, so each frame is compared 16 ms later.
        let frames: [(Double, Double)] = [
            (0.290, 408.0), (100.213, 449.6667), (199.568, 484.0), (299.717, 512.3333), (400.298, 535.3333),
            (500.281, 554.3333), (600.284, 570.0), (700.302, 582.6667), (799.691, 593.0), (900.283, 601.6667),
            (1000.261, 608.6667), (1100.212, 614.3333), (1199.606, 619.0), (1299.828, 622.6667), (1400.246, 625.6667),
            (1500.25, 628.3333), (1599.643, 630.3333), (1700.271, 632.3333), (1850.238, 634.3333), (1916.913, 635.0),
        ]
        let velocity = 480.8336647
        for (milliseconds, offset) in frames {
            let glide = ScrollPhysics.decelerationState(velocity: velocity, rate: normal, after: .milliseconds(milliseconds + 16))
            #expect(abs(400 + glide.distance - offset) < 1, "\(milliseconds) ms")
        }
        // UIKit's last frame is at about 1917 + 16 ms; the glide stops within 2 ms of it.
        let stop = ScrollPhysics.decelerationDuration(velocity: velocity, rate: normal)
        #expect(abs(stop.milliseconds - 1933) < 2)
        let end = ScrollPhysics.decelerationState(velocity: velocity, rate: normal, after: stop)
        // Where it is when it stops is the resting offset: the stop does not jump.
        #expect(abs(end.distance - ScrollPhysics.decelerationDistance(velocity: velocity, rate: normal)) < 1e-6)
        #expect(abs(400 + end.distance - 635.3333) < 0.2)
    }

    @Test("the glide decays continuously: its velocity is v0·rate^t and the slope of its distance")
    func continuousDecay() {
        for rate in [normal, fast] {
            for milliseconds in [1.0, 16.667, 100, 400] {
                let at = VirtualDuration.milliseconds(milliseconds)
                let state = ScrollPhysics.decelerationState(velocity: 1000, rate: rate, after: at)
                #expect(abs(state.velocity - 1000 * pow(rate, milliseconds)) < 1e-9)
                // Distance: (v0/1000)·(1 − rate^t)/ln(1/rate).
                #expect(abs(state.distance - (1 - pow(rate, milliseconds)) / -log(rate)) < 1e-9)
                let before = ScrollPhysics.decelerationState(velocity: 1000, rate: rate, after: VirtualDuration(nanoseconds: at.nanoseconds - 1_000))
                let after = ScrollPhysics.decelerationState(velocity: 1000, rate: rate, after: VirtualDuration(nanoseconds: at.nanoseconds + 1_000))
                // A central difference over ±1 µs: its error is far under 1e-3 pt/s.
                #expect(abs((after.distance - before.distance) / 2e-6 - state.velocity) < 1e-3)
            }
        }
    }

    @Test("the glide starts at rest in distance, at full velocity, and approaches v0/(1000·ln(1/rate))")
    func limits() {
        let start = ScrollPhysics.decelerationState(velocity: -1200, rate: normal, after: .zero)
        #expect(start.distance == 0)
        #expect(start.velocity == -1200)
        // After 30 s, 0.998^30000 ≈ 8e-27 of the decay is left.
        let late = ScrollPhysics.decelerationState(velocity: 1000, rate: normal, after: .seconds(30))
        #expect(abs(late.distance - 1 / -log(normal)) < 1e-9)
        #expect(late.velocity < 1e-20)
    }

    @Test("the velocity halves every ln 2/ln(1/rate) ms: 346.23 ms normal, 68.97 ms fast")
    func halvingTime() {
        // ln 2/ln(1/0.998) = 346.2269 ms; ln 2/ln(1/0.99) = 68.9676 ms. The duration is
        // rounded up to a nanosecond, so it can exceed the exact time by 1e-6 ms.
        let normalHalf = ScrollPhysics.decelerationDuration(velocity: 1000, rate: normal, threshold: 500)
        let fastHalf = ScrollPhysics.decelerationDuration(velocity: -1000, rate: fast, threshold: 500)
        #expect(abs(normalHalf.milliseconds - 346.2269) < 1e-4)
        #expect(abs(fastHalf.milliseconds - 68.9676) < 1e-4)
        #expect(abs(ScrollPhysics.decelerationState(velocity: 1000, rate: normal, after: normalHalf).velocity - 500) < 1e-3)
        let twice = ScrollPhysics.decelerationState(velocity: 1000, rate: normal, after: .milliseconds(2 * 346.2269))
        #expect(abs(twice.velocity - 250) < 1e-3)
    }

    @Test("the stop at 10 pt/s ends a 1000 pt/s glide after 2.30 s normal (494.50 pt) and 0.46 s fast (98.50 pt)")
    func stopThreshold() {
        #expect(ScrollPhysics.decelerationStopVelocity == 10)
        for (rate, total, seconds) in [(normal, 494.5048, 2.3003), (fast, 98.5042, 0.4582)] {
            let duration = ScrollPhysics.decelerationDuration(velocity: 1000, rate: rate)
            // ln(100)/ln(1/rate) ms, rounded up to the nanosecond.
            #expect(abs(duration.seconds - seconds) < 1e-4)
            #expect(abs(ScrollPhysics.decelerationDistance(velocity: 1000, rate: rate) - total) < 1e-4)
            let end = ScrollPhysics.decelerationState(velocity: 1000, rate: rate, after: duration)
            #expect(abs(end.distance - total) < 1e-4)
            #expect(abs(end.velocity - 10) < 1e-5)
        }
    }

    @Test("a glide already at or below the stop speed has no duration")
    func alreadySlow() {
        #expect(ScrollPhysics.decelerationDuration(velocity: 0, rate: normal) == .zero)
        #expect(ScrollPhysics.decelerationDuration(velocity: -10, rate: normal) == .zero)
        #expect(ScrollPhysics.decelerationDuration(velocity: 9.5, rate: fast) == .zero)
        #expect(ScrollPhysics.decelerationDuration(velocity: 10.1, rate: fast) > .zero)
    }
}

@Suite("Scroll physics: a glide past an edge")
struct ScrollPhysicsEdgeCrossingTests {
    @Test("a 1000 pt/s glide from 0 reaches the edge at 300 pt after 458.44 ms at 399.40 pt/s")
    func crossingAtTheEdge() throws {
        let crossing = try #require(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 300, rate: normal, bounces: true))
        // Closed form, with D∞ = 1/ln(1/0.998) = 499.4996 pt: t = ln(1 − 300/D∞)/ln 0.998,
        // v = 1000·(1 − 300/D∞).
        #expect(abs(crossing.elapsed.milliseconds - 458.43788) < 1e-5)
        #expect(abs(crossing.velocity - 399.39920) < 1e-5)
        #expect(crossing.edge == 300)
        #expect(crossing.continuation == .springsBack)
        // The glide is at the edge then, with that velocity, and short of it a microsecond earlier.
        let atCrossing = ScrollPhysics.decelerationState(velocity: 1000, rate: normal, after: crossing.elapsed)
        // Up to the rounding of the instant to a nanosecond: 0.4 pt/ms · 1e-6 ms and 0.8 pt/s/ms · 1e-6 ms.
        #expect(abs(atCrossing.distance - 300) < 1e-6)
        #expect(abs(atCrossing.velocity - crossing.velocity) < 1e-5)
        let justBefore = ScrollPhysics.decelerationState(velocity: 1000, rate: normal, after: VirtualDuration(nanoseconds: crossing.elapsed.nanoseconds - 1000))
        #expect(justBefore.distance < 300)
    }

    @Test("a backward glide at the fast rate crosses the minimum edge, found by brute force at every 10 µs")
    func backwardCrossingAgainstBruteForce() throws {
        // From 150 at −4000 pt/s, fast: 388 pt of glide towards a minimum of −100 (a 100 pt inset), 250 pt away.
        let crossing = try #require(ScrollPhysics.edgeCrossing(offset: 150, velocity: -4000, min: -100, max: 900, rate: fast, bounces: true))
        #expect(crossing.edge == -100)
        // v = v0·(1 − 250/D∞) with D∞ = 4/ln(1/0.99).
        #expect(abs(crossing.velocity - -4000 * (1 - 250 / (4 / -log(fast)))) < 1e-9)
        var bruteForce = VirtualDuration.zero
        while 150 + ScrollPhysics.decelerationState(velocity: -4000, rate: fast, after: bruteForce).distance > -100 {
            bruteForce = VirtualDuration(nanoseconds: bruteForce.nanoseconds + 10_000)
        }
        // The scan lands on the first 10 µs step at or past the edge.
        #expect(crossing.elapsed <= bruteForce)
        #expect(bruteForce.nanoseconds - crossing.elapsed.nanoseconds < 10_000)
        // The elapsed time is rounded up to a nanosecond, and the velocity falls by |v|·ln(1/0.99)
        // ≈ 15 pt/s per millisecond here: at most 1.5e-5 pt/s apart.
        let state = ScrollPhysics.decelerationState(velocity: -4000, rate: fast, after: crossing.elapsed)
        #expect(abs(state.velocity - crossing.velocity) < 1e-4)
    }

    @Test("a glide that stops inside its range, or does not move, never crosses")
    func neverCrossing() {
        // A 1000 pt/s glide stops after 494.50 pt: 494.6 pt of room is never reached, 494.4 is.
        #expect(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 500, rate: normal, bounces: true) == nil)
        #expect(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 494.6, rate: normal, bounces: true) == nil)
        #expect(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 494.4, rate: normal, bounces: true) != nil)
        // Exactly the glide to the stop: it stops on the edge, never past it.
        let stop = ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.5)
        #expect(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: stop, rate: 0.5, bounces: true) == nil)
        #expect(ScrollPhysics.edgeCrossing(offset: 200, velocity: 0, min: 0, max: 300, rate: normal, bounces: true) == nil)
        // Moving away from the edge it sits on: 98.5 pt of glide towards a far edge.
        #expect(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 1000, rate: fast, bounces: true) == nil)
    }

    @Test("content on an edge gliding outward crosses at once, and content already past an edge crosses at release")
    func immediateCrossings() throws {
        let onEdge = try #require(ScrollPhysics.edgeCrossing(offset: 0, velocity: -800, min: 0, max: 300, rate: normal, bounces: true))
        #expect(onEdge.elapsed == .zero)
        #expect(onEdge.edge == 0)
        #expect(onEdge.velocity == -800)

        let pastTop = try #require(ScrollPhysics.edgeCrossing(offset: -40, velocity: 200, min: 0, max: 300, rate: normal, bounces: true))
        #expect(pastTop == ScrollPhysics.EdgeCrossing(elapsed: .zero, edge: 0, velocity: 200, continuation: .springsBack))
        let pastBottom = try #require(ScrollPhysics.edgeCrossing(offset: 340, velocity: 0, min: 0, max: 300, rate: normal, bounces: true))
        #expect(pastBottom.edge == 300)
        #expect(pastBottom.elapsed == .zero)
    }

    @Test("without bounces the glide stops at the edge it reaches, at the same moment")
    func withoutBounces() throws {
        let bouncing = try #require(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 300, rate: normal, bounces: true))
        let stopping = try #require(ScrollPhysics.edgeCrossing(offset: 0, velocity: 1000, min: 0, max: 300, rate: normal, bounces: false))
        #expect(stopping.continuation == .stops)
        #expect(stopping.elapsed == bouncing.elapsed)
        #expect(stopping.edge == 300)
    }
}

@Suite("Scroll physics: bounce")
struct ScrollPhysicsSpringTests {
    @Test("the bounce's constants: returning spring k = 2680, ζ = 3.23; brake ω = 5π rad/s; settled under 0.5 pt and 5 pt/s")
    func constants() {
        #expect(ScrollPhysics.bounceReturnStiffness == 2680)
        #expect(ScrollPhysics.bounceReturnDampingRatio == 3.23)
        #expect(ScrollPhysics.bounceBrakeOmega == 5 * Double.pi)
        #expect(ScrollPhysics.springSettleDisplacement == 0.5)
        #expect(ScrollPhysics.springSettleVelocity == 5)
    }

    @Test("released at rest 177 pt past the top, the content follows UIKit's recorded return within 1.6 pt at every frame")
    func recordedReturn() {
        // (time since release, offset) from RECORDED-UIKIT.md §4.
        let frames: [(Double, Double)] = [
            (16.235, -157.3333), (33.471, -138.6667), (49.541, -121.6667), (66.795, -106.3333), (83.471, -93.0),
            (100.122, -81.0), (116.477, -70.6667), (133.14, -61.3333), (150.131, -53.3333), (166.799, -46.0),
            (183.446, -40.0), (199.516, -34.3333), (216.769, -29.6667), (233.445, -25.6667), (249.503, -22.0),
            (266.76, -19.0), (283.421, -16.3333), (300.095, -14.0), (316.17, -12.0), (332.841, -10.3333),
            (349.72, -9.0), (366.76, -7.6667), (383.434, -6.6667), (400.098, -5.6667), (416.246, -4.6667),
            (433.447, -4.0), (449.933, -3.6667), (466.345, -3.0), (482.853, -2.6667), (499.651, -2.3333),
            (516.798, -2.0), (532.878, -1.6667), (549.539, -1.3333), (566.376, -1.0), (616.799, -0.6667), (666.808, -0.3333),
        ]
        for (milliseconds, offset) in frames {
            let state = ScrollPhysics.springState(displacement: -177, velocity: 0, after: .milliseconds(milliseconds))
            #expect(abs(state.displacement - offset) < 1.6, "\(milliseconds) ms")
        }
        // It leaves at once: about 18 pt in the first frame, as recorded (a critically damped
        // spring of the old 5π rad/s moves 5 pt there).
        #expect(ScrollPhysics.springState(displacement: -177, velocity: 0, after: .milliseconds(16.235)).displacement > -160)
    }

    @Test("the spring starts at its displacement and velocity")
    func startsWhereReleased() {
        let atRest = ScrollPhysics.springState(displacement: 100, velocity: 0, after: .zero)
        #expect(atRest.displacement == 100)
        #expect(atRest.velocity == 0)
        for (x0, v0) in [(-30.0, 450.0), (-30, -450), (0, 1000)] {
            let moving = ScrollPhysics.springState(displacement: x0, velocity: v0, after: .zero)
            #expect(abs(moving.displacement - x0) < 1e-9)
            #expect(abs(moving.velocity - v0) < 1e-9)
        }
    }

    @Test("released at rest, the spring approaches the edge monotonically and never overshoots it, from either side")
    func monotoneFromRest() {
        for x0 in [100.0, -100, 600, -2] {
            var previous = x0
            for millisecond in 1...1500 {
                let state = ScrollPhysics.springState(displacement: x0, velocity: 0, after: .milliseconds(Double(millisecond)))
                #expect(state.displacement.magnitude <= previous.magnitude, "x0 \(x0), \(millisecond) ms")
                #expect(state.displacement.sign == x0.sign || state.displacement == 0, "x0 \(x0), \(millisecond) ms overshot")
                // The velocity points at the edge throughout.
                #expect(state.velocity.sign != x0.sign || state.velocity == 0, "x0 \(x0), \(millisecond) ms")
                previous = state.displacement
            }
        }
    }

    @Test("the velocity is the derivative of the displacement, in both phases and across the handover")
    func velocityIsDerivative() {
        // (0, 1000) brakes first and hands over at 1000/(ω·1000) = 63.66 ms; (−40, −300) brakes too.
        for (x0, v0) in [(100.0, 0.0), (0, 1000), (-40, -300), (10, -2000)] {
            for milliseconds in [5.0, 63.5, 63.8, 250] {
                let at = VirtualDuration.milliseconds(milliseconds)
                let before = ScrollPhysics.springState(displacement: x0, velocity: v0, after: VirtualDuration(nanoseconds: at.nanoseconds - 1_000))
                let after = ScrollPhysics.springState(displacement: x0, velocity: v0, after: VirtualDuration(nanoseconds: at.nanoseconds + 1_000))
                let slope = (after.displacement - before.displacement) / 2e-6
                // A central difference over ±1 µs: its error is far under 1e-2 pt/s.
                #expect(abs(slope - ScrollPhysics.springState(displacement: x0, velocity: v0, after: at).velocity) < 1e-2, "x0 \(x0), v0 \(v0), \(milliseconds) ms")
            }
        }
    }

    @Test("a 100 pt overshoot released at rest settles after 0.65 s and stays settled; 50 pt after 0.56 s")
    func settlesWithinDocumentedTime() {
        func settled(_ x0: Double, _ milliseconds: Double) -> Bool {
            let state = ScrollPhysics.springState(displacement: x0, velocity: 0, after: .milliseconds(milliseconds))
            return ScrollPhysics.springIsSettled(displacement: state.displacement, velocity: state.velocity)
        }
        // By the closed form: 100 pt is within 0.5 pt at 648.1 ms, 50 pt at 563.7 ms; the
        // speed is under 5 pt/s by then.
        #expect(!settled(100, 645))
        #expect(settled(100, 650))
        #expect((650...3000).allSatisfy { settled(100, Double($0)) })
        #expect(!settled(50, 560))
        #expect(settled(50, 566))
    }

    @Test("a glide handed over at the edge at 1000 pt/s is braked 23.42 pt out at 63.66 ms, then returns as from rest")
    func outwardLaunch() {
        // The brake x(t) = v0·t·e^(−ωt) peaks at t = 1/ω = 63.662 ms with x = v0/(ω·e) = 23.4199 pt.
        let peak = ScrollPhysics.springState(displacement: 0, velocity: 1000, after: .milliseconds(1000 / (5 * Double.pi)))
        #expect(abs(peak.displacement - 23.4199) < 1e-4)
        // The instant is rounded to a nanosecond and v changes by about ω·v0/e ≈ 5800 pt/s² there: ≤ 3e-6 pt/s.
        #expect(abs(peak.velocity) < 1e-5)
        // From the peak it returns as the recorded return from rest would.
        let later = ScrollPhysics.springState(displacement: 0, velocity: 1000, after: .milliseconds(1000 / (5 * Double.pi) + 200))
        let fromRest = ScrollPhysics.springState(displacement: 23.4199, velocity: 0, after: .milliseconds(200))
        #expect(abs(later.displacement - fromRest.displacement) < 1e-3)
        let settled = ScrollPhysics.springState(displacement: 0, velocity: 1000, after: .milliseconds(600))
        #expect(settled.displacement > 0)
        #expect(settled.displacement < 0.5)
    }

    @Test("a spring pushed hard towards the edge crosses it once and comes back, and settling needs both rules")
    func pushedThroughOnce() {
        var crossings = 0
        var previous = 10.0
        for millisecond in 1...2000 {
            let x = ScrollPhysics.springState(displacement: 10, velocity: -5000, after: .milliseconds(Double(millisecond))).displacement
            if (x < 0) != (previous < 0) { crossings += 1 }
            previous = x
        }
        #expect(crossings == 1)
        #expect(!ScrollPhysics.springIsSettled(displacement: 0.1, velocity: 6))
        #expect(!ScrollPhysics.springIsSettled(displacement: 0.6, velocity: 0))
        #expect(ScrollPhysics.springIsSettled(displacement: -0.49, velocity: -4.9))
        #expect(ScrollPhysics.springIsSettled(displacement: 2, velocity: 0, displacementTolerance: 3, velocityTolerance: 1))
    }
}

@Suite("Scroll physics: paging")
struct ScrollPhysicsPagingTests {
    // Five 320 pt pages: page starts 0, 320, 640, 960, 1280.

    @Test("a slow release rests on the page whose start is nearest")
    func slowRelease() {
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: 200, pageSize: 320, pageCount: 5) == 0)
        #expect(ScrollPhysics.pagingTarget(offset: 170, velocity: -250, pageSize: 320, pageCount: 5) == 320)
        #expect(ScrollPhysics.pagingTarget(offset: 790, velocity: 0, pageSize: 320, pageCount: 5) == 640)
        // Exactly at the threshold is not above it.
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: 300, pageSize: 320, pageCount: 5) == 0)
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: -300, pageSize: 320, pageCount: 5) == 0)
    }

    @Test("a fast flick turns to the next page in its direction, both ways, even short of half a page")
    func fastFlick() {
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: 301, pageSize: 320, pageCount: 5) == 320)
        #expect(ScrollPhysics.pagingTarget(offset: 600, velocity: -900, pageSize: 320, pageCount: 5) == 320)
        // The next page start backwards from 700 is 640's: the page the flick runs into.
        #expect(ScrollPhysics.pagingTarget(offset: 700, velocity: -900, pageSize: 320, pageCount: 5) == 640)
        #expect(ScrollPhysics.pagingTarget(offset: 640, velocity: 1500, pageSize: 320, pageCount: 5) == 960)
        #expect(ScrollPhysics.pagingTarget(offset: 640, velocity: -1500, pageSize: 320, pageCount: 5) == 320)
    }

    @Test("a fast flick past half a page lands on the page it was heading to, not the one after")
    func fastFlickNeverSkips() {
        #expect(ScrollPhysics.pagingTarget(offset: 250, velocity: 2000, pageSize: 320, pageCount: 5) == 320)
        #expect(ScrollPhysics.pagingTarget(offset: 390, velocity: -2000, pageSize: 320, pageCount: 5) == 320)
        // On a page start, up to rounding, a flick moves exactly one page either way:
        // 7·333.3 / 333.3 = 6.999999999999999 and (0.1 + 0.2)·1000 / 100 = 3.0000000000000004.
        #expect(abs(ScrollPhysics.pagingTarget(offset: 7 * 333.3, velocity: 2000, pageSize: 333.3, pageCount: 20) - 8 * 333.3) < 1e-9)
        #expect(abs(ScrollPhysics.pagingTarget(offset: 7 * 333.3, velocity: -2000, pageSize: 333.3, pageCount: 20) - 6 * 333.3) < 1e-9)
        #expect(ScrollPhysics.pagingTarget(offset: (0.1 + 0.2) * 1000, velocity: 2000, pageSize: 100, pageCount: 9) == 400)
        #expect(ScrollPhysics.pagingTarget(offset: (0.1 + 0.2) * 1000, velocity: -2000, pageSize: 100, pageCount: 9) == 200)
    }

    @Test("the target stays within the first and last page starts")
    func clamped() {
        #expect(ScrollPhysics.pagingTarget(offset: 1290, velocity: 3000, pageSize: 320, pageCount: 5) == 1280)
        #expect(ScrollPhysics.pagingTarget(offset: 1500, velocity: 0, pageSize: 320, pageCount: 5) == 1280)
        #expect(ScrollPhysics.pagingTarget(offset: -60, velocity: -3000, pageSize: 320, pageCount: 5) == 0)
        #expect(ScrollPhysics.pagingTarget(offset: 0, velocity: -3000, pageSize: 320, pageCount: 5) == 0)
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: 3000, pageSize: 320, pageCount: 1) == 0)
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: 3000, pageSize: 320, pageCount: 0) == 0)
    }

    @Test("the velocity threshold is 300 pt/s and can be set per call")
    func threshold() {
        #expect(ScrollPhysics.pagingVelocityThreshold == 300)
        #expect(ScrollPhysics.pagingTarget(offset: 100, velocity: 301, pageSize: 320, pageCount: 5, velocityThreshold: 500) == 0)
    }
}

@Suite("Scroll physics: velocity at the lift")
struct ScrollPhysicsVelocityTests {
    private func sample(_ milliseconds: Double, _ position: Double) -> (time: VirtualTime, position: Double) {
        (VirtualTime.milliseconds(milliseconds), position)
    }

    /// A finger sampled every `interval` ms for 200 ms along `path` (milliseconds to points),
    /// each sample's time moved by `jitter(index)` ms; the lift is at 200 ms.
    private func finger(every interval: Double, jitter: (Int) -> Double = { _ in 0 }, _ path: (Double) -> Double) -> [(time: VirtualTime, position: Double)] {
        stride(from: 0.0, through: 200, by: interval).enumerated().map { index, milliseconds in
            let stamped = milliseconds == 0 || milliseconds == 200 ? milliseconds : milliseconds + jitter(index)
            return sample(stamped, path(milliseconds))
        }
    }

    @Test("a finger at constant speed reads that speed at 60, 120 and 240 Hz")
    func constantSpeed() {
        for interval in [1000.0 / 60, 1000.0 / 120, 1000.0 / 240] {
            let velocity = ScrollPhysics.releaseVelocity(samples: finger(every: interval) { 1.2 * $0 }, at: .milliseconds(200))
            // Sample times are whole nanoseconds, so a 60 Hz finger is not exactly linear: 1e-4 pt/s.
            #expect(abs(velocity - 1200) < 1e-4, "every \(interval) ms")
        }
    }

    @Test("a flick that speeds up or slows down into the lift reads the speed at the lift, not the mean")
    func changingSpeed() {
        for interval in [1000.0 / 60, 1000.0 / 120, 1000.0 / 240] {
            // From 200 to 1000 pt/s over the last 100 ms, then from 1000 down to 300.
            let speedingUp = finger(every: interval) { t in t < 100 ? 0.2 * t : 0.2 * t + 0.4 * (t - 100) * (t - 100) / 100 }
            let slowingDown = finger(every: interval) { t in t < 100 ? t : t - 0.35 * (t - 100) * (t - 100) / 100 }
            #expect(abs(ScrollPhysics.releaseVelocity(samples: speedingUp, at: .milliseconds(200)) - 1000) < 1e-4, "every \(interval) ms")
            #expect(abs(ScrollPhysics.releaseVelocity(samples: slowingDown, at: .milliseconds(200)) - 300) < 1e-4, "every \(interval) ms")
        }
    }

    @Test("timestamps jittered by up to 2 ms move the velocity of a 1200 pt/s finger by under 10 %")
    func jitter() {
        // A fixed, irregular pattern of offsets in [−2, 2] ms (no randomness).
        let pattern = [1.7, -1.9, 0.4, -0.8, 2.0, -1.2, 0.9, -2.0, 1.1, -0.3, 1.5, -1.6]
        for interval in [1000.0 / 60, 1000.0 / 120, 1000.0 / 240] {
            let samples = finger(every: interval, jitter: { pattern[$0 % pattern.count] }) { 1.2 * $0 }
            let velocity = ScrollPhysics.releaseVelocity(samples: samples, at: .milliseconds(200))
            #expect(abs(velocity - 1200) < 120, "every \(interval) ms: \(velocity)")
        }
    }

    @Test("a finger that rests more than 40 ms before the lift does not fling; one lifted a frame after its last move does")
    func stoppedFinger() {
        let moving = finger(every: 1000.0 / 60) { 0.5 * $0 }
        // The lift at the last move's place, 50 ms later: stopped.
        #expect(ScrollPhysics.releaseVelocity(samples: moving + [sample(250, 100)], at: .milliseconds(250)) == 0)
        #expect(ScrollPhysics.releaseVelocity(samples: moving, at: .milliseconds(240.001)) == 0)
        // 40 ms is still moving, and a lift one 60 Hz frame later keeps the move's velocity.
        #expect(abs(ScrollPhysics.releaseVelocity(samples: moving, at: .milliseconds(240)) - 500) < 1e-6)
        #expect(abs(ScrollPhysics.releaseVelocity(samples: moving + [sample(216.667, 100)], at: .milliseconds(216.667)) - 500) < 1e-6)
    }

    @Test("a pause inside the drag ends the stretch the fit looks at, and samples after now are ignored")
    func pauseInsideTheDrag() {
        // Fast until 40 ms, still until 100 ms, then 300 pt/s: only the last stretch counts,
        // with the sample that starts it.
        let samples = [sample(0, 0), sample(20, 30), sample(40, 60), sample(100, 60), sample(110, 63), sample(120, 66), sample(130, 69), sample(300, 900)]
        #expect(abs(ScrollPhysics.releaseVelocity(samples: samples, at: .milliseconds(130)) - 300) < 1e-6)
    }

    @Test("fewer than two samples, or none apart in time, or none that moved, give no velocity")
    func notEnough() {
        #expect(ScrollPhysics.releaseVelocity(samples: [], at: .milliseconds(100)) == 0)
        #expect(ScrollPhysics.releaseVelocity(samples: [sample(90, 10)], at: .milliseconds(100)) == 0)
        #expect(ScrollPhysics.releaseVelocity(samples: [sample(90, 10), sample(95, 10)], at: .milliseconds(100)) == 0)
        #expect(ScrollPhysics.releaseVelocity(samples: [sample(90, 0), sample(90, 10)], at: .milliseconds(100)) == 0)
        // Two samples: the slope between them, even across a long rest before the move.
        #expect(abs(ScrollPhysics.releaseVelocity(samples: [sample(0, 0), sample(200, -10)], at: .milliseconds(210)) - -50) < 1e-9)
    }
}

@Suite("Scroll physics: extreme inputs")
struct ScrollPhysicsExtremeInputTests {
    @Test("huge velocities, sizes, durations, tiny rates and empty viewports all give finite answers")
    func everythingFinite() {
        let values = [0, 1e-300, 1, -1, 600, -600, 1e9, -1e9, 1e300, -1e300, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude]
        let rates = [0.5, fast, normal, 1e-300, 1 - 1e-15]
        let durations: [VirtualDuration] = [.zero, .milliseconds(1), .milliseconds(16.667), .seconds(1), .seconds(3600), VirtualDuration(nanoseconds: .max)]
        var checked = 0

        for x in values {
            for d in values {
                #expect(ScrollPhysics.rubberBandOffset(overshoot: x, dimension: d).isFinite, "x \(x), d \(d)")
                #expect(ScrollPhysics.rubberBandedOffset(x, min: -d, max: d, dimension: d, bounces: true).isFinite, "x \(x), d \(d)")
                #expect(ScrollPhysics.rubberBandedOffset(x, min: 0, max: d, dimension: 1e9, bounces: true).isFinite, "x \(x), d \(d)")
                checked += 3
            }
        }
        for v in values {
            for rate in rates {
                #expect(ScrollPhysics.decelerationDistance(velocity: v, rate: rate).isFinite, "v \(v), rate \(rate)")
                _ = ScrollPhysics.decelerationDuration(velocity: v, rate: rate)  // A duration is always representable.
                for elapsed in durations {
                    let glide = ScrollPhysics.decelerationState(velocity: v, rate: rate, after: elapsed)
                    #expect(glide.distance.isFinite && glide.velocity.isFinite, "v \(v), rate \(rate), \(elapsed.nanoseconds) ns")
                    checked += 1
                }
                for offset in values {
                    if let crossing = ScrollPhysics.edgeCrossing(offset: offset, velocity: v, min: 0, max: 1e9, rate: rate, bounces: true) {
                        #expect(crossing.velocity.isFinite && crossing.elapsed >= .zero, "offset \(offset), v \(v), rate \(rate)")
                    }
                    checked += 1
                }
            }
            for x0 in values {
                for elapsed in durations {
                    let spring = ScrollPhysics.springState(displacement: x0, velocity: v, after: elapsed)
                    #expect(spring.displacement.isFinite && spring.velocity.isFinite, "x0 \(x0), v \(v), \(elapsed.nanoseconds) ns")
                    checked += 1
                }
                for pageSize in [1e-300, 320, 1e9, Double.greatestFiniteMagnitude] {
                    #expect(ScrollPhysics.pagingTarget(offset: x0, velocity: v, pageSize: pageSize, pageCount: .max).isFinite, "offset \(x0), v \(v), page \(pageSize)")
                    checked += 1
                }
            }
            let samples: [(time: VirtualTime, position: Double)] = [(.zero, -v), (VirtualTime(nanoseconds: 1), v), (VirtualTime(nanoseconds: 2), -v)]
            #expect(ScrollPhysics.releaseVelocity(samples: samples, at: VirtualTime(nanoseconds: 2)).isFinite, "v \(v)")
        }
        // The answers the scroll view relies on keep their meaning at the extremes.
        #expect(abs(ScrollPhysics.decelerationDistance(velocity: 1e9, rate: 0.5) - (1e9 - 10) / 1000 / log(2)) < 1e-6)
        #expect(ScrollPhysics.rubberBandOffset(overshoot: 1e9, dimension: 1e9) > 0)
        #expect(ScrollPhysics.decelerationDuration(velocity: Double.greatestFiniteMagnitude, rate: 1 - 1e-15).nanoseconds == .max)
        #expect(ScrollPhysics.springState(displacement: 1e9, velocity: 1e9, after: .seconds(3600)) == (0, 0))
        #expect(checked > 1000)
    }
}

@Suite("Scroll physics: momentum carried by repeated flicks")
struct ScrollPhysicsMomentumTests {
    @Test("a caught glide carries 0.000816·|v|^1.967 with its sign, at most 40,000 pt/s")
    func carriedMomentum() {
        #expect(abs(ScrollPhysics.carriedMomentum(velocity: 1000) - 0.000816 * pow(1000, 1.967)) < 1e-9)
        #expect(abs(ScrollPhysics.carriedMomentum(velocity: 1000) - 649.67) < 0.01)
        #expect(abs(ScrollPhysics.carriedMomentum(velocity: -3000) + 5638.81) < 0.01)
        // 0.000816·v^1.967 reaches 40,000 at about 8,123 pt/s.
        #expect(ScrollPhysics.carriedMomentum(velocity: 8_100) < 40_000)
        #expect(ScrollPhysics.carriedMomentum(velocity: 8_150) == 40_000)
        #expect(ScrollPhysics.carriedMomentum(velocity: -1e12) == -40_000)
        #expect(ScrollPhysics.carriedMomentum(velocity: 0) == 0)
        #expect(ScrollPhysics.carriedMomentum(velocity: .nan) == 0)
    }

    @Test("the momentum is added only to a release the same way that is more than half of it")
    func releaseVelocity() {
        #expect(ScrollPhysics.releaseVelocity(2500, carrying: 1191) == 3691)
        #expect(ScrollPhysics.releaseVelocity(-2500, carrying: -1191) == -3691)
        #expect(ScrollPhysics.releaseVelocity(-2500, carrying: 1191) == -2500)
        #expect(ScrollPhysics.releaseVelocity(600, carrying: 1191) == 1791)
        #expect(ScrollPhysics.releaseVelocity(595.5, carrying: 1191) == 595.5)
        #expect(ScrollPhysics.releaseVelocity(0, carrying: 1191) == 0)
        #expect(ScrollPhysics.releaseVelocity(2500, carrying: 0) == 2500)
    }
}

@Suite("Scroll physics: the page snap")
struct ScrollPhysicsPageSnapTests {
    private func snap(_ x0: Double, _ v0: Double, at milliseconds: Double) -> (displacement: Double, velocity: Double) {
        ScrollPhysics.pageSnapState(displacement: x0, velocity: v0, after: .milliseconds(milliseconds))
    }

    @Test("the snap is a critically damped spring of 8π rad/s: 2.942 pt short 250 ms after a 2000 pt/s release 285 pt before its page")
    func frequencyAndShape() {
        #expect(ScrollPhysics.pageSnapOmega == 8 * Double.pi)
        let flick = snap(-285, 2000, at: 250)
        #expect(abs(flick.displacement - -2.9425) < 0.0005)
        #expect(abs(flick.velocity - 64.313) < 0.001)
        let atRest = snap(-170, 0, at: 250)
        #expect(abs(atRest.displacement - -2.3122) < 0.0005)
    }

    @Test("it starts where released, at the finger's speed, and its velocity is the derivative of its displacement")
    func startsAndDerivative() {
        for (x0, v0) in [(-285.0, 2000.0), (170, 0), (-100, -500), (40, -800)] {
            let start = snap(x0, v0, at: 0)
            #expect(start.displacement == x0 && abs(start.velocity - v0) < 1e-9)
            for t in stride(from: 10.0, through: 400, by: 30) {
                let slope = (snap(x0, v0, at: t + 0.001).displacement - snap(x0, v0, at: t - 0.001).displacement) / 0.000002
                #expect(abs(slope - snap(x0, v0, at: t).velocity) < 0.01)
            }
        }
    }

    @Test("it never passes its page: a start faster than ω times the distance is taken at that speed", arguments: [
        (-5.0, 20_000.0), (5, -20_000), (-100, 2513.27), (-100, 2514), (-285, 2000), (-100, -500),
    ])
    func neverPassesThePage(_ x0: Double, _ v0: Double) {
        let headsForPage = (x0 < 0) == (v0 > 0)
        let startSpeed = headsForPage ? min(abs(v0), ScrollPhysics.pageSnapOmega * x0.magnitude) : abs(v0)
        #expect(abs(abs(snap(x0, v0, at: 0).velocity) - startSpeed) < 1e-9)
        for t in stride(from: 0.0, through: 1000, by: 1) {
            let displacement = snap(x0, v0, at: t).displacement
            #expect(displacement == 0 || (displacement < 0) == (x0 < 0))
        }
    }

    @Test("a flick's snap and a release at rest half a page away settle in under 0.4 s, where the bounce's spring took twice as long")
    func settlesQuickly() {
        func settled(_ x0: Double, _ v0: Double, snap state: (Double, Double, VirtualDuration) -> (displacement: Double, velocity: Double)) -> Double {
            var t = 0.0
            while true {
                let now = state(x0, v0, .milliseconds(t))
                if ScrollPhysics.springIsSettled(displacement: now.displacement, velocity: now.velocity) { return t }
                t += 1
            }
        }
        let snapFlick = settled(-285, 2000) { ScrollPhysics.pageSnapState(displacement: $0, velocity: $1, after: $2) }
        let bounceFlick = settled(-285, 2000) { ScrollPhysics.springState(displacement: $0, velocity: $1, after: $2) }
        let snapHalf = settled(-187.5, 0) { ScrollPhysics.pageSnapState(displacement: $0, velocity: $1, after: $2) }
        #expect(snapFlick > 340 && snapFlick < 400)
        #expect(snapHalf > 340 && snapHalf < 400)
        #expect(bounceFlick > 2 * snapFlick)
    }
}
