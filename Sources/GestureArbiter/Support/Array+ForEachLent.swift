extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, as the array is when the call begins, lending
    /// each element to its call rather than retaining it.
    ///
    /// A `for` loop over an array of objects (a recognizer's touches, a view's subviews) retains
    /// and releases each one around the loop's body, because the optimizer cannot see that the
    /// body's calls leave it alive; yet the array's storage, which this call holds, holds every
    /// element for the whole loop, even if the body changes the property the array came from
    /// (that change copies the storage).
    /// `body` must not keep an element beyond its call without retaining it, which is what a
    /// closure that stores it does anyway.
    @inline(__always)
    func forEachLent(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { elements in
            for index in elements.indices {
                Self.lentReference(at: index, in: elements)._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Whether an element satisfies `predicate`, asking in order and lending each element to the
    /// call as ``forEachLent(_:)`` lends it.
    @inline(__always)
    func containsLent(where predicate: (Element) -> Bool) -> Bool {
        withUnsafeBufferPointer { elements in
            for index in elements.indices where Self.lentReference(at: index, in: elements)._withUnsafeGuaranteedRef(predicate) {
                return true
            }
            return false
        }
    }

    /// The first answer of `body` that is not nil, asking the elements from the last to the first
    /// and lending each to its call as ``forEachLent(_:)`` lends it: hit-testing asks the
    /// front-most subview first.
    @inline(__always)
    func lastAnswerLent<Answer>(_ body: (Element) -> Answer?) -> Answer? {
        withUnsafeBufferPointer { elements in
            for index in elements.indices.reversed() {
                if let answer = Self.lentReference(at: index, in: elements)._withUnsafeGuaranteedRef(body) {
                    return answer
                }
            }
            return nil
        }
    }

    /// The element at `index`, read as an `Unmanaged` reference, which is not counted: read as
    /// itself, it would be a counted copy kept until the end of the loop's body.
    @inline(__always)
    private static func lentReference(at index: Int, in elements: UnsafeBufferPointer<Element>) -> Unmanaged<Element> {
        UnsafeRawBufferPointer(elements).load(fromByteOffset: index * MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
    }
}
