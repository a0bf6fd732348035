import Foundation
import PaySpecCLI
import PaySpecCLITestSupport
import PaySpecL10n
import PaySpecModel
import PaySpecTestSupport
import Testing

/// The package root, found from this file's path.
let packageRoot = TestPackage.root

let specDirectory = packageRoot + "/spec"

/// A fresh temporary folder per call.
func makeTempDirectory(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = NSTemporaryDirectory() + "payspec-l10n-tests/\(safe)-\(UUID().uuidString.prefix(8))"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `bytes` to `directory/relative`, creating folders; returns the full path.
@discardableResult
func write(_ bytes: [UInt8], _ relative: String, in directory: String) -> String {
    let path = directory + "/" + relative
    try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

@discardableResult
func write(_ text: String, _ relative: String, in directory: String) -> String {
    write(Array(text.utf8), relative, in: directory)
}

/// Runs `payspec` in process.
func runCLI(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    let r = InProcessCLI.run(arguments)
    return (r.status, r.out, r.err)
}

/// Loads and checks paths with the library directly, both ways: every document loaded, then
/// checked; and the files of one language each checked as they are read. Every test that
/// checks paths thereby also expects the two to agree.
func checkPaths(_ paths: [String], profile: CheckProfile, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> L10nReport {
    let loaded = CatalogLoader.load(paths, baseLanguage: profile.baseLanguage, keyMap: profile.keyMap)
    let report = L10nChecker.check(loaded.documents, profile: profile, parseErrors: loaded.errors)
    let streamed = L10nChecker.check(paths: paths, profile: profile, baseLanguage: profile.baseLanguage)
    #expect(sameOutcome(streamed, report), "streamed check differs", sourceLocation: sourceLocation)
    return report
}

/// Whether two reports hold the same findings, matrix, files and parse errors.
func sameOutcome(_ a: L10nReport, _ b: L10nReport) -> Bool {
    a.findings == b.findings && a.matrix.languages == b.matrix.languages && a.matrix.keys == b.matrix.keys
        && a.matrix.cells == b.matrix.cells && a.files == b.files && a.parseErrors.map(\.description) == b.parseErrors.map(\.description)
}

/// The spec catalog and the comgate profile.
let specCatalog: SpecCatalog = try! SpecCatalog.load(directory: specDirectory)
let specProfile: CheckProfile = try! CheckProfile.spec(specCatalog, sdk: "comgate")

/// The reference translations as a table (26 languages x 19 keys).
func specTable() -> TranslationTable {
    let reference = CheckProfile.referenceTexts(specCatalog, sdk: "comgate")
    return TranslationTable(keys: reference.keys, languages: reference.languages, baseLanguage: "en", texts: reference.texts)
}

/// UTF-16 bytes of a text, optionally with a byte-order mark.
func utf16Bytes(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
        let hi = UInt8(unit >> 8)
        let lo = UInt8(unit & 0xFF)
        out += bigEndian ? [hi, lo] : [lo, hi]
    }
    return out
}

/// A minimal `bplist00` writer, used only to make fixtures.
enum BinaryPlistWriter {
    indirect enum Value {
        case string(String)
        case integer(Int)
        case dictionary([(String, Value)])
    }

    static func write(_ root: Value) -> [UInt8] {
        var objects: [[UInt8]] = []
        @discardableResult
        func add(_ value: Value) -> Int {
            let index = objects.count
            objects.append([])
            switch value {
            case .string(let s):
                if s.unicodeScalars.allSatisfy(\.isASCII) {
                    objects[index] = header(0x5, s.utf8.count) + Array(s.utf8)
                } else {
                    var bytes = header(0x6, s.utf16.count)
                    for u in s.utf16 { bytes += [UInt8(u >> 8), UInt8(u & 0xFF)] }
                    objects[index] = bytes
                }
            case .integer(let i):
                objects[index] = [0x13] + be(UInt64(i), 8)
            case .dictionary(let members):
                let keyRefs = members.map { add(.string($0.0)) }
                let valueRefs = members.map { add($0.1) }
                objects[index] = header(0xD, members.count) + (keyRefs + valueRefs).flatMap { be(UInt64($0), 2) }
            }
            return index
        }
        add(root)
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let tableOffset = out.count
        for offset in offsets { out += be(UInt64(offset), 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 2]
        out += be(UInt64(objects.count), 8) + be(0, 8) + be(UInt64(tableOffset), 8)
        return out
    }

    static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF, 0x11] + be(UInt64(count), 2)
    }

    static func be(_ value: UInt64, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8((value >> (8 * UInt64($0))) & 0xFF) }
    }
}
