import Foundation
import PaySpecTestSupport
import Testing

/// tools/mutation's JVM operators: each makes the mutant it names, on a Java snippet that holds
/// the construct, and the Java port's population holds every operator whose construct the port has.
@Suite(.waitsOnProcesses) struct JavaMutationOperatorTests {
    static let snippet = #"""
        package demo;

        final class Demo {
            String evaluate(Json value, Choices choices, SpecTables spec) throws InputError {
                String raw = Input.stringOrNull(value, "status");
                if (raw.toUpperCase(Locale.ROOT).equals("SETTLED")) return "ok";
                else if (raw.isEmpty()) return null;
                String[] parts = raw.split("-", -1);
                boolean found = pattern.matcher(raw).matches();
                long amount = price instanceof Json.Int n ? n.value() : 0;
                String name = Whitespace.trim(raw);
                for (SpecRow r : spec.rows("seb/outcomes")) names.add(r.string("outcome"));
                if (found) {
                    return "url".replace("{paymentId}", raw);
                } else {
                    return name;
                }
            }
        }
        """#

    /// Operator -> a text its mutants must contain.
    static let expected: [(operator: String, text: String)] = [
        ("locale-default-case", "raw.toUpperCase().equals"),
        ("reference-equality", "(raw.toUpperCase(Locale.ROOT) == \"SETTLED\")"),
        ("blank-vs-empty", "raw.isBlank()"),
        ("split-trailing", "raw.split(\"-\")"),
        ("matches-vs-find", "matcher(raw).find()"),
        ("narrowing", "((int) n.value())"),
        ("trim-vs-strip", "(raw).strip()"),
        ("trim-vs-strip", "(raw).trim()"),
        ("null-as-text", "java.util.Objects.toString(Input.stringOrNull(value, \"status\"), \"null\")"),
        ("table-row-dropped", "new java.util.ArrayList<>(spec.rows(\"seb/outcomes\")) {{ remove(0); }}"),
        ("table-rows-swapped", "{{ add(0, remove(1)); }}"),
        ("replacement-pattern", "replaceAll(java.util.regex.Pattern.quote(\"{paymentId}\"), raw)"),
        ("url-encoded", "java.net.URLEncoder.encode(raw, java.nio.charset.StandardCharsets.UTF_8)"),
        ("branches-swapped", "if (!(found))"),
        ("else-deleted", "return \"ok\";\n         if (raw.isEmpty())"),
        ("null-vs-empty", "return \"\";"),
    ]

    @Test func eachJVMOperatorMutatesItsConstruct() throws {
        guard let python = Fixture.python else { return }
        let script = """
            import json, sys
            sys.path.insert(0, sys.argv[1])
            import java_mutants
            from mutant import finish
            text = sys.stdin.read()
            tables = {"seb/outcomes": 3}
            out = [{"operator": m.operator, "source": m.source} for m in finish(java_mutants.enumerate_mutants(text, tables), "java", "Demo.java", text)]
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, Fixture.root + "/tools/mutation"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(Self.snippet.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let mutants = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
        for (op, text) in Self.expected {
            let sources = mutants.filter { $0["operator"] == op }.compactMap { $0["source"] }
            #expect(sources.contains { $0.contains(text) }, "no \(op) mutant contains \(text): \(sources.count) of that operator")
        }
        // a table of three rows: each dropped once, neighbours swapped twice
        #expect(mutants.filter { $0["operator"] == "table-row-dropped" }.count == 3)
        #expect(mutants.filter { $0["operator"] == "table-rows-swapped" }.count == 2)
    }

    @Test func theJavaPortsPopulationHoldsEveryOperatorItsCodeCanMake() throws {
        guard let python = Fixture.python else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Fixture.root + "/tools/mutation/mutate.py", "list", "--port", "java"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let operators = Set(
            text.split(separator: "\n").compactMap { line -> String? in
                let id = line.split(separator: "\t").first.map(String.init) ?? ""
                guard id.hasPrefix("java/src/payspec/") else { return nil }
                return id.split(separator: ":").dropFirst(2).first.map(String.init)
            })
        // the port has no regular expression, so matches-vs-find has nothing to mutate there
        for op in Self.expected.map(\.operator) where op != "matches-vs-find" {
            #expect(operators.contains(op), "the Java port's population has no \(op) mutant")
        }
    }
}
