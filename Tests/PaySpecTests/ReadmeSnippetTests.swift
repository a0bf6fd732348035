import Foundation
import Testing

/// The README's in-process snippet is the example consumer package's code, not a sketch: .ci/run
/// builds and tests Examples/ConsumerPackage, and this test holds the two texts together.
@Suite("README in-process snippet")
struct ReadmeSnippetTests {
    static let example = "Examples/ConsumerPackage/Tests/PaymentKitLiteTests/ConformanceTests.swift"

    /// The first ```swift block of the "In process, from Swift" item, without the list's indent.
    static func readmeSnippet() throws -> String {
        let readme = try String(contentsOfFile: PackageRoot.path + "/README.md", encoding: .utf8)
        guard let item = readme.range(of: "**In process, from Swift.**") else { throw SnippetMissing(what: "the in-process item") }
        let rest = readme[item.upperBound...]
        guard let open = rest.range(of: "```swift\n"), let close = rest[open.upperBound...].range(of: "```") else {
            throw SnippetMissing(what: "a swift block in the in-process item")
        }
        let lines = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return lines.map { $0.hasPrefix("   ") ? String($0.dropFirst(3)) : String($0) }.joined(separator: "\n")
    }

    struct SnippetMissing: Error { var what: String }

    @Test func theSnippetAppearsVerbatimInTheExamplePackage() throws {
        let snippet = try Self.readmeSnippet()
        let source = try String(contentsOfFile: PackageRoot.path + "/" + Self.example, encoding: .utf8)
        #expect(snippet.contains("PaySpecConformance.check("))
        #expect(snippet.split(separator: "\n").count > 10, "the snippet is suspiciously short:\n\(snippet)")
        #expect(source.contains(snippet), "README's in-process snippet differs from \(Self.example):\n\(snippet)")
        #expect(!snippet.contains("golden:"), "the documented call needs no path")
    }

    /// A reader must tell PaySpec's API from the example SDK's: every name the snippet takes
    /// from the example SDK is named as such in the text before it.
    @Test func theTextNamesWhatBelongsToTheExampleSDK() throws {
        let readme = try String(contentsOfFile: PackageRoot.path + "/README.md", encoding: .utf8)
        let item = try #require(readme.range(of: "**In process, from Swift.**"))
        let open = try #require(readme[item.upperBound...].range(of: "```swift\n"))
        let prose = readme[item.upperBound..<open.lowerBound]
        let snippet = try Self.readmeSnippet()
        for name in ["PaymentKitLite", "SEBStatusReader", "specOutcome"] {
            #expect(snippet.contains(name), "the snippet no longer uses \(name): update this list")
            #expect(prose.contains("`\(name)`"), "the text before the snippet does not say that \(name) is the example SDK's")
        }
        #expect(prose.contains("example SDK's own names"))
    }
}
