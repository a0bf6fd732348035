import Foundation
import PaySpecJSON

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The required structure of JUnit XML as Jenkins and Ant read it, and of SARIF 2.1.0: a list
/// of problems, empty when the document is valid. No network, no schema files.
enum StructureValidators {
    static func junit(_ text: String) -> [String] {
        #if canImport(FoundationXML) || os(macOS)
            let document: XMLDocument
            do { document = try XMLDocument(xmlString: text) } catch { return ["not well-formed XML: \(error)"] }
            guard let root = document.rootElement(), root.name == "testsuites" else { return ["root element is not <testsuites>"] }
            var problems: [String] = []
            func number(_ e: XMLElement, _ name: String) -> Double? {
                guard let v = e.attribute(forName: name)?.stringValue else {
                    problems.append("<\(e.name ?? "?")> lacks \(name)")
                    return nil
                }
                guard let d = Double(v), d >= 0 else {
                    problems.append("<\(e.name ?? "?")> \(name)=\"\(v)\" is not a count")
                    return nil
                }
                return d
            }
            var totals = [0, 0, 0, 0]
            let suites = root.elements(forName: "testsuite")
            for suite in suites {
                if suite.attribute(forName: "name") == nil { problems.append("<testsuite> lacks name") }
                _ = number(suite, "time")
                var counted = [0, 0, 0, 0]
                for testCase in suite.elements(forName: "testcase") {
                    if testCase.attribute(forName: "name") == nil || testCase.attribute(forName: "classname") == nil {
                        problems.append("<testcase> lacks name or classname")
                    }
                    _ = number(testCase, "time")
                    counted[0] += 1
                    counted[1] += testCase.elements(forName: "failure").count
                    counted[2] += testCase.elements(forName: "error").count
                    counted[3] += testCase.elements(forName: "skipped").count
                    for child in testCase.children ?? [] {
                        guard let name = child.name, child.kind == .element else { continue }
                        if !["failure", "error", "skipped", "system-out", "system-err"].contains(name) {
                            problems.append("<testcase> has unknown child <\(name)>")
                        }
                    }
                }
                for (i, attribute) in ["tests", "failures", "errors", "skipped"].enumerated() {
                    if let n = number(suite, attribute), Int(n) != counted[i] {
                        problems.append(
                            "testsuite \(suite.attribute(forName: "name")?.stringValue ?? "?"): \(attribute)=\(Int(n)) but \(counted[i]) counted"
                        )
                    }
                    totals[i] += counted[i]
                }
            }
            _ = number(root, "time")
            for (i, attribute) in ["tests", "failures", "errors", "skipped"].enumerated() {
                if let n = number(root, attribute), Int(n) != totals[i] {
                    problems.append("testsuites: \(attribute)=\(Int(n)) but \(totals[i]) in its suites")
                }
            }
            return problems
        #else
            return []
        #endif
    }

    static func sarif(_ text: String) -> [String] {
        guard let root = try? JSONParser.parseValue(Array(text.utf8)) else { return ["not JSON"] }
        var problems: [String] = []
        if root["version"] != "2.1.0" { problems.append("version is not 2.1.0") }
        if root["$schema"]?.stringValue?.contains("sarif") != true { problems.append("$schema does not name SARIF") }
        guard let runs = root["runs"]?.arrayValue, !runs.isEmpty else { return problems + ["no runs"] }
        for run in runs {
            if run["tool"]?["driver"]?["name"]?.stringValue?.isEmpty != false { problems.append("run lacks tool.driver.name") }
            for result in run["results"]?.arrayValue ?? [] {
                if result["ruleId"]?.stringValue == nil { problems.append("result lacks ruleId") }
                if result["message"]?["text"]?.stringValue == nil { problems.append("result lacks message.text") }
                if let level = result["level"]?.stringValue, !["none", "note", "warning", "error"].contains(level) {
                    problems.append("level \(level) not allowed")
                }
                for location in result["locations"]?.arrayValue ?? [] {
                    let physical = location["physicalLocation"]
                    if physical?["artifactLocation"]?["uri"]?.stringValue == nil { problems.append("location lacks artifactLocation.uri") }
                    if let line = physical?["region"]?["startLine"], (line.intValue ?? 0) < 1 { problems.append("startLine < 1") }
                }
            }
        }
        return problems
    }
}
