/// Writes SVG markup one element per line, escaping text and printing numbers the same way on
/// every platform and locale, so that the same drawing is always the same bytes.
struct SVGWriter {
    private(set) var text = ""
    private var open: [String] = []

    /// An attribute list in the order it is written; a list rather than a dictionary so the order is fixed.
    typealias Attributes = [(String, String)]

    /// Starts an element that contains others; ``close()`` ends it.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        line("<" + name + Self.render(attributes) + ">")
        open.append(name)
    }

    /// Ends the element opened last.
    mutating func close() {
        let name = open.removeLast()
        line("</" + name + ">")
    }

    /// An element without content, or with only a tooltip when `title` is given.
    mutating func element(_ name: String, _ attributes: Attributes, title: String? = nil) {
        if let title {
            line("<" + name + Self.render(attributes) + "><title>" + Self.escape(title) + "</title></" + name + ">")
        } else {
            line("<" + name + Self.render(attributes) + "/>")
        }
    }

    /// A text element, with an optional tooltip.
    mutating func text(_ content: String, _ attributes: Attributes, title: String? = nil) {
        let tooltip = title.map { "<title>" + Self.escape($0) + "</title>" } ?? ""
        line("<text" + Self.render(attributes) + ">" + tooltip + Self.escape(content) + "</text>")
    }

    /// The document's or group's own `<title>`.
    mutating func title(_ content: String) {
        line("<title>" + Self.escape(content) + "</title>")
    }

    /// Another writer's markup, nested at the current depth.
    mutating func append(_ other: SVGWriter) {
        for markup in other.text.split(separator: "\n") {
            line(String(markup))
        }
    }

    /// Raw markup written as one line at the current depth; the caller escapes what it contains.
    mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: open.count) + markup + "\n"
    }

    private static func render(_ attributes: Attributes) -> String {
        attributes.map { " " + $0.0 + "=\"" + escape($0.1) + "\"" }.joined()
    }

    /// Text made safe inside an element or a double-quoted attribute.
    static func escape(_ string: String) -> String {
        var result = ""
        for character in string {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A coordinate rounded to a tenth of a pixel, with no trailing `.0` and never `-0`: finer
    /// than any screen shows, and the same text for the same value everywhere.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Far past any canvas, a coordinate is drawn at the largest one an `Int` counts in tenths.
        let tenths = Int(max(min((value * 10).rounded(), 0x1p62), -0x1p62))
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        return magnitude % 10 == 0 ? sign + String(magnitude / 10) : sign + String(magnitude / 10) + "." + String(magnitude % 10)
    }

    /// Points as the `points` attribute of a polyline.
    static func points(_ points: [(x: Double, y: Double)]) -> String {
        points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
    }
}
