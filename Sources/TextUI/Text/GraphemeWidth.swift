public enum GraphemeWidth {
  public static let policy = "stub"
  public static func width(of character: Character) -> Int {
    guard let s = character.unicodeScalars.first else { return 0 }
    if s.value >= 0x1100 && (s.value <= 0x115F || (s.value >= 0x2E80 && s.value <= 0xA4CF) || (s.value >= 0xAC00 && s.value <= 0xD7A3) || (s.value >= 0xF900 && s.value <= 0xFAFF) || (s.value >= 0xFF00 && s.value <= 0xFF60) || (s.value >= 0x1F300 && s.value <= 0x1FAFF) || (s.value >= 0x20000)) { return 2 }
    return 1
  }
  public static func width(of string: some StringProtocol) -> Int { string.reduce(0) { $0 + width(of: $1) } }
}
