import Foundation
import PaySpecAdapter
import PaySpecDrift
import PaySpecJSON
import PaySpecTestSupport
import Testing

/// Only the tests that start an adapter wait on processes: the others compare in memory, and
/// holding a process slot while the shared catalog loads kept every process-waiting test of the
/// run waiting with them.
@Suite("Implementation inventory vs spec/")
struct InventoryTests {
    /// The inventory of a port that knows exactly what spec/ lists.
    static func complete() -> [String: [String]] {
        var inventory: [String: [String]] = [:]
        for (table, field) in InventoryComparison.fields {
            inventory[table] = Support.catalog.rows(table).filter { $0.level != .informative }.compactMap { $0.string(field) }
        }
        return inventory
    }

    /// A port that lacks one code and has one extra status.
    static func flawed() -> [String: [String]] {
        var inventory = complete()
        inventory["comgate/errors"]!.removeAll { $0 == "INVALID_CVV" }
        inventory["moneycollect/statuses"]!.append("refunded")
        return inventory
    }

    static func json(_ inventory: [String: [String]]) -> String {
        let object = JSONValue.object(inventory.mapValues { .array($0.map(JSONValue.string)) })
        return JSONWriter.line(["type": "inventory", "inventory": object])
    }

    @Test("a complete port has no findings")
    func complete() {
        #expect(InventoryComparison.compare(Self.complete(), with: Support.catalog).isEmpty)
    }

    @Test("a port that lacks one code and has one extra status")
    func lacksOneHasOneExtra() {
        let findings = InventoryComparison.compare(Self.flawed(), with: Support.catalog)
        #expect(
            findings.map { "\($0.severity.rawValue) \($0.rule) \($0.table)#\($0.key)" } == [
                "error inventory-missing comgate/errors#INVALID_CVV",
                "warning inventory-extra moneycollect/statuses#refunded",
            ])
        #expect(findings[0].file.hasSuffix("spec/comgate/errors.json"))
    }

    @Test("an unreported table is info, an unknown one too")
    func partial() {
        var inventory = Self.complete()
        inventory["seb/outcomes"] = nil
        inventory["acme/widgets"] = ["x"]
        let findings = InventoryComparison.compare(inventory, with: Support.catalog)
        #expect(findings.map(\.rule) == ["inventory-table-missing", "inventory-table-unknown"])
        #expect(findings.allSatisfy { $0.severity == .info })
    }

    @Test("payspec drift --inventory FILE reports it and exits 1; --fail-on never exits 0")
    func inventoryCommand() {
        let path = Support.write("inventory.json", Self.json(Self.flawed()))
        let result = Support.run(["drift", "--spec", Support.specDirectory, "--inventory", path])
        #expect(result.status == 1)
        #expect(result.out.contains("comgate/errors \"INVALID_CVV\": the implementation lacks code \"INVALID_CVV\" [inventory-missing]"))
        #expect(result.out.contains("\(path): warning: moneycollect/statuses \"refunded\""))
        #expect(Support.run(["drift", "--spec", Support.specDirectory, "--inventory", path, "--fail-on", "never"]).status == 0)
    }

    /// A small adapter script answering the runner's protocol (an executable file, run without a shell).
    /// Writes an executable script through a descriptor closed on exec. Foundation's
    /// `createFile` writes through a temporary file that is not: a child another test starts
    /// meanwhile would keep it open for writing as long as it runs, and the script could not be
    /// started ("Text file busy") until that child ended.
    static func adapter(_ body: String) -> String {
        let path = Support.temporaryDirectory() + "/adapter.sh"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        precondition(fd >= 0, "cannot write \(path)")
        let bytes = Array(("#!/bin/sh\n" + body).utf8)
        precondition(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
        return path
    }

    @Test("payspec drift --adapter asks the process for its inventory", .waitsOnProcesses)
    func adapterCommand() {
        let answer = Self.json(Self.flawed())
        let script = Self.adapter(
            """
            while read line; do
              case "$line" in
                *handshake*) echo '{"type":"handshake","protocol":"payspec/1"}' ;;
                *'"inventory"'*) printf '%s\\n' '\(answer)' ;;
                *shutdown*) exit 0 ;;
              esac
            done
            """)
        let result = Support.run(["drift", "--spec", Support.specDirectory, "--adapter", script])
        #expect(result.status == 1)
        #expect(result.out.contains("inventory-missing"))
        #expect(result.out.contains("moneycollect/statuses \"refunded\""))
    }

    @Test("an adapter that hangs is stopped after the timeout: exit 3", .waitsOnProcesses)
    func adapterTimeout() {
        // Stopped, not waited for: the adapter is gone when drift returns, and it never reached
        // the line after its wait (events, not a clock, so a loaded machine cannot fail it).
        let folder = Support.temporaryDirectory()
        let script = Self.adapter("echo $$ > '\(folder)/adapter.pid'\nsleep 300\necho ended > '\(folder)/ended'\n")
        let result = Support.run(["drift", "--spec", Support.specDirectory, "--adapter", script, "--timeout", "1"])
        #expect(result.status == 3)
        #expect(result.err.contains("gave no inventory within 1 s; it was stopped"))
        // On a loaded machine the shell may be stopped before it wrote its process id.
        if let pid = (try? String(contentsOfFile: folder + "/adapter.pid", encoding: .utf8)).flatMap({
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }) {
            #expect(ProcessPolling.isGone(pid), "adapter \(pid) outlived the drift run")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/ended"), "drift waited for the adapter to end on its own")
    }

    @Test("an adapter that cannot start, or ends without an answer: exit 3", .waitsOnProcesses)
    func adapterFailures() {
        let missing = Support.run(["drift", "--spec", Support.specDirectory, "--adapter", "/nonexistent/adapter --flag"])
        #expect(missing.status == 3)
        #expect(missing.err.contains("cannot start adapter"))
        let silent = Support.run(["drift", "--spec", Support.specDirectory, "--adapter", Self.adapter("echo garbage\n")])
        #expect(silent.status == 3)
        #expect(silent.err.contains("closed its output without an inventory answer"))
    }

    @Test("command words split like a shell's quotes, without a shell")
    func words() {
        #expect(InventoryRequest.words("node 'my adapter.js' --x \"a b\"") == ["node", "my adapter.js", "--x", "a b"])
    }
}
