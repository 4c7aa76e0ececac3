/// A title with an icon, as SwiftUI's `Label`. SF Symbol names map to a Unicode symbol with
/// the same meaning where one exists (see `Label.symbol(named:)`), otherwise "•".
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from any title and icon views, the icon first, one cell apart.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    HStack(spacing: 1) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Text {
  /// A label with a text title and a symbol icon.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    self.icon = Text(LabelSymbols.symbol(named: name))
  }
}

/// The SF Symbol names TextUI knows, with terminal-friendly stand-ins.
public enum LabelSymbols {
  static let table: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "bookmark": "⚐",
    "bookmark.fill": "⚑", "trash": "✗", "checkmark": "✓", "checkmark.circle": "✓",
    "xmark": "✕", "xmark.circle": "✕", "exclamationmark.triangle": "⚠",
    "exclamationmark.triangle.fill": "⚠", "info.circle": "ⓘ", "magnifyingglass": "⌕",
    "gear": "⚙", "gearshape": "⚙", "person": "☺", "person.circle": "☺", "house": "⌂",
    "arrow.clockwise": "↻", "arrow.right": "→", "arrow.left": "←", "chevron.right": "›",
    "chevron.left": "‹", "plus": "+", "minus": "−", "book": "▤", "doc": "▯", "link": "⛓",
    "envelope": "✉", "lock": "⚿", "bell": "♪", "clock": "◷", "calendar": "▦",
  ]

  /// The stand-in for an SF Symbol name, or "•" for names without one.
  public static func symbol(named name: String) -> String { table[name] ?? "•" }
}
