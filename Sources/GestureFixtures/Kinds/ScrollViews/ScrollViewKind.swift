import Foundation
import GestureArbiter

extension ViewKindDescriptor {
    /// `scrollView`: a `UIScrollView` (S1–S15), with its pan, its delay recognizer and, while it
    /// may zoom, its pinch, named `<id>.pan`, `<id>.delay` and `<id>.pinch`.
    static let scrollView = ViewKindDescriptor(
        noun: "scroll view",
        isScrollView: true,
        defaultKind: .scrollView(ScrollViewSettings()),
        keys: [ViewKey("contentSize") { reader, _ throws(FixtureError) in .own(.scrollView(.contentSize(try reader.nonNegativeSize()))) }]
            + ViewKey.scrolling + ViewKey.refreshing,
        sceneKeys: [SceneKey.chain],
        refusedKeys: ["boundsOrigin": "its bounds origin is its contentOffset"],
        properties: scrollProperties,
        apply: applyScrollProperty,
        checkProperty: { property, checker, path throws(FixtureError) in
            if case let .scrollView(property) = property {
                try checker.checkScrollViewProperty(property, at: path)
            }
        },
        checkView: { view, checker, path throws(FixtureError) in
            try checker.checkScrollView(view, at: path)
        },
        makeView: { kind, frame, _ in
            let scrollView = FixtureScrollView(frame: frame)
            if case let .scrollView(settings) = kind {
                settings.properties.forEach(scrollView.apply)
            }
            return scrollView
        },
        finalState: scrollState,
        randomKind: { random, view in
            var settings = ScrollViewSettings()
            settings.contentSize = Size(
                width: random.chance(0.5) ? view.frame.width : view.frame.width + random.whole(0...1500),
                height: random.chance(0.3) ? view.frame.height : view.frame.height + random.whole(0...2500))
            settings.delaysContentTouches = random.chance(0.7)
            settings.canCancelContentTouches = random.chance(0.8)
            settings.bounces = random.chance(0.8)
            settings.alwaysBounceVertical = random.chance(0.2)
            settings.alwaysBounceHorizontal = random.chance(0.1)
            settings.isPagingEnabled = random.chance(0.15)
            settings.isDirectionalLockEnabled = random.chance(0.2)
            settings.decelerationRate = random.chance(0.2) ? .fast : .normal
            settings.transfersVerticalScrollingToParent = random.chance(0.8)
            return .scrollView(settings)
        })

    /// A scroll view's, a table view's or a collection view's settings as `set` properties, the
    /// zoom scale last: the scene zooms once every view exists, since the view it zooms is inside.
    static let scrollProperties: @Sendable (ViewKind) -> [OwnViewProperty] = { kind in
        guard case let .scrollView(settings) = kind else { return [] }
        return (settings.properties + [.zoomScale(settings.zoomScale)]).map(OwnViewProperty.scrollView)
    }

    static let applyScrollProperty: @Sendable (OwnViewProperty, inout ViewKind) -> Void = { property, kind in
        guard case let .scrollView(property) = property, case var .scrollView(settings) = kind else { return }
        settings.apply(property)
        kind = .scrollView(settings)
    }

    /// What a scroll view's final record adds, a list's selection among it.
    static func scrollState(of view: View) -> [TraceField] {
        guard let scrollView = view as? ScrollView else { return [] }
        return [
            TraceField("contentOffset", .point(scrollView.contentOffset)),
            TraceField("contentSize", .list([.number(scrollView.contentSize.width), .number(scrollView.contentSize.height)])),
            TraceField("isDragging", .bool(scrollView.isDragging)),
            TraceField("isDecelerating", .bool(scrollView.isDecelerating)),
            TraceField("isTracking", .bool(scrollView.isTracking)),
            TraceField("zoomScale", .number(scrollView.zoomScale)),
            TraceField("adjustedContentInset", .insets(scrollView.adjustedContentInset)),
        ] + selection(of: scrollView) + (scrollView.refreshControl.map { [TraceField("refreshing", .bool($0.isRefreshing))] } ?? [])
    }

