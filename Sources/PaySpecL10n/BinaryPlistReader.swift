/// A small, bounds-checked reader of Apple's binary property lists (`bplist00`), the form that
/// compiled `.strings` and `.stringsdict` files take inside app bundles.
///
/// Every offset and reference is checked against the file, nesting is capped and so is the number
/// of values the references expand to, so a hostile file (cyclic references, offsets past the end,
/// huge counts, containers shared at every level) is refused instead of crashing or hanging.
public struct BinaryPlistReader {
    /// Nesting deeper than this is refused (cycles hit it quickly).
    public static let maximumDepth = 64

    /// How many values a file of `size` bytes may expand to. Without shared containers a document
    /// has at most one value per object reference it stores, so this is generous for real files;
    /// shared containers nested level upon level (a few hundred bytes that expand to 2^60 values)
    /// hit it instead of running for ever.
    static func maximumValues(size: Int) -> Int { 4 * size + 1024 }

    private let bytes: [UInt8]
    private let file: String
    private var offsets: [Int] = []
    private var referenceSize = 0
    private var values = 0

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Reads the top object of a binary property list.
    public static func read(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> PropertyListValue {
        var reader = BinaryPlistReader(bytes: bytes, file: file)
        return try reader.readDocument()
    }

    private func fail(_ offset: Int, _ message: String) -> CatalogParseError {
        CatalogParseError(file: file, at: nil, "binary plist, byte offset \(offset): \(message)")
    }

    private func integer(at offset: Int, size: Int) throws(CatalogParseError) -> Int {
        guard size > 0, size <= 8, offset >= 0, offset + size <= bytes.count else {
            throw fail(offset, "expected a \(size)-byte integer inside the file")
        }
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(bytes[offset + i]) }
        guard value <= UInt64(Int.max) else { throw fail(offset, "expected an integer that fits in 63 bits") }
        return Int(value)
    }

    private mutating func readDocument() throws(CatalogParseError) -> PropertyListValue {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
            throw fail(0, "expected the 'bplist00' header and a 32-byte trailer")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = try integer(at: trailer + 8, size: 8)
        let top = try integer(at: trailer + 16, size: 8)
        let tableOffset = try integer(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw fail(trailer + 6, "expected offset and reference sizes between 1 and 8")
        }
        // `count <= bytes.count` first, so the product cannot overflow; no sum of two file values.
        guard count > 0, count <= bytes.count, top < count, tableOffset >= 8, tableOffset <= trailer,
            count * offsetSize <= trailer - tableOffset
        else {
            throw fail(trailer + 8, "expected an object count, top object and offset table that fit the file")
        }
        offsets.reserveCapacity(count)
        for i in 0..<count {
            let offset = try integer(at: tableOffset + i * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableOffset else { throw fail(tableOffset + i * offsetSize, "object offset out of range") }
            offsets.append(offset)
        }
        return try object(top, depth: 0)
    }

    private func length(marker: UInt8, at offset: Int) throws(CatalogParseError) -> (Int, Int) {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, offset + 1) }
        guard offset + 1 < bytes.count, bytes[offset + 1] & 0xF0 == 0x10 else {
            throw fail(offset + 1, "expected an integer length after the marker")
        }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        let value = try integer(at: offset + 2, size: size)
        return (value, offset + 2 + size)
    }

    private mutating func object(_ reference: Int, depth: Int) throws(CatalogParseError) -> PropertyListValue {
        guard reference >= 0, reference < offsets.count else { throw fail(0, "object reference \(reference) out of range") }
        guard depth < Self.maximumDepth else {
            throw fail(offsets[reference], "nesting deeper than \(Self.maximumDepth) (a reference cycle?)")
        }
        values += 1
        guard values <= Self.maximumValues(size: bytes.count) else {
            throw fail(
                offsets[reference],
                "the references expand to more than \(Self.maximumValues(size: bytes.count)) values (containers shared at every level?)")
        }
        let offset = offsets[reference]
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw fail(offset, "unsupported marker 0x\(String(marker, radix: 16))")
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            if size == 16 { return .integer(try integer(at: offset + 9, size: 8)) }
            return .integer(try integer(at: offset + 1, size: size))
        case 0x2, 0x3:
            let size = 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8 else { throw fail(offset, "expected a 4- or 8-byte real") }
            let raw = try integer(at: offset + 1, size: size)
            let value = size == 8 ? Double(bitPattern: UInt64(raw)) : Double(Float(bitPattern: UInt32(raw)))
            return marker >> 4 == 0x2 ? .real(value) : .date(value)
        case 0x4:
            let (count, start) = try length(marker: marker, at: offset)
            guard count <= bytes.count, start + count <= bytes.count else { throw fail(offset, "data runs past the end of the file") }
            return .data(Array(bytes[start..<(start + count)]))
        case 0x5:
            let (count, start) = try length(marker: marker, at: offset)
            guard count <= bytes.count, start + count <= bytes.count else {
                throw fail(offset, "ASCII string runs past the end of the file")
            }
            return .string(String(decoding: bytes[start..<(start + count)], as: UTF8.self))
        case 0x6:
            let (count, start) = try length(marker: marker, at: offset)
            guard count <= bytes.count, start + 2 * count <= bytes.count else {
                throw fail(offset, "UTF-16 string runs past the end of the file")
            }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for i in 0..<count { units.append(UInt16(bytes[start + 2 * i]) << 8 | UInt16(bytes[start + 2 * i + 1])) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            return .integer(try integer(at: offset + 1, size: Int(marker & 0x0F) + 1))
        case 0xA:
            let (count, start) = try length(marker: marker, at: offset)
            guard count <= bytes.count, start + count * referenceSize <= bytes.count else {
                throw fail(offset, "array runs past the end of the file")
            }
            var items: [PropertyListValue] = []
            for i in 0..<count {
                items.append(try object(try integer(at: start + i * referenceSize, size: referenceSize), depth: depth + 1))
            }
            return .array(items)
        case 0xD:
            let (count, start) = try length(marker: marker, at: offset)
            guard count <= bytes.count, start + 2 * count * referenceSize <= bytes.count else {
                throw fail(offset, "dictionary runs past the end of the file")
            }
            var members: [(String, PropertyListValue)] = []
            members.reserveCapacity(count)
            for i in 0..<count {
                let keyRef = try integer(at: start + i * referenceSize, size: referenceSize)
                guard case .string(let key) = try object(keyRef, depth: depth + 1) else {
                    throw fail(offset, "expected string keys in a dictionary")
                }
                let valueRef = try integer(at: start + (count + i) * referenceSize, size: referenceSize)
                members.append((key, try object(valueRef, depth: depth + 1)))
            }
            return .dictionary(members)
        default:
            throw fail(offset, "unsupported marker 0x\(String(marker, radix: 16))")
        }
    }
}
