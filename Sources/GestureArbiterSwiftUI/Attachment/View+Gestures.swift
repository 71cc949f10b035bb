import GestureArbiter

extension View {
    /// Attaches `gesture` with a lower precedence than the gestures the view encloses, SwiftUI's
    /// `gesture(_:including:)`: a subview's gesture, or one attached earlier, wins over it.
    @discardableResult
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self {
        attach(gesture, priority: .normal, mask: mask, name: nil, isEnabled: true)
    }

    /// Attaches `gesture` named `name`, SwiftUI's `gesture(_:name:isEnabled:)` (iOS 18): its
    /// recognizer's `identifier` is the name, by which UIKit code relates its recognizers to it.
    @discardableResult
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> Self {
        attach(gesture, priority: .normal, mask: .all, name: name, isEnabled: isEnabled)
    }

    /// Attaches `gesture`, enabled or not, SwiftUI's `gesture(_:isEnabled:)`.
    @discardableResult
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> Self {
        attach(gesture, priority: .normal, mask: .all, name: nil, isEnabled: isEnabled)
    }

    /// Attaches `gesture` with a higher precedence than the gestures the view encloses, SwiftUI's
    /// `highPriorityGesture(_:including:)`: they wait for it to fail.
    @discardableResult
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self {
        attach(gesture, priority: .high, mask: mask, name: nil, isEnabled: true)
    }

    /// Attaches `gesture` with a higher precedence, enabled or not, SwiftUI's `highPriorityGesture(_:isEnabled:)`.
    @discardableResult
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> Self {
        attach(gesture, priority: .high, mask: .all, name: nil, isEnabled: isEnabled)
    }

    /// Attaches `gesture` with a higher precedence, named `name`, SwiftUI's `highPriorityGesture(_:name:isEnabled:)` (iOS 18).
    @discardableResult
    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> Self {
        attach(gesture, priority: .high, mask: .all, name: name, isEnabled: isEnabled)
    }

    /// Attaches `gesture` to recognize at the same time as the gestures the view encloses,
    /// SwiftUI's `simultaneousGesture(_:including:)`.
    @discardableResult
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self {
        attach(gesture, priority: .simultaneous, mask: mask, name: nil, isEnabled: true)
    }

    /// Attaches `gesture` simultaneously, enabled or not, SwiftUI's `simultaneousGesture(_:isEnabled:)`.
    @discardableResult
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> Self {
        attach(gesture, priority: .simultaneous, mask: .all, name: nil, isEnabled: isEnabled)
    }

    /// Attaches `gesture` simultaneously, named `name`, SwiftUI's `simultaneousGesture(_:name:isEnabled:)` (iOS 18).
    @discardableResult
    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> Self {
        attach(gesture, priority: .simultaneous, mask: .all, name: name, isEnabled: isEnabled)
    }

    /// Calls `action` after `count` taps, SwiftUI's `onTapGesture(count:perform:)`: a
    /// ``TapGesture`` attached with ``gesture(_:including:)``.
    @discardableResult
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Calls `action` with where the last of `count` taps lifted, SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)` (iOS 17).
    @discardableResult
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace, perform action: @escaping (Point) -> Void) -> Self {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Calls `action` when a press has lasted `minimumDuration`, SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`;
    /// `onPressingChanged` hears `true` as the finger lands and `false` when the press ends,
    /// before `action`, or fails (recorded as `onPressingChanged`).
    @discardableResult
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> Self {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return gesture(PressingGesture(content: press, onPressingChanged: onPressingChanged).onEnded { _ in action() })
    }

    private func attach<G: Gesture>(_ gesture: G, priority: GesturePriority, mask: GestureMask, name: String?, isEnabled: Bool) -> Self {
        let recognizer = SwiftUIGestureRecognizer(root: gesture.makeNode(), priority: priority, mask: mask)
        recognizer.identifier = name
        recognizer.isEnabled = isEnabled
        addGestureRecognizer(recognizer)
        return self
    }
}