    /// A list's selected index paths; nothing for another scroll view.
    private static func selection(of scrollView: ScrollView) -> [TraceField] {
        let selected: [IndexPath]
        switch scrollView {
        case let table as TableView: selected = table.indexPathsForSelectedRows ?? []
        case let collection as CollectionView: selected = collection.indexPathsForSelectedItems ?? []
        default: return []
        }
        let selection = [TraceField("selectedIndexPaths", .list(selected.map { .list([.number(Double($0.section)), .number(Double($0[1]))]) }))]
        if let collection = scrollView as? CollectionView {
            let swipes = collection.collectionViewLayout == nil ? [] : rowSwipe(collection.swipedIndexPath, collection.rowSwipeState, collection.rowSwipeOffset)
            return selection + swipes + menu(of: collection.contextMenuInteraction)
        }
        guard let table = scrollView as? TableView else { return selection }
        return selection + rowSwipe(table.swipedIndexPath, table.rowSwipeState, table.rowSwipeOffset) + menu(of: table.contextMenuInteraction)
    }

    /// A swiped row's final fields: the row, where it is in ``RowSwipe`` and how far it moved.
    private static func rowSwipe(_ indexPath: IndexPath?, _ state: RowSwipe.State, _ offset: Double) -> [TraceField] {
        [
            TraceField("swipedIndexPath", indexPath.map { .list([.number(Double($0.section)), .number(Double($0[1]))]) } ?? .null),
            TraceField("rowSwipeState", .string(state.rawValue)),
            TraceField("rowSwipeOffset", .number(offset)),
        ]
    }

    /// Whether a list's own context menu is open, for a list that has one.
    private static func menu(of interaction: ContextMenuInteraction?) -> [TraceField] {
        interaction.map { [TraceField("contextMenu", .string($0.presentationState.rawValue))] } ?? []
    }
}

