import PaySpecJSON

/// Where the id and the output of a result line stand in it: the members a plain answer is
/// judged by. The stdout reader reads them as each line arrives, so the session, which judges
/// answers and writes requests on one thread, gets each line already read once and checked.
struct AnswerShape: Equatable {
    /// The `"id"` value's bytes, quotes included.
    var id: Range<Int>
    /// The `"output"` value's bytes.
    var output: Range<Int>

    /// The shape of `line` when it is one JSON object, with nothing after it, whose `"type"` is
    /// the string `"result"` and which has an `"id"` and an `"output"` (a member written twice:
    /// the last one); `nil` for anything else, and for what the skim declines (a key written
    /// with an escape), which the session then decodes.
    static func read(_ line: UnsafeBufferPointer<UInt8>) -> AnswerShape? {
        var s = JSONSkimmer(line)
        var type: Range<Int>?, id: Range<Int>?, output: Range<Int>?
        do throws(JSONSkimmer.Declined) {
            try s.readObject { key, s throws(JSONSkimmer.Declined) in
                let r = try s.value()
                if s.equal(key, "type") {
                    type = r
                } else if s.equal(key, "id") {
                    id = r
                } else if s.equal(key, "output") {
                    output = r
                }
            }
            guard s.atEnd() else { return nil }
        } catch {
            return nil
        }
        guard let type, s.equal(type, "\"result\""), let id, let output else { return nil }
        return AnswerShape(id: id, output: output)
    }

    static func read(_ line: [UInt8]) -> AnswerShape? { line.withUnsafeBufferPointer { read($0) } }
}
