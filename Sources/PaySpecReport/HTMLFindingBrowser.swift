/// The findings of a browsable HTML report: a folding section per suite, a row per finding with
/// the offending text beside its reference, and a filter and pager driven by an inline script.
/// Without scripts the page is complete (every section unfolds); the script only hides rows.
/// Every string from an input goes through `MarkupText` into element text or a quoted
/// attribute; the script is a constant that reads the rows' `data-` attributes, so no input is
/// ever part of it.
enum HTMLFindingBrowser {
    /// Rows per page when the script pages.
    static let pageSize = 100
    /// Up to this many findings every section starts unfolded; above it they start folded, so a
    /// page without scripts opens on the summary, not on thousands of rows.
    static let unfoldedLimit = 300

    static let style = """
        [hidden]{display:none!important}
        form.browse{position:sticky;top:0;background:#fff;border-bottom:1px solid #ccc;padding:8px 0;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
        form.browse label{white-space:nowrap}details.suite{margin:6px 0}details.suite>summary{cursor:pointer;padding:4px 0}
        table.findings{width:100%;table-layout:fixed}table.findings td{vertical-align:top;overflow-wrap:anywhere}
        table.findings th.key{width:16%}table.findings th.sev{width:6em}table.findings th.rule{width:11em}
        span.value{background:#f6f8fa;border:1px dotted #999;white-space:pre-wrap;padding:0 2px}i.none{color:#777}
        small.where{color:#555}ul.group{margin:4px 0;padding-left:18px}
        """

    /// The page's one script: filter by suite, rule, severity and text, then page the matches.
    /// A fragment presets the filter (`report.html#f-suite=l10n.de&f-text=pay`), so a link can
    /// point a translator at their language.
    static let script = """
        (function(){
        var form=document.getElementById('browse');if(!form)return;form.hidden=false;
        var rows=Array.prototype.slice.call(document.querySelectorAll('tr.finding'));
        var suites=Array.prototype.slice.call(document.querySelectorAll('details.suite'));
        var texts=null,page=0,size=\(pageSize),shown=[],timer=0;
        function el(id){return document.getElementById(id);}
        function count(list){var n=0;list.forEach(function(x){n+=+(x.dataset.count||1);});return n;}
        var total=count(rows);
        function apply(){
        var s=el('f-suite').value,r=el('f-rule').value,v=el('f-severity').value,t=el('f-text').value.trim().toLowerCase();
        if(t&&!texts)texts=rows.map(function(x){return x.textContent.toLowerCase();});
        var m=[];
        for(var i=0;i<rows.length;i++){var d=rows[i].dataset;
        if((!s||d.suite===s)&&(!r||d.rule===r)&&(!v||d.severity===v)&&(!t||texts[i].indexOf(t)>=0))m.push(rows[i]);}
        var pages=Math.max(1,Math.ceil(m.length/size));if(page>=pages)page=pages-1;
        shown.forEach(function(x){x.hidden=true;});
        shown=m.slice(page*size,(page+1)*size);shown.forEach(function(x){x.hidden=false;});
        suites.forEach(function(d){var any=d.querySelector('tr.finding:not([hidden])')!==null;d.hidden=!any;if(any)d.open=true;});
        el('f-status').textContent=count(m)+' of '+total+' findings, page '+(page+1)+' of '+pages;
        el('f-prev').disabled=page===0;el('f-next').disabled=page>=pages-1;}
        rows.forEach(function(x){x.hidden=true;});
        var ids=['f-suite','f-rule','f-severity','f-text'];
        function preset(){if(!location.hash)return false;ids.forEach(function(id){el(id).value='';});
        location.hash.slice(1).split('&').forEach(function(p){var i=p.indexOf('=');if(i<0)return;
        var id=decodeURIComponent(p.slice(0,i)),c=ids.indexOf(id)>=0?el(id):null;
        if(c)c.value=decodeURIComponent(p.slice(i+1).replace(/\\+/g,' '));});return true;}
        preset();
        window.addEventListener('hashchange',function(){if(preset()){page=0;apply();form.scrollIntoView();}});
        ['f-suite','f-rule','f-severity'].forEach(function(id){el(id).addEventListener('change',function(){page=0;apply();});});
        el('f-text').addEventListener('input',function(){clearTimeout(timer);timer=setTimeout(function(){page=0;apply();},150);});
        el('f-prev').addEventListener('click',function(){page--;apply();});
        el('f-next').addEventListener('click',function(){page++;apply();});
        apply();})();
        """

