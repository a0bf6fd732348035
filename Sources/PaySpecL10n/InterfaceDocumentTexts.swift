import Foundation

/// The texts an Interface Builder document holds, as the keys of the table Xcode exports from it
/// (`SQx-au-ZcM.text`, `B2l-7z-M2N.normalTitle`), for `CodeReferences`: a translation's key of
/// such a table is its object's only while the object holds a text in that property. A button
/// whose title the code sets holds none, and its old key is stale.
enum InterfaceDocumentTexts {
    /// The attributes of an Interface Builder object that hold a text Xcode exports under the
    /// object's id and the attribute's name.
    static let textAttributes = ["text", "title", "placeholder", "headerTitle", "footerTitle", "label"]

    /// The keys of the texts a storyboard or xib holds: `ID.text`, `ID.title`, … for an
    /// element with the id and a non-empty attribute or a `<string key="text">` element,
    /// `ID.normalTitle` for a button's `<state key="normal" title="…">`, `ID.segmentTitles[n]`
    /// for its segments. One pass over the bytes; each start tag's attributes are read once.
    static func keys(in data: Data) -> Set<String> {
        var interfaceTexts = Set<String>()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return }
            var owners: [(id: String, segments: Int)] = []
            var i = 0
            while i < bytes.count {
                guard let hit = memchr(base + i, Int32(UInt8(ascii: "<")), bytes.count - i) else { break }
                let open = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                guard let end = memchr(base + open, Int32(UInt8(ascii: ">")), bytes.count - open) else { break }
                let close = UnsafeRawPointer(end).assumingMemoryBound(to: UInt8.self) - base
                i = close + 1
                let tag = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
                guard let first = tag.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { continue }
                if first == UInt8(ascii: "/") {
                    if !owners.isEmpty { owners.removeLast() }
                    continue
                }
                let selfClosing = tag.last == UInt8(ascii: "/")
                let start = Tag(tag)
                if let id = start.id {
                    for attribute in start.texts { interfaceTexts.insert(id + "." + attribute) }
                }
                if let index = owners.lastIndex(where: { !$0.id.isEmpty }) {
                    let owner = owners[index].id
                    if start.name == "state", let key = start.key, start.texts.contains("title") {
                        interfaceTexts.insert(owner + "." + key + "Title")
                    }
                    // A long text is an element of its own: `<string key="text">…</string>`.
                    if start.name == "string", !selfClosing, let key = start.key, Self.textAttributes.contains(key) {
                        interfaceTexts.insert(owner + "." + key)
                    }
                    if start.name == "segment" {
                        if start.texts.contains("title") { interfaceTexts.insert(owner + ".segmentTitles[\(owners[index].segments)]") }
                        owners[index].segments += 1
                    }
                }
                if !selfClosing { owners.append((start.id ?? "", 0)) }
            }
        }
        return interfaceTexts
    }

    /// What `keys(in:)` reads of a start tag: its name, `id`, `key`, and which of
    /// `textAttributes` it gives a non-empty value.
    struct Tag {
        var name = ""
        var id: String?
        var key: String?
        var texts: [String] = []

        init(_ tag: UnsafeBufferPointer<UInt8>) {
            var i = 0
            func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
            while i < tag.count, !isSpace(tag[i]), tag[i] != UInt8(ascii: "/") { i += 1 }
            name = String(decoding: UnsafeBufferPointer(rebasing: tag[..<i]), as: UTF8.self)
            while i < tag.count {
                while i < tag.count, isSpace(tag[i]) { i += 1 }
                let nameStart = i
                while i < tag.count, tag[i] != UInt8(ascii: "="), !isSpace(tag[i]) { i += 1 }
                let nameEnd = i
                guard i + 1 < tag.count, tag[i] == UInt8(ascii: "="), tag[i + 1] == UInt8(ascii: "\"") else {
                    i += 1
                    continue
                }
                let valueStart = i + 2
                i = valueStart
                while i < tag.count, tag[i] != UInt8(ascii: "\"") { i += 1 }
                let attribute = UnsafeBufferPointer(rebasing: tag[nameStart..<nameEnd])
                let value = UnsafeBufferPointer(rebasing: tag[valueStart..<min(i, tag.count)])
                i += 1
                if attribute.elementsEqual("id".utf8) {
                    id = String(decoding: value, as: UTF8.self)
                } else if attribute.elementsEqual("key".utf8) {
                    key = String(decoding: value, as: UTF8.self)
                } else if !value.isEmpty,
                    let text = InterfaceDocumentTexts.textAttributes.first(where: { attribute.elementsEqual($0.utf8) })
                {
                    texts.append(text)
                }
            }
        }
    }
}
