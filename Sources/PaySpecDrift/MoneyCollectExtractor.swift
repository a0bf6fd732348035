import Foundation
import PaySpecJSON

/// Reads the MoneyCollect tables out of sample code: the status branches
/// (`[status isEqualToString:@"…"]`, the final `else` being the default) with the message each
/// sets, and the return-URL markers (`rangeOfString:@"…"`).
struct MoneyCollectExtractor {
    let document: VendorDocument
    var extraction = Extraction()

    init(document: VendorDocument) { self.document = document }

    struct Branch {
        var status: String?
        var line: Int
        var message: JSONValue?
        var messageFrom: String?
    }

    mutating func run() {
        addStatuses()
        addMarkers()
    }

    mutating func addStatuses() {
        var chains: [[Branch]] = []
        var chain: [Branch] = []
        var variable = ""
        var awaiting = false
        func close() {
            if chain.count >= 3, chain.last?.status == nil { chains.append(chain) }
            chain = []
            awaiting = false
        }
        for (offset, line) in document.lines.enumerated() {
            if let range = line.range(of: " isEqualToString:@\"") {
                let before = line[..<range.lowerBound]
                let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                let status = CellText.literals(after: "isEqualToString:@\"", in: line).first ?? ""
                if !(line.contains("else") && name == variable && !chain.isEmpty) {
                    close()
                    variable = name
                }
                chain.append(Branch(status: status, line: offset + 1))
                awaiting = true
                continue
            }
            let compact = line.replacingOccurrences(of: " ", with: "")
            if compact.hasPrefix("}else{"), !chain.isEmpty, chain.last?.status != nil, !awaiting {
                chain.append(Branch(status: nil, line: offset + 1))
                awaiting = true
                continue
            }
            guard awaiting, let eq = line.range(of: " = "), !line.contains("*") else { continue }
            let value = line[eq.upperBound...]
            if value.hasPrefix("@\"") {
                chain[chain.count - 1].message = .string(CellText.literals(after: "@\"", in: String(value)).first ?? "")
            } else {
                let path = CellText.literals(after: "objectForKey:@\"", in: String(value))
                chain[chain.count - 1].messageFrom = path.joined(separator: ".")
            }
            awaiting = false
            if chain.last?.status == nil { close() }
        }
        close()
        for found in chains {
            let rows = found.enumerated().map { i, b -> ExtractedRow in
                var fields: [String: JSONValue] = ["match": b.status == nil ? "default" : "exact"]
                if let s = b.status { fields["status"] = .string(s) }
                if let m = b.message { fields["message"] = m }
                if let f = b.messageFrom { fields["messageFrom"] = .string(f) }
                return ExtractedRow(
                    identity: b.status ?? "(default)", fields: fields, document: document.path,
                    line: b.line, section: DocumentTableScanner.heading(before: b.line, in: document), row: i + 1)
            }
            extraction.add("moneycollect/statuses", rows, document: document.path, line: found[0].line)
        }
    }

    mutating func addMarkers() {
        for (offset, line) in document.lines.enumerated() {
            let markers = CellText.literals(after: "rangeOfString:@\"", in: line)
            guard !markers.isEmpty else { continue }
            let rows = markers.enumerated().map { i, m in
                ExtractedRow(
                    identity: m, fields: ["marker": .string(m)], document: document.path, line: offset + 1,
                    section: DocumentTableScanner.heading(before: offset + 1, in: document), row: i + 1)
            }
            extraction.add("moneycollect/return-url-markers", rows, document: document.path, line: offset + 1)
            return
        }
    }
}
