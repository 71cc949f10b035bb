import GestureArbiter

extension FixtureDecoder {
    /// The `set` event: a view's or a recognizer's property by its scene key, with the value read
    /// exactly as in the scene.
    ///
    /// The key alone says which of the two the id must name, since no key is both, except `touches`:
    /// a view's touch handling when the value is a string, a recognizer's number of fingers when it
    /// is a number (any other JSON type fits neither). Whether the id names a view or a
    /// recognizer, and one of a type that has the key (a scroll view for `contentSize`, a tap for
    /// `taps`), is the compile step's to check.
    static func decodeSet(_ reader: JSONReader) throws(FixtureError) -> FixtureEvent.Action {
        let object = try reader.object(keys: ObjectKeys(known: ["id", "key", "value"]))
        let id = try object.required("id").string()
        let keyReader = try object.required("key")
        let keyName = try keyReader.string()
        let viewKey = ViewKey.named(keyName)
        if keyName == "touches", let value = object.optional("value"), value.value.numberValue == nil, value.value.stringValue == nil {
            throw value.typeError(expected: "forward or consume, or an integer")
        }
        if let settingKey = GestureSettingKey(rawValue: keyName),
           viewKey == nil || object.optional("value")?.value.numberValue != nil {
            return .setGesture(id: id, property: .setting(try settingKey.decode(object.required("value"))))
        }
        if let viewKey {
            return .set(id: id, property: try viewKey.decode(object.required("value"), true))
        }
        if let gestureKey = GesturePropertyKey(rawValue: keyName) {
            return .setGesture(id: id, property: try gestureKey.decode(object.required("value"), allowingRemoval: true))
        }
        throw keyReader.error("unknown key '\(keyName)' for set")
    }
}
