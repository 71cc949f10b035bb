import GestureArbiter

/// The pointer's input over a run, as the script sends it (P2 to P4): its hover, the wheel's
/// steps, the trackpad's scrolls and pinches, each drawn as a finger's lane is, with its own name.
///
/// A hover stroke runs from the pointer's first move over the window to its exit; a wheel step is
/// a stroke that begins and ends at once, moved by its step; a trackpad scroll's stroke moves by
/// each change; a pinch's stroke stays at the pointer, from began to its end.
public struct PointerTrack: Hashable, Sendable {
    /// The lane's name: `pointer`, `wheel`, `trackpad scroll` or `trackpad pinch`.
    public var name: String
    /// The inputs as a finger's samples, split into strokes at each `began`.
    public var samples: TouchTrack

    /// The tracks of the pointer input the script sends, in that order of names; a kind of input
    /// the script never sends has none.
    static func tracks(from script: Script) -> [PointerTrack] {
        var hover: [TouchSample] = []
        var wheel: [TouchSample] = []
        var scroll: [TouchSample] = []
        var pinch: [TouchSample] = []
        var hoverAt: Point?
        var scrollAt = Point.zero
        for step in script.steps {
            let time = step.time
            switch step.action {
            case let .pointer(at?):
                hover.append(TouchSample(time: time, phase: hoverAt == nil ? .began : .moved, location: at))
                hoverAt = at
            case .pointer(nil):
                hover.append(TouchSample(time: time, phase: .ended, location: hoverAt ?? .zero))
                hoverAt = nil
            case let .scroll(input) where input.type == .discrete:
                let end = Point(x: input.location.x + input.translation.x, y: input.location.y + input.translation.y)
                wheel += [TouchSample(time: time, phase: .began, location: input.location),
                          TouchSample(time: time, phase: .moved, location: end),
                          TouchSample(time: time, phase: .ended, location: end)]
            case let .scroll(input):
                switch input.phase {
                case .began: scrollAt = input.location
                case .changed: scrollAt = Point(x: scrollAt.x + input.translation.x, y: scrollAt.y + input.translation.y)
                case .ended, .cancelled: break
                }
                scroll.append(TouchSample(time: time, phase: Self.phase(input.phase), location: scrollAt))
            case let .transform(input):
                pinch.append(TouchSample(time: time, phase: Self.phase(input.phase), location: input.location))
            case .touches, .wait, .set, .setGesture, .remove, .statusBarTap, .navigation, .sheet:
                break
            }
        }
        return [("pointer", hover), ("wheel", wheel), ("trackpad scroll", scroll), ("trackpad pinch", pinch)]
            .filter { !$0.1.isEmpty }
            .map { PointerTrack(name: $0.0, samples: TouchTrack(id: 0, samples: $0.1)) }
    }

    /// A trackpad scroll's or transform's phase as a finger's.
    private static func phase(_ phase: ScrollInput.Phase) -> Touch.Phase {
        switch phase {
        case .began: .began
        case .changed: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
