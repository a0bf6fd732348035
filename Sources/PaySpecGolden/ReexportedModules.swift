// `PaySpecSuite.files` are `SuiteFile`s and `specCatalog()` returns a `SpecCatalog`: importing
// PaySpecGolden brings both names into scope.
@_exported import PaySpecModel
@_exported import PaySpecSuiteFiles