    static func render(_ report: FindingsReport) -> String {
        let h = MarkupText.html
        let suites = report.suites.filter { $0.cases.contains { !$0.findings.isEmpty } }
        guard !suites.isEmpty else { return "" }
        let all = suites.flatMap { $0.cases.flatMap(\.findings) }
        let suiteLabel = commonPrefixDropped(suites.map(\.name))
        var out = "<h2>Findings</h2>\n"
        out += "<form id=\"browse\" class=\"browse\" hidden>"
        out += select("f-suite", report.facetNames.suite, suites.map(\.name), labels: suiteLabel)
        let rules = Array(Set(all.map(\.ruleID))).sorted()
        out += select("f-rule", report.facetNames.rule, rules, labels: rules)
        let severities = FindingSeverity.allCases.filter { s in all.contains { $0.severity == s } }.map(\.rawValue)
        out += select("f-severity", "severity", severities, labels: severities)
        out += "<label>text <input id=\"f-text\" type=\"search\" placeholder=\"key, text or message\"></label>"
        out += "<button type=\"button\" id=\"f-prev\">previous</button><span id=\"f-status\"></span>"
        out += "<button type=\"button\" id=\"f-next\">next</button></form>\n"
        let unfolded = all.count <= unfoldedLimit
        let evidence = all.contains { $0.found != nil || $0.reference != nil }
        var header = "<tr><th class=\"key\">\(h(report.facetNames.item))</th><th class=\"sev\">severity</th>"
        header += "<th class=\"rule\">\(h(report.facetNames.rule))</th>"
        if evidence { header += "<th>\(h(report.evidenceHeadings.found))</th><th>\(h(report.evidenceHeadings.reference))</th>" }
        header += "<th>finding</th></tr>\n"
        for suite in suites {
            let count = suite.cases.reduce(0) { $0 + $1.findings.count }
            // The id is the fragment that filters to the suite, so a link to it works with or
            // without the script (the browser decodes the fragment before matching ids).
            out += "<details class=\"suite\" id=\"\(h("f-suite=" + suite.name))\"\(unfolded ? " open" : "")><summary><b>"
            out += h(TerminalText.inline(suite.heading ?? suite.name)) + "</b> (\(count) finding\(count == 1 ? "" : "s"))</summary>\n"
            out += "<table class=\"findings\">" + header
            let items = suite.cases.flatMap { c in c.findings.map { (name: c.name, finding: $0) } }
            let perRule = Dictionary(grouping: items, by: \.finding.ruleID)
            var grouped = Set<String>()
            for item in items {
                let rule = item.finding.ruleID
                if let all = perRule[rule], all.count > groupThreshold {
                    if grouped.insert(rule).inserted {
                        out += groupRow(
                            all, suite: suite.name, item: report.facetNames.item, evidence: evidence,
                            evidenceHeadings: report.evidenceHeadings)
                    }
                    continue
                }
                out += row(item.name, item.finding, suite: suite.name, evidence: evidence)
            }
            out += "</table></details>\n"
        }
        return out
    }

    /// One finding: key, severity, rule, the texts side by side, the message and its place.
    static func row(_ name: String, _ f: ReportFinding, suite: String, evidence: Bool) -> String {
        let h = MarkupText.html
        var out = "<tr class=\"finding\" data-suite=\"\(h(suite))\" data-rule=\"\(h(f.ruleID))\" data-severity=\""
        out += "\(f.severity.rawValue)\"><td>\(h(TerminalText.inline(name)))</td>"
        out += "<td class=\"\(f.severity.rawValue)\">\(f.severity.rawValue)</td><td><code>\(h(f.ruleID))</code></td>"
        if evidence { out += "<td>\(text(f.found))</td><td>\(text(f.reference))</td>" }
        // The key has its own column: a message that starts with it does not repeat it.
        let message = f.message.hasPrefix(name + ": ") ? String(f.message.dropFirst(name.count + 2)) : f.message
        out += "<td>" + h(TerminalText.lines(message).joined(separator: "\n")).replacingOccurrences(of: "\n", with: "<br>")
        if let l = f.location { out += "<br><small class=\"where\">\(h(TerminalText.inline(l.description)))</small>" }
        if f.accepted { out += " <small>accepted</small>" }
        return out + "</td></tr>\n"
    }

