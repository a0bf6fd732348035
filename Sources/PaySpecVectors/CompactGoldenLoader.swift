import Foundation
import PaySpecIO
import PaySpecJSON

extension GoldenLoader {
    /// The suites of a golden directory in compact form, for `payspec run`: the same files,
    /// rules and diagnostics as `load(directory:)`.
    public static func loadCompact(directory: String) -> (suites: [CompactGoldenSuite], diagnostics: [Diagnostic]) {
        let (suites, diagnostics, _) = loadCompact(directory: directory, stoppingWhen: { false })
        return (suites, diagnostics)
    }

    /// `loadCompact(directory:)` that asks `stop` before reading and before checking each file:
    /// a command stopped by a signal gives up the files left, counted in `unread`, instead of
    /// reading a large set to its end first.
    public static func loadCompact(
        directory: String, stoppingWhen stop: () -> Bool
    ) -> (suites: [CompactGoldenSuite], diagnostics: [Diagnostic], unread: Int) {
        let (files, problems, unreadFiles) = read(directory: directory, stop: stop)
        let (suites, diagnostics, unchecked) = loadCompact(files: files, stop: stop)
        return (suites, problems + diagnostics, unreadFiles + unchecked)
    }

    /// The suites of golden files already in memory, in compact form, in the order given.
    ///
    /// A valid file is skimmed once: each vector's fields checked by `vector(from:…)`'s rules
    /// and kept as byte ranges, no value built. Any problem (or anything the skim declines)
    /// sends the file to `parse(path:bytes:)`, which names every problem with its position
    /// and keeps the valid vectors decoded, so both forms accept and report exactly alike.
    public static func loadCompact(files: [(path: String, bytes: [UInt8])]) -> (suites: [CompactGoldenSuite], diagnostics: [Diagnostic]) {
        let (suites, diagnostics, _) = loadCompact(files: files, stop: { false })
        return (suites, diagnostics)
    }

    /// The files `stop` left unchecked are counted, not loaded.
    static func loadCompact(
        files: [(path: String, bytes: [UInt8])], stop: () -> Bool
    ) -> (suites: [CompactGoldenSuite], diagnostics: [Diagnostic], unread: Int) {
        var suites: [CompactGoldenSuite] = []
        var diagnostics: [Diagnostic] = []
        // One id table for the whole set: the suite (by index) that first used each id. The
        // skim consults it for duplicates inside its file too, so each id is hashed once.
        var firstUse = IDTable()
        var unread = 0
        for (k, file) in files.enumerated() {
            if stop() {
                unread = files.count - k
                break
            }
            if let suite = skim(path: file.path, text: GoldenFileText(file.bytes), ids: &firstUse, suite: suites.count) {
                suites.append(suite)
                continue
            }
            let (suite, problems) = parse(path: file.path, bytes: file.bytes)
            diagnostics += problems
            if let suite {
                let compact = CompactGoldenSuite(suite)
                for i in compact.vectors.indices { firstUse.use(compact.vectors[i].id, suite: suites.count, vector: i) }
                suites.append(compact)
            }
        }
        for (suite, vector, first) in firstUse.repeats {
            let v = suites[suite].vectors[vector]
            diagnostics.append(
                Diagnostic(
                    file: suites[suite].path, at: SourceLocation(line: v.line, column: 5),
                    "vector \(v.id): id already used in \(suites[first].path)"))
        }
        return (suites, diagnostics, unread)
    }

    /// Which suite first used each vector id (and which used it last, for the duplicate inside
    /// one file), and the later uses of an id, in load order.
    struct IDTable {
        private var uses: [String: (first: Int, last: Int)] = [:]
        private(set) var repeats: [(suite: Int, vector: Int, first: Int)] = []

        /// Records a use by `suite`; returns whether `suite` had already used the id.
        @discardableResult
        mutating func use(_ id: String, suite: Int, vector: Int) -> Bool {
            // One look-up of the id, whether it is new (the usual case) or used before.
            let earlier = Self.record(&uses[id, default: (-1, -1)], suite: suite)
            guard let earlier else { return false }
            repeats.append((suite, vector, earlier.first))
            return earlier.last == suite
        }

        /// Records a use by `suite` in `entry` (`first` −1: the id is new); returns the uses
        /// before it, if any.
        private static func record(_ entry: inout (first: Int, last: Int), suite: Int) -> (first: Int, last: Int)? {
            guard entry.first >= 0 else {
                entry = (suite, suite)
                return nil
            }
            let earlier = entry
            entry.last = suite
            return earlier
        }

