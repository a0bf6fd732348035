// `import PaySpecTesting` is enough for an SDK's conformance test: `PaySpecImplementation`,
// `ImplementationInfo`, `JSONValue` and the rest of what `check` names come with it.
@_exported import PaySpecRunner
