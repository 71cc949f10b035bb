import Foundation

/// A trackpad's pinch and rotation (P4). The window stands the transform for two touches of its
/// own, ``transformSpread`` apart at scale 1 about the pointer and turned by the rotation, which
/// only pinch and rotation recognizers receive: their scale and rotation are the transform's.
extension Window {
    /// The ids of the window's two transform touches; a host's fingers never use them.
    public static let transformTouchIDs = (Int.min + 1, Int.min + 2)

    /// How far apart the two transform touches are at scale 1: 200 pt (a choice; a pinch's scale
    /// and a rotation's angle do not depend on it).
    public static let transformSpread = 200.0

    /// Sends one transform event at `time` (``TransformInput``).
    ///
    /// In the order ``TrackpadGestureLifecycle`` allows, `began` puts the two touches down about
    /// the pointer, bound to the view under it; `changed` moves them to the scale and rotation
    /// since `began`; `ended` and `cancelled` lift them. An event before the clock's now, out of sequence, not finite, with a scale
    /// outside ``TransformInput/scaleRange``, or while a click is down is refused and changes nothing.
    public func transform(_ input: TransformInput, at time: VirtualTime) throws(TransformInputError) {
        if callbackDepth > 0 || clock.isAdvancing, time != clock.now {
            throw .sentFromCallbackAtAnotherTime(now: clock.now, requested: time)
        }
        guard time >= clock.now else { throw .timeWentBackward(now: clock.now, requested: time) }
        guard input.location.isFinite, TransformInput.scaleRange.contains(input.scale), input.rotation.isFinite else { throw .notValid }
        if let click = pointerButtonTouch {
            throw .buttonDown(touch: click.id)
        }
        let (first, second) = Self.transformTouchIDs
        let step: (to: TrackpadGestureLifecycle.State, action: TrackpadGestureLifecycle.Action)
        do {
            step = try TrackpadGestureLifecycle.table.step(from: pointer.transformLocation == nil ? .idle : .underWay, on: .init(input.phase))
        } catch {
            throw error == .notBegun ? .notBegun(phase: input.phase) : .alreadyTransforming
        }
        switch step.action {
        case .beginSteps, .stepAgain, .endStepsThenBegin:
            preconditionFailure("a transform's phase is never a wheel step")
        case .begin:
            // A host's finger with one of the window's ids would refuse the touches after the record.
            if let taken = [first, second].first(where: { activeTouch(id: $0) != nil }) {
                throw .touchRefused(.touchAlreadyBegan(id: taken))
            }
            takeIndirectEvent(.transformEvent(input), at: time)
            let (a, b) = Self.transformTouchLocations(about: input.location, scale: 1, rotation: 0)
            pointer.startingGesture = (.transform, input.location)
            defer { pointer.startingGesture = nil }
            try sendTransformTouches([
                TouchInput(id: first, phase: .began, location: a, type: .indirect),
                TouchInput(id: second, phase: .began, location: b, type: .indirect),
            ], at: time)
            pointer.transformLocation = input.location
        case .update:
            guard let center = pointer.transformLocation else { preconditionFailure("the table let a transform go on with none under way") }
            takeIndirectEvent(.transformEvent(input), at: time)
            let (a, b) = Self.transformTouchLocations(about: center, scale: input.scale, rotation: input.rotation)
            try sendTransformTouches([
                TouchInput(id: first, phase: .moved, location: a, type: .indirect),
                TouchInput(id: second, phase: .moved, location: b, type: .indirect),
            ], at: time)
        case .end:
            takeIndirectEvent(.transformEvent(input), at: time)
            pointer.transformLocation = nil
            let phase: Touch.Phase = input.phase == .ended ? .ended : .cancelled
            let down = _activeTouches.filter { $0.windowGesture == .transform && $0.phase.isActive }
            try sendTransformTouches(down.map { TouchInput(id: $0.id, phase: phase, location: $0.locationInWindow, type: .indirect) }, at: time)
        }
    }

    /// The two touches' places: on a line through `center`, turned by `rotation`, spread by `scale`.
    private static func transformTouchLocations(about center: Point, scale: Double, rotation: Double) -> (Point, Point) {
        let half = transformSpread * scale / 2
        let dx = half * cos(rotation)
        let dy = half * sin(rotation)
        return (Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy))
    }

    private func sendTransformTouches(_ inputs: [TouchInput], at time: VirtualTime) throws(TransformInputError) {
        guard !inputs.isEmpty else { return }
        do {
            try send(inputs, at: time)
        } catch {
            throw .touchRefused(error)
        }
    }
}