        /// Forgets the uses of `suite` (a file the skim declined, to be loaded the positioned
        /// way, under the same number).
        mutating func forget(suite: Int, ids: some Sequence<String>) {
            for id in ids {
                guard let u = uses[id] else { continue }
                if u.first == suite { uses[id] = nil } else if u.last == suite { uses[id]!.last = u.first }
            }
            repeats.removeAll { $0.suite == suite }
        }
    }

    /// The `*.json` files of a golden directory, sorted, without `retired-ids.json`.
    static func read(
        directory: String, stop: () -> Bool = { false }
    ) -> (files: [(path: String, bytes: [UInt8])], diagnostics: [Diagnostic], unread: Int) {
        let (paths, listing) = filePaths(directory: directory)
        var files: [(path: String, bytes: [UInt8])] = []
        var diagnostics = listing
        for (k, path) in paths.enumerated() {
            if stop() { return (files, diagnostics, paths.count - k) }
            switch readFile(path) {
            case .success(let bytes): files.append((path, bytes))
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        return (files, diagnostics, 0)
    }

    /// The paths of the suite files of a golden directory (every `*.json` directly inside it,
    /// sorted, except `retired-ids.json`), without reading them: a run that reads the files one
    /// at a time starts here.
    public static func filePaths(directory: String) -> (paths: [String], diagnostics: [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return ([], [Diagnostic(file: directory, at: nil, "golden directory not found")])
        }
        let paths = names.sorted().filter { $0.hasSuffix(".json") && $0 != retiredIDsFileName }.map {
            (directory as NSString).appendingPathComponent($0)
        }
        return (paths, [])
    }

    /// One golden file's bytes, or the diagnostic `read(directory:)` gives when it cannot be read.
    public static func readFile(_ path: String) -> Result<[UInt8], Diagnostic> {
        do throws(InputFile.ReadError) { return .success(try InputFile.read(path)) } catch {
            return .failure(Diagnostic(refusal: error))
        }
    }

    /// The compact suite of a file with no problem of its own, or `nil` (and `ids` as it was):
    /// its ids are recorded in `ids` as suite number `suite`; one already used by an earlier
    /// suite is recorded as a repeat (the set's problem, not the file's).
    static func skim(path: String, text: GoldenFileText, ids: inout IDTable, suite: Int) -> CompactGoldenSuite? {
        let bytes = text.bytes
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return bytes.withUnsafeBufferPointer { buffer -> CompactGoldenSuite? in
            var s = JSONSkimmer(buffer, from: bom ? 3 : 0)
            var name: String?
            var vectors: [CompactGoldenVector] = []
            var starts: [Int] = []
            do throws(JSONSkimmer.Declined) {
                try s.readObject { key, s throws(JSONSkimmer.Declined) in
                    if s.equal(key, "vectors") {
                        // Vectors are judged against their suite's name: a file that names it
                        // after them takes the positioned path.
                        guard let name, KnownSuites.entry(name) != nil else { throw JSONSkimmer.Declined() }
                        let prefix = Array((name + "/").utf8)
                        try s.readArray { s throws(JSONSkimmer.Declined) in
                            starts.append(s.index)
                            let v = try skimVector(&s, suite: name, prefix: prefix, text: text)
                            vectors.append(v)
                            // An id twice in one file is the file's problem: positioned path.
                            if ids.use(v.id, suite: suite, vector: vectors.count - 1) { throw JSONSkimmer.Declined() }
                        }
                    } else if s.equal(key, "suite") {
                        name = s.string(at: try s.value())
                        if name == nil { throw JSONSkimmer.Declined() }
                    } else if s.equal(key, "sdk") || s.equal(key, "description") || s.equal(key, "generated") {
                        _ = try s.value()
                    } else {
                        throw JSONSkimmer.Declined()
                    }
                }
                guard s.atEnd(), let name, KnownSuites.entry(name) != nil else { throw JSONSkimmer.Declined() }
                let lines = SourceLocation.lines(atOffsets: starts, in: bytes)
                for i in vectors.indices { vectors[i].line = lines[i] }
                return CompactGoldenSuite(name: name, sdk: KnownSuites.entry(name)!.sdk, path: path, vectors: vectors)
            } catch {
                ids.forget(suite: suite, ids: vectors.lazy.map(\.id))
                return nil
            }
        }
    }

    /// `vector(from:…)`'s id rule (the suite's name, a slash, something after it), by bytes
    /// where they decide: when the id's text (the string's range, quotes included) starts with
    /// the ASCII prefix and the next byte is plain ASCII, no grapheme spans the slash, so
    /// `hasPrefix` and `count` would agree. Anything else is decided on the string.
    static func namesVector(
        _ id: String, range: Range<Int>, of s: JSONSkimmer, prefix: [UInt8], suite: String
    ) -> Bool {
        let head = range.lowerBound + 1
        if prefix.allSatisfy({ $0 < 0x80 }), head + prefix.count < range.upperBound - 1,
            s.equal(head..<head + prefix.count, prefix)
        {
            let next = s.byte(at: head + prefix.count)
            if next < 0x80 && next != UInt8(ascii: "\\") { return true }
        }
        return id.hasPrefix(suite + "/") && id.count > suite.count + 1
    }

    /// One vector object, by `vector(from:…)`'s rules.
    static func skimVector(
        _ s: inout JSONSkimmer, suite: String, prefix: [UInt8], text: GoldenFileText
    ) throws(JSONSkimmer.Declined) -> CompactGoldenVector {
        s.skipWhitespace()
        let start = s.index
        var id: String?
        var idRange: Range<Int>?
        var input: Range<Int>?, expect: Range<Int>?
        var level: VectorLevel?
        var tags: [String] = []
        var unsupported: [String] = []
        var byChoice: [(key: String, output: Range<Int>)] = []
        var tagsArray = 0..<0
        var byChoiceObject = 0..<0
        func strings(_ s: inout JSONSkimmer, into out: inout [String]?) throws(JSONSkimmer.Declined) {
            try s.readArray { s throws(JSONSkimmer.Declined) in
                let r = try s.value()
                guard s.byte(at: r.lowerBound) == UInt8(ascii: "\"") else { throw JSONSkimmer.Declined() }
                if out != nil { out!.append(s.string(at: r)!) }
            }
        }
        try s.readObject { key, s throws(JSONSkimmer.Declined) in
            // By length first: one comparison per key, not one per known name before it.
            switch key.count {
            case 2 where s.equal(key, "id"):
                let r = try s.value()
                idRange = r
                id = s.string(at: r)
                guard id != nil else { throw JSONSkimmer.Declined() }
            case 5 where s.equal(key, "input"):
                input = try s.value()
            case 6 where s.equal(key, "expect"):
                expect = try s.value()
            case 5 where s.equal(key, "level"):
                let r = try s.value()
                if s.equal(r, "\"must\"") {
                    level = .must
                } else if s.equal(r, "\"should\"") {
                    level = .should
                } else {
                    throw JSONSkimmer.Declined()
                }
            case 4 where s.equal(key, "tags"):
                var out: [String]? = []
                let from = s.index
                try strings(&s, into: &out)
                tags = out!
                tagsArray = from..<s.index
            case 19 where s.equal(key, "unsupportedByChoice"):
                var out: [String]? = []
                try strings(&s, into: &out)
                unsupported = out!
            case 4 where s.equal(key, "spec"), 11 where s.equal(key, "ambiguities"):
                var none: [String]? = nil
                try strings(&s, into: &none)
            case 14 where s.equal(key, "expectByChoice"):
                guard s.current == UInt8(ascii: "{") else { throw JSONSkimmer.Declined() }
                let from = s.index
                byChoice = try readByChoice(&s)
                byChoiceObject = from..<s.index
            case 11 where s.equal(key, "description"):
                _ = try s.value()
            default:
                throw JSONSkimmer.Declined()
            }
        }
        guard let id, let idRange, let input, let expect, let level,
            namesVector(id, range: idRange, of: s, prefix: prefix, suite: suite)
        else {
            throw JSONSkimmer.Declined()
        }
        return CompactGoldenVector(
            id: id, level: level, tags: tags, line: 0, unsupportedByChoice: unsupported,
            raw: .init(
                text: text, suite: suite, object: start..<s.index, input: input, expect: expect, byChoice: byChoice, idString: idRange,
                tagsArray: tagsArray, byChoiceObject: byChoiceObject))
    }

    /// The members of an `expectByChoice` object (at `s.index`): each key and its output's range.
    static func readByChoice(_ s: inout JSONSkimmer) throws(JSONSkimmer.Declined) -> [(key: String, output: Range<Int>)] {
        var byChoice: [(key: String, output: Range<Int>)] = []
        try s.readObject { key, s throws(JSONSkimmer.Declined) in
            // Keys come without escapes (the skim declines them): their bytes are the text.
            byChoice.append((s.text(of: key), try s.value()))
        }
        return byChoice
    }

    /// The strings of a checked array of strings (at `s.index`).
    static func readStrings(_ s: inout JSONSkimmer) throws(JSONSkimmer.Declined) -> [String] {
        var out: [String] = []
        try s.readArray { s throws(JSONSkimmer.Declined) in
            let r = try s.value()
            guard let text = s.string(at: r) else { throw JSONSkimmer.Declined() }
            out.append(text)
        }
        return out
    }
}
