import Testing
@testable import GestureArbiter

/// A photo in a scroll view that zooms from 1 to 4.
private final class PhotoScene: ScrollViewDelegate {
    let window = Window.recording()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let photo = View(id: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var calls: [String] = []

    init(bounces: Bool = true) {
        scroll.identifier = "scroll"
        scroll.contentSize = Size(width: 400, height: 400)
        scroll.addSubview(photo)
        window.addSubview(scroll)
        scroll.delegate = self
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        scroll.bouncesZoom = bounces
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { photo }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBegin") }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) { calls.append("didEnd \(scale)") }

    /// Two fingers at `a` and `b` at `start`, moved to `a2` and `b2` in `steps` moves 16 ms apart, optionally lifted.
    func pinch(from a: Point, _ b: Point, to a2: Point, _ b2: Point, at start: Double, steps: Int = 8, lift: Bool = true) throws {
        try window.send([TouchInput(id: 1, phase: .began, location: a), TouchInput(id: 2, phase: .began, location: b)], at: .milliseconds(start))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let p = Point(x: a.x + (a2.x - a.x) * f, y: a.y + (a2.y - a.y) * f)
            let q = Point(x: b.x + (b2.x - b.x) * f, y: b.y + (b2.y - b.y) * f)
            try window.send([TouchInput(id: 1, phase: .moved, location: p), TouchInput(id: 2, phase: .moved, location: q)], at: .milliseconds(start + Double(step) * 16))
        }
        if lift {
            let end = start + Double(steps) * 16 + 100
            try window.send([TouchInput(id: 1, phase: .ended, location: a2), TouchInput(id: 2, phase: .ended, location: b2)], at: .milliseconds(end))
        }
    }
}

@Suite("Zooming")
struct ZoomTests {
    @Test("the pinch exists only while zooming is possible, as Apple documents")
    func pinchPresence() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        #expect(scroll.pinchGestureRecognizer != nil)
        #expect(scroll.gestureRecognizers.contains { $0 === scroll.pinchGestureRecognizer })
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil)
    }

    @Test("setZoomScale scales the zoomed view about the middle of what is shown, clamped to the limits")
    func setZoomScale() {
        let scene = PhotoScene()
        scene.scroll.setZoomScale(2, animated: false)
        #expect(scene.scroll.zoomScale == 2)
        #expect(scene.photo.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(scene.photo.frame == Rect(x: 0, y: 0, width: 800, height: 800))
        #expect(scene.scroll.contentSize == Size(width: 800, height: 800))
        #expect(scene.scroll.contentOffset == Point(x: 200, y: 200))
        scene.scroll.zoomScale = 10
        #expect(scene.scroll.zoomScale == 4)
        scene.scroll.zoomScale = 0.1
        #expect(scene.scroll.zoomScale == 1 && scene.scroll.contentOffset == .zero)
    }

    @Test("zoom(to:) fills what is shown with the rect, centred, and animates over 300 ms to didEndZooming")
    func zoomToRect() {
        let scene = PhotoScene()
        scene.scroll.zoom(to: Rect(x: 100, y: 100, width: 100, height: 100), animated: true)
        #expect(scene.scroll.zoomMotion == .animating && !scene.scroll.isZoomBouncing)
        scene.window.clock.advance(to: .milliseconds(400))
        #expect(scene.scroll.zoomScale == 4)
        #expect(scene.scroll.contentOffset == Point(x: 400, y: 400))
        #expect(scene.scroll.zoomMotion == .idle)
        #expect(scene.calls == ["didEnd 4.0"])
    }

    @Test("a pinch from 100 to 200 pt zooms by the spread since it began, keeping the point between the fingers under them")
    func pinchAnchored() throws {
        let scene = PhotoScene()
        try scene.pinch(from: Point(x: 150, y: 200), Point(x: 250, y: 200), to: Point(x: 100, y: 200), Point(x: 300, y: 200), at: 0)
        // It begins at its first move, 112.5 pt apart (past the 10 pt), where its scale reads 1.
        let scale = 200 / 112.5
        #expect(abs(scene.scroll.zoomScale - scale) < 1e-9)
        // The photo's point (200, 200) was under the fingers' middle and stays there.
        let offset = 200 * scale - 200
        #expect(abs(scene.scroll.contentOffset.x - offset) < 1e-9 && abs(scene.scroll.contentOffset.y - offset) < 1e-9)
        #expect(scene.calls == ["willBegin", "didEnd \(scale)"])
        #expect(!scene.scroll.isZooming)
    }

    @Test("past the maximum a bouncing zoom rubber-bands, then comes back to the limit; without bounces it stops at the limit")
    func bounce() throws {
        let scene = PhotoScene()
        // 50 pt apart to 500 pt apart, beginning at 106.25 pt: 500 / 106.25, past the maximum of 4.
        try scene.pinch(from: Point(x: 175, y: 200), Point(x: 225, y: 200), to: Point(x: -50, y: 200), Point(x: 450, y: 200), at: 0, lift: false)
        #expect(scene.scroll.isZooming)
        #expect(abs(scene.scroll.zoomScale - 4 * ((500 / 106.25) / 4).squareRoot()) < 1e-9)
        try scene.window.send([TouchInput(id: 1, phase: .ended, location: Point(x: -50, y: 200)), TouchInput(id: 2, phase: .ended, location: Point(x: 450, y: 200))], at: .milliseconds(300))
        #expect(scene.scroll.isZoomBouncing)
        scene.window.clock.advance(to: .milliseconds(700))
        #expect(scene.scroll.zoomScale == 4 && !scene.scroll.isZoomBouncing)
        #expect(scene.calls == ["willBegin", "didEnd 4.0"])

        let stiff = PhotoScene(bounces: false)
        try stiff.pinch(from: Point(x: 175, y: 200), Point(x: 225, y: 200), to: Point(x: -50, y: 200), Point(x: 450, y: 200), at: 0)
        #expect(stiff.scroll.zoomScale == 4)
        #expect(stiff.calls == ["willBegin", "didEnd 4.0"])
    }

    @Test("past the minimum a bouncing zoom rubber-bands, then comes back to the limit; without bounces it stops at the limit")
    func bounceBelowMinimum() throws {
        let scene = PhotoScene()
        // 380 pt apart to 95 pt apart, beginning at 344.375 pt: 95 / 344.375, under the minimum of 1.
        try scene.pinch(from: Point(x: 10, y: 200), Point(x: 390, y: 200), to: Point(x: 152.5, y: 200), Point(x: 247.5, y: 200), at: 0, lift: false)
        #expect(abs(scene.scroll.zoomScale - (95 / 344.375).squareRoot()) < 1e-9)
        try scene.window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 152.5, y: 200)), TouchInput(id: 2, phase: .ended, location: Point(x: 247.5, y: 200))], at: .milliseconds(300))
        #expect(scene.scroll.isZoomBouncing)
        scene.window.clock.advance(to: .milliseconds(700))
        #expect(scene.scroll.zoomScale == 1 && !scene.scroll.isZoomBouncing)

        let stiff = PhotoScene(bounces: false)
        try stiff.pinch(from: Point(x: 10, y: 200), Point(x: 390, y: 200), to: Point(x: 152.5, y: 200), Point(x: 247.5, y: 200), at: 0, lift: false)
        #expect(stiff.scroll.zoomScale == 1)
        #expect(stiff.photo.frame.size == Size(width: 400, height: 400))
    }

    @Test("fingers that pinch and move together zoom and move the content at once: the point under them stays under them")
    func pinchAndMove() throws {
        let scene = PhotoScene()
        scene.scroll.setZoomScale(2, animated: false)   // offset (200, 200)
        // Fingers 100 pt apart around (200, 200) spread to 150 pt and move 40 pt left and 20 pt up.
        try scene.pinch(from: Point(x: 150, y: 200), Point(x: 250, y: 200), to: Point(x: 85, y: 180), Point(x: 235, y: 180), at: 0, lift: false)
        // The pinch begins at the second move (the distance 112.5, past its 10 pt), where its
        // scale reads 1, so the zoom ends at 2 × 150 / 112.5 = 8/3.
        #expect(abs(scene.scroll.zoomScale - 8.0 / 3) < 1e-9)
        // The fingers' middle was then at (190, 195): the photo point there, ((200, 200) +
        // (190, 195))/2 = (195, 197.5) unscaled, is at (520, 526.67) at scale 8/3, under the
        // fingers at (160, 180).
        #expect(abs(scene.scroll.contentOffset.x - (195 * 8 / 3 - 160)) < 1e-9)
        #expect(abs(scene.scroll.contentOffset.y - (197.5 * 8 / 3 - 180)) < 1e-9)
        #expect(scene.scroll.isZooming)
    }

    @Test("a double tap written as app code zooms in where it lands with zoom(to:animated:) and out again; a drag scrolls the zoomed content")
    func doubleTapToZoom() throws {
        let scene = PhotoScene()
        let scroll = scene.scroll, photo = scene.photo
        let doubleTap = TapGestureRecognizer { recognizer in
            if scroll.zoomScale > scroll.minimumZoomScale {
                scroll.setZoomScale(scroll.minimumZoomScale, animated: true)
            } else {
                let point = recognizer.location(in: photo)
                scroll.zoom(to: Rect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: true)
            }
        }
        doubleTap.numberOfTapsRequired = 2
        photo.addGestureRecognizer(doubleTap)
        func tap(_ point: Point, at start: Double) throws {
            try scene.window.send([TouchInput(id: 1, phase: .began, location: point)], at: .milliseconds(start))
            try scene.window.send([TouchInput(id: 1, phase: .ended, location: point)], at: .milliseconds(start + 50))
        }

        try tap(Point(x: 100, y: 100), at: 0)
        try tap(Point(x: 100, y: 100), at: 150)
        #expect(scroll.zoomMotion == .animating)
        scene.window.clock.advance(to: .milliseconds(600))
        // The 100 pt square around the photo's (100, 100) fills the 400 pt scroll view: scale 4, offset 4 × 50.
        #expect(scroll.zoomScale == 4 && scroll.contentOffset == Point(x: 200, y: 200))

        // A slow drag 100 pt up, held still before the lift: the content follows past the 10 pt threshold and rests.
        try scene.window.send([TouchInput(id: 1, phase: .began, location: Point(x: 200, y: 300))], at: .milliseconds(1000))
        for step in 1...10 {
            try scene.window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 200, y: 300 - 10 * Double(step)))], at: .milliseconds(1000 + 16 * Double(step)))
        }
        try scene.window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 200, y: 200))], at: .milliseconds(1300))
        scene.window.clock.advance(to: .milliseconds(1400))
        #expect(scroll.zoomScale == 4)
        #expect(abs(scroll.contentOffset.y - 290) < 1e-9 && scroll.contentOffset.x == 200)

        try tap(Point(x: 200, y: 200), at: 2000)
        try tap(Point(x: 200, y: 200), at: 2150)
        scene.window.clock.advance(to: .milliseconds(2600))
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
        #expect(scene.calls == ["didEnd 4.0", "didEnd 1.0"])
    }
}
