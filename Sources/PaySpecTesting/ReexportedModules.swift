// `PaySpecConformance.fuzz` returns a `FuzzOutcome`: the fuzzer's types come along too.
@_exported import PaySpecFuzz
// `import PaySpecTesting` is enough for an SDK's conformance test: `PaySpecImplementation`,
// `ImplementationInfo`, `JSONValue` and the rest of what `check` names come with it.
@_exported import PaySpecRunner
