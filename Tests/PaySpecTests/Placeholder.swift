import Testing
@Test func builds() { #expect(Bool(true)) }
