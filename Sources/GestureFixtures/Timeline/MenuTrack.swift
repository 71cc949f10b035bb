import GestureArbiter

/// One view's or list's context menus over a run (M1–M5): each from the moment it was displayed
/// to its end, with what ended it: an action chosen, the preview tapped, or neither.
public struct MenuTrack: Hashable, Sendable {
    public var view: String
    public var menus: [MenuSpan]

    public init(view: String, menus: [MenuSpan] = []) {
        self.view = view
        self.menus = menus
    }

    /// The tracks of the views and lists whose menus were displayed, in the order each first
    /// opened one: a view's `willDisplayMenu` or a list's `willDisplayContextMenu` opens a menu,
    /// `willEnd` or `willEndContextMenuInteraction` ends it, and the `menuAction` that follows
    /// its end, or a `willPerformPreviewAction...` before it, says what was chosen.
    static func tracks(from records: [TraceRecord]) -> [MenuTrack] {
        var tracks = OrderedTracks<String, MenuTrack>()
        for record in records {
            let view: String
            let callback: String
            let fields: [TraceField]
            switch record.payload {
            case let .interaction(subject, name, values), let .list(subject, name, values):
                (view, callback, fields) = (subject, name, values)
            default:
                continue
            }
            if callback == "willDisplayMenu" || callback == "willDisplayContextMenu" {
                let position = tracks.position(of: view, orAppend: { MenuTrack(view: view) })
                tracks[position].menus.append(MenuSpan(open: record.time))
                tracks[position].menus[tracks[position].menus.count - 1].records.append(record)
                continue
            }
            guard let position = tracks.position(of: view), let last = tracks[position].menus.indices.last else { continue }
            switch callback {
            case "willEnd", "willEndContextMenuInteraction":
                guard tracks[position].menus[last].end == nil else { continue }
                tracks[position].menus[last].end = record.time
            case "willPerformPreviewAction", "willPerformPreviewActionForMenuWith":
                tracks[position].menus[last].choice = "preview"
            case "menuAction":
                if case let .string(title)? = fields.first(where: { $0.name == "action" })?.value {
                    tracks[position].menus[last].choice = title
                }
            default:
                continue
            }
            tracks[position].menus[last].records.append(record)
        }
        return tracks.tracks
    }
}

/// One open menu: displayed at `open`, ended at `end` (nil while still open when the run
/// stopped), with the title of the action chosen, `preview` for a tap on the preview, or nil.
public struct MenuSpan: Hashable, Sendable {
    public var open: VirtualTime
    public var end: VirtualTime?
    public var choice: String?
    /// The menu's own records, for the bar's tooltip.
    public var records: [TraceRecord] = []

    public init(open: VirtualTime) {
        self.open = open
    }
}
