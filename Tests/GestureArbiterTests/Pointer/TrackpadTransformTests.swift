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

    @Test("a scale outside a millionth to a million is refused and leaves no record, in a zooming scroll view too; at the bounds the touches stay finite")
    func scaleOutOfRange() throws {
        let window = Window.recording()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let photo = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let zooming = ZoomingDelegate(photo)
        scroll.addSubview(photo)
        scroll.contentSize = Size(width: 400, height: 800)
        scroll.maximumZoomScale = 4
        scroll.delegate = zooming
        window.addSubview(scroll)
        let at = Point(x: 200, y: 300)
        try window.transform(TransformInput(.began, at: at), at: .zero)
        let recorded = window.trace.records.count
        for scale in [1e308, 1.000_001e6, 0.999e-6, 1e-300] {
            #expect(throws: TransformInputError.notValid) {
                try window.transform(TransformInput(.changed, at: at, scale: scale), at: .milliseconds(16))
            }
        }
        #expect(window.trace.records.count == recorded)
        for scale in [TransformInput.scaleRange.upperBound, TransformInput.scaleRange.lowerBound] {
            try window.transform(TransformInput(.changed, at: at, scale: scale), at: .milliseconds(16))
            #expect(window.activeTouches.allSatisfy { $0.locationInWindow.isFinite })
        }
        try window.transform(TransformInput(.ended, at: at), at: .milliseconds(32))
        window.clock.advance(to: .milliseconds(2000))
        #expect(scroll.zoomScale >= scroll.minimumZoomScale && scroll.zoomScale <= scroll.maximumZoomScale)
        // A host's finger that took a transform touch's id refuses the transform before any record.
        let taken = Window.transformTouchIDs.1
        try window.send([TouchInput(id: taken, phase: .began, location: Point(x: 5, y: 5))], at: .milliseconds(2010))
        let before = window.trace.records.count
        #expect(throws: TransformInputError.touchRefused(.touchAlreadyBegan(id: taken))) {
            try window.transform(TransformInput(.began, at: at), at: .milliseconds(2020))
        }
        #expect(window.trace.records.count == before)
        withExtendedLifetime(zooming) {}
    }
}

/// A scroll view delegate that zooms one view.
private final class ZoomingDelegate: ScrollViewDelegate {
    let view: View
    init(_ view: View) { self.view = view }
    func viewForZooming(in scrollView: ScrollView) -> View? { view }
}

/// A delegate that lets every pair recognize together.
private final class SimultaneousDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}
