/// Why a fixture cannot be run: which file, where in it, and what is wrong.
///
/// Every problem with a fixture is reported through this one type, so that the command line can
/// print it the same way whether the JSON did not parse, a key was unknown, or the touches made
/// no sense: `file.json:12:7: views[0].subviews[2].frame: width must not be negative, got -5`.
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fixture file, when the fixture came from one.
    public var file: String?
    /// Where the offending value starts in the file, when known.
    public var position: SourcePosition?
    /// The JSON path of the offending value, such as `events[3].at`; empty for the whole document.
    public var path: String
    /// What is wrong, in lower case without a final period.
    public var reason: String

    public init(file: String? = nil, position: SourcePosition? = nil, path: String, reason: String) {
        self.file = file
        self.position = position
        self.path = path
        self.reason = reason
    }

    public var description: String {
        var location = file ?? ""
        if let position {
            location += location.isEmpty ? "\(position)" : ":\(position)"
        }
        let parts = [location, path, reason].filter { !$0.isEmpty }
        return parts.joined(separator: ": ")
    }
}

/// Builds the JSON paths that errors name: `views[0].subviews[2].frame`.
public struct FixturePath: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String = "") {
        self.description = description
    }

    /// The path of a member of the object at this path.
    public func key(_ key: String) -> FixturePath {
        FixturePath(description.isEmpty ? key : description + "." + key)
    }

    /// The path of an element of the array at this path.
    public func index(_ index: Int) -> FixturePath {
        FixturePath(description + "[\(index)]")
    }

    /// A fixture error at this path.
    public func error(_ reason: String) -> FixtureError {
        FixtureError(path: description, reason: reason)
    }
}
