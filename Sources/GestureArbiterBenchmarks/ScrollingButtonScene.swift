import GestureArbiter

/// The scene of the drag and tap workloads: a phone-sized window filled by a vertical scroll view
/// (content 2000 pt tall) that holds a button, the set-up the issue compares with Qt Quick's
/// Flickable holding a button.
///
/// The button counts its control events, so that a workload can be checked: a drag must never
/// reach it, each tap must fire exactly one `touchUpInside`.
public final class ScrollingButtonScene {
    public let window: Window
    public let scrollView: ScrollView
    public let button: Button
    /// The button's `touchDown` events so far.
    public var touchDownCount: Int { touchDowns.count }
    /// The button's `touchUpInside` events so far.
    public var touchUpInsideCount: Int { touchUpInsides.count }

    // The handlers count into objects of their own, which they hold: counting into the scene
    // through an `unowned` capture checked the scene and its counter's exclusive access at run
    // time, at every event, which cost the workloads more than the counting.
    private let touchDowns = EventCounter()
    private let touchUpInsides = EventCounter()

    /// Where fingers go down: the button's centre, in window coordinates (the content is not scrolled yet).
    public let buttonCenter = Point(x: 187.5, y: 322)

    /// Builds the scene; with `tracing`, the window's trace keeps every record.
    public init(tracing: Bool) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scrollView.identifier = "scroll"
        scrollView.contentSize = Size(width: 375, height: 2000)
        button = Button(frame: Rect(x: 100, y: 300, width: 175, height: 44))
        button.identifier = "button"
        scrollView.addSubview(button)
        window.addSubview(scrollView)
        window.trace.isRecording = tracing
        button.addAction(Action { [touchDowns] _ in touchDowns.increment() }, for: .touchDown)
        button.addAction(Action { [touchUpInsides] _ in touchUpInsides.increment() }, for: .touchUpInside)
    }
}

/// How many times a handler ran.
private final class EventCounter {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}
