import Testing

@testable import TextUITerminal

@Suite struct InputDecoderTests {}
