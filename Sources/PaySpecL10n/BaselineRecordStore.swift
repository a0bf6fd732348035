/// The records of a finding baseline in contiguous storage: per record its check's number, its
/// line, and its language and key as one run of bytes, found again through an open-addressing
/// table of record numbers. A few arrays, whatever the number of records.
///
/// Records compare as `FindingBaseline.Record` does, by `String` equality (canonically
/// equivalent texts are equal): the hash is the strings' own, and bytes that differ are
/// compared as strings before two records are called different.
struct BaselineRecordStore: Sendable {
    /// Each record's language, then its key, one record after the other.
    private var text: [UInt8] = []
    /// Where each record's language starts, and where its key starts.
    private var starts: [UInt32] = []
    private var keyStarts: [UInt32] = []
    private var checks: [UInt8] = []
    private(set) var lines: [UInt32] = []
    /// Record numbers by hash, -1 for an empty slot; a power of two, at most half full.
    private var table: [Int32] = []

    var count: Int { starts.count }

    private static let checkIDs = CheckID.allCases

    /// The record numbered `index`.
    func record(_ index: Int) -> FindingBaseline.Record {
        let (language, key) = fields(index)
        return FindingBaseline.Record(check: Self.checkIDs[Int(checks[index])].rawValue, language: language, key: key)
    }

    private func bytes(_ index: Int) -> (language: ArraySlice<UInt8>, key: ArraySlice<UInt8>) {
        let (start, keyStart) = (Int(starts[index]), Int(keyStarts[index]))
        let end = index + 1 < starts.count ? Int(starts[index + 1]) : text.count
        return (text[start..<keyStart], text[keyStart..<end])
    }

    private func fields(_ index: Int) -> (language: String, key: String) {
        let (language, key) = bytes(index)
        return (String(decoding: language, as: UTF8.self), String(decoding: key, as: UTF8.self))
    }

    private static func hash(_ check: UInt8, _ language: String, _ key: String) -> Int {
        var hasher = Hasher()
        hasher.combine(check)
        hasher.combine(language)
        hasher.combine(key)
        return hasher.finalize()
    }

    private func matches(_ index: Int, _ check: UInt8, _ language: String, _ key: String) -> Bool {
        guard checks[index] == check else { return false }
        let (l, k) = bytes(index)
        if l.elementsEqual(language.utf8) && k.elementsEqual(key.utf8) { return true }
        // Other bytes may still spell a canonically equivalent text ("é" as one scalar or two).
        let (storedLanguage, storedKey) = fields(index)
        return storedLanguage == language && storedKey == key
    }

    /// The number of the record of `check`, `language` and `key`, if there is one.
    func index(of check: CheckID, _ language: String, _ key: String) -> Int? {
        guard !table.isEmpty, let number = Self.checkIDs.firstIndex(of: check) else { return nil }
        let checkByte = UInt8(number)
        let mask = table.count - 1
        var slot = Self.hash(checkByte, language, key) & mask
        while table[slot] >= 0 {
            if matches(Int(table[slot]), checkByte, language, key) { return Int(table[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds a record the store does not hold yet.
    mutating func append(_ check: CheckID, _ language: String, _ key: String, line: Int) {
        let checkByte = UInt8(Self.checkIDs.firstIndex(of: check)!)
        starts.append(UInt32(text.count))
        text.append(contentsOf: language.utf8)
        keyStarts.append(UInt32(text.count))
        text.append(contentsOf: key.utf8)
        checks.append(checkByte)
        lines.append(UInt32(clamping: line))
        if table.count < 2 * starts.count {
            rebuild(capacity: max(16, table.count * 2))
        } else {
            insert(starts.count - 1, hash: Self.hash(checkByte, language, key))
        }
    }

    private mutating func insert(_ index: Int, hash: Int) {
        let mask = table.count - 1
        var slot = hash & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = Int32(index)
    }

    private mutating func rebuild(capacity: Int) {
        table = [Int32](repeating: -1, count: capacity)
        for index in 0..<starts.count {
            let (language, key) = fields(index)
            insert(index, hash: Self.hash(checks[index], language, key))
        }
    }
}
