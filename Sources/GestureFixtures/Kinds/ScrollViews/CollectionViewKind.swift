import GestureArbiter

extension ViewKindDescriptor {
    /// `collectionView`: a `UICollectionView` with a flow layout (L1–L4), its items named
    /// `<id>[section,item]` in lines down or across it.
    static let collectionView = ViewKindDescriptor(
        noun: "collection view",
        isScrollView: true,
        isList: true,
        defaultKind: .scrollView(ScrollViewSettings(list: ListSettings(kind: .collection))),
        keys: ViewKey.scrolling + [ViewKey.sections] + ViewKey.selecting + ViewKey.refreshing + [
            ViewKey.count("itemCount"), ViewKey.contextMenu, ViewKey.swipeActions,
            ViewKey("layout") { reader, _ throws(FixtureError) in .own(.scrollView(.listLayout(try isList(reader)))) },
            ViewKey("itemSize") { reader, _ throws(FixtureError) in .own(.scrollView(.itemSize(try reader.positiveSize()))) },
            ViewKey("scrollDirection") { reader, _ throws(FixtureError) in .own(.scrollView(.scrollDirection(vertical: try isVertical(reader)))) },
            ViewKey("minimumLineSpacing") { reader, _ throws(FixtureError) in .own(.scrollView(.minimumLineSpacing(try reader.nonNegativeNumber("minimumLineSpacing")))) },
            ViewKey("minimumInteritemSpacing") { reader, _ throws(FixtureError) in
                .own(.scrollView(.minimumInteritemSpacing(try reader.nonNegativeNumber("minimumInteritemSpacing"))))
            },
        ],
        sceneKeys: [SceneKey.chain, SceneKey.cellSubviews],
        refusedKeys: listRefusedKeys("items"),
        properties: scrollProperties,
        apply: applyScrollProperty,
        checkProperty: ViewKindDescriptor.scrollView.checkProperty,
        checkView: { view, checker, path throws(FixtureError) in
            try ViewKindDescriptor.scrollView.checkView(view, checker, path)
            if case let .scrollView(settings) = view.kind, let list = settings.list, list.swipeActions != nil, !list.isListLayout {
                throw path.key("swipeActions").error(ViewKindDescriptor.swipesNeedAList)
            }
        },
        checkSet: { property, kind, path throws(FixtureError) in
            guard case let .scrollView(settings) = kind, let list = settings.list else { return }
            switch property {
            case .scrollView(.swipeActions(.some)) where !list.isListLayout:
                throw path.error(ViewKindDescriptor.swipesNeedAList)
            case .scrollView(.listLayout(false)) where list.swipeActions != nil:
                throw path.error("a collection view with swipeActions keeps its list layout")
            default:
                break
            }
        },
        makeView: { kind, frame, scene in
            guard case let .scrollView(settings) = kind else { return FixtureCollectionView(frame: frame, scene: scene, cellSubviews: []) }
            let collection = FixtureCollectionView(frame: frame, scene: scene, cellSubviews: settings.list?.cellSubviews ?? [])
            settings.properties.forEach(collection.apply)
            return collection
        },
        finalState: scrollState,
        randomKind: { random, view in
            randomList(.collection, replacing: view, random: &random) { list, random in
                list.itemSize = Size(width: random.whole(1...200), height: random.whole(1...200))
                list.isVertical = !random.chance(0.3)
            }
        })

    static let swipesNeedAList = "swipe actions need a list layout: add \"layout\": \"list\""

    /// `flow` or `list`: the collection's layout.
    private static func isList(_ reader: JSONReader) throws(FixtureError) -> Bool {
        let name = try reader.string()
        guard name == "flow" || name == "list" else {
            throw reader.error("unknown layout '\(name)' (expected flow or list)")
        }
        return name == "list"
    }

    /// `vertical` or `horizontal`: whether a collection's lines follow one another down it.
    private static func isVertical(_ reader: JSONReader) throws(FixtureError) -> Bool {
        let name = try reader.string()
        guard name == "vertical" || name == "horizontal" else {
            throw reader.error("unknown scrollDirection '\(name)' (expected vertical or horizontal)")
        }
        return name == "vertical"
    }
}
