import GestureArbiter

extension ViewKindDescriptor {
    /// `tableView`: a `UITableView` (L1–L4) of rows named `<id>[section,row]`, which a finger
    /// highlights and selects.
    static let tableView = ViewKindDescriptor(
        noun: "table view",
        isScrollView: true,
        isList: true,
        defaultKind: .scrollView(ScrollViewSettings(list: ListSettings(kind: .table))),
        keys: ViewKey.scrolling + [
            ViewKey.sections, ViewKey.count("rowCount"),
            ViewKey("rowHeight") { reader, _ throws(FixtureError) in .own(.scrollView(.rowHeight(try reader.nonNegativeNumber("rowHeight")))) },
            ViewKey.swipeActions,
            ViewKey.contextMenu,
            ViewKey("dragAndDrop") { reader, allowingRemoval throws(FixtureError) in
                .own(.scrollView(.dragAndDrop(allowingRemoval && reader.value.isNull ? nil : try TableDragAndDropSpec.decode(reader))))
            },
            ViewKey("movesRows") { reader, _ throws(FixtureError) in .own(.scrollView(.movesRows(try reader.bool()))) },
            ViewKey("editing") { reader, _ throws(FixtureError) in .own(.scrollView(.editing(try reader.bool()))) },
            ViewKey("allowsSelectionDuringEditing") { reader, _ throws(FixtureError) in .own(.scrollView(.allowsSelectionDuringEditing(try reader.bool()))) },
        ] + ViewKey.selecting + ViewKey.refreshing,
        sceneKeys: [SceneKey.chain, SceneKey.cellSubviews],
        refusedKeys: listRefusedKeys("rows"),
        properties: scrollProperties,
        apply: applyScrollProperty,
        checkProperty: { property, checker, path throws(FixtureError) in
            // A table asks for menus only on its rows (M5).
            if case let .scrollView(.contextMenu(spec)) = property, spec?.emptySpace == true {
                throw path.key("emptySpace").error("a table view asks for a menu only on its rows: emptySpace is for a collection view")
            }
            try ViewKindDescriptor.scrollView.checkProperty(property, checker, path)
        },
        checkView: ViewKindDescriptor.scrollView.checkView,
        makeView: { kind, frame, scene in
            guard case let .scrollView(settings) = kind else { return FixtureTableView(frame: frame, scene: scene, cellSubviews: []) }
            let table = FixtureTableView(frame: frame, scene: scene, cellSubviews: settings.list?.cellSubviews ?? [])
            settings.properties.forEach(table.apply)
            return table
        },
        finalState: scrollState,
        randomKind: { random, view in
            // Only the keys of its kind, so that the fixture reads back as written.
            randomList(.table, replacing: view, random: &random) { list, random in
                list.rowHeight = random.whole(0...120)
            }
        })
}
