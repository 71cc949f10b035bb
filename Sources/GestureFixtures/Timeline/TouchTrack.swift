import GestureArbiter

/// One finger id over a run: every phase it reported and where, as the script sent them.
///
/// An id may go down again after it lifted, so a track holds one or more ``strokes``.
public struct TouchTrack: Hashable, Sendable {
    public var id: Int
    /// Every input for this id, in time order.
    public var samples: [TouchSample]

    public init(id: Int, samples: [TouchSample]) {
        self.id = id
        self.samples = samples
    }

    /// The samples split at each `began`: one array per time the finger was down.
    public var strokes: [[TouchSample]] {
        var result: [[TouchSample]] = []
        for sample in samples {
            if sample.phase == .began || result.isEmpty {
                result.append([sample])
            } else {
                result[result.count - 1].append(sample)
            }
        }
        return result
    }

    /// The tracks of every touch the script sends, in id order.
    static func tracks(from script: Script) -> [TouchTrack] {
        var tracks = OrderedTracks<Int, TouchTrack>()
        for step in script.steps {
            guard case let .touches(inputs) = step.action else { continue }
            for input in inputs {
                let position = tracks.position(of: input.id) { TouchTrack(id: input.id, samples: []) }
                tracks[position].samples.append(TouchSample(time: step.time, phase: input.phase, location: input.location))
            }
        }
        return tracks.tracks.sorted { $0.id < $1.id }
    }
}

/// One input of one finger: its phase and its location in window coordinates at a time.
public struct TouchSample: Hashable, Sendable {
    public var time: VirtualTime
    public var phase: Touch.Phase
    public var location: Point

    public init(time: VirtualTime, phase: Touch.Phase, location: Point) {
        self.time = time
        self.phase = phase
        self.location = location
    }
}
