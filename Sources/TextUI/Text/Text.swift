import Foundation

/// A run of styled text. Wraps at word boundaries (between characters for Japanese), obeys
/// `lineLimit`, truncates with "…", and aligns its lines by `multilineTextAlignment`.
///
/// Text styled with the `Text` modifiers (`.bold()`, `.foregroundColor(_:)`, …) can be
/// concatenated with `+`, as in SwiftUI: `Text("Error: ").bold() + Text(message)`.
public struct Text: _PrimitiveView, Equatable {
  /// Where text that does not fit is cut.
  public enum TruncationMode: Sendable, Hashable {
    /// Puts "…" for the cut text at the start, in the middle or at the end of the last line shown.
    case head, middle, tail
  }

  /// One piece of a possibly concatenated text, with the style it sets on top of the environment.
  struct Run: Equatable {
    var string: String
    var foreground: Color?
    var background: Color?
    var adding: TextAttributes
    var removing: TextAttributes
    /// For text formatted from the environment (`Text(_:format:)`, `Text(_:style:)`): how to
    /// format it again as it is drawn; `string` holds its form in the default environment.
    var live: LiveText?

    /// An unstyled run. Written out rather than memberwise with defaults: a default `[]` is an
    /// array literal, which a debug build turns into an array allocation per `Text`.
    init(string: String, live: LiveText? = nil) {
      self.string = string
      foreground = nil
      background = nil
      adding = TextAttributes(rawValue: 0)
      removing = TextAttributes(rawValue: 0)
      self.live = live
    }

    /// Sets `attributes` on this run (or, with `isActive` false, clears them), over whatever
    /// the environment sets.
    mutating func toggle(_ attributes: TextAttributes, _ isActive: Bool) {
      if isActive {
        adding.formUnion(attributes)
        removing.subtract(attributes)
      } else {
        removing.formUnion(attributes)
        adding.subtract(attributes)
      }
    }

    /// Whether the characters are fixed: not formatted again from the environment.
    var isFixed: Bool { live == nil }

    /// Whether `next`, coming right after this run, can be joined to it as one run: both are
    /// fixed characters in the same style.
    func joins(_ next: Run) -> Bool {
      isFixed && next.isFixed && foreground == next.foreground && background == next.background
        && adding == next.adding && removing == next.removing
    }
  }

  /// The first run, stored inline: nearly every text has exactly one, and an array would be
  /// an allocation (and a free) per `Text` on every render.
  var first: Run
  /// The runs after the first, from concatenation with `+`; usually empty, which allocates nothing.
  var rest: [Run] = []

  /// Every run, in order.
  var runs: [Run] { [first] + rest }

  /// Text showing `content` as it is: a `String` variable, a `Substring`, … A string literal
  /// goes to `init(_:tableName:bundle:comment:)` instead, as in SwiftUI, so its
  /// interpolations can take `specifier:`, `format:` and `style:`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    first = Run(string: String(content))
  }

  /// Text showing a `String` as it is: the generic initializer's commonest case, without the
  /// generic conversion a debug build performs on every `Text(model.title)`.
  @_disfavoredOverload
  public init(_ content: String) {
    first = Run(string: content)
  }

  /// Text written as a string literal, as SwiftUI's `Text(_:tableName:bundle:comment:)`:
  /// `Text("Rated \(rating, specifier: "%.1f")")`. See `LocalizedStringKey` for what a
  /// literal can interpolate. Nothing is looked up in a strings table: the key is the text,
  /// and `tableName`, `bundle` and `comment` are accepted with no effect.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    first = key.first
    rest = key.rest
  }

  /// Text showing `content` as it is (SwiftUI's spelling for non-localised text).
  public init(verbatim content: String) {
    first = Run(string: content)
  }

  /// The plain characters of the text, without styles.
  public var content: String { rest.isEmpty ? first.string : runs.map(\.string).joined() }

  private func restyled(_ change: (inout Run) -> Void) -> Text {
    var copy = self
    change(&copy.first)
    // Nearly every text is one run: no loop (a range iterator is several calls in a debug build).
    if !copy.rest.isEmpty {
      for index in copy.rest.indices { change(&copy.rest[index]) }
    }
    return copy
  }

  /// Bold text.
  public func bold(_ isActive: Bool = true) -> Text { toggling(.bold, isActive) }
  /// Italic text.
  public func italic(_ isActive: Bool = true) -> Text { toggling(.italic, isActive) }
  /// Underlined text.
  public func underline(_ isActive: Bool = true) -> Text { toggling(.underline, isActive) }
  /// Struck-through text.
  public func strikethrough(_ isActive: Bool = true) -> Text { toggling(.strikethrough, isActive) }
  /// Dimmed text (a terminal attribute).
  public func dim(_ isActive: Bool = true) -> Text { toggling(.dim, isActive) }
  /// Text with foreground and background swapped (a terminal attribute).
  public func inverse(_ isActive: Bool = true) -> Text { toggling(.inverse, isActive) }

  private func toggling(_ attributes: TextAttributes, _ isActive: Bool) -> Text {
    var copy = self
    copy.first.toggle(attributes, isActive)
    if !copy.rest.isEmpty {
      for index in copy.rest.indices { copy.rest[index].toggle(attributes, isActive) }
    }
    return copy
  }

  /// Text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { restyled { $0.foreground = color } }
  /// Text in `color` (SwiftUI's newer spelling).
  public func foregroundStyle(_ color: Color) -> Text { restyled { $0.foreground = color } }
  /// Text on a `color` background (a terminal shorthand for `.background(color)` on text only).
  public func backgroundColor(_ color: Color?) -> Text { restyled { $0.background = color } }
  /// Text in a font (see `Font` for how fonts map to attributes).
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return restyled { $0.adding.formUnion(font.attributes) }
  }
  /// Text with a weight: heavy weights are bold, light ones dim.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return restyled { $0.adding.formUnion(weight.attributes) }
  }
  /// SwiftUI's `.monospaced()`: terminal text always is.
  public func monospaced(_ isActive: Bool = true) -> Text { self }

  /// Text of the runs `first` and then `rest`.
  init(first: Run, rest: [Run]) {
    self.first = first
    self.rest = rest
  }

  /// Concatenates two texts, keeping each one's style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.rest.append(rhs.first)
    joined.rest.append(contentsOf: rhs.rest)
    return joined
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let environment = inputs.environment
    func node(_ text: Text) -> TextNode {
      TextNode(
        text: text, base: environment.textStyle, lineLimit: environment.lineLimit,
        alignment: environment.multilineTextAlignment.horizontal, truncation: environment.truncationMode)
    }
    // The rest is looked at only when there is one: a closure-taking search over an empty
    // array is still several calls in a debug build, for every text.
    let isLive = view.first.live != nil || (!view.rest.isEmpty && view.rest.contains(where: { $0.live != nil }))
    guard isLive || environment.textCase != nil else {
      // No copy of the view: a copy retains every run's string.
      nodes.append(node(view))
      return
    }
    var text = view
    if isLive {
      // Formatted text is formatted again in this view's locale, time zone and moment.
      let context = TextFormatContext(
        locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar,
        now: environment.now)
      if let live = text.first.live { text.first.string = live.resolve(context) }
      for index in text.rest.indices {
        if let live = text.rest[index].live { text.rest[index].string = live.resolve(context) }
      }
    }
    if let textCase = environment.textCase {
      text.first.string = textCase.apply(to: text.first.string)
      for index in text.rest.indices { text.rest[index].string = textCase.apply(to: text.rest[index].string) }
    }
    nodes.append(node(text))
  }
}
