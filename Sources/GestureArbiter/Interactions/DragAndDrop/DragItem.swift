/// One thing a drag carries; UIKit's `UIDragItem`. The engine moves no data between apps, so an
/// item carries the app's own object, as a drag within one app reads `localObject`.
public final class DragItem {
    /// The app's object for the item, read by a drop in the same app.
    public var localObject: Any?

    public init(localObject: Any? = nil) {
        self.localObject = localObject
    }
}
