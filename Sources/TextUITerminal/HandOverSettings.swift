import Foundation

/// The terminal settings a process hands to its successor in ``Terminal/handOverVariable``:
/// the ones to restore when the successor ends, saved before the first process set raw mode.
///
/// The format is `termios1:` followed by the bytes of the system's `struct termios` in
/// lowercase hexadecimal: both processes are builds of one program on one machine, so the
/// layout is the same; a value of another length or with other characters is refused, and
/// the successor then starts as any program does.
enum HandOverSettings {
  private static let prefix = "termios1:"

  static func encode(_ settings: termios) -> String {
    var settings = settings
    let bytes = withUnsafeBytes(of: &settings) { Array($0) }
    return prefix + bytes.map { String(format: "%02x", $0) }.joined()
  }

  static func decode(_ text: String) -> termios? {
    guard text.hasPrefix(prefix) else { return nil }
    let hex = Array(text.utf8.dropFirst(prefix.utf8.count))
    guard hex.count == MemoryLayout<termios>.size * 2 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(hex.count / 2)
    var index = 0
    while index < hex.count {
      guard let high = nibble(hex[index]), let low = nibble(hex[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    var settings = termios()
    withUnsafeMutableBytes(of: &settings) { $0.copyBytes(from: bytes) }
    return settings
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