    /// More findings of one rule in one suite than this share one row listing them all (a
    /// catalog missing 990 keys: one row, not 990), which keeps a bad catalog's page small.
    static let groupThreshold = 100

    /// The findings of one rule in one suite as one row: the count, and every key with its
    /// texts and place in a folded list (the text filter still finds each key in it).
    static func groupRow(
        _ items: [(name: String, finding: ReportFinding)], suite: String, item: String, evidence: Bool,
        evidenceHeadings: (found: String, reference: String)
    ) -> String {
        let h = MarkupText.html
        let first = items[0].finding
        let files = Set(items.map { $0.finding.location?.file })
        let oneFile = files.count == 1 ? files.first ?? nil : nil
        var out = "<tr class=\"finding\" data-suite=\"\(h(suite))\" data-rule=\"\(h(first.ruleID))\" data-severity=\""
        out += "\(first.severity.rawValue)\" data-count=\"\(items.count)\"><td>\(items.count) \(h(item))s</td>"
        out += "<td class=\"\(first.severity.rawValue)\">\(first.severity.rawValue)</td><td><code>\(h(first.ruleID))</code></td>"
        out += "<td colspan=\"\(evidence ? 3 : 1)\">"
        if let oneFile { out += "<small class=\"where\">\(h(TerminalText.inline(oneFile)))</small>" }
        out += "<details><summary>\(items.count) findings of this check, one per line: \(h(item))"
        out +=
            (evidence ? ", \(h(evidenceHeadings.found)) (if any), \(h(evidenceHeadings.reference))" : "") + "</summary><ul class=\"group\">"
        for (name, f) in items {
            out += "<li><code>\(h(TerminalText.inline(name)))</code>"
            if let found = f.found { out += " \(text(found))" }
            if let reference = f.reference { out += " \(text(reference))" }
            if let l = f.location {
                let place = oneFile != nil ? (l.line.map { "line \($0)" } ?? "") : l.description
                if !place.isEmpty { out += " <small class=\"where\">\(h(TerminalText.inline(place)))</small>" }
            }
            out += "</li>"
        }
        return out + "</ul></details></td></tr>\n"
    }

    /// `f-suite=NAME`, NAME percent-encoded: the fragment that presets the filter to a suite.
    static func fragment(suite: String) -> String {
        var out = "f-suite="
        for byte in suite.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (c.isLetter || c.isNumber || "-._~".contains(c)) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out
    }

    /// A catalog text as a translator must see it: its extent marked (leading and trailing
    /// spaces show), control and bidi-override characters spelled out, isolated so a
    /// right-to-left text cannot reorder the cells around it.
    static func text(_ value: String?) -> String {
        guard let value else { return "<i class=\"none\">none</i>" }
        guard !value.isEmpty else { return "<i class=\"none\">(empty)</i>" }
        return "<span class=\"value\" dir=\"auto\">\(MarkupText.html(TerminalText.inline(value)))</span>"
    }

    static func select(_ id: String, _ label: String, _ values: [String], labels: [String]) -> String {
        let h = MarkupText.html
        var out = "<label>\(h(label)) <select id=\"\(id)\"><option value=\"\">all</option>"
        for (value, shown) in zip(values, labels) {
            out += "<option value=\"\(h(value))\">\(h(TerminalText.inline(shown)))</option>"
        }
        return out + "</select></label>"
    }

    /// `l10n.de`, `l10n.fr` -> `de`, `fr`: the part that tells the suites apart.
    static func commonPrefixDropped(_ names: [String]) -> [String] {
        let prefixes = Set(names.map { $0.split(separator: ".", maxSplits: 1).first.map { String($0) + "." } ?? "" })
        guard prefixes.count == 1, let prefix = prefixes.first, !prefix.isEmpty,
            names.allSatisfy({ $0.count > prefix.count && $0.hasPrefix(prefix) })
        else { return names }
        return names.map { String($0.dropFirst(prefix.count)) }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
