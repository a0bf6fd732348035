import Foundation
import PaySpecIO

/// An option whose value is a number, with the range a command can act on. The argument scanner
/// checks every value against it before the command runs, so no value reaches arithmetic that
/// could trap (a Double of 1e19 converted to a whole number) or a count that never ends; a value
/// out of range is a usage error that names the bounds (exit 2).
public struct NumericOption: Sendable {
    public enum Kind: Sendable {
        /// A whole number in the range (`--jobs`, `--generated`).
        case count(ClosedRange<Int>)
        /// A comma-separated list of whole numbers, each in the range (`--sizes 1,10`).
        case counts(ClosedRange<Int>)
        /// A finite number of seconds in the range (`--timeout 2.5`).
        case seconds(ClosedRange<Double>)
        /// A 64-bit seed: any whole number from 0 to 2^64-1.
        case seed
    }

    public var name: String
    public var kind: Kind

    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// A timeout or budget: a millisecond to a day.
    public static func seconds(_ name: String, upTo limit: Double = 86_400) -> NumericOption {
        NumericOption(name, .seconds(0.001...limit))
    }

    /// What a value must be, for the error message and the help test.
    public var requirement: String {
        switch kind {
        case .count(let r): "a whole number from \(r.lowerBound) to \(r.upperBound)"
        case .counts(let r): "whole numbers from \(r.lowerBound) to \(r.upperBound), separated by commas"
        case .seconds(let r): "a number of seconds from \(Self.text(r.lowerBound)) to \(Self.text(r.upperBound))"
        case .seed: "a whole number from 0 to \(UInt64.max)"
        }
    }

    /// Throws a usage error unless `value` is in range.
    public func check(_ value: String) throws {
        let ok: Bool
        switch kind {
        case .count(let r): ok = Int(value).map(r.contains) ?? false
        case .counts(let r):
            ok =
                !value.isEmpty
                && value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
                    Int($0.trimmingCharacters(in: .whitespaces)).map(r.contains) ?? false
                }
        case .seconds(let r): ok = Self.isDecimal(value) && (Double(value).map { $0.isFinite && r.contains($0) } ?? false)
        case .seed: ok = UInt64(value) != nil
        }
        guard ok else { throw UsageError("\(name) needs \(requirement), not '\(TerminalText.inline(value))'") }
    }

    /// Seconds are written in decimal: `Double` alone would also take `0x10` (16) and `0x1p4`,
    /// spellings a CI script means as something else or not at all.
    static func isDecimal(_ value: String) -> Bool {
        value.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x65 || $0 == 0x45 || $0 == 0x2B || $0 == 0x2D }
    }

    /// A number of seconds as a person writes it: `10`, not `10.0`.
    public static func text(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
