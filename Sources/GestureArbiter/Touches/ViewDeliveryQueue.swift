/// A window's touch methods decided but not yet called, and the storage their calls reuse from
/// flush to flush (``Window/flushViewDeliveries()``): most events queue and call a few, so
/// nothing here is allocated after the first.
final class ViewDeliveryQueue {
    /// The touch methods waiting, in the order decided.
    private var pending: [PendingDelivery] = []
    /// The touches and views of the deliveries being grouped, as numbers (see ``group(_:)``).
    private let touchIDs = ScratchBuffer<ObjectIdentifier>()
    private let viewIDs = ScratchBuffer<ObjectIdentifier?>()
    /// The touches of the group being delivered.
    var groupTouches: [Touch] = []
    /// What the touches of the calls under way show otherwise, while a call shows them at their
    /// touch-down or cancelled: a stack, since a touch method may flush deliveries of its own,
    /// each call saving above the states of the calls it is nested in and restoring only its own.
    let savedTouchStates = ScratchBuffer<SavedTouchState>()

    /// Whether no touch method waits.
    var isEmpty: Bool { pending.isEmpty }

    /// Queues a touch method, changing the queue out of place (the ``Array/takeAll()`` idiom).
    func enqueue(_ delivery: PendingDelivery) {
        var deliveries = pending.takeAll()
        deliveries.append(delivery)
        pending.putBack(&deliveries)
    }

    /// Takes the waiting touch methods, each numbered with the call it joins.
    func takeGrouped() -> [PendingDelivery] {
        var deliveries = pending.takeAll()
        group(&deliveries)
        return deliveries
    }

    /// Gives the storage of delivered methods back, empty, for the next event's, unless a touch
    /// method queued methods of its own meanwhile.
    func giveBackStorage(_ deliveries: inout [PendingDelivery]) {
        guard pending.isEmpty else { return }
        deliveries.removeAllKeepingStorage()
        pending.putBack(&deliveries)
    }

    /// Numbers the calls the deliveries join: a call per (method, view), in the order first
    /// queued, never moving a touch's call ahead of an earlier call for the same touch.
    ///
    /// The touches and their views are compared as numbers, read once per delivery into storage
    /// kept from flush to flush.
    private func group(_ deliveries: inout [PendingDelivery]) {
        // A lone delivery, or one touch's (a held touch-down released with its lift): each is a
        // call of its own, in order.
        guard deliveries.count > 1 else {
            deliveries[0].group = 0
            deliveries[0].startsGroup = true
            return
        }
        let firstTouch = ObjectIdentifier(deliveries[0].touch)
        if deliveries.allSatisfy({ ObjectIdentifier($0.touch) == firstTouch }) {
            for index in deliveries.indices {
                deliveries[index].group = index
                deliveries[index].startsGroup = true
            }
            return
        }
        touchIDs.removeAll()
        viewIDs.removeAll()
        for index in deliveries.indices {
            touchIDs.append(ObjectIdentifier(deliveries[index].touch))
            viewIDs.append(deliveries[index].touch.view.map(ObjectIdentifier.init))
        }
        var groupCount = 0
        for index in deliveries.indices {
            // A touch's own calls keep their order: it joins a group only after its last call so far.
            var earliest = 0
            for earlier in 0..<index where touchIDs[earlier] == touchIDs[index] {
                earliest = max(earliest, deliveries[earlier].group + 1)
            }
            // Groups are numbered in the order of their first delivery, so the first delivery that
            // starts a group from `earliest` on and makes the same call names the group to join.
            var joined: Int?
            for earlier in 0..<index where deliveries[earlier].startsGroup && deliveries[earlier].group >= earliest {
                if deliveries[earlier].method == deliveries[index].method && deliveries[earlier].atTouchDown == deliveries[index].atTouchDown
                    && viewIDs[earlier] == viewIDs[index] {
                    joined = deliveries[earlier].group
                    break
                }
            }
            if let joined {
                deliveries[index].group = joined
            } else {
                deliveries[index].group = groupCount
                deliveries[index].startsGroup = true
                groupCount += 1
            }
        }
    }
}

/// A touch method decided for one touch, waiting to be called together with others like it.
struct PendingDelivery {
    let method: TouchMethod
    let touch: Touch
    /// Deliver it with the touch at its touch-down location: a released touchesBegan (A4).
    var atTouchDown = false

    /// The number of the call it joins, given when the queued methods are called; -1 until then.
    var group = -1
    /// Whether it is the first delivery of its group, whose method, view and timing the group shares.
    var startsGroup = false
}

/// Where a touch is and what phase it has, kept while a touch method shows it otherwise.
struct SavedTouchState {
    let location: Point
    let previousLocation: Point
    let phase: Touch.Phase
}
