/// The marks of a timeline: one shape per meaning, so that a reader who cannot tell the house
/// colours apart (success #009E73, cancelled #E69F00, failure #D55E00) still can tell the marks.
enum TimelineMark: CaseIterable {
    /// A touch went down, or a responder's touchesBegan: a triangle pointing along the time axis.
    case began
    /// A touch lifted, or a responder's touchesEnded: an end cap.
    case ended
    /// A move: a thin tick, since moves come dozens at a time.
    case moved
    /// A stationary report: a small hollow circle.
    case stationary
    /// A recognizer's success (ended, recognized): a green disc.
    case succeeded
    /// Cancelled: an orange square, for recognizers, touches and timers alike.
    case cancelled
    /// A recognizer failed: a vermilion cross.
    case failed
    /// A timer fired: a triangle pointing down, the deadline dropping.
    case fired
    /// A question asked of a delegate or view: a hollow diamond.
    case question
    /// A control event: a triangle pointing up.
    case control
    /// A scroll view delegate callback other than didScroll: a hollow triangle pointing down.
    case callback

    /// The SVG elements of the mark centred on (`x`, `y`).
    func shapes(x: Double, y: Double) -> [(String, SVGWriter.Attributes)] {
        let n = SVGWriter.number
        typealias Color = TimelineCanvas.Color
        func path(_ d: String, fill: String, stroke: String = "none", width: Double = 1) -> (String, SVGWriter.Attributes) {
            ("path", [("d", d), ("fill", fill), ("stroke", stroke), ("stroke-width", n(width))])
        }
        switch self {
        case .began:
            return [path("M\(n(x - 3)) \(n(y - 6))L\(n(x + 6)) \(n(y))L\(n(x - 3)) \(n(y + 6))Z", fill: Color.ink)]
        case .ended:
            return [("rect", [("x", n(x - 1.5)), ("y", n(y - 7)), ("width", "3"), ("height", "14"), ("fill", Color.ink)])]
        case .moved:
            return [path("M\(n(x)) \(n(y - 4))L\(n(x)) \(n(y + 4))", fill: "none", stroke: Color.touchEdge, width: 1)]
        case .stationary:
            return [("circle", [("cx", n(x)), ("cy", n(y)), ("r", "3"), ("fill", "white"), ("stroke", Color.ink), ("stroke-width", "1.2")])]
        case .succeeded:
            return [("circle", [("cx", n(x)), ("cy", n(y)), ("r", "5.5"), ("fill", Color.success), ("stroke", "#00573F"), ("stroke-width", "1")])]
        case .cancelled:
            return [("rect", [("x", n(x - 4.5)), ("y", n(y - 4.5)), ("width", "9"), ("height", "9"), ("fill", Color.cancelled), ("stroke", "#7A5200"), ("stroke-width", "1")])]
        case .failed:
            return [path("M\(n(x - 4.5)) \(n(y - 4.5))L\(n(x + 4.5)) \(n(y + 4.5))M\(n(x - 4.5)) \(n(y + 4.5))L\(n(x + 4.5)) \(n(y - 4.5))",
                         fill: "none", stroke: Color.failure, width: 3)]
        case .fired:
            return [path("M\(n(x - 5)) \(n(y - 5))L\(n(x + 5)) \(n(y - 5))L\(n(x)) \(n(y + 4))Z", fill: Color.ink)]
        case .question:
            return [path("M\(n(x)) \(n(y - 5))L\(n(x + 5)) \(n(y))L\(n(x)) \(n(y + 5))L\(n(x - 5)) \(n(y))Z", fill: "white", stroke: Color.muted, width: 1.5)]
        case .control:
            return [path("M\(n(x - 5)) \(n(y + 4))L\(n(x + 5)) \(n(y + 4))L\(n(x)) \(n(y - 5))Z", fill: "#444444")]
        case .callback:
            return [path("M\(n(x - 5)) \(n(y - 4))L\(n(x + 5)) \(n(y - 4))L\(n(x)) \(n(y + 5))Z", fill: "white", stroke: "#444444", width: 1.5)]
        }
    }
}
