import GestureArbiter

extension ViewKindDescriptor {
    /// `pageControl`: a `UIPageControl` (C5), a row of page indicators, one current.
    static let pageControl = ViewKindDescriptor(
        noun: "page control",
        isControl: true,
        defaultKind: .pageControl(PageControlSettings()),
        keys: [
            ViewKey("numberOfPages") { reader, _ throws(FixtureError) in .own(.pageControl(.numberOfPages(try count(reader, "numberOfPages")))) },
            ViewKey("currentPage") { reader, _ throws(FixtureError) in .own(.pageControl(.currentPage(try count(reader, "currentPage")))) },
            ViewKey("hidesForSinglePage") { reader, _ throws(FixtureError) in .own(.pageControl(.hidesForSinglePage(try reader.bool()))) },
        ],
        properties: { kind in
            guard case let .pageControl(settings) = kind else { return [] }
            return settings.properties.map(OwnViewProperty.pageControl)
        },
        apply: { property, kind in
            guard case let .pageControl(property) = property, case var .pageControl(settings) = kind else { return }
            settings.apply(property)
            kind = .pageControl(settings)
        },
        checkProperty: { property, _, path throws(FixtureError) in
            switch property {
            case let .pageControl(.numberOfPages(count)), let .pageControl(.currentPage(count)):
                guard count >= 0, count <= Fixture.maximumRows else {
                    throw path.error("a page count or index must be between 0 and \(Fixture.maximumRows), got \(count)")
                }
            default:
                break
            }
        },
        makeView: { kind, frame, _ in
            let control = FixturePageControl(frame: frame)
            kind.properties.forEach(control.apply(own:))
            return control
        },
        finalState: { view in
            controlState(of: view) + [TraceField("currentPage", .number(Double((view as? PageControl)?.currentPage ?? 0)))]
        },
        randomKind: { random, _ in
            var pages = PageControlSettings()
            pages.numberOfPages = random.int(0...6)
            pages.currentPage = random.int(0...6)
            pages.hidesForSinglePage = random.chance(0.3)
            return .pageControl(pages)
        })

    /// An integer, 0 or more, at most ``Fixture/maximumRows``.
    private static func count(_ reader: JSONReader, _ name: String) throws(FixtureError) -> Int {
        let value = try reader.integer()
        guard value >= 0, value <= Fixture.maximumRows else {
            throw reader.error("\(name) must be between 0 and \(Fixture.maximumRows), got \(value)")
        }
        return value
    }
}

/// A page control's settings, with `UIPageControl`'s defaults.
public struct PageControlSettings: Hashable, Sendable {
    public var numberOfPages = 0
    public var currentPage = 0
    public var hidesForSinglePage = false

    public init() {}

    public mutating func apply(_ property: PageControlProperty) {
        switch property {
        case let .numberOfPages(pages): numberOfPages = pages
        case let .currentPage(page): currentPage = page
        case let .hidesForSinglePage(hides): hidesForSinglePage = hides
        }
    }

    /// The settings as `set` properties: the pages before the current page.
    public var properties: [PageControlProperty] {
        [.numberOfPages(numberOfPages), .hidesForSinglePage(hidesForSinglePage), .currentPage(currentPage)]
    }
}

/// A page control property that a `set` event changes; as in UIKit, none sends an event.
public enum PageControlProperty: Hashable, Sendable, ViewKindProperty {
    case numberOfPages(Int)
    /// Clamped to the pages, as UIKit clamps it.
    case currentPage(Int)
    case hidesForSinglePage(Bool)

    var key: String {
        switch self {
        case .numberOfPages: "numberOfPages"
        case .currentPage: "currentPage"
        case .hidesForSinglePage: "hidesForSinglePage"
        }
    }

    var json: String {
        switch self {
        case let .numberOfPages(count), let .currentPage(count): "\(count)"
        case let .hidesForSinglePage(hides): "\(hides)"
        }
    }
}

final class FixturePageControl: PageControl, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(own property: OwnViewProperty) {
        switch property {
        case let .pageControl(.numberOfPages(pages)): numberOfPages = pages
        case let .pageControl(.currentPage(page)): currentPage = page
        case let .pageControl(.hidesForSinglePage(hides)): hidesForSinglePage = hides
        default: break
        }
    }
}
