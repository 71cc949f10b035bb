extension UnsafeMutablePointer {
    /// Removes, from the `count` initialized elements that start here, those for whose place
    /// `shouldBeRemoved` answers true, moving the others down in order; returns how many are kept.
    /// Each place is asked about once, and reads its element as it likes (a buffer of objects
    /// lends each one rather than copying it). What the engine's buffers share for their removals.
    @inline(__always)
    func removeAll(count: Int, where shouldBeRemoved: (UnsafeMutablePointer<Pointee>) -> Bool) -> Int {
        var kept = 0
        for index in 0..<count {
            if shouldBeRemoved(self + index) {
                (self + index).deinitialize(count: 1)
            } else {
                if kept != index {
                    (self + kept).moveInitialize(from: self + index, count: 1)
                }
                kept += 1
            }
        }
        return kept
    }
}
