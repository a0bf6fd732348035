import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

/// README.md is a guide read in ten minutes; reference material lives in docs/. The pages speak
/// of the kit, never of how its work was organised; the expectations file they show is accepted
/// as printed; every link between them resolves.
@Suite("The guide and its pages", .waitsOnProcesses)
struct GuidePagesTests {
    static func text(_ document: String) throws -> String {
        try String(contentsOfFile: DocRoot.path + "/" + document, encoding: .utf8)
    }

    @Test func theReadmeIsShort() throws {
        let lines = try Self.text("README.md").components(separatedBy: "\n").count
        #expect(lines < 300, "README.md has \(lines) lines; reference material belongs in docs/")
    }

    /// Phrases about the project's own work organisation, not about the kit.
    static var workTalk: [Regex<AnyRegexOutput>] {
        [
            try! Regex(#"(?i)\bissue \d+"#),
            try! Regex(#"(?i)\bhelpers'|\bother helpers\b"#),
            try! Regex(#"(?i)\b(two|three|first|second|this|previous|both) rounds? of\b"#),
            try! Regex(#"(?i)\bwork items?\b"#),
            try! Regex(#"(?i)\b(this|the previous|another) session\b"#),
            try! Regex(#"(?i)\bprevious landing\b"#),
        ]
    }

    /// Whether `line` holds a word every pattern of `workTalk` needs: the patterns, slow in a
    /// debug build, read only those lines.
    static func mayTalkOfWork(_ line: String) -> Bool {
        let lower = line.lowercased()
        return ["issue", "helper", "round", "work item", "session", "landing"].contains { lower.contains($0) }
    }

    /// The lines of README.md and the docs pages that one of `patterns` matches, as
    /// `page:line: text`; `prefilter` picks the lines worth matching (the patterns are slow in a
    /// debug build).
    static func pageLines(matching patterns: [Regex<AnyRegexOutput>], prefilter: (String) -> Bool) throws -> [String] {
        var found: [String] = []
        for document in ["README.md"] + DocExampleTests.docsPages {
            for (number, line) in try Self.text(document).components(separatedBy: "\n").enumerated()
            where prefilter(line) && patterns.contains(where: { line.contains($0) }) {
                found.append("\(document):\(number + 1): \(line)")
            }
        }
        return found
    }

    @Test func noPageSpeaksOfTheProjectsWorkItems() throws {
        #expect(DocExampleTests.docsPages.count >= 10, "docs/ has only \(DocExampleTests.docsPages)")
        for line in try Self.pageLines(matching: Self.workTalk, prefilter: Self.mayTalkOfWork) {
            Issue.record("speaks of the project's work, not the kit: \(line)")
        }
    }

    @Test func theCheckCatchesWorkTalk() {
        #expect(Self.workTalk.contains { "Against the targets of issue 14, honestly".contains($0) })
        #expect(Self.workTalk.contains { "load average 11 (other helpers' builds)".contains($0) })
        #expect(!Self.workTalk.contains { "interleaved round by round; `payspec_mutation_helpers`".contains($0) })
        // The lines the patterns catch pass the cheap filter in front of them.
        for line in [
            "Against the targets of Issue 14", "other Helpers' builds", "Two rounds of", "a Work item", "This session", "previous landing",
        ] {
            #expect(Self.mayTalkOfWork(line) && Self.workTalk.contains { line.contains($0) }, "\(line)")
        }
    }

    /// Phrases that tell how a figure or the code moved over time. The pages give the product as
    /// it is and its latest figures; how they got there belongs in CHANGELOG.md.
    static var historyTalk: [Regex<AnyRegexOutput>] {
        [
            try! Regex(#"(?i)\b(fell|dropped|rose|went|grew) from \d"#),
            try! Regex(#"(?i)\bbefore the (change|split|refactor)s?\b"#),
            try! Regex(#"(?i)\d( million| s| µs| MiB)? before[,)]"#),
            try! Regex(#"(?i)\bthe code before\b"#),
            try! Regex(#"(?i)\bnext steps\b"#),
        ]
    }

    /// Whether `line` holds a word one of the `historyTalk` patterns needs.
    static func mayTellHistory(_ line: String) -> Bool {
        let lower = line.lowercased()
        return ["from", "before", "next steps"].contains { lower.contains($0) }
    }

    @Test func noPageRecordsHowItGotThere() throws {
        for line in try Self.pageLines(matching: Self.historyTalk, prefilter: Self.mayTellHistory) {
            Issue.record("tells how the product got here (CHANGELOG.md's part): \(line)")
        }
    }

    @Test func theCheckCatchesHistoryTalk() {
        for line in [
            "the session thread's instructions fell from 963 to 523 million",
            "the cold build not slower than before the split",
            "666 million (842 million before, −20.8 %)",
            "0.97 s (1.4 s before)",
            "the code before the split", "Next steps, not taken",
        ] {
            #expect(Self.mayTellHistory(line) && Self.historyTalk.contains { line.contains($0) }, "\(line)")
        }
        for line in ["the adapter starts before the first pass ends", "read from 20,692 to 999,128 vectors"] {
            #expect(!Self.historyTalk.contains { line.contains($0) }, "\(line)")
        }
    }

    /// The ```json blocks of the pages that show an expectations file.
    static func expectationBlocks() throws -> [(source: String, text: String)] {
        var out: [(String, String)] = []
        for document in ["README.md"] + DocExampleTests.docsPages {
            let lines = try Self.text(document).components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index] == "```json" else { continue }
                let start = index + 1
                var end = start
                while end < lines.count, lines[end] != "```" { end += 1 }
                let block = lines[start..<end].joined(separator: "\n")
                if block.contains("\"expectations\"") { out.append(("\(document):\(start + 1)", block + "\n")) }
                index = end
            }
        }
        return out
    }

    @Test func theExpectationsFileShownIsTheOneTheExamplesRunWith() throws {
        let shown = try Self.expectationBlocks()
        #expect(shown.contains { $0.source.hasPrefix("README.md:") }, "the README shows no expectations file")
        let used = try Self.text("Tests/PaySpecDocExampleTests/Workspace/expectations.json")
        for block in shown {
            #expect(block.text == used, "\(block.source) differs from Workspace/expectations.json, which the examples run with")
        }
    }

    @Test func theExpectationsFileShownIsAcceptedAsPrinted() throws {
        let workspace = try ExampleWorkspace.make()
        defer { workspace.remove() }
        let shown = try #require(Self.expectationBlocks().first { $0.source.hasPrefix("README.md:") })
        try shown.text.write(toFile: workspace.path + "/pasted.json", atomically: true, encoding: .utf8)
        let outcome = try workspace.run("payspec run --adapter ./my-adapter --expect pasted.json")
        #expect(outcome.status == 0, "the README's expectations file, pasted: \(outcome)")
        #expect(outcome.stdout.contains("skipped"))
    }

    @Test func everyRelativeLinkOfThePagesResolves() throws {
        for document in ["README.md"] + DocExampleTests.docsPages {
            let folder = (document as NSString).deletingLastPathComponent
            for match in try Self.text(document).matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.hasPrefix("http"), !target.hasPrefix("#") else { continue }
                let file = String(target.prefix { $0 != "#" })
                let path = ((DocRoot.path + "/" + folder) as NSString).appendingPathComponent(file)
                #expect(FileManager.default.fileExists(atPath: path), "\(document): a link to \(target), which does not exist")
            }
        }
    }
}

/// The SEB status table on the shape page is the spec's table, row for row.
@Suite("The SEB status table of golden/suites")
struct SEBStatusTablePageTests {
    @Test func theShapePageGivesTheSpecsStatusTable() throws {
        let page = try GuidePagesTests.text("golden/suites/seb-moneycollect.md")
        let start = try #require(page.range(of: "| platform status | outcome |"), "no status table on the page")
        let table = String(page[start.lowerBound...]).components(separatedBy: "\n\n").first ?? ""
        var shown: [String: String] = [:]
        var otherwise: String?
        for line in table.components(separatedBy: "\n") {
            guard let match = line.wholeMatch(of: /\| (.+) \| `([a-z]+)` \|/) else { continue }
            if match.1.hasPrefix("any other string") {
                otherwise = String(match.2)
                continue
            }
            for status in match.1.split(separator: ", ") {
                shown[status.trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = String(match.2)
            }
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: DocRoot.path + "/spec/seb/platform-statuses.json")))
        let rows = try #require(try JSONParser.parseValue(bytes)["rows"]?.arrayValue)
        var spec: [String: String] = [:]
        for row in rows {
            if let status = row["status"]?.stringValue {
                spec[status] = row["outcome"]?.stringValue
            } else {
                #expect(otherwise == row["outcome"]?.stringValue, "the unrecognised row")
            }
        }
        #expect(spec.count >= 9)
        #expect(shown == spec, "golden/suites/seb-moneycollect.md's status table differs from spec/seb/platform-statuses.json")
    }
}
