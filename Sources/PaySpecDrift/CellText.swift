import Foundation

/// Reading identifiers out of table cells and code, whatever language the prose around them is in.
enum CellText {
    /// The cell without surrounding backticks and spaces.
    static func unquoted(_ cell: String) -> String {
        cell.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
    }

    /// Every backticked span of a cell, in order.
    static func codeSpans(_ cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }

    /// `DEVICE_ROOTED`, `3DS_AUTH_FAIL`: upper-case letters, digits and underscores with a letter.
    static func isConstant(_ s: String) -> Bool {
        !s.isEmpty && s.count >= 2 && s.contains(where: \.isLetter)
            && s.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" }
    }

    /// A Swift-style identifier: `panLabel`, `state`.
    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// An enum case as documented: `.paid`, `.paid(transId:)`, `.failed(ComgateError)`.
    /// Returns the case name and what stands in the parentheses.
    static func enumCase(_ cell: String) -> (name: String, payload: String?)? {
        let s = unquoted(cell)
        guard s.hasPrefix(".") else { return nil }
        let body = s.dropFirst()
        if let open = body.firstIndex(of: "("), body.hasSuffix(")") {
            let name = String(body[..<open])
            guard isIdentifier(name), name.first!.isLowercase else { return nil }
            return (name, String(body[body.index(after: open)..<body.index(before: body.endIndex)]))
        }
        let name = String(body)
        guard isIdentifier(name), name.first!.isLowercase else { return nil }
        return (name, nil)
    }

    /// A type as a cell writes it: `String`, `String?`, `PaymentOutcome`, `String?, String`.
    static func isTypeList(_ cell: String) -> Bool {
        let s = unquoted(cell)
        guard cell.hasPrefix("`"), !s.isEmpty else { return false }
        return s.split(separator: ",").allSatisfy { part in
            let t = part.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            return isIdentifier(t) && t.first!.isUppercase
        }
    }

    /// Double-quoted string literals after `marker` in a line of code (`isEqualToString:@"x"` → x).
    static func literals(after marker: String, in line: String) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let range = rest.range(of: marker) {
            rest = rest[range.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}