extension ViewKey {
    /// The keys every scroll view has, a list too, after a plain scroll view's `contentSize`.
    static let scrolling: [ViewKey] = [
        ViewKey("contentOffset") { reader, _ throws(FixtureError) in .own(.scrollView(.contentOffset(try reader.point()))) },
        ViewKey("contentInset") { reader, _ throws(FixtureError) in .own(.scrollView(.contentInset(try reader.edgeInsets()))) },
        ViewKey("delaysContentTouches") { reader, _ throws(FixtureError) in .own(.scrollView(.delaysContentTouches(try reader.bool()))) },
        ViewKey("canCancelContentTouches") { reader, _ throws(FixtureError) in .own(.scrollView(.canCancelContentTouches(try reader.bool()))) },
        ViewKey("scrollEnabled") { reader, _ throws(FixtureError) in .own(.scrollView(.scrollEnabled(try reader.bool()))) },
        ViewKey("bounces") { reader, _ throws(FixtureError) in .own(.scrollView(.bounces(try reader.bool()))) },
        ViewKey("alwaysBounceVertical") { reader, _ throws(FixtureError) in .own(.scrollView(.alwaysBounceVertical(try reader.bool()))) },
        ViewKey("alwaysBounceHorizontal") { reader, _ throws(FixtureError) in .own(.scrollView(.alwaysBounceHorizontal(try reader.bool()))) },
        ViewKey("pagingEnabled") { reader, _ throws(FixtureError) in .own(.scrollView(.pagingEnabled(try reader.bool()))) },
        ViewKey("directionalLockEnabled") { reader, _ throws(FixtureError) in .own(.scrollView(.directionalLockEnabled(try reader.bool()))) },
        ViewKey("decelerationRate") { reader, _ throws(FixtureError) in .own(.scrollView(.decelerationRate(try decelerationRate(reader)))) },
        ViewKey("transfersVerticalScrollingToParent") { reader, _ throws(FixtureError) in .own(.scrollView(.transfersVerticalScrollingToParent(try reader.bool()))) },
        ViewKey("transfersHorizontalScrollingToParent") { reader, _ throws(FixtureError) in .own(.scrollView(.transfersHorizontalScrollingToParent(try reader.bool()))) },
        ViewKey("touchesShouldBegin") { reader, _ throws(FixtureError) in
            .own(.scrollView(.touchesShouldBegin(deny: try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["deny"])).required("deny").ids())))
        },
        ViewKey("touchesShouldCancel") { reader, _ throws(FixtureError) in .own(.scrollView(.touchesShouldCancel(try touchesShouldCancel(reader)))) },
        ViewKey("minimumZoomScale") { reader, _ throws(FixtureError) in .own(.scrollView(.minimumZoomScale(try reader.number()))) },
        ViewKey("maximumZoomScale") { reader, _ throws(FixtureError) in .own(.scrollView(.maximumZoomScale(try reader.number()))) },
        ViewKey("zoomScale") { reader, _ throws(FixtureError) in .own(.scrollView(.zoomScale(try reader.number()))) },
        ViewKey("bouncesZoom") { reader, _ throws(FixtureError) in .own(.scrollView(.bouncesZoom(try reader.bool()))) },
        ViewKey("viewForZooming") { reader, allowingRemoval throws(FixtureError) in
            .own(.scrollView(.viewForZooming(allowingRemoval && reader.value.isNull ? nil : try reader.string())))
        },
        ViewKey("scrollsToTop") { reader, _ throws(FixtureError) in .own(.scrollView(.scrollsToTop(try reader.bool()))) },
        ViewKey("shouldScrollToTop") { reader, _ throws(FixtureError) in .own(.scrollView(.shouldScrollToTop(try reader.bool()))) },
        ViewKey("contentInsetAdjustmentBehavior") { reader, _ throws(FixtureError) in .own(.scrollView(.contentInsetAdjustmentBehavior(try adjustmentBehavior(reader)))) },
    ]

    /// The pull-to-refresh keys, which every scroll view has, read after a list's own.
    static let refreshing: [ViewKey] = [
        ViewKey("refreshControl") { reader, _ throws(FixtureError) in .own(.scrollView(.refreshControl(try reader.bool()))) },
        ViewKey("refreshing") { reader, _ throws(FixtureError) in .own(.scrollView(.refreshing(try reader.bool()))) },
    ]

    /// `automatic`, `scrollableAxes`, `never` or `always`.
    private static func adjustmentBehavior(_ reader: JSONReader) throws(FixtureError) -> ContentInsetAdjustmentBehavior {
        let name = try reader.string()
        guard let behavior = ContentInsetAdjustmentBehavior(rawValue: name) else {
            throw reader.error("unknown contentInsetAdjustmentBehavior '\(name)' (expected \(JSONReader.alternatives(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue))))")
        }
        return behavior
    }

    private static let decelerationRateForms = "normal, fast or a number between 0 and 1"

    /// `"normal"`, `"fast"`, or the factor the velocity keeps each millisecond, strictly between 0 and 1.
    private static func decelerationRate(_ reader: JSONReader) throws(FixtureError) -> DecelerationRate {
        switch reader.value.kind {
        case .string(let name):
            switch name {
            case "normal": return .normal
            case "fast": return .fast
            default: throw reader.error("unknown deceleration rate '\(name)' (expected \(decelerationRateForms))")
            }
        case .number:
            let rate = try reader.number()
            guard rate > 0, rate < 1 else { throw reader.error("decelerationRate must be between 0 and 1, got \(JSONReader.describe(rate))") }
            return DecelerationRate(rawValue: rate)
        case .null, .bool, .array, .object:
            throw reader.typeError(expected: decelerationRateForms)
        }
    }

    private static func touchesShouldCancel(_ reader: JSONReader) throws(FixtureError) -> TouchesShouldCancelOverride {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["allow", "deny"]))
        guard !object.members.isEmpty else { throw reader.error("expected at least one of allow or deny") }
        return TouchesShouldCancelOverride(
            allow: try object.optional("allow")?.ids() ?? [],
            deny: try object.optional("deny")?.ids() ?? [])
    }
}

extension SceneKey {
    /// A scroll view's `chain`, the scroll views inside it that move with it as one.
    static let chain = SceneKey(name: FixtureDecoder.scrollChainKey, decode: { reader, kind throws(FixtureError) in
        guard case var .scrollView(settings) = kind else { return }
        settings.chain = try FixtureDecoder.decodeScrollChain(reader)
        kind = .scrollView(settings)
    }, encode: { kind, _ in
        guard case let .scrollView(settings) = kind, let chain = settings.chain else { return nil }
        return "{\"children\": \(JSONText.strings(chain.children)), \"axis\": \"\(chain.axisName)\"}"
    })
}

extension FixtureChecker {
    /// A scroll view's settings together, a list's among them: paging needs a page, a refresh a
    /// control, and a list keeps its touches going and its cells' views to themselves.
    func checkScrollView(_ view: ViewSpec, at path: FixturePath) throws(FixtureError) {
        guard case let .scrollView(settings) = view.kind else { return }
        try checkPaging(settings, frame: view.frame, at: path.key("pagingEnabled"))
        let type = view.kind.type
        if type.isList, view.touches != .forward {
            throw path.key("touches").error(ViewKey.notApplying("touches", to: type))
        }
        if settings.isRefreshing, !settings.hasRefreshControl {
            throw path.key("refreshing").error("'refreshing' needs a refresh control: add \"refreshControl\": true")
        }
        for (index, cellView) in (settings.list?.cellSubviews ?? []).enumerated() {
            try checkCellView(cellView, at: path.key("cellSubviews").index(index))
        }
    }

