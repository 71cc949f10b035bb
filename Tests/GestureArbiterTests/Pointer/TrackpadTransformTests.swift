import Testing
@testable import GestureArbiter

@Suite("Trackpad transforms (P4)")
struct TrackpadTransformTests {
    @Test("a trackpad pinch scales and turns the pinch and rotation recognizers under the pointer, and no pan or view hears of it")
    func pinchAndRotate() throws {
        let window = Window.recording()
        let photo = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        let pan = PanGestureRecognizer()
        let together = SimultaneousDelegate()
        rotation.delegate = together
        for recognizer in [pinch, rotation, pan] as [GestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        window.addSubview(photo)
        let at = Point(x: 200, y: 300)
        try window.transform(TransformInput(.began, at: at), at: .zero)
        try window.transform(TransformInput(.changed, at: at, scale: 1.5, rotation: 0.3), at: .milliseconds(16))
        #expect(pinch.state == .began && abs(pinch.scale - 1.5) < 1e-9)
        #expect(rotation.state == .began && abs(rotation.rotation - 0.3) < 1e-9)
        #expect(pan.touches.isEmpty && pan.state == .possible)
        try window.transform(TransformInput(.changed, at: at, scale: 2, rotation: 0.3), at: .milliseconds(32))
        #expect(abs(pinch.scale - 2) < 1e-9)
        try window.transform(TransformInput(.ended, at: at), at: .milliseconds(48))
        #expect(pinch.state == .possible && window.activeTouches.isEmpty)
        #expect(!window.trace.records.contains { $0.kind == .touches && $0.subject != "window" })
        #expect(throws: TransformInputError.notBegun(phase: .changed)) {
            try window.transform(TransformInput(.changed, at: at, scale: 2), at: .milliseconds(60))
        }
        #expect(throws: TransformInputError.notValid) {
            try window.transform(TransformInput(.began, at: at, scale: 0), at: .milliseconds(60))
        }
        withExtendedLifetime(together) {}
    }
}

/// A delegate that lets every pair recognize together.
private final class SimultaneousDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}
