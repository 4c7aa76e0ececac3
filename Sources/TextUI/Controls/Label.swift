/// A title with an icon, as SwiftUI's `Label`. SF Symbol names map to a Unicode symbol with
/// the same meaning where one exists (see `LabelSymbols`), otherwise to the name in brackets,
/// `[name]`, as `Image(systemName:)` draws it. The icon
/// comes first, one cell before the title, unless `.labelStyle(_:)` says otherwise.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label from any title and icon views, the icon first, one cell apart.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    if let style {
      // A style's body draws with the default style again, so `Label(configuration)` in it
      // is the standard label rather than the style once more.
      style.erasedBody(
        LabelStyleConfiguration(
          title: LabelStyleConfiguration.Title(content: AnyView(title)),
          icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
      )
      .environment(\.labelStyle, nil)
    } else {
      HStack(spacing: 1) {
        icon
        title
      }
    }
  }
}

extension Label where Title == Text, Icon == Text {
  /// A label titled with a string literal, which interpolates as `Text`'s literals do, and a
  /// symbol icon.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.title = titleKey.text
    self.icon = Text(LabelSymbols.symbol(named: name))
  }

  /// A label with a text title and a symbol icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    self.icon = Text(LabelSymbols.symbol(named: name))
  }
}

/// The SF Symbol names TextUI knows, with terminal-friendly stand-ins: what `Label` and
/// `Image(systemName:)` draw.
public enum LabelSymbols {
  static let table: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "bookmark": "⚐",
    "bookmark.fill": "⚑", "trash": "✗", "trash.fill": "✗", "checkmark": "✓", "checkmark.circle": "✓",
    "checkmark.circle.fill": "✓", "checkmark.square": "☑", "checkmark.seal": "✓", "square": "☐",
    "circle": "○", "circle.fill": "●", "xmark": "✕", "xmark.circle": "✕", "xmark.circle.fill": "✕",
    "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠", "exclamationmark.circle": "!",
    "info.circle": "ⓘ", "info.circle.fill": "ⓘ", "questionmark.circle": "?", "magnifyingglass": "⌕",
    "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "person": "☺", "person.fill": "☺",
    "person.circle": "☺", "person.circle.fill": "☺", "person.crop.circle": "☺", "person.2": "☺☺",
    "house": "⌂", "house.fill": "⌂", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
    "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "arrow.up.arrow.down": "⇅",
    "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅", "plus": "+",
    "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "book": "▤", "book.fill": "▤", "books.vertical": "▥", "doc": "▯", "doc.text": "▤", "folder": "▭",
    "folder.fill": "▬", "link": "⛓", "envelope": "✉", "envelope.fill": "✉", "paperplane": "➤",
    "paperplane.fill": "➤", "lock": "⚿", "lock.fill": "⚿", "lock.open": "⚿", "key": "⚷", "bell": "♪",
    "bell.fill": "♪", "clock": "◷", "clock.fill": "◷", "calendar": "▦", "cart": "⛟", "cart.fill": "⛟",
    "bag": "⛟", "creditcard": "▭", "phone": "✆", "phone.fill": "✆", "message": "✉", "bubble.left": "✉",
    "square.and.arrow.up": "⇪", "square.and.pencil": "✎", "pencil": "✎", "pencil.circle": "✎",
    "ellipsis": "…", "ellipsis.circle": "…", "line.3.horizontal": "≡", "line.3.horizontal.decrease.circle": "≡",
    "list.bullet": "☰", "flag": "⚑", "flag.fill": "⚑", "tag": "⌗", "tag.fill": "⌗", "photo": "▨",
    "camera": "◙", "camera.fill": "◙", "mic": "♫", "music.note": "♪", "play.fill": "▶", "play": "▷",
    "pause.fill": "⏸", "stop.fill": "■", "forward.fill": "⏩", "backward.fill": "⏪", "sun.max": "☀",
    "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "cloud": "☁", "cloud.fill": "☁",
    "cloud.rain": "☂", "bolt": "⚡", "bolt.fill": "⚡", "flame": "♨", "drop": "◊", "leaf": "❦",
    "globe": "⊕", "map": "▦", "location": "➤", "location.fill": "➤", "mappin": "⚲", "wifi": "≋",
    "square.grid.2x2": "▦", "chart.bar": "▆", "chart.bar.fill": "▆", "chart.pie": "◔", "eye": "◉", "eye.slash": "◌",
    "hand.thumbsup": "☝", "hand.raised": "✋",
    "sparkles": "✧", "gift": "⊞", "trophy": "♛", "crown": "♛", "hammer": "⚒", "wrench": "⚒",
    "slider.horizontal.3": "☰", "arrow.triangle.2.circlepath": "⟳", "checklist": "☑", "note.text": "▤",
    "dollarsign.circle": "$", "cube": "▣", "shippingbox": "▣", "tray": "▭", "archivebox": "▭",
  ]

  /// The stand-in for an SF Symbol name, or the name in brackets (`[name]`, as
  /// `Image(systemName:)` draws it) for names without one.
  public static func symbol(named name: String) -> String { knownSymbol(named: name) ?? Image.bracketed(name) }

  /// The stand-in for an SF Symbol name, or `nil` when TextUI has none.
  ///
  /// A name the table lacks falls back to its variant's base symbol, as SF Symbols' variants
  /// keep the base's meaning: `hand.raised.fill` draws as `hand.raised`, `heart.circle.fill`
  /// as `heart.fill` (or `heart`), `plus.square` as `plus`. Exact names always come first.
  public static func knownSymbol(named name: String) -> String? {
    if let exact = table[name] { return exact }
    var base = Substring(name)
    let filled = base.hasSuffix(".fill")
    if filled {
      base = base.dropLast(5)
      if let symbol = table[String(base)] { return symbol }
    }
    for shape in [".circle", ".square"] where base.hasSuffix(shape) {
      let inner = String(base.dropLast(shape.count))
      if filled, let symbol = table[inner + ".fill"] { return symbol }
      return table[inner]
    }
    return nil
  }
}
