import CGestureArbiter
import GestureArbiter
import Synchronization

/// The windows a C host holds, by handle: the one place a host's number becomes an engine object.
///
/// C gives no way to tell a destroyed object's pointer from a live one, so a host holds numbers:
/// a handle is a slot's index and the slot's generation, which a destroy moves on, so that a
/// stale handle finds a newer generation (or a free slot) and is refused, never followed. The
/// table is the process's, behind a lock, because handles cross no module a Swift value could
/// carry them in; it holds each window's address and retains the window itself, so that what it
/// guards is plain data. Each window's engine objects stay on the thread that made it.
struct WindowTable: ~Copyable {
    private struct Slots {
        var entries: [(generation: UInt32, address: UInt)] = []
        var free: [Int] = []
    }

    /// Nil until the first window, so that the process's table is a constant the compiler lays
    /// out, where a table made on first use would be checked for it at every call.
    private var slots: Slots?

    /// Takes a retained window in, and gives its handle.
    mutating func insert(_ address: UInt) -> ga_window {
        if slots == nil { slots = Slots() }
        let index: Int
        if let reused = slots!.free.popLast() {
            index = reused
            slots!.entries[index].address = address
        } else {
            index = slots!.entries.count
            slots!.entries.append((generation: 1, address: address))
        }
        return ga_window(slots!.entries[index].generation) << 32 | ga_window(index + 1)
    }

    /// The address of the window `handle` names, or nil when it names none.
    @inline(__always)
    func address(of handle: ga_window) -> UInt? {
        let index = Int(handle & 0xFFFF_FFFF) - 1
        guard index >= 0, index < slots?.entries.count ?? 0 else { return nil }
        let entry = slots!.entries[index]
        guard entry.address != 0, entry.generation == UInt32(handle >> 32) else { return nil }
        return entry.address
    }

    /// Why `handle` names no window.
    static func refusal(of handle: ga_window) -> CFailure {
        handle == 0 ? CFailure(GA_ERROR_NULL_HANDLE, "the window handle is 0")
            : CFailure(GA_ERROR_STALE_HANDLE, "no window has the handle \(handle): it was destroyed, or never made")
    }

    /// Frees the slot of `handle`, which must be live, and gives the address it held.
    mutating func remove(_ handle: ga_window) throws(CFailure) -> UInt {
        guard let address = address(of: handle) else { throw Self.refusal(of: handle) }
        let index = Int(handle & 0xFFFF_FFFF) - 1
        slots!.entries[index] = (generation: slots!.entries[index].generation &+ 1, address: 0)
        slots!.free.append(index)
        return address
    }
}

/// The process's windows (see ``WindowTable``).
let windowTable = Mutex(WindowTable())
