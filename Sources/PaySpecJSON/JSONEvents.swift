/// What the event stream reports: objects' starts and ends and every scalar, each with its path
/// from the root (member names, `[]` for array elements) and its position. A catalog of a million
/// strings is read this way without holding a document tree, which would cost more memory than
/// the catalog.
public enum JSONEvent {
    case objectStart(SourceLocation)
    case objectEnd
    case scalar(JSONScalar, SourceLocation)
}

/// A scalar of the event stream; a number's value is not made (its grammar is checked).
public enum JSONScalar {
    case string(String)
    case bool(Bool)
    case number
    case null
}

/// Why the event stream stopped: the text is no JSON, or the handler threw.
public enum JSONEventStreamError: Error {
    case syntax(JSONReadFailure)
    case handler(any Error)
}

/// JSON text read by `JSONTreeReader` as a stream of events instead of a tree.
public enum JSONEventStream {
    /// Calls `handle` with the path and each event of `bytes`. Only the objects (by path) for
    /// which `refusesRepeatedKeys` answers `true` must have distinct keys; numbers are held to
    /// the grammar but not to a `Double`'s range.
    public static func read(
        _ bytes: [UInt8], refusesRepeatedKeys: ([String]) -> Bool, _ handle: (borrowing [String], JSONEvent) throws -> Void
    ) throws(JSONEventStreamError) {
        // The builder keeps both closures only while this call reads.
        let outcome = withoutActuallyEscaping(refusesRepeatedKeys) { refuses in
            withoutActuallyEscaping(handle) { handle in
                bytes.withUnsafeBufferPointer { buffer -> JSONEventStreamError? in
                    var reader = JSONTreeReader(buffer, builder: JSONEventBuilder(buffer, refusesRepeatedKeys: refuses, handle: handle))
                    do throws(JSONReadFailure) {
                        try reader.document()
                        return nil
                    } catch {
                        if let stop = reader.builder.stop { return .handler(stop) }
                        return .syntax(error)
                    }
                }
            }
        }
        if let outcome { throw outcome }
    }
}

/// Hands each value to the stream's handler instead of building it.
struct JSONEventBuilder: JSONTreeBuilder {
    private let base: UnsafePointer<UInt8>
    private var positions: JSONPositions
    private var path: [String] = []
    private let refuses: ([String]) -> Bool
    private let handle: (borrowing [String], JSONEvent) throws -> Void
    /// What the handler threw.
    private(set) var stop: (any Error)?

    init(
        _ buffer: UnsafeBufferPointer<UInt8>, refusesRepeatedKeys: @escaping ([String]) -> Bool,
        handle: @escaping (borrowing [String], JSONEvent) throws -> Void
    ) {
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        let bom = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        positions = JSONPositions(start: bom ? 3 : 0)
        refuses = refusesRepeatedKeys
        self.handle = handle
    }

    private mutating func emit(_ event: JSONEvent) throws(JSONReadFailure) {
        do {
            try handle(path, event)
        } catch {
            stop = error
            throw JSONReadFailure(.stopped, at: 0)
        }
    }

    private mutating func location(_ offset: Int) -> SourceLocation { positions.location(of: offset, in: base) }

    func refusesRepeatedKeys() -> Bool { refuses(path) }

    mutating func beginObject(at offset: Int) throws(JSONReadFailure) {
        try emit(.objectStart(location(offset)))
    }

    mutating func key(_ key: String, at offset: Int) { path.append(key) }

    mutating func member(_ value: Void, of mark: inout Void) { path.removeLast() }

    mutating func endObject(_ mark: Void) throws(JSONReadFailure) { try emit(.objectEnd) }

    mutating func beginArray(at offset: Int) { path.append("[]") }

    func elementStart(at offset: Int, of mark: Void) {}

    func element(_ value: Void, of mark: inout Void) {}

    mutating func endArray(_ mark: Void) { path.removeLast() }

    mutating func string(_ text: String, at offset: Int) throws(JSONReadFailure) {
        try emit(.scalar(.string(text), location(offset)))
    }

    mutating func number(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, integral: Bool) throws(JSONReadFailure) {
        try emit(.scalar(.number, location(range.lowerBound)))
    }

    mutating func bool(_ value: Bool, at offset: Int) throws(JSONReadFailure) {
        try emit(.scalar(.bool(value), location(offset)))
    }

    mutating func null(at offset: Int) throws(JSONReadFailure) { try emit(.scalar(.null, location(offset))) }
}
