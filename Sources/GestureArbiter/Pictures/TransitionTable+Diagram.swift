/// Renders a table as a Graphviz DOT diagram in the house style (see STYLE.md): left to right,
/// a dot for the initial state, outcomes with a double border and a colour-blind-safe hue, one
/// edge per (source, target, actions) with its triggers stacked, labels on opaque white boxes.
///
/// The output depends only on the table, in its written order, so a checked-in diagram can be
/// compared byte for byte with a fresh render.
extension TransitionTable {
    /// The table's diagram, as `StateDiagrams/` holds it.
    public var diagram: String {
        render(run: nil)
    }

    /// The table's diagram with one run drawn on it: the rows taken are bold and blue with how
    /// often each was taken, the states the run reached are outlined, and the rest is faded.
    ///
    /// `takenRows` are indices into ``rows`` in the order taken (`rows(of:subject:)` on a log's entries);
    /// `caption` says whose run it is, under the title.
    public func diagram(takenRows: [Int], caption: String) -> String {
        var counts = Array(repeating: 0, count: rows.count)
        for index in takenRows where counts.indices.contains(index) {
            counts[index] += 1
        }
        var reached = [initial]
        for index in takenRows where counts.indices.contains(index) && !reached.contains(rows[index].to) {
            reached.append(rows[index].to)
        }
        return render(run: Run(counts: counts, reachedStates: reached, caption: caption))
    }

    /// What a highlighted diagram marks.
    private struct Run {
        /// How often each row was taken, by row index.
        var counts: [Int]
        var reachedStates: [State]
        var caption: String

        func count(of edge: Edge) -> Int {
            edge.rowIndices.reduce(0) { $0 + counts[$1] }
        }
    }

