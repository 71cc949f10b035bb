extension TransitionTable {
    /// What the engine carries out for a row it took: the state to go to and the actions, in order.
    ///
    /// The same facts as the row's `to` and `actions`, kept beside the rows in a form that copies
    /// without reference counting, since every row taken is carried out through it.
    struct Effect: Sendable {
        let to: State
        let actions: RowActions<Action>
    }

    /// The effect of the row at `index` in ``rows``, as a lookup's decision names it.
    func effect(ofRow index: Int) -> Effect {
        lookupIndex.effects[index]
    }
}

/// A row's actions stored inline, up to ``capacity``: a table whose row asks for more traps when
/// it is built, which every table's tests do.
package struct RowActions<Action: Sendable>: RandomAccessCollection, Sendable {
    static var capacity: Int { 6 }

    private var slots: (Action?, Action?, Action?, Action?, Action?, Action?) = (nil, nil, nil, nil, nil, nil)
    private var storedCount = 0

    init(_ actions: [Action]) {
        precondition(actions.count <= Self.capacity, "a row asks for \(actions.count) actions; a row may ask for \(Self.capacity)")
        for action in actions {
            switch storedCount {
            case 0: slots.0 = action
            case 1: slots.1 = action
            case 2: slots.2 = action
            case 3: slots.3 = action
            case 4: slots.4 = action
            default: slots.5 = action
            }
            storedCount += 1
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { storedCount }

    package subscript(position: Int) -> Action {
        precondition(position >= 0 && position < storedCount, "action \(position) of a row with \(storedCount)")
        let slot: Action? = switch position {
        case 0: slots.0
        case 1: slots.1
        case 2: slots.2
        case 3: slots.3
        case 4: slots.4
        default: slots.5
        }
        return slot!
    }

    /// Iterates by shifting the slots, since the actions of every row taken are iterated: going
    /// through the subscript cost a bounds check and a jump per action.
    package func makeIterator() -> Iterator {
        Iterator(slots: slots)
    }

    package struct Iterator: IteratorProtocol {
        fileprivate var slots: (Action?, Action?, Action?, Action?, Action?, Action?)

        package mutating func next() -> Action? {
            let first = slots.0
            slots = (slots.1, slots.2, slots.3, slots.4, slots.5, nil)
            return first
        }
    }
}

extension RowActions: Equatable where Action: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension RowActions: Hashable where Action: Hashable {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for action in self {
            hasher.combine(action)
        }
    }
}

extension RowActions: ExpressibleByArrayLiteral {
    package init(arrayLiteral actions: Action...) {
        self.init(actions)
    }
}
