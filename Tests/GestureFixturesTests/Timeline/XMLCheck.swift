/// A small well-formedness check for the SVG the timeline writes, so the tests need no XML tool:
/// every tag closes in order, attributes are quoted, and text holds no bare `<` or stray `&`.
///
/// It covers the XML the writer produces (a declaration, elements, attributes, text, the five
/// entities), not XML in general.
enum XMLCheck {
    /// The first problem found, or nil when the document is well formed.
    static func problem(in document: String) -> String? {
        var open: [String] = []
        var rest = Substring(document)
        var sawRoot = false
        if rest.hasPrefix("<?xml") {
            guard let end = rest.range(of: "?>") else { return "unterminated declaration" }
            rest = rest[end.upperBound...]
        }
        while let start = rest.firstIndex(of: "<") {
            if let problem = textProblem(rest[..<start]) { return problem }
            guard let end = rest[start...].firstIndex(of: ">") else { return "unterminated tag" }
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                guard open.last == name else { return "</\(name)> closes <\(open.last ?? "nothing")>" }
                open.removeLast()
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            let body = selfClosing ? tag.dropLast() : tag
            let name = String(body.prefix { !$0.isWhitespace })
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" || $0 == ":" }) else { return "bad tag name in <\(tag)>" }
            if let problem = attributesProblem(body.dropFirst(name.count)) { return "<\(name)>: \(problem)" }
            if open.isEmpty {
                guard !sawRoot else { return "a second root element <\(name)>" }
                sawRoot = true
            }
            if !selfClosing { open.append(name) }
        }
        if let problem = textProblem(rest) { return problem }
        guard open.isEmpty else { return "unclosed <\(open.joined(separator: "> <"))>" }
        return sawRoot ? nil : "no root element"
    }

    /// Attributes as ` name="value"` pairs, values free of `<` and of `&` outside entities.
    private static func attributesProblem(_ text: Substring) -> String? {
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { return nil }
            let name = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count)
            guard rest.hasPrefix("=\"") else { return "attribute \(name) is not name=\"value\"" }
            rest = rest.dropFirst(2)
            guard let close = rest.firstIndex(of: "\"") else { return "attribute \(name) is not closed" }
            if let problem = textProblem(rest[..<close]) { return "attribute \(name): \(problem)" }
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func textProblem(_ text: Substring) -> String? {
        if text.contains("<") { return "a bare < in \(text)" }
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            let after = rest[rest.index(after: ampersand)...]
            guard ["amp;", "lt;", "gt;", "quot;", "apos;"].contains(where: { after.hasPrefix($0) }) else { return "a stray & in \(text)" }
            rest = after
        }
        return nil
    }
}
