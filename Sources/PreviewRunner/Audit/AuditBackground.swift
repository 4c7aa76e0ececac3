import TextUI

/// The terminal background `audit --background` checks contrast on: `dark`, `light` or a
/// colour `#rrggbb`, instead of each variant's own.
package struct AuditBackground: RawRepresentable, Codable, Sendable, Equatable {
  /// The terminal it stands for.
  package var appearance: TerminalAppearance
  /// As typed: `dark`, `light` or `#rrggbb` (lower-case).
  package var rawValue: String

  /// The background `rawValue` names, or `nil` when it names none.
  package init?(rawValue: String) {
    switch rawValue.lowercased() {
    case "dark": appearance = .dark
    case "light": appearance = .light
    case let hex where hex.hasPrefix("#") && hex.count == 7:
      guard let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
      appearance = .on(
        TerminalPalette.RGB(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)))
    default: return nil
    }
    self.rawValue = rawValue.lowercased()
  }
}
