/// A menu of actions that a press on a view opens; UIKit's `UIContextMenuInteraction` (M1–M4).
///
/// Added to a view with ``View/addInteraction(_:)``, it puts a ``LongPressGestureRecognizer``
/// of ``pressDuration`` on the view. When the press would begin, the delegate is asked for a
/// configuration at its location; with one, the press begins (cancelling the view's touches and
/// the scroll view's pan, which cannot recognize with it), and the menu opens over the window.
/// The table ``ContextMenuPresentation`` runs it.
public final class ContextMenuInteraction: Interaction {
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    public private(set) weak var view: View?

    /// How long a finger is held still before the menu opens: 500 ms, a long press's default
    /// (a marked choice, <doc:ContextMenus>).
    public static let pressDuration = 0.5

    let press = ContextMenuPressRecognizer()
    private let gate = ContextMenuGate()
    /// Where the menu is in ``ContextMenuPresentation``.
    public private(set) var presentationState = ContextMenuPresentation.State.closed
    private static let table = ContextMenuPresentation.table
    /// The configuration the delegate gave for the press under way or the open menu.
    private var configuration: ContextMenuConfiguration?
    private var menu: Menu?
    private var menuView: ContextMenuView?
    /// The window the open menu is shown in.
    private var menuWindow: Window? { menuView?.window }
    /// The action chosen, for ``ContextMenuPresentation/Action/performAction``.
    private var chosenAction: Int?
    /// Whether the delegate's calls are recorded as `interaction` records; a list's own menus
    /// record them under the list delegate's names instead (M5). The chosen action is recorded either way.
    var recordsCalls = true
    /// Where the preview is, in the view's coordinates: the whole view unless this says otherwise
    /// (a list's pressed cell).
    var previewFrame: (() -> Rect?)?

    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
        press.minimumPressDuration = Self.pressDuration
        gate.interaction = self
        press.delegate = gate
        _ = press.addTarget { [unowned self] recognizer in pressChanged(recognizer.state) }
    }

    public func willMove(to view: View?) {
        if presentationState == .open {
            handle(.dismissRequested)
        }
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press is, in `view`'s coordinates; UIKit's `location(in:)`.
    public func location(in view: View?) -> Point {
        press.location(in: view)
    }

    /// Closes the menu if it is open; UIKit's `dismissMenu()`.
    public func dismissMenu() {
        handle(.dismissRequested)
    }

    // MARK: The press

    /// Asks the delegate for the menu at the press's location, recorded; the press begins only with one.
    func pressMayBegin() -> Bool {
        guard let view, let delegate else { return false }
        let location = press.location(in: view)
        configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        report("configurationForMenu", [TraceField("location", .point(location)), TraceField("result", .bool(configuration != nil))])
        return configuration != nil
    }

    private func pressChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began:
            handle(.pressBegan)
        case .ended:
            // The pressing finger lifting on an action chooses it; anywhere else the menu stays.
            if let menuView, let window = view?.window, let index = menuView.action(at: press.location(in: window)) {
                chosenAction = index
                handle(.actionChosen)
            }
        case .possible, .changed, .cancelled, .failed:
            break
        }
    }

    // MARK: The machine

    func handle(_ trigger: ContextMenuPresentation.Trigger) {
        Self.table.run(trigger, log: view?.window?.transitionLog, name: view?.traceName ?? "contextMenu", state: { presentationState }) { _ in
            true
        } enter: { state, _ in
            presentationState = state
        } perform: { action in
            perform(action)
        }
    }

    private func perform(_ action: ContextMenuPresentation.Action) {
        switch action {
        case .showMenu: showMenu()
        case .hideMenu: hideMenu()
        case .performAction:
            guard let index = chosenAction, let action = menu?.children[index] else { return }
            chosenAction = nil
            view?.recordInteraction("menuAction", [TraceField("action", .string(action.title))])
            action.perform(from: view ?? press)
        case .commitPreview:
            guard let configuration else { return }
            report("willPerformPreviewAction", [])
            let animator = ContextMenuAnimator()
            delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            animator.finish()
        }
    }

    private func showMenu() {
        guard let configuration, let view, let window = view.window else { return }
        let menu = configuration.actionProvider?([]) ?? Menu()
        self.menu = menu
        let name = view.traceName + ".menu"
        let preview = previewFrame?() ?? view.bounds
        let menuView = ContextMenuView(in: window, preview: view.convert(preview, to: window), titles: menu.children.map(\.title), name: name) { [unowned self] index in
            chosenAction = index
            handle(.actionChosen)
        } touchedOutside: { [unowned self] in
            handle(.touchedOutside)
        } previewTapped: { [unowned self] in
            handle(.previewTapped)
        }
        window.addSubview(menuView)
        self.menuView = menuView
        report("willDisplayMenu", [TraceField("actions", .list(menu.children.map { .string($0.title) }))])
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
    }

    private func hideMenu() {
        menuView?.removeFromSuperview()
        menuView = nil
        guard let configuration else { return }
        report("willEnd", [])
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.finish()
    }

    private func report(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        guard recordsCalls else { return }
        view?.recordInteraction(callback, fields())
    }
}

extension ContextMenuInteraction: WindowObservingInteraction {
    /// Closes the open menu when the view leaves the window the menu is shown in.
    func viewDidChangeWindow() {
        if presentationState == .open, view?.window == nil || menuWindow !== view?.window {
            handle(.dismissRequested)
        }
    }
}

/// The press recognizer's delegate: the press begins only when the interaction's delegate gives a menu.
final class ContextMenuGate: GestureRecognizerDelegate {
    weak var interaction: ContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        interaction?.pressMayBegin() ?? false
    }
}
