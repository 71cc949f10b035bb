/// One line of text in a lane, which takes a label only where it does not touch another.
///
/// When marks are dense (a drag's sixty moves, three callbacks in one millisecond) their labels
/// would pile up; a label that does not fit is left out, and the mark's tooltip keeps the detail.
/// Widths are estimated from the character count, generously, since the SVG's fonts are the viewer's.
struct LabelRow {
    /// The horizontal extent labels may use.
    let minimum: Double
    let maximum: Double
    /// The least space between two labels.
    let gap: Double
    private var taken: [(from: Double, to: Double)] = []

    init(from minimum: Double, to maximum: Double, gap: Double = 6) {
        self.minimum = minimum
        self.maximum = maximum
        self.gap = gap
    }

    /// A label beside the mark at `x`: starting `clearance` right of it, or else ending as far left of it.
    /// Returns where the text goes and its anchor, or nil when neither fits.
    mutating func place(_ text: String, at x: Double, clearance: Double = 5, size: Double = 11) -> (x: Double, anchor: String)? {
        let width = Self.width(of: text, size: size)
        if reserve(from: x + clearance, to: x + clearance + width) { return (x + clearance, "start") }
        if reserve(from: x - clearance - width, to: x - clearance) { return (x - clearance, "end") }
        return nil
    }

    /// Claims a span whether or not it is free: a mark on the row, which labels must not cover.
    mutating func block(from start: Double, to end: Double) {
        taken.append((start, end))
    }

    /// Claims the span when it is free and inside the row's extent.
    mutating func reserve(from start: Double, to end: Double) -> Bool {
        guard start >= minimum, end <= maximum else { return false }
        guard !taken.contains(where: { start < $0.to + gap && end > $0.from - gap }) else { return false }
        taken.append((start, end))
        return true
    }

    /// An overestimate of a text's width in a sans-serif font: about 0.6 em per character.
    static func width(of text: String, size: Double = 11, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? 0.64 : 0.58)
    }
}
