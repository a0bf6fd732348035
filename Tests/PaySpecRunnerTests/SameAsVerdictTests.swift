import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// `$sameAs` judges wording without PaySpec's wording: the status view's text for a payment
/// result is the text the same implementation gives for that key in that language, and a
/// reason's meaning shown in the view is the meaning it gives for the reason elsewhere.
@Suite(.waitsOnProcesses)
struct SameAsVerdictTests {
    static let preset = "comgate.translations/text-cs-statusAuthorized"
    static let shown = "comgate.status-view/show-authorized-cs"

    static func check(_ presetText: String, _ shownText: String) -> (status: Int32, out: String) {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        let lines = [
            JSONWriter.line(["id": .string(preset), "output": ["known": true, "text": .string(presetText)]]),
            JSONWriter.line(["id": .string(shown), "output": ["visible": true, "text": .string(shownText), "style": "success"]]),
        ]
        try! (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["check", "--outputs", path, "--id", preset, "--id", shown])
        return (r.status, r.out)
    }

    @Test func anHonestWordingUsedConsistentlyPasses() {
        let r = Self.check("Rezervováno", "Rezervováno")
        #expect(r.status == 0, "\(r.out)")
    }

    @Test func theImplementationsOwnPaidTextForAnAuthorizedPaymentFails() {
        let r = Self.check("Rezervováno", "Hotovo")
        #expect(r.status == 1)
        #expect(r.out.contains("not the text this implementation gives for statusAuthorized [cs] in \(Self.preset)"), "\(r.out)")
    }

    /// A preset answered with PaySpec's own text keeps nothing beside its pass; the view's text
    /// is still judged against it.
    @Test func againstAPresetThatIsPaySpecsOwnTextToo() {
        #expect(Self.check("Autorizováno", "Autorizováno").status == 0)
        let r = Self.check("Autorizováno", "Rezervováno")
        #expect(r.status == 1)
        #expect(r.out.contains("expected \"Autorizováno\", got \"Rezervováno\""), "\(r.out)")
    }

    /// Where the named vector is not run, nothing is compared: the view's own wording stands.
    @Test func withoutTheNamedVectorNothingIsCompared() {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        let line = JSONWriter.line(["id": .string(Self.shown), "output": ["visible": true, "text": "Rezervováno", "style": "success"]])
        try! (line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["check", "--outputs", path, "--id", Self.shown])
        #expect(r.status == 0, "\(r.out)")
    }

    @Test func theMarkerNamesTheVectorItIsTheSameAs() throws {
        let pipeline = try ConformancePipeline(ConformanceOptions())
        let v = try #require(pipeline.allVectors.first { $0.id == Self.shown })
        let marker = try #require(v.vector.expect["text"].flatMap(AuthoredValue.init))
        #expect(marker.sameAs == Self.preset)
        #expect(marker.formProblem == nil)
        #expect(AuthoredValue(["$authored": true, "accept": ["boolean"], "$sameAs": "x"])?.formProblem?.contains("$sameAs") == true)
        let texts = AnsweredText.collect(expected: v.vector.expect, actual: ["visible": true, "text": "Hotovo", "style": "success"])
        #expect(texts.map(\.value) == ["Hotovo"])
        #expect(AnsweredText.parts(of: texts[0].kind)?.sameAs == Self.preset)
        #expect(AnsweredText.parts(of: texts[0].kind)?.reference == "Autorizováno")
    }
}
