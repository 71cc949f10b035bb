import GestureArbiter

/// One of the fixture's `dropInteractions`: a `DropInteraction` on a view, whose delegate
/// proposes `operation` wherever a drag is over it, unless it cannot handle drags (I3, I4).
public struct DropInteractionSpec: FixtureInteractionSpec {
    /// The id of the view the interaction is added to.
    public var view: String
    /// What the delegate proposes: a lift over the view drops with `copy` or `move`, and
    /// sends the items back with `cancel` or `forbidden`.
    public var operation: DropOperation
    /// Whether the delegate can handle drags; false: drags pass over the view as if it had none.
    public var canHandle: Bool

    public init(view: String, operation: DropOperation, canHandle: Bool = true) {
        self.view = view
        self.operation = operation
        self.canHandle = canHandle
    }

    static let key = "dropInteractions"
    static let noun = "a drop interaction"
    static var specs: WritableKeyPath<Fixture, [DropInteractionSpec]> { \.dropInteractions }

    /// A drop target has no final record: the drag's and the trace's records tell its story.
    static func subject(of view: String) -> String? { nil }

    /// Reads `{"view": id, "operation": "copy", "canHandle": true}`.
    static func decode(_ reader: JSONReader) throws(FixtureError) -> DropInteractionSpec {
        let object = try reader.object(keys: FixtureDecoder.ObjectKeys(known: ["view", "operation", "canHandle"]))
        return DropInteractionSpec(view: try object.required("view").nonEmptyString("view"), operation: try operation(object.required("operation")),
                                   canHandle: try object.optional("canHandle")?.bool() ?? true)
    }

    /// Reads a `DropOperation` by its name.
    static func operation(_ reader: JSONReader) throws(FixtureError) -> DropOperation {
        let name = try reader.string()
        guard let operation = DropOperation(rawValue: name) else {
            throw reader.error("unknown operation '\(name)' (expected \(JSONReader.alternatives(DropOperation.allCases.map(\.rawValue))))")
        }
        return operation
    }

    var json: String {
        "{\"view\": \(JSONText.string(view)), \"operation\": \"\(operation.rawValue)\", \"canHandle\": \(canHandle)}"
    }

    func attach(to view: View, in scene: Scene) {
        let delegate = FixtureDropDelegate(spec: self)
        view.addInteraction(DropInteraction(delegate: delegate))
        scene.keep(delegate)
    }
}

/// A fixture drop target's delegate: it answers as the spec says and takes nothing.
final class FixtureDropDelegate: DropInteractionDelegate {
    let spec: DropInteractionSpec

    init(spec: DropInteractionSpec) {
        self.spec = spec
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        spec.canHandle
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: spec.operation)
    }
}
