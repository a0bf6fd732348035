import PaySpecJSON
import PaySpecRunner

/// Smaller variants of an input, for shrinking a disagreement to the least input that still
/// shows it. Every candidate is strictly smaller by `size` (canonical JSON length, then the
/// text itself), so shrinking always ends.
public enum InputShrinker {
    /// How an input is measured: shorter canonical JSON first, then the smaller text.
    public static func size(_ v: JSONValue) -> (Int, String) {
        let line = JSONWriter.line(v)
        return (line.utf8.count, line)
    }

    public static func smaller(_ a: JSONValue, than b: JSONValue) -> Bool { size(a) < size(b) }

    /// The candidates, simplest edits first: members left out, then set to null, arrays
    /// emptied or cut, strings emptied or cut, characters dropped or made plain, numbers
    /// brought towards zero.
    public static func candidates(_ input: JSONValue) -> [JSONValue] {
        var out: [JSONValue] = []
        var seen: Set<JSONValue> = [input]
        func add(_ v: JSONValue) {
            if smaller(v, than: input), seen.insert(v).inserted { out.append(v) }
        }
        for path in input.paths {
            guard let value = input.at(path) else { continue }
            if case .key = path.last! {
                add(input.replacing(path, with: nil))
                add(input.replacing(path, with: .null))
            } else {
                add(input.replacing(path, with: nil))  // the element dropped
            }
            for smallerValue in smallerValues(value) { add(input.replacing(path, with: smallerValue)) }
        }
        return out
    }

    static func smallerValues(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case .string(let s):
            let chars = Array(s)
            var out: [JSONValue] = [""]
            if chars.count > 1 {
                out.append(.string(String(chars.prefix(chars.count / 2))))
                out.append(.string(String(chars.suffix(chars.count - chars.count / 2))))
            }
            if chars.count > 8 {
                // Long strings: drop quarters before single characters.
                let q = chars.count / 4
                for start in stride(from: 0, to: chars.count, by: max(1, q)) {
                    out.append(.string(String(chars[..<start] + chars[min(chars.count, start + q)...])))
                }
            }
            if chars.count <= 64 {
                for i in chars.indices { out.append(.string(String(chars[..<i] + chars[(i + 1)...]))) }
                // A character made plain: a look-alike back to ASCII, a letter to `a`, a digit to `0`.
                for i in chars.indices where !chars[i].isASCII || (chars[i] != "a" && chars[i] != "0") {
                    var c = chars
                    c[i] = chars[i].isNumber ? "0" : "a"
                    out.append(.string(String(c)))
                }
            }
            return out
        case .integer(let n):
            var out: [JSONValue] = [0, 1, -1]
            if n != 0 { out.append(.integer(n / 2)) }
            if n > 0 { out.append(.integer(n - 1)) }
            if n < 0 { out.append(.integer(n + 1)) }
            var digits = String(n.magnitude)
            if digits.count > 1 {
                digits.removeLast()
                out.append(.integer((n < 0 ? -1 : 1) * (Int(digits) ?? 0)))
            }
            return out
        case .double(let d):
            return [0, 1, .integer(Int(d.rounded(.towardZero).clampedToInt)), .double(d / 2)]
        case .array(let a):
            var out: [JSONValue] = [.array([])]
            if a.count > 1 {
                out.append(.array(Array(a.prefix(a.count / 2))))
                out.append(.array(Array(a.suffix(a.count - a.count / 2))))
            }
            return out
        case .object(let o):
            return o.isEmpty ? [] : [.object([:])]
        case .bool(let b):
            return b ? [false] : []
        case .null:
            return []
        }
    }
}

extension Double {
    fileprivate var clampedToInt: Double { Swift.min(Swift.max(self, -1e15), 1e15) }
}
