import GestureArbiter

/// A table or collection view's items and selection settings, with UIKit's defaults.
public struct ListSettings: Hashable, Sendable {
    /// Which list: a table view or a collection view.
    public enum Kind: String, Hashable, Sendable {
        case table
        case collection
    }

    public var kind: Kind
    /// How many rows or items each section has; one empty section by default.
    public var sections: [Int]
    /// A table's rows' height: 44 pt, UIKit's default.
    public var rowHeight: Double
    /// A collection's items' size: 50 × 50 pt, the flow layout's default.
    public var itemSize: Size
    /// Whether a collection's lines follow one another down it (the default) or across it.
    public var isVertical: Bool
    /// A collection's room between lines and between items of a line: 10 pt each, the flow layout's defaults.
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var allowsSelection: Bool
    public var allowsMultipleSelection: Bool
    /// The views every cell shows in its content view, each cell with copies of its own named
    /// `<id>[section,item]`; only in the scene.
    public var cellSubviews: [ViewSpec]
    /// Whether a collection has a list layout, rows as wide as it (R6); false, the flow layout, by default.
    public var isListLayout = false
    /// A table's or list-layout collection's swipe actions (R1–R6); none by default.
    public var swipeActions: SwipeActionsSpec?
    /// The menu a press on a row or item opens (M5); none by default.
    public var contextMenu: ListContextMenuSpec?
    /// A table's drag and drop delegates (I8); none by default.
    public var dragAndDrop: TableDragAndDropSpec?
    /// Whether a table's data source lets rows move (`canMoveRowAt`) and moves them (`moveRowAt`); false by default.
    public var movesRows = false
    /// Whether a table is in editing mode (I9); false by default.
    public var isEditing = false
    /// Whether a finger selects a table's rows in editing mode; false by default, as in UIKit.
    public var allowsSelectionDuringEditing = false

    public init(kind: Kind, sections: [Int] = [0], rowHeight: Double = 44, itemSize: Size = Size(width: 50, height: 50), isVertical: Bool = true,
                minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, allowsSelection: Bool = true,
                allowsMultipleSelection: Bool = false, cellSubviews: [ViewSpec] = []) {
        self.kind = kind
        self.sections = sections
        self.rowHeight = rowHeight
        self.itemSize = itemSize
        self.isVertical = isVertical
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.allowsSelection = allowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
        self.cellSubviews = cellSubviews
    }

    /// The settings as `set` properties, the rows or items last, so that the list loads once with the rest in place.
    var properties: [ScrollViewProperty] {
        let shape: [ScrollViewProperty] = switch kind {
        case .table: [.rowHeight(rowHeight), .swipeActions(swipeActions), .contextMenu(contextMenu), .dragAndDrop(dragAndDrop), .movesRows(movesRows),
                      .allowsSelectionDuringEditing(allowsSelectionDuringEditing), .editing(isEditing)]
        case .collection: [.itemSize(itemSize), .scrollDirection(vertical: isVertical), .minimumLineSpacing(minimumLineSpacing),
                           .minimumInteritemSpacing(minimumInteritemSpacing), .contextMenu(contextMenu), .listLayout(isListLayout), .swipeActions(swipeActions)]
        }
        return shape + [.allowsSelection(allowsSelection), .allowsMultipleSelection(allowsMultipleSelection), .sections(sections)]
    }
}

extension ViewKey {
    /// A list's `contextMenu` (M5); `null` in a `set` takes it away.
    static let contextMenu = ViewKey("contextMenu") { reader, allowingRemoval throws(FixtureError) in
        .own(.scrollView(.contextMenu(allowingRemoval && reader.value.isNull ? nil : try ListContextMenuSpec.decode(reader))))
    }

    /// A list's `sections`: a row or item count, 0 or more, per section; at least one section.
    static let sections = ViewKey("sections") { reader, _ throws(FixtureError) in
        var counts: [Int] = []
        for element in try reader.elements() {
            counts.append(try rowCount(element))
        }
        guard !counts.isEmpty else { throw reader.error("a table view needs at least one section") }
        return .own(.scrollView(.sections(counts)))
    }

    /// A list's selection keys.
    static let selecting: [ViewKey] = [
        ViewKey("allowsSelection") { reader, _ throws(FixtureError) in .own(.scrollView(.allowsSelection(try reader.bool()))) },
        ViewKey("allowsMultipleSelection") { reader, _ throws(FixtureError) in .own(.scrollView(.allowsMultipleSelection(try reader.bool()))) },
    ]

    /// A one-section list's count: `rowCount` or `itemCount`, shorthand for `sections`.
    static func count(_ name: String) -> ViewKey {
        ViewKey(name) { reader, _ throws(FixtureError) in .own(.scrollView(.sections([try rowCount(reader)]))) }
    }

    /// A row count: an integer from 0 to ``Fixture/maximumRows``.
    private static func rowCount(_ reader: JSONReader) throws(FixtureError) -> Int {
        let count = try reader.integer()
        guard count >= 0, count <= Fixture.maximumRows else {
            throw reader.error("a row count must be between 0 and \(Fixture.maximumRows), got \(count)")
        }
        return count
    }
}

extension SceneKey {
    /// A list's `cellSubviews`: the views every cell shows, copied into each.
    static let cellSubviews = SceneKey(name: "cellSubviews", decode: { reader, kind throws(FixtureError) in
        guard case var .scrollView(settings) = kind else { return }
        settings.list?.cellSubviews = try FixtureDecoder.decodeViews(reader)
        kind = .scrollView(settings)
    }, encode: { kind, views in
        guard case let .scrollView(settings) = kind, let cells = settings.list?.cellSubviews, !cells.isEmpty else { return nil }
        return views(cells)
    })
}

extension ViewKindDescriptor {
    /// The keys a list lacks or handles otherwise, each with why.
    static func listRefusedKeys(_ items: String) -> [String: String] {
        [
            "boundsOrigin": "its bounds origin is its contentOffset",
            "touches": "it uses its touches to select rows and passes them on",
            "contentSize": "its \(items) make its content size",
        ]
    }

    /// A list of the kind in place of the fuzzer's scroll view, whose keys it keeps, with random
    /// sections, shape (drawn by `shape`) and selection, and sometimes a button in every cell.
    static func randomList(_ kind: ListSettings.Kind, replacing view: ViewSpec, random: inout SplitMix64,
                           shape: (inout ListSettings, inout SplitMix64) -> Void) -> ViewKind {
        guard case var .scrollView(settings) = view.kind else { return .scrollView(ScrollViewSettings(list: ListSettings(kind: kind))) }
        var list = ListSettings(kind: kind, sections: (0..<random.int(1...3)).map { _ in random.int(0...150) })
        shape(&list, &random)
        list.allowsSelection = !random.chance(0.1)
        list.allowsMultipleSelection = random.chance(0.3)
        if random.chance(0.4) {
            list.cellSubviews = [ViewSpec(id: "like", kind: .button, frame: Rect(x: 4, y: 2, width: 40, height: 30))]
        }
        settings.list = list
        settings.contentSize = .zero
        settings.hasRefreshControl = random.chance(0.2)
        return .scrollView(settings)
    }
}
