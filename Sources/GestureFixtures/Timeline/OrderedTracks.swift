/// Tracks kept in the order their subjects first appear, and found by subject.
///
/// Every track builder walks the trace once and needs both: the order, so that the picture's lanes
/// come out the same every time (a dictionary's order would not), and the lookup, so that a long
/// trace is not searched once per record.
struct OrderedTracks<Key: Hashable, Track> {
    private(set) var tracks: [Track] = []
    private var positions: [Key: Int] = [:]

    /// Tracks known before the walk, in their order.
    init(_ known: [(key: Key, track: Track)] = []) {
        for entry in known {
            positions[entry.key] = tracks.count
            tracks.append(entry.track)
        }
    }

    /// The position of the track for `key`, when there is one.
    func position(of key: Key) -> Int? {
        positions[key]
    }

    /// The position of the track for `key`, appending the one `make` builds when there is none yet.
    mutating func position(of key: Key, orAppend make: () -> Track) -> Int {
        if let known = positions[key] { return known }
        positions[key] = tracks.count
        tracks.append(make())
        return tracks.count - 1
    }

    subscript(position: Int) -> Track {
        get { tracks[position] }
        set { tracks[position] = newValue }
    }
}
