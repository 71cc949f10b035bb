/// Renders a table as a Graphviz DOT diagram in the house style (see STYLE.md): left to right,
/// a dot for the initial state, outcomes with a double border and a colour-blind-safe hue, one
/// edge per (source, target, actions) with its triggers stacked, labels on opaque white boxes.
///
/// The output depends only on the table, in its written order, so a checked-in diagram can be
/// compared byte for byte with a fresh render.
extension TransitionTable {
    public var diagram: String {
        var lines: [String] = []
        lines.append("// StateDiagrams/\(Machine.name).dot")
        lines.append("// Generated from \(Machine.name).table by `gesture-arbiter diagrams`. Do not edit by hand.")
        lines.append("digraph \"\(Machine.name)\" {")
        lines.append("  graph [")
        lines.append("    rankdir=LR, newrank=true, compound=true, ordering=out,")
        lines.append("    nodesep=0.35, ranksep=0.55, pad=0.25,")
        lines.append("    fontname=\"Helvetica,Arial,sans-serif\", fontsize=12, labelloc=t, labeljust=l,")
        lines.append("    label=<\(legend)>")
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
                    lines.append("    " + node(member))
                }
                lines.append("  }")
            } else {
                lines.append("  " + node(state))
            }
        }
        lines.append("")
        lines.append("  initial -> \(Self.quote(initial.rawValue))")
        for edge in drawnEdges {
            var attributes = ["label=<\(edgeLabel(edge))>"]
            if let cluster = edge.fromCluster {
                attributes.insert("ltail=\"cluster_\(cluster)\"", at: 0)
            }
            if let outcome = edge.to.outcome {
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
        var actions: [Action]
        var rows: [Row]
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
                all[other].to == edge.to && all[other].actions == edge.actions
                    && all[other].from.cluster == cluster && edgeLabel(all[other]) == edgeLabel(edge)
            }
            guard Set(siblings.map { all[$0].from }) == Set(members) else {
                drawn.append(edge)
                continue
            }
            merged += siblings
            var clusterEdge = edge
            clusterEdge.fromCluster = cluster
            drawn.append(clusterEdge)
        }
        return drawn
    }

    /// Rows grouped by (source, target, actions), in the order of each group's first row.
    private var edges: [Edge] {
        var edges: [Edge] = []
        for row in rows where !Machine.triggersInLegend.contains(row.trigger) {
            if let index = edges.firstIndex(where: { $0.from == row.from && $0.to == row.to && $0.actions == row.actions }) {
                edges[index].rows.append(row)
            } else {
                edges.append(Edge(from: row.from, to: row.to, actions: row.actions, rows: [row], fromCluster: nil))
            }
        }
        return edges
    }

    private func node(_ state: State) -> String {
        let name = Self.quote(state.rawValue)
        guard let outcome = state.outcome else {
            return "\(name) [label=\"\(state.rawValue)\"]"
        }
        return "\(name) [label=\"\(state.rawValue)\", fillcolor=\"\(Self.fill(outcome))\", color=\"\(Self.stroke(outcome))\", peripheries=2, penwidth=1.6]"
    }

    /// Triggers on their own lines with their guards in grey, then the actions: `trigger [guard]` / `/ action`.
    private func edgeLabel(_ edge: Edge) -> String {
        var triggerLines: [String] = []
        for row in edge.rows {
            let guardText = row.condition.isAlways ? "" : " <font color=\"#5F6368\">[\(Self.escape(Self.guardText(row.condition)))]</font>"
            let line = Self.escape(row.trigger.rawValue) + guardText
            if !triggerLines.contains(line) {
                triggerLines.append(line)
            }
        }
        var label = triggerLines.joined(separator: "<br/>")
        if !edge.actions.isEmpty {
            label += "<br/>/ " + Self.escape(edge.actions.map(\.rawValue).joined(separator: ", "))
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"1\" bgcolor=\"white\"><tr><td>\(label)</td></tr></table>"
    }

    /// The title, the outcome key, the machine's own notes and its refusals.
    private var legend: String {
        var rows: [String] = []
        rows.append("<tr><td align=\"left\"><font point-size=\"15\"><b>\(Self.escape(Machine.name))</b></font>   <font color=\"#5F6368\">\(Self.escape(Machine.diagramSubtitle))</font></td></tr>")
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

    private static func guardText(_ condition: GuardCondition<Guard>) -> String {
        condition.text
    }

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