    func checkScrollViewProperty(_ property: ScrollViewProperty, at path: FixturePath) throws(FixtureError) {
        switch property {
        case let .sections(rows):
            guard !rows.isEmpty else { throw path.error("a table view needs at least one section") }
            guard rows.count <= Fixture.maximumRows else {
                throw path.error("a table view may have at most \(Fixture.maximumRows) sections, got \(rows.count)")
            }
            if let index = rows.firstIndex(where: { $0 < 0 }) {
                throw path.index(index).error("a row count must not be negative, got \(rows[index])")
            }
            guard rows.reduce(0, { $0 + min($1, Fixture.maximumRows) }) <= Fixture.maximumRows else {
                throw path.error("a table view may have at most \(Fixture.maximumRows) rows in all")
            }
        case let .rowHeight(height):
            try checkNonNegative(height, "rowHeight", at: path)
        case let .itemSize(size):
            try checkPositive(size.width, "width", at: path)
            try checkPositive(size.height, "height", at: path)
        case let .minimumLineSpacing(spacing), let .minimumInteritemSpacing(spacing):
            try checkNonNegative(spacing, "spacing", at: path)
        case .scrollDirection, .refreshControl, .refreshing, .swipeActions, .contextMenu, .listLayout, .dragAndDrop, .movesRows, .editing, .allowsSelectionDuringEditing:
            break
        case .allowsSelection, .allowsMultipleSelection:
            break
        case let .contentSize(size):
            try checkNonNegative(size.width, "width", at: path)
            try checkNonNegative(size.height, "height", at: path)
        case let .contentOffset(offset):
            try checkPoint(offset, at: path)
        case let .contentInset(insets):
            for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite {
                throw path.error("expected finite numbers, got \(format(value))")
            }
        case let .decelerationRate(rate):
            // The physics divides by 1 − rate and takes its logarithm.
            guard rate.rawValue > 0, rate.rawValue < 1 else {
                throw path.error("decelerationRate must be between 0 and 1, got \(format(rate.rawValue))")
            }
        case let .touchesShouldBegin(denied):
            for (index, id) in denied.enumerated() {
                try checkViewID(id, at: path.key("deny").index(index))
            }
        case let .touchesShouldCancel(answers):
            for (key, ids) in [("allow", answers.allow), ("deny", answers.deny)] {
                for (index, id) in ids.enumerated() {
                    try checkViewID(id, at: path.key(key).index(index))
                }
            }
            if let (index, id) = answers.deny.enumerated().first(where: { answers.allow.contains($0.element) }) {
                throw path.key("deny").index(index).error("'\(id)' is both allowed and denied")
            }
        case let .minimumZoomScale(scale), let .maximumZoomScale(scale), let .zoomScale(scale):
            guard scale.isFinite, scale > 0 else {
                throw path.error("a zoom scale must be a positive finite number, got \(format(scale))")
            }
        case let .viewForZooming(id):
            if let id { try checkViewID(id, at: path) }
        case .delaysContentTouches, .canCancelContentTouches, .scrollEnabled, .bounces, .alwaysBounceVertical,
             .alwaysBounceHorizontal, .pagingEnabled, .directionalLockEnabled, .transfersVerticalScrollingToParent,
             .transfersHorizontalScrollingToParent, .bouncesZoom, .scrollsToTop, .shouldScrollToTop, .contentInsetAdjustmentBehavior:
            break
        }
    }

    /// A paging scroll view pages by its bounds size, so it needs one on every axis along which
    /// its content can scroll (larger than the bounds, or always bouncing); whether scrolling is
    /// enabled does not matter, since a `set` may enable it.
    func checkPaging(_ settings: ScrollViewSettings, frame: Rect, at path: FixturePath) throws(FixtureError) {
        guard settings.isPagingEnabled else { return }
        let insets = settings.contentInset
        let scrollsHorizontally = settings.alwaysBounceHorizontal || settings.contentSize.width + insets.left + insets.right > frame.width
        let scrollsVertically = settings.alwaysBounceVertical || settings.contentSize.height + insets.top + insets.bottom > frame.height
        if (scrollsHorizontally && frame.width == 0) || (scrollsVertically && frame.height == 0) {
            throw path.error("paging needs a non-zero page size")
        }
    }}
