/// The failure requirements of a fixture's recognizers, as a graph from each recognizer to those
/// it requires to fail, for the compile step's cycle checks (A1: a cycle would make both sides
/// wait for ever).
///
/// Each edge remembers when it was added: with the scene (0), or by the `set` that adds it (1,
/// 2, ... in script order), so that one graph answers for the scene and for every point of the
/// script. Every check walks each node and edge at most once, so that a ladder of requirements, or
/// thousands of `set`s, cost time in proportion to their number, not exponentially or squared.
struct RequirementGraph {
    private var indices: [String: Int] = [:]
    private var names: [String] = []
    /// Each node's edges in the order they were added: the required node and when it was added.
    private var edges: [[(to: Int, addedAt: Int)]] = []

    /// Adds `id`'s requirements, at `addedAt` (0 for the scene's own).
    mutating func add(_ id: String, requires required: [String], addedAt: Int = 0) {
        let from = node(id)
        for other in required {
            let to = node(other)
            edges[from].append((to, addedAt))
        }
    }

    /// The first node of `order` that lies on a cycle of the edges added up to `addedAt`, with a
    /// cycle through it (`a → b → a`); nil when there is none.
    func firstCycle(inOrder order: [String], upTo addedAt: Int = 0) -> [String]? {
        let onCycle = nodesOnCycles(upTo: addedAt)
        for id in order {
            if let node = indices[id], onCycle[node] {
                return cycle(through: node, upTo: addedAt)
            }
        }
        return nil
    }

    /// A cycle through `id` of the edges added up to `addedAt`, or nil.
    func cycle(through id: String, upTo addedAt: Int) -> [String]? {
        guard let node = indices[id] else { return nil }
        return cycle(through: node, upTo: addedAt)
    }

    private mutating func node(_ id: String) -> Int {
        if let index = indices[id] { return index }
        indices[id] = names.count
        names.append(id)
        edges.append([])
        return names.count - 1
    }

    /// Whether each node lies on a cycle: Tarjan's strongly connected components, without
    /// recursion, so that a chain of thousands of requirements cannot overflow the stack.
    private func nodesOnCycles(upTo addedAt: Int) -> [Bool] {
        let count = names.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var onCycle = Array(repeating: false, count: count)
        var nextIndex = 0
        for root in 0..<count where index[root] < 0 {
            // Each frame is a node and the position of the next edge to follow from it.
            var frames = [(node: root, edge: 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = frames.last {
                if edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let (to, added) = edges[node][edge]
                    guard added <= addedAt else { continue }
                    if to == node { onCycle[node] = true }
                    if index[to] < 0 {
                        index[to] = nextIndex
                        lowLink[to] = nextIndex
                        nextIndex += 1
                        stack.append(to)
                        onStack[to] = true
                        frames.append((to, 0))
                    } else if onStack[to] {
                        lowLink[node] = min(lowLink[node], index[to])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 {
                    for member in component { onCycle[member] = true }
                }
            }
        }
        return onCycle
    }

    /// The shortest path from `start` back to itself, a breadth-first search that visits each
    /// node once and, among paths as short, takes edges in the order they were added.
    private func cycle(through start: Int, upTo addedAt: Int) -> [String]? {
        var parent = Array(repeating: -1, count: names.count)
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (to, added) in edges[node] where added <= addedAt {
                if to == start {
                    var path = [start]
                    var step = node
                    while step != start {
                        path.append(step)
                        step = parent[step]
                    }
                    path.append(start)
                    return path.reversed().map { names[$0] }
                }
                guard parent[to] < 0 else { continue }
                parent[to] = node
                queue.append(to)
            }
        }
        return nil
    }
}
