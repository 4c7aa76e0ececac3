/// Bytes a terminal may send when things go wrong, drawn from the suite's seeded generator:
/// escape sequences cut short or with random parameters and finals, strings (OSC, DCS, APC…)
/// and bracketed pastes that never end, stray controls, broken UTF-8 and C1 bytes, text.
///
/// Never Ctrl-C or Ctrl-Z, which end or stop the app, and nothing that moves the focus or
/// presses another control (Tab, Shift-Tab, Enter, the arrows, mouse reports, keypad Enter
/// and Tab, extended-key reports), even joined with what follows: the fuzz acts where it
/// starts, so the app is still there for the Ctrl-C that must end it after.
enum InputFuzz {
  static func escapeSequences(count: Int, using random: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      bytes += chunk(using: &random)
    }
    return Array(bytes.prefix(count))
  }

  private static let parameters = Array("0123456789;:<=>?".utf8)
  private static let finals = Array("HFPQRS~$^@cdIOJKhlnrst".utf8)
  private static let singleShiftFinals = Array("PQRSHF".utf8)
  private static let stringIntroducers = Array("]P_^X".utf8)
  /// C0 controls that neither end, stop nor move anything (no Ctrl-C, Tab, LF, CR, Ctrl-Z, ESC).
  private static let controls: [UInt8] = (0..<0x20).filter { ![0x03, 0x09, 0x0A, 0x0D, 0x1A, 0x1B].contains($0) }

  private static func chunk(using random: inout SeededGenerator) -> [UInt8] {
    func pick(_ choices: [UInt8]) -> UInt8 { choices[Int.random(in: 0..<choices.count, using: &random)] }
    func text(_ length: Int) -> [UInt8] { (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) } }
    switch Int.random(in: 0..<9, using: &random) {
    case 0, 1:
      // A control sequence; a report of an extended key (27;…) could be Tab or Enter.
      var sequence: [UInt8] = [0x1B, 0x5B] + (0..<Int.random(in: 0...12, using: &random)).map { _ in pick(parameters) }
      if sequence.count > 3 && sequence[2] == 0x32 && sequence[3] == 0x37 { sequence[3] = 0x38 }
      // Cut short, it is ended by a byte that cannot continue it: the next chunk's text must
      // not complete it into an arrow.
      sequence.append(Bool.random(using: &random) ? pick(finals) : 0xFF)
      return sequence
    case 2:
      return [0x1B, 0x4F, Bool.random(using: &random) ? pick(singleShiftFinals) : 0xFF]
    case 3:
      // A string, ended by BEL, by ST, or never.
      let ends: [[UInt8]] = [[0x07], [0x1B, 0x5C], []]
      return [0x1B, pick(stringIntroducers)] + text(Int.random(in: 0...40, using: &random))
        + ends[Int.random(in: 0..<3, using: &random)]
    case 4:
      // A bracketed paste that may never end.
      return Array("\u{1B}[200~".utf8) + text(Int.random(in: 0...60, using: &random))
        + (Bool.random(using: &random) ? Array("\u{1B}[201~".utf8) : [])
    case 5:
      return text(Int.random(in: 1...16, using: &random))
    case 6:
      return (0..<Int.random(in: 1...6, using: &random)).map { _ in UInt8.random(in: 0x80...0xFF, using: &random) }
    case 7:
      return [pick(controls)]
    default:
      // Esc with a letter (Option-letter); a lone Esc could begin a sequence with what follows.
      return [0x1B, UInt8.random(in: 0x61...0x7A, using: &random)]
    }
  }
}