    private func render(run: Run?) -> String {
        var lines: [String] = []
        if let run {
            lines.append("// \(Machine.name) with a run drawn on it: \(run.caption)")
            lines.append("// Generated from \(Machine.name).table and the run's transition log by `gesture-arbiter run FIXTURE --dot SUBJECT`.")
        } else {
            lines.append("// StateDiagrams/\(Machine.name).dot")
            lines.append("// Generated from \(Machine.name).table by `gesture-arbiter diagrams`. Do not edit by hand.")
        }
        lines.append("digraph \"\(Machine.name)\" {")
        lines.append("  graph [")
        lines.append("    rankdir=\(Machine.diagramDirection.rawValue), newrank=true, compound=true, ordering=out,")
        lines.append("    nodesep=0.6, ranksep=0.8, pad=0.25,")
        lines.append("    fontname=\"Helvetica,Arial,sans-serif\", fontsize=12, labelloc=t, labeljust=l,")
        lines.append("    label=<\(legend(run: run))>")
        lines.append("  ]")
        lines.append("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#FFFFFF\", color=\"#3C4043\", penwidth=1.3, margin=\"0.16,0.06\", height=0.36, fontname=\"Helvetica,Arial,sans-serif\", fontsize=12, fontcolor=\"#202124\"]")
        lines.append("  edge [color=\"#3C4043\", penwidth=1.1, arrowsize=0.7, fontname=\"Helvetica,Arial,sans-serif\", fontsize=10, fontcolor=\"#202124\"]")
        lines.append("")
        lines.append("  initial [shape=point, width=0.13, color=\"#202124\", fillcolor=\"#202124\", label=\"\"]")
        var drawnClusters: [String] = []
        for state in Machine.states {
            if let cluster = state.cluster {
                guard !drawnClusters.contains(cluster) else { continue }
                drawnClusters.append(cluster)
                lines.append("  subgraph \"cluster_\(cluster)\" {")
                lines.append("    label=<<b>\(Self.escape(cluster))</b>>; labeljust=l; fontsize=11; fontcolor=\"#0072B2\"")
                lines.append("    style=\"rounded,filled\"; fillcolor=\"#EEF6FC\"; color=\"#56B4E9\"; penwidth=1.0")
                for member in Machine.states where member.cluster == cluster {
                    lines.append("    " + node(member, run: run))
                }
                lines.append("  }")
            } else {
                lines.append("  " + node(state, run: run))
            }
        }
        lines.append("")
        lines.append("  initial -> \(Self.quote(initial.rawValue))")
        for edge in drawnEdges {
            var attributes = ["label=<\(edgeLabel(edge, run: run))>"]
            if let cluster = edge.fromCluster {
                attributes.insert("ltail=\"cluster_\(cluster)\"", at: 0)
            }
            if let run {
                attributes += run.count(of: edge) > 0
                    ? ["color=\"\(Self.taken)\"", "penwidth=2.6"]
                    : ["color=\"\(Self.faded)\"", "fontcolor=\"\(Self.fadedText)\""]
            } else if let outcome = edge.to.outcome {
                attributes.append("color=\"\(Self.stroke(outcome))\"")
            }
            lines.append("  \(Self.quote(edge.from.rawValue)) -> \(Self.quote(edge.to.rawValue)) [\(attributes.joined(separator: ", "))]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Edge {
        var from: State
        var to: State
        var rows: [Row]
        var rowIndices: [Int]
        /// Set when the edge stands for the same transition out of every state of this cluster.
        var fromCluster: String?
    }

    /// The edges as drawn: where every state of a cluster leaves for the same outside state with
    /// the same label, one edge leaves the cluster instead of one per member.
    private var drawnEdges: [Edge] {
        var drawn: [Edge] = []
        var merged: [Int] = []
        let all = edges
        for (index, edge) in all.enumerated() where !merged.contains(index) {
            guard let cluster = edge.from.cluster, edge.to.cluster != cluster else {
                drawn.append(edge)
                continue
            }
            let members = Machine.states.filter { $0.cluster == cluster }
            let siblings = all.indices.filter { other in
                all[other].to == edge.to && all[other].from.cluster == cluster && edgeLabel(all[other]) == edgeLabel(edge)
            }
            guard Set(siblings.map { all[$0].from }) == Set(members) else {
                drawn.append(edge)
                continue
            }
            merged += siblings
            var clusterEdge = edge
            clusterEdge.fromCluster = cluster
            clusterEdge.rows = siblings.flatMap { all[$0].rows }
            clusterEdge.rowIndices = siblings.flatMap { all[$0].rowIndices }
            drawn.append(clusterEdge)
        }
        return drawn
    }

    /// Rows grouped by (source, target), in the order of each group's first row: one line between
    /// two states however many ways lead along it, so that edges do not pile up (their label
    /// keeps the rows apart by action).
    private var edges: [Edge] {
        var edges: [Edge] = []
        for (rowIndex, row) in rows.enumerated() where !Machine.triggersInLegend.contains(row.trigger) {
            if let index = edges.firstIndex(where: { $0.from == row.from && $0.to == row.to }) {
                edges[index].rows.append(row)
                edges[index].rowIndices.append(rowIndex)
            } else {
                edges.append(Edge(from: row.from, to: row.to, rows: [row], rowIndices: [rowIndex], fromCluster: nil))
            }
        }
        return edges
    }

    private func node(_ state: State, run: Run?) -> String {
        let name = Self.quote(state.rawValue)
        var attributes = ["label=\"\(state.rawValue)\""]
        if let outcome = state.outcome {
            attributes += ["fillcolor=\"\(Self.fill(outcome))\"", "color=\"\(Self.stroke(outcome))\"", "peripheries=2", "penwidth=1.6"]
        }
        if let run {
            if run.reachedStates.contains(state) {
                attributes += state.outcome == nil ? ["color=\"\(Self.taken)\"", "penwidth=2.6"] : ["penwidth=2.6"]
                attributes.append("label=<<b>\(Self.escape(state.rawValue))</b>>")
            } else {
                attributes += ["color=\"\(Self.faded)\"", "fontcolor=\"\(Self.fadedText)\""]
            }
        }
        // Graphviz keeps the last of a repeated attribute, so a run's marks override the plain ones.
        return "\(name) [\(attributes.joined(separator: ", "))]"
    }

    /// One block per distinct list of actions: its triggers on their own lines with their guards
    /// in grey, then the actions (`trigger [guard]` / `/ action`); blocks are divided by a thin rule.
    /// On a run's diagram, the lines of rows the run took are bold and say how often.
    private func edgeLabel(_ edge: Edge, run: Run? = nil) -> String {
        // Rows with the same actions share a block; rows with the same trigger and guard (a
        // cluster's members) share a line and add up their counts.
        var blocks: [(actions: [Action], lines: [(trigger: Trigger, condition: GuardCondition<Guard>, count: Int)])] = []
        for (row, rowIndex) in zip(edge.rows, edge.rowIndices) {
            let count = run?.counts[rowIndex] ?? 0
            let block = blocks.firstIndex { $0.actions == row.actions } ?? {
                blocks.append((row.actions, []))
                return blocks.count - 1
            }()
            if let line = blocks[block].lines.firstIndex(where: { $0.trigger == row.trigger && $0.condition == row.condition }) {
                blocks[block].lines[line].count += count
            } else {
                blocks[block].lines.append((row.trigger, row.condition, count))
            }
        }
        let cells = blocks.enumerated().map { index, block in
            var text = block.lines.map { line in
                // On a run's diagram the guard of a line not taken fades with its trigger.
                let guardColour = run != nil && line.count == 0 ? Self.fadedText : "#5F6368"
                let trigger = Self.escape(line.trigger.rawValue)
                var text = line.count > 0 ? "<b>\(trigger)</b>" : trigger
                if !line.condition.isAlways {
                    // A long guard goes under its trigger, broken between its terms.
                    let terms = line.condition.terms.map { ($0.mustHold ? "" : "!") + $0.guardName.rawValue }
                    let wrapped = Self.wrap(terms, separator: " && ", width: Self.lineWidth)
                    let guardLines = wrapped.enumerated().map { index, part in
                        (index == 0 ? "[" : "&amp;&amp; ") + Self.escape(part) + (index == wrapped.count - 1 ? "]" : "")
                    }
                    let fitsOnTriggerLine = guardLines.count == 1 && trigger.count + guardLines[0].count < Self.lineWidth
                    text += (fitsOnTriggerLine ? " " : "<br/>") + "<font color=\"\(guardColour)\">\(guardLines.joined(separator: "<br/>"))</font>"
                }
                return line.count > 0 ? "\(text) <font color=\"\(Self.taken)\">×\(line.count)</font>" : text
            }.joined(separator: "<br/>")
            if !block.actions.isEmpty {
                let actionLines = Self.wrap(block.actions.map(\.rawValue), separator: ", ", width: Self.lineWidth)
                text += "<br/>/ " + actionLines.map(Self.escape).joined(separator: ",<br/>  ")
            }
            let rule = index == 0 ? "" : " border=\"1\" sides=\"T\" color=\"#DADCE0\""
            return "<tr><td\(rule)>\(text)</td></tr>"
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"1\" bgcolor=\"white\">\(cells.joined())</table>"
    }

    /// The title, the outcome key, the machine's own notes and its refusals.
    private func legend(run: Run?) -> String {
        var rows: [String] = []
        rows.append("<tr><td align=\"left\"><font point-size=\"15\"><b>\(Self.escape(Machine.name))</b></font>   <font color=\"#5F6368\">\(Self.escape(Machine.diagramSubtitle))</font></td></tr>")
        if let run {
            let taken = run.counts.reduce(0, +)
            rows.append("<tr><td align=\"left\"><font point-size=\"12\" color=\"\(Self.taken)\"><b>\(Self.escape(run.caption))</b>: \(taken) transition\(taken == 1 ? "" : "s") taken; bold blue = taken (×how often), bold states = reached, faded = not used</font></td></tr>")
        }
        let outcomes = [DiagramOutcome.success, .cancelled, .failure].filter { outcome in Machine.states.contains { $0.outcome == .some(outcome) } }
        let key = outcomes.map { outcome in
            let names = Machine.states.filter { $0.outcome == .some(outcome) }.map(\.rawValue).joined(separator: ", ")
            return "<font color=\"\(Self.stroke(outcome))\"><b>\(Self.escape(names))</b></font>"
        }
        let keyText = key.isEmpty ? "" : " · double border = outcome: </font><font point-size=\"10\">\(key.joined(separator: " · "))"
        rows.append("<tr><td align=\"left\"><font point-size=\"10\" color=\"#5F6368\">edge = trigger [guard] / action\(keyText)</font></td></tr>")
        for note in Machine.diagramNotes {
            rows.append("<tr><td align=\"left\"><font point-size=\"10\" color=\"#5F6368\">· \(Self.escape(note))</font></td></tr>")
        }
        for refusal in refusalSummaries {
            rows.append("<tr><td align=\"left\"><font point-size=\"10\" color=\"#5F6368\">· refused: \(Self.escape(refusal))</font></td></tr>")
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"2\" cellpadding=\"1\">" + rows.joined() + "</table>"
    }

    /// Refusals as lines: each reason with the states that refuse the same triggers grouped, so
    /// that a line never claims a pair the table does not refuse.
    private var refusalSummaries: [String] {
        var lines: [String] = []
        var keys: [(Refusal, String)] = []
        for entry in refused where !keys.contains(where: { $0.0 == entry.refusal && $0.1 == entry.condition.text }) {
            keys.append((entry.refusal, entry.condition.text))
        }
        for (reason, condition) in keys {
            let entries = refused.filter { $0.refusal == reason && $0.condition.text == condition }
            var groups: [(triggers: [String], states: [String])] = []
            var states: [State] = []
            for entry in entries where !states.contains(entry.state) {
                states.append(entry.state)
            }
            for state in states {
                let triggers = entries.filter { $0.state == state }.map(\.trigger.rawValue)
                if let index = groups.firstIndex(where: { $0.triggers == triggers }) {
                    groups[index].states.append(state.rawValue)
                } else {
                    groups.append((triggers, [state.rawValue]))
                }
            }
            let guardText = condition.isEmpty ? "" : " [\(condition)]"
            for group in groups {
                lines.append("\(group.triggers.joined(separator: ", "))\(guardText) in \(group.states.joined(separator: ", ")) → \(reason.rawValue)")
            }
        }
        return lines
    }

    /// The longest line a label should have, in characters: longer ones make the ranks wide.
    private static var lineWidth: Int { 38 }

    /// `parts` joined with `separator` into lines of at most `width` characters where the parts allow.
    private static func wrap(_ parts: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, last.count + separator.count + part.count <= width {
                lines[lines.count - 1] = last + separator + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }

    /// The colour of what a run took (Okabe–Ito blue), beside a bolder line and bold text.
    private static var taken: String { "#0072B2" }
    /// Lines and text a run did not use.
    private static var faded: String { "#C4C7CC" }
    private static var fadedText: String { "#9AA0A6" }

    private static func stroke(_ outcome: DiagramOutcome) -> String {
        switch outcome {
        case .success: "#009E73"
        case .cancelled: "#E69F00"
        case .failure: "#D55E00"
        }
    }

    private static func fill(_ outcome: DiagramOutcome) -> String {
        switch outcome {
        case .success: "#DFF3EC"
        case .cancelled: "#FDF0D5"
        case .failure: "#FBE3D6"
        }
    }

    private static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingAll("\"", with: "\\\"") + "\""
    }

    /// Escapes text for Graphviz's HTML-like labels.
    private static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, without Foundation.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
