/// The enums generated from spec/ by PaySpecEnumsPlugin. Nothing in this module is written by hand
/// except this file; see `spec/README.md` for the tables and `Sources/PaySpecGenerator` for the generator.
public enum PaySpecEnums {}
