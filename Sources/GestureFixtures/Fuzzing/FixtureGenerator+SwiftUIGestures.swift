import GestureArbiter
import GestureArbiterSwiftUI

extension FixtureGenerator {
    /// SwiftUI gestures on random views for about a third of the seeds, from a random stream of
    /// its own so that the rest of a seed's fixture is generated as before (U1–U7): one to four
    /// attachments, each a primitive gesture or a composition of two, under a random modifier and
    /// mask; after the scene's own touches, taps, double taps, holds, drags and two-finger
    /// spreads over those views.
    static func withSwiftUIGestures(_ fixture: Fixture, seed: UInt64) -> Fixture {
        var random = SplitMix64(seed: seed ^ 0x3C6E_F372_FE94_F82B)
        guard random.chance(0.35) else { return fixture }
        var fixture = fixture
        var views: [(id: String, frame: Rect)] = []
        forEachView(in: &fixture.views) { view, frame in views.append((view.id, frame)) }
        guard !views.isEmpty else { return fixture }
        var targets: [Rect] = []
        for index in 0..<random.int(1...4) {
            let (id, frame) = random.pick(views)
            targets.append(frame)
            let gesture = randomSwiftUIGesture(&random, depth: 0)
            let modifier: SwiftUIGestureSpec.Modifier = switch random.int(0...5) {
            case 0, 1: .gesture(gesture)
            case 2: .highPriorityGesture(gesture)
            case 3: .simultaneousGesture(gesture)
            case 4: .onTapGesture(count: random.int(1...2), coordinateSpace: random.chance(0.5) ? .local : nil)
            default: .onLongPressGesture(minimumDuration: random.pick([0, 0.3, 0.5, 1]), maximumDistance: random.pick([0, 10, 40]))
            }
            let masked: Bool = switch modifier {
            case .gesture, .highPriorityGesture, .simultaneousGesture: random.chance(0.2)
            case .onTapGesture, .onLongPressGesture: false
            }
            fixture.swiftUIGestures.append(SwiftUIGestureSpec(
                id: "swiftUI\(index)", view: id, modifier: modifier,
                including: masked ? random.pick([.gesture, .subviews, .none]) : .all,
                isEnabled: random.chance(0.9), resetAnimation: random.chance(0.2) ? "spring" : nil
            ))
        }
        var start = (fixture.events.last?.time ?? 0) + 50
        var touch = 950
        for _ in 0..<random.int(1...5) {
            let frame = random.pick(targets)
            let at = Point(x: frame.minX + random.whole(0...Int(max(0, frame.width - 1))), y: frame.minY + random.whole(0...Int(max(0, frame.height - 1))))
            let away = Point(x: at.x + random.whole(-150...150), y: at.y + random.whole(-150...150))
            switch random.int(0...4) {
            case 0, 1:
                let taps = random.int(1...2)
                for tap in 0..<taps {
                    fixture.events.append(FixtureEvent(time: start + Double(tap) * random.whole(100...400), .tap(Tap(touch: touch + tap, location: at, duration: random.whole(30...900)))))
                }
                start += 1200
            case 2:
                fixture.events.append(FixtureEvent(time: start, .touches([TouchStep(touch: touch, phase: .began, location: at)])))
                let held = random.whole(100...1200)
                if random.chance(0.5) {
                    fixture.events.append(FixtureEvent(time: start + held, .touches([TouchStep(touch: touch, phase: .moved, location: away)])))
                }
                fixture.events.append(FixtureEvent(time: start + held + 100, .touches([TouchStep(touch: touch, phase: random.chance(0.9) ? .ended : .cancelled, location: away)])))
                start += held + 400
            case 3:
                fixture.events.append(FixtureEvent(time: start, .touches([TouchStep(touch: touch, phase: .began, location: at)])))
                let moves = random.int(1...8)
                for step in 1...moves {
                    let fraction = Double(step) / Double(moves)
                    let point = Point(x: at.x + (away.x - at.x) * fraction, y: at.y + (away.y - at.y) * fraction)
                    fixture.events.append(FixtureEvent(time: start + 16 * Double(step), .touches([TouchStep(touch: touch, phase: .moved, location: point)])))
                }
                fixture.events.append(FixtureEvent(time: start + 16 * Double(moves + 1), .touches([TouchStep(touch: touch, phase: .ended, location: away)])))
                start += 16 * Double(moves + 1) + 500
            default:
                let other = Point(x: at.x + random.whole(-80...80), y: at.y + random.whole(-80...80))
                fixture.events.append(FixtureEvent(time: start, .touches([TouchStep(touch: touch, phase: .began, location: at), TouchStep(touch: touch + 1, phase: .began, location: other)])))
                for step in 1...random.int(1...6) {
                    let spread = Double(step) * random.whole(2...15)
                    fixture.events.append(FixtureEvent(time: start + 16 * Double(step), .touches([
                        TouchStep(touch: touch, phase: .moved, location: Point(x: at.x - spread, y: at.y + spread / 2)),
                        TouchStep(touch: touch + 1, phase: .moved, location: Point(x: other.x + spread, y: other.y - spread / 3)),
                    ])))
                }
                fixture.events.append(FixtureEvent(time: start + 200, .touches([TouchStep(touch: touch, phase: .ended), TouchStep(touch: touch + 1, phase: .ended)])))
                start += 600
            }
            touch += 2
        }
        return fixture
    }

    /// A primitive gesture, or below depth 2 sometimes a composition of two, some with callbacks.
    private static func randomSwiftUIGesture(_ random: inout SplitMix64, depth: Int) -> SwiftUIGestureNodeSpec {
        let gesture: SwiftUIGestureNodeSpec
        if depth < 2, random.chance(0.35) {
            let (first, second) = (randomSwiftUIGesture(&random, depth: depth + 1), randomSwiftUIGesture(&random, depth: depth + 1))
            gesture = random.pick([.simultaneously(first, second), .sequenced(first, second), .exclusively(first, second)])
        } else {
            let space: CoordinateSpace = random.chance(0.7) ? .local : .global
            gesture = switch random.int(0...5) {
            case 0: .tap(count: random.int(1...3))
            case 1: .spatialTap(count: random.int(1...2), coordinateSpace: space)
            case 2: .longPress(minimumDuration: random.pick([0, 0.2, 0.5, 1]), maximumDistance: random.pick([0, 10, 50]))
            case 3: .drag(minimumDistance: random.pick([0, 10, 30]), coordinateSpace: space)
            case 4: .magnify(minimumScaleDelta: random.pick([0, 0.01, 0.2]))
            default: .rotate(minimumAngleDelta: random.pick([0, 1, 20]))
            }
        }
        guard random.chance(depth == 0 ? 0.8 : 0.3) else { return gesture }
        let callbacks = SwiftUIGestureNodeSpec.SwiftUICallback.allCases.filter { _ in random.chance(0.6) }
        return callbacks.isEmpty ? gesture : .withCallbacks(gesture, callbacks)
    }
}
