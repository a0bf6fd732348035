import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Turns the variant members of a suite into vectors, keeping the set lean: a variant whose input
/// some vector already has judges nothing new and is left out, and no member gets more than
/// `perMemberCap` variants.
enum SystematicVariants {
    /// The most variants one member may add. The string families give at most 28 on a member;
    /// enumerations stop here too, so no member's variants outgrow the families.
    static let perMemberCap = 32

    /// The tag every variant vector carries (`payspec vectors stats` counts it).
    static let tag = "variant"

    @_optimize(none)
    static func vectors(
        suite: String, catalog: SpecCatalog, members: [VariantMember], after existing: [GoldenVector]
    ) -> [GoldenVector] {
        var seen = Set(existing.map { JSONWriter.line($0.input) })
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        for member in members {
            var added = 0
            for variant in member.variants {
                guard added < perMemberCap else { break }
                let input = member.base.settingMember(member.path, to: variant.value)
                guard !seen.contains(JSONWriter.line(input)), let e = member.judge(variant) else { continue }
                seen.insert(JSONWriter.line(input))
                b.add(
                    "variant-\(member.name)-\(variant.name)",
                    "\(member.path.joined(separator: ".")) \(variant.why): \(e.reason)", input: input, expect: e.expect,
                    spec: e.spec, tags: [tag, variant.family], ambiguities: e.ambiguities, byChoice: e.byChoice,
                    derived: e.derived)
                added += 1
            }
        }
        return b.vectors
    }
}

/// A suite's generator with its systematic variants added after its own vectors.
struct WithVariants: SuiteVectorGenerator {
    let generator: any SuiteVectorGenerator
    /// The members of the suite and their variants (from the spec catalog).
    let members: @Sendable (SpecCatalog) -> [VariantMember]
    /// Applied to the variant vectors only (MoneyCollect marks bodies holding JSON null).
    var finish: @Sendable ([GoldenVector]) -> [GoldenVector] = { $0 }

    var suite: String { generator.suite }
    var description: String { generator.description }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        let own = generator.vectors(from: catalog)
        return own + finish(SystematicVariants.vectors(suite: suite, catalog: catalog, members: members(catalog), after: own))
    }
}
