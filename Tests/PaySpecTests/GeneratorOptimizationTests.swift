import Foundation
import Testing

/// The vector generators are literal data built once per `vectors check`, and optimizing them
/// cost most of their release build (see `SuiteVectorGenerator`); every function of the module
/// is compiled unoptimized, a new one included.
@Suite struct GeneratorOptimizationTests {
    /// A function declaration: the line that names `func`, after any modifiers.
    static let declaration = try! NSRegularExpression(
        pattern: #"^\s*((public|internal|private|fileprivate|static|mutating|nonisolated)\s+)*func\s"#)

    /// The functions of `Sources/PaySpecVectorGenerators` whose line before is not
    /// `@_optimize(none)`, as `file:line`, protocol requirements (no body) left out.
    static func unmarkedFunctions() throws -> (unmarked: [String], functions: Int) {
        var unmarked: [String] = []
        var functions = 0
        for rel in ProcessStartingTests.swiftFiles(under: "Sources/PaySpecVectorGenerators") {
            let text = try String(contentsOfFile: PackageRoot.path + "/" + rel, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated()
            where declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                if !line.contains("{") && !line.hasSuffix("(") && !line.hasSuffix(",") { continue }
                functions += 1
                let before = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                if before != "@_optimize(none)" { unmarked.append("\(rel):\(index + 1)") }
            }
        }
        return (unmarked, functions)
    }

    @Test func everyGeneratorFunctionIsCompiledUnoptimized() throws {
        let scan = try Self.unmarkedFunctions()
        #expect(scan.unmarked.isEmpty, "functions without @_optimize(none): \(scan.unmarked)")
        // The module has well over a hundred functions; a scan that finds none judged nothing.
        #expect(scan.functions > 150, "only \(scan.functions) functions found")
    }

    @Test func theScanRecognisesADeclaration() {
        for line in ["    static func input(_ x: Int) -> JSONValue {", "func add(", "    private static func f() {"] {
            #expect(Self.declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        for line in ["    let f = funcs", "    // func not a declaration {", "    var function: String {"] {
            #expect(Self.declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil, "\(line)")
        }
    }
}
