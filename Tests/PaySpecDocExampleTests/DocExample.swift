import Foundation

/// One command a document or a `--help` page shows a reader, with where it was shown.
struct DocExample: Hashable, CustomStringConvertible {
    /// The command as a reader would paste it: continuation lines joined, trailing comment dropped.
    var command: String
    /// `README.md:68` or `payspec run --help`.
    var source: String
    /// The text block printed right after the command's block, when the document shows its output.
    var shownOutput: String?

    var description: String { "\(source): \(command)" }
}

/// Finds the command examples in Markdown files and `--help` pages.
enum DocExampleExtractor {
    /// Every command in a ```sh (or bash/shell) block. A ```text block directly after a
    /// one-command block is that command's shown output.
    static func markdownExamples(_ text: String, file: String) -> [DocExample] {
        var examples: [DocExample] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        var pendingShell: [DocExample] = []
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                if !trimmed.isEmpty { flush(&pendingShell, into: &examples) }
                index += 1
                continue
            }
            let info = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            let indent = lines[index].prefix { $0 == " " }.count
            var body: [(line: Int, text: String)] = []
            index += 1
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append((index + 1, String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count)))))
                index += 1
            }
            index += 1
            if ["sh", "bash", "shell"].contains(info) {
                flush(&pendingShell, into: &examples)
                pendingShell = commands(in: body, file: file)
            } else if info == "text", pendingShell.count == 1 {
                pendingShell[0].shownOutput = body.map(\.text).joined(separator: "\n") + "\n"
                flush(&pendingShell, into: &examples)
            } else {
                flush(&pendingShell, into: &examples)
            }
        }
        flush(&pendingShell, into: &examples)
        return examples
    }

    /// The indented `payspec …` lines of a help page's EXAMPLES section.
    static func helpExamples(_ text: String, page: String) -> [DocExample] {
        var examples: [DocExample] = []
        var inExamples = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("EXAMPLES") {
                inExamples = true
                continue
            }
            if !line.hasPrefix(" ") && !line.isEmpty { inExamples = false }
            guard inExamples else { continue }
            let command = stripComment(line.trimmingCharacters(in: .whitespaces))
            if command.hasPrefix("payspec ") || command == "payspec" {
                examples.append(DocExample(command: command, source: page))
            }
        }
        return examples
    }

    private static func flush(_ pending: inout [DocExample], into examples: inout [DocExample]) {
        examples += pending
        pending = []
    }

    private static func commands(in body: [(line: Int, text: String)], file: String) -> [DocExample] {
        var out: [DocExample] = []
        var current = ""
        var startLine = 0
        for (line, text) in body {
            if current.isEmpty { startLine = line }
            let piece = current.isEmpty ? stripComment(text) : stripComment(text).trimmingCharacters(in: .whitespaces)
            if piece.hasSuffix("\\") {
                current += String(piece.dropLast()).trimmingCharacters(in: .whitespaces) + " "
                continue
            }
            current += piece
            let command = current.trimmingCharacters(in: .whitespaces)
            current = ""
            if !command.isEmpty { out.append(DocExample(command: command, source: "\(file):\(startLine)")) }
        }
        return out
    }

    /// Drops a ` # comment` that is outside quotes.
    static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " || offset == 0 {
                return String(line.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}
