// The runner's public API names types of these modules (`JSONValue` and `Diagnostic`,
// `VectorLevel` and `GoldenVector`, `PaySpecSuite`, `VectorResult`, `AdapterFailure`); an SDK's
// test target imports PaySpecRunner or PaySpecTesting only, so they come along and every name the
// API uses is in scope.
@_exported import PaySpecAdapter
@_exported import PaySpecGolden
@_exported import PaySpecJSON
@_exported import PaySpecJudging
@_exported import PaySpecVectors
