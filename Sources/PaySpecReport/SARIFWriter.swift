import PaySpecJSON

/// SARIF 2.1.0 (GitHub code scanning, Android Lint's format): one run, the rules the findings
/// name, and a result per finding with its file and line.
public enum SARIFWriter {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public static func value(_ report: FindingsReport) -> JSONValue {
        var results: [JSONValue] = []
        var ruleIDs: [String] = []
        func add(_ f: ReportFinding, fallback: ReportLocation?, caseName: String?) {
            if !ruleIDs.contains(f.ruleID) { ruleIDs.append(f.ruleID) }
            var result: [String: JSONValue] = [
                "ruleId": .string(f.ruleID), "level": .string(f.severity.rawValue),
                "message": ["text": .string(f.message.isEmpty ? f.title : f.message)],
            ]
            if let location = f.location ?? fallback { result["locations"] = [self.location(location)] }
            if let caseName { result["properties"] = ["case": .string(caseName)] }
            if f.accepted {
                result["suppressions"] = [["kind": "external", "justification": "accepted by an allowlist or expectations file"]]
            }
            results.append(.object(result))
        }
        for item in report.runFindings { add(item.finding, fallback: nil, caseName: nil) }
        for suite in report.suites {
            for c in suite.cases { for f in c.findings { add(f, fallback: c.location, caseName: c.name) } }
        }
        let described = Dictionary(report.rules.map { ($0.id, $0.description) }, uniquingKeysWith: { a, _ in a })
        let rules: [JSONValue] = ruleIDs.map { id in
            ["id": .string(id), "shortDescription": ["text": .string(described[id] ?? id)]]
        }
        var tool: [String: JSONValue] = [
            "driver": [
                "name": "payspec", "version": .string(report.toolVersion), "semanticVersion": .string(report.toolVersion),
                "informationUri": "https://github.com/payspec/payspec", "rules": .array(rules),
            ]
        ]
        if let suite = report.suiteVersion {
            // The vectors and spec that judged are a component of the tool, versioned on their own.
            let semantic = String(suite.prefix { $0 != "+" })
            tool["extensions"] = [["name": "payspec-suite", "version": .string(suite), "semanticVersion": .string(semantic)]]
        }
        var properties: [String: JSONValue] = ["title": .string(report.title), "summary": .string(report.summary)]
        if let suite = report.suiteVersion { properties["suiteVersion"] = .string(suite) }
        let run: JSONValue = [
            "tool": .object(tool),
            "results": .array(results),
            "invocations": [["executionSuccessful": .bool(report.succeeded), "commandLine": .string("payspec \(report.command)")]],
            "properties": .object(properties),
        ]
        return ["$schema": .string(schema), "version": "2.1.0", "runs": [run]]
    }

    public static func render(_ report: FindingsReport) -> String {
        JSONWriter.document(value(report), rowArrays: [])
    }

    static func location(_ l: ReportLocation) -> JSONValue {
        var physical: [String: JSONValue] = ["artifactLocation": ["uri": .string(uri(l.file))]]
        if let line = l.line {
            var region: [String: JSONValue] = ["startLine": .integer(line)]
            if let column = l.column { region["startColumn"] = .integer(column) }
            physical["region"] = .object(region)
        }
        return ["physicalLocation": .object(physical)]
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become `file://`;
    /// everything but unreserved characters and `/` is percent-encoded.
    /// A `payspec://` URI (a vector of the built-in suite, which no repository holds as a file)
    /// keeps its scheme.
    public static func uri(_ path: String) -> String {
        let scheme = VectorURI.scheme
        if path.hasPrefix(scheme) { return scheme + uri(String(path.dropFirst(scheme.count))) }
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return out
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
