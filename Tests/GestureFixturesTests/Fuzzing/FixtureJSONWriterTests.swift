import Testing
import GestureArbiter
import GestureArbiterSwiftUI
@testable import GestureFixtures

/// The writer is generic over the view types' keys: every key of every type, away from its
/// default in the scene and changed by a `set`, is written and reads back as it was.
@Suite("Fixture JSON writer")
struct FixtureJSONWriterTests {
    /// Keys that are shorthands for another key (`"rowCount": n` is `"sections": [n]`), which the writer never needs.
    private static let shorthands: Set<String> = ["rowCount", "itemCount"]

    /// Every scroll view key away from its default, on settings of the given list kind.
    private static func scrollSettings(list: ListSettings?, zooming: String, chain: ScrollChainSpec?) -> ScrollViewSettings {
        var settings = ScrollViewSettings(
            contentSize: list == nil ? Size(width: 600, height: 900) : .zero, contentOffset: Point(x: 10, y: 20),
            contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), delaysContentTouches: false,
            canCancelContentTouches: false, isScrollEnabled: false, bounces: false, alwaysBounceVertical: true,
            alwaysBounceHorizontal: true, isPagingEnabled: true, isDirectionalLockEnabled: true,
            decelerationRate: DecelerationRate(rawValue: 0.97), transfersVerticalScrollingToParent: false,
            transfersHorizontalScrollingToParent: false, touchesShouldBeginDenied: ["plain"],
            touchesShouldCancel: TouchesShouldCancelOverride(allow: ["knob"], deny: ["plain"]), chain: chain, list: list)
        settings.minimumZoomScale = 0.5
        settings.maximumZoomScale = 3
        settings.bouncesZoom = false
        settings.viewForZooming = zooming
        settings.zoomScale = 2
        settings.scrollsToTop = false
        settings.shouldScrollToTop = false
        settings.contentInsetAdjustmentBehavior = .never
        settings.hasRefreshControl = true
        settings.isRefreshing = true
        return settings
    }

    private static let frame = Rect(x: 0, y: 0, width: 200, height: 300)

    /// A scroll view inside a chain's parent, its child.
    private static func inner(_ id: String) -> ViewSpec {
        ViewSpec(id: id, kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 200, height: 900))), frame: frame)
    }

    /// One view of every type, every key of each away from its default.
    private static let views: [ViewSpec] = {
        var table = ListSettings(kind: .table, sections: [3, 2], rowHeight: 30, allowsSelection: false, allowsMultipleSelection: true,
                                 cellSubviews: [ViewSpec(id: "like", kind: .button, frame: Rect(x: 4, y: 2, width: 40, height: 20))])
        table.rowHeight = 30
        table.swipeActions = SwipeActionsSpec(
            leading: .init(actions: [.init(title: "Read", width: 60)], performsFirstActionWithFullSwipe: false),
            trailing: .init(actions: [.init(title: "Delete", style: .destructive, actionPerformed: false), .init(title: "More")]),
            rows: [[0, 1], [1, 0]])
        table.dragAndDrop = TableDragAndDropSpec(
            dragDelegate: .init(items: 2, itemsForAdding: 1),
            dropDelegate: .init(operation: .move, intent: .insertAtDestinationIndexPath, canHandle: false),
            dragInteractionEnabled: false)
        table.contextMenu = ListContextMenuSpec(actions: ["Copy", "Delete"], indexPaths: [[0, 2]])
        (table.movesRows, table.isEditing, table.allowsSelectionDuringEditing) = (true, true, true)
        var collection = ListSettings(kind: .collection, sections: [7], itemSize: Size(width: 40, height: 60), isVertical: false,
                                      minimumLineSpacing: 4, minimumInteritemSpacing: 6, allowsSelection: false, allowsMultipleSelection: true,
                                      cellSubviews: [ViewSpec(id: "badge", frame: Rect(x: 1, y: 1, width: 8, height: 8))])
        collection.contextMenu = ListContextMenuSpec(actions: ["Share"], indexPaths: [[0, 1]], emptySpace: true)
        collection.isListLayout = true
        collection.swipeActions = SwipeActionsSpec(trailing: .init(actions: [.init(title: "Delete")]))
        var stepper = StepperSettings()
        (stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) = (3, 1, 9, 2)
        (stepper.wraps, stepper.isContinuous, stepper.autorepeat) = (true, false, false)
        var segments = SegmentedControlSettings(segments: ["a", "b", "c"])
        (segments.selectedSegmentIndex, segments.isMomentary, segments.disabledSegments) = (1, true, [2])
        var pages = PageControlSettings()
        (pages.numberOfPages, pages.currentPage, pages.hidesForSinglePage) = (5, 2, true)
        var plain = ViewSpec(
            id: "plain", frame: frame, boundsOrigin: Point(x: 5, y: 6), isHidden: true, alpha: 0.5, isUserInteractionEnabled: false,
            isMultipleTouchEnabled: true, isExclusiveTouch: true, touches: .consume, hitTest: .passThroughFor(["knob"]),
            pointInside: .area(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), add: [Rect(x: 0, y: 0, width: 5, height: 5)], subtract: []),
            refusedGestures: ["scroll.pan"], controller: "controller")
        plain.transform = AffineTransform(scaleX: 2, y: 1)
        return [
            plain,
            ViewSpec(id: "scroll", kind: .scrollView(scrollSettings(list: nil, zooming: "zoomed", chain: ScrollChainSpec(children: ["inner"]))),
                     frame: frame, subviews: [
                        ViewSpec(id: "zoomed", frame: frame),
                        inner("inner"),
                     ]),
            ViewSpec(id: "table", kind: .scrollView(scrollSettings(list: table, zooming: "tableZoomed", chain: ScrollChainSpec(children: ["tableInner"]))),
                     frame: frame, subviews: [ViewSpec(id: "tableZoomed", frame: frame), inner("tableInner")]),
            ViewSpec(id: "collection", kind: .scrollView(scrollSettings(list: collection, zooming: "collectionZoomed", chain: ScrollChainSpec(children: ["collectionInner"]))),
                     frame: frame, subviews: [ViewSpec(id: "collectionZoomed", frame: frame), inner("collectionInner")]),
            ViewSpec(id: "button", kind: .button, frame: frame),
            ViewSpec(id: "slider", kind: .slider(SliderSettings(value: 0.25, minimumValue: -1, maximumValue: 2, isVertical: true)), frame: frame),
            ViewSpec(id: "knob", kind: .switch(SwitchSettings(isOn: true)), frame: frame),
            ViewSpec(id: "stepper", kind: .stepper(stepper), frame: frame),
            ViewSpec(id: "segments", kind: .segmentedControl(segments), frame: frame),
            ViewSpec(id: "pages", kind: .pageControl(pages), frame: frame),
            ViewSpec(id: "control", kind: .control, frame: frame),
        ]
    }()

    /// The scene, and a `set` of every common key and of every type's own key, each to the value the scene gives it.
    private static let fixture: Fixture = {
        let plain = views[0]
        let common: [ViewProperty] = [
            .frame(plain.frame), .boundsOrigin(plain.boundsOrigin), .transform(plain.transform), .hidden(true), .alpha(0.5),
            .userInteractionEnabled(false), .multipleTouchEnabled(true), .exclusiveTouch(true), .touches(.consume),
            .hitTest(plain.hitTest), .hitTest(nil), .pointInside(plain.pointInside), .pointInside(nil), .refusedGestures(["scroll.pan"]),
        ]
        let sets = common.map { FixtureEvent.Action.set(id: "plain", property: $0) }
            + views.dropFirst().flatMap { view in
                zip(view.kind.properties, view.kind.type.defaultKind.properties).filter { $0 != $1 }
                    .map { FixtureEvent.Action.set(id: view.id, property: .own($0.0)) }
            }
        return Fixture(name: "every key", views: views, events: sets.enumerated().map { FixtureEvent(time: Double($0.offset), $0.element) },
                       expectations: Expectations(match: .ordered, trace: []))
    }()

    @Test("a view of every type with every key away from its default, and a set of every key, read back as written")
    func everyKeyRoundTrips() throws {
        let json = FixtureJSONWriter.json(Self.fixture)
        let read = try FixtureLoader.load(json: Array(json.utf8), file: "every-key.json")
        #expect(read.fixture.name == "every key", "the writer left something out: \(read.fixture.name ?? "")")
        #expect(read.fixture.views == Self.fixture.views)
        #expect(read.fixture.events == Self.fixture.events)
    }

    @Test("each view's line has every key of its type (the common keys on the plain view's), so a key a type gains is written or this test names it", arguments: ViewType.allCases)
    func everyKeyIsWritten(_ type: ViewType) throws {
        let json = FixtureJSONWriter.json(Self.fixture)
        let view = try #require(Self.views.first { $0.kind.type == type })
        let line = try #require(json.split(separator: "\n").first { $0.contains("{ \"id\": \"\(view.id)\"") })
        // The common keys on the plain view; every type's own keys on its view.
        let names = (type == .view ? ViewKey.common : type.descriptor.keys).map(\.name) + type.descriptor.sceneKeys.map(\.name)
        for name in names where !Self.shorthands.contains(name) {
            #expect(line.contains("\"\(name)\": "), "\(type.rawValue) '\(view.id)' is written without '\(name)'")
        }
    }

    @Test("controllers, a sheet with every setting away from its default, and every navigation and sheet event, read back as written")
    func controllersRoundTrip() throws {
        var sheet = SheetSpec()
        sheet.detents = [.medium, .height(identifier: "peek", 120), .fraction(identifier: "tall", 0.9), .large]
        sheet.selectedDetentIdentifier = "peek"
        sheet.largestUndimmedDetentIdentifier = "medium"
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet.prefersGrabberVisible = true
        sheet.isModalInPresentation = true
        sheet.shouldDismiss = false
        var fixture = Fixture(name: "controllers", views: [], events: [
            FixtureEvent(time: 0, .navigation(NavigationRequest(navigation: "nav", .push(.init("b")), animated: false))),
            FixtureEvent(time: 1, .navigation(NavigationRequest(.pop))),
            FixtureEvent(time: 2, .navigation(NavigationRequest(navigation: "nav", .popTo("a")))),
            FixtureEvent(time: 3, .navigation(NavigationRequest(.popToRoot, animated: false))),
            FixtureEvent(time: 4, .navigation(NavigationRequest(.setViewControllers(["a", "b"])))),
            FixtureEvent(time: 5, .sheet(.present(controller: "details", by: "nav", animated: false))),
            FixtureEvent(time: 6, .sheet(.selectDetent(controller: "details", identifier: "tall", animated: true))),
            FixtureEvent(time: 7, .sheet(.dismiss(controller: "details", animated: true))),
        ], expectations: Expectations(match: .ordered, trace: []))
        fixture.controllers = [
            ControllerSpec(id: "nav", kind: .navigation(stack: ["a"])),
            ControllerSpec(id: "a", kind: .plain(views: [ViewSpec(id: "list", kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 375, height: 2000))), frame: Self.frame)])),
            ControllerSpec(id: "b", kind: .plain(views: [])),
            ControllerSpec(id: "details", kind: .plain(views: [ViewSpec(id: "card", frame: Self.frame)]), sheet: sheet),
        ]
        fixture.rootViewController = "nav"
        let read = try FixtureLoader.load(json: Array(FixtureJSONWriter.json(fixture).utf8), file: "controllers.json")
        #expect(read.fixture.name == "controllers")
        #expect(read.fixture.controllers == fixture.controllers)
        #expect(read.fixture.rootViewController == "nav")
        #expect(read.fixture.events == fixture.events)
    }

    @Test("every interaction kind, each key away from its default, read back as written")
    func interactionsRoundTrip() throws {
        var fixture = Fixture(name: "interactions", views: [ViewSpec(id: "photo", frame: Self.frame), ViewSpec(id: "album", frame: Self.frame)],
                              events: [], expectations: Expectations(match: .ordered, trace: []))
        fixture.contextMenus = [ContextMenuSpec(view: "photo", actions: ["Copy", "Share"], configuration: false)]
        fixture.dragInteractions = [DragInteractionSpec(view: "photo", items: 3, itemsForAdding: 2, enabled: false)]
        fixture.dropInteractions = [DropInteractionSpec(view: "album", operation: .move, canHandle: false)]
        let press = SwiftUIGestureNodeSpec.withCallbacks(.longPress(minimumDuration: 0.8, maximumDistance: 4), [.onEnded])
        fixture.swiftUIGestures = [
            SwiftUIGestureSpec(id: "drag", view: "photo", modifier: .gesture(.sequenced(press, .drag(minimumDistance: 0, coordinateSpace: .global))),
                               including: .subviews, isEnabled: false, resetAnimation: "spring"),
            SwiftUIGestureSpec(id: "zoom", view: "photo", modifier: .highPriorityGesture(.withCallbacks(
                .simultaneously(.magnify(minimumScaleDelta: 0.1), .rotate(minimumAngleDelta: 5)), [.updating, .onChanged])), including: .none),
            SwiftUIGestureSpec(id: "taps", view: "album", modifier: .simultaneousGesture(.exclusively(.tap(count: 2), .spatialTap(count: 3, coordinateSpace: .global))),
                               including: .gesture),
            SwiftUIGestureSpec(id: "tap", view: "album", modifier: .onTapGesture(count: 2, coordinateSpace: .global)),
            SwiftUIGestureSpec(id: "plainTap", view: "album", modifier: .onTapGesture(count: 3, coordinateSpace: nil)),
            SwiftUIGestureSpec(id: "hold", view: "album", modifier: .onLongPressGesture(minimumDuration: 1, maximumDistance: 20)),
        ]
        let read = try FixtureLoader.load(json: Array(FixtureJSONWriter.json(fixture).utf8), file: "interactions.json")
        #expect(read.fixture.contextMenus == fixture.contextMenus)
        #expect(read.fixture.dragInteractions == fixture.dragInteractions)
        #expect(read.fixture.dropInteractions == fixture.dropInteractions)
        #expect(read.fixture.swiftUIGestures == fixture.swiftUIGestures)
        #expect(FixtureInteractionKinds.all.count == 4, "a new interaction kind needs its specs in this test")
    }
}
