import GestureArbiter

extension FixtureDecoder {
    /// A scroll view's key that only the scene has: no `set` changes a chain.
    static let scrollChainKey = "chain"

    /// A scroll view's `chain`: `{"children": ["id", ...], "axis": "vertical"}`, the axis
    /// vertical when left out. Whether the ids name scroll views inside this one, each in one
    /// chain at most, needs the whole tree: the compile step checks it.
    static func decodeScrollChain(_ reader: JSONReader) throws(FixtureError) -> ScrollChainSpec {
        let object = try reader.object(keys: ObjectKeys(known: ["children", "axis"]))
        let children = try object.required("children").ids()
        guard let axisReader = object.optional("axis") else {
            return ScrollChainSpec(children: children)
        }
        let name = try axisReader.string()
        guard let axis = ScrollChainSpec.axis(named: name) else {
            throw axisReader.error("unknown axis '\(name)' (expected \(JSONReader.alternatives(ScrollChainSpec.axisNames)))")
        }
        return ScrollChainSpec(children: children, axis: axis)
    }
}
