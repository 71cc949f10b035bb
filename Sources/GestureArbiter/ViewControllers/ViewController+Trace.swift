/// A controller's records in the trace: its appearance calls and the containment calls the
/// engine makes, under kind `controller` (V2, V4, N1–N4).
extension ViewController {
    /// The window whose trace takes the controller's records: its view's, its nearest
    /// container's or presenter's view's, or the window it is (or was just) the root of.
    var recordingWindow: Window? {
        var controller: ViewController? = self
        while let current = controller {
            if let window = current.viewIfLoaded?.window ?? current.rootOfWindow { return window }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }

    /// Records a call of the controller's in the trace, in the window of `container` when the
    /// controller has none yet; `fields` are built only when it records.
    func report(_ callback: String, _ fields: @autoclosure () -> [TraceField] = [], container: ViewController? = nil) {
        (recordingWindow ?? container?.recordingWindow)?.trace.record(.controller(controller: traceName, callback: callback, fields: fields()))
    }

    /// Calls ``willMove(toParent:)`` with its record: a controller about to join a container
    /// records in the container's window.
    func sendWillMove(toParent parent: ViewController?) {
        report("willMove", [TraceField("parent", .optionalString(parent?.traceName))], container: parent)
        willMove(toParent: parent)
    }

    /// Calls ``didMove(toParent:)`` with its record.
    func sendDidMove(toParent parent: ViewController?) {
        report("didMove", [TraceField("parent", .optionalString(parent?.traceName))])
        didMove(toParent: parent)
    }
}
