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
    /// The parts of the style this run sets, as ``Style`` bits: where `styleMask` has a bit,
    /// the run's style has the bit of `styleBits`; elsewhere the environment's shows. Laying a
    /// run over the environment's style is then one mask, where colours and attribute sets
    /// merged field by field cost hundreds of instructions per text in a debug build.
    var styleMask: UInt64
    /// The bits of the parts this run sets (zero outside `styleMask`).
    var styleBits: UInt64
    /// Where the characters come from: a `String`, a literal looked up in the environment's
    /// locale, characters formatted from the environment as the text is drawn, …
    var source: Source

    /// An unstyled run of fixed characters from `source`. Apart from the formatted runs'
    /// initializer rather than a default argument, which a debug build computes by a call for
    /// every text.
    init(string: String, source: Source) {
      self.string = string
      styleMask = 0
      styleBits = 0
      self.source = source
    }

    /// An unstyled run, formatted again from the environment by `live` when it has one.
    init(string: String, live: LiveText?) {
      self.string = string
      styleMask = 0
      styleBits = 0
      if let live { source = .live(live) } else { source = .verbatim }
    }

    /// For text formatted from the environment (`Text(_:format:)`, `Text(_:style:)`): how to
    /// format it again as it is drawn; `string` holds its form in the default environment.
    var live: LiveText? {
      switch source {
      case .live(let live): live
      case .localized(let localized): localized.headLive
      default: nil
      }
    }

    /// The attributes this run turns on, whatever the environment says.
    var adding: TextAttributes { Style(bits: styleMask & styleBits).attributes }

    /// Sets `attributes` on this run (or, with `isActive` false, clears them), over whatever
    /// the environment sets.
    mutating func toggle(_ attributes: TextAttributes, _ isActive: Bool) {
      apply(.toggling(attributes, isActive))
    }

    /// Shows this run in `color`, or in the environment's colour for `nil`.
    mutating func setForeground(_ color: Color?) {
      apply(.foreground(color))
    }

    /// Shows this run on `color`, or on the environment's background for `nil`.
    mutating func setBackground(_ color: Color?) {
      apply(.background(color))
    }

    /// Makes `change` to this run's style.
    mutating func apply(_ change: StyleChange) {
      (styleMask, styleBits) = change.applied(mask: styleMask, bits: styleBits)
    }

    /// A change a `Text` modifier makes to a run's style: the parts under `mask` set to
    /// `bits`, or, when `clears`, left to the environment again. A value rather than a
    /// closure, so that a modifier applies it to a run and to the localized key it carries
    /// with a few bit operations: a closure called for each cost a debug build about 2,000
    /// instructions a modifier.
    struct StyleChange {
      var mask: UInt64
      var bits: UInt64
      var clears: Bool

      /// A style's `mask` and `bits` (as a run keeps them) with this change made.
      func applied(mask: UInt64, bits: UInt64) -> (mask: UInt64, bits: UInt64) {
        clears ? (mask & ~self.mask, bits & ~self.mask) : (mask | self.mask, bits & ~self.mask | self.bits)
      }

      /// `attributes` on, or off with `isActive` false, whatever the environment says.
      static func toggling(_ attributes: TextAttributes, _ isActive: Bool) -> StyleChange {
        let bits = UInt64(attributes.rawValue) << Style.attributeShift
        return StyleChange(mask: bits, bits: isActive ? bits : 0, clears: false)
      }

      /// The foreground `color`, or the environment's for `nil`.
      static func foreground(_ color: Color?) -> StyleChange {
        colored(color, mask: Style.colorMask, shift: 0)
      }

      /// The background `color`, or the environment's for `nil`.
      static func background(_ color: Color?) -> StyleChange {
        colored(color, mask: Style.colorMask << Style.backgroundShift, shift: Style.backgroundShift)
      }

      // `if let` rather than `== nil`: a generic comparison in a debug build.
      private static func colored(_ color: Color?, mask: UInt64, shift: UInt64) -> StyleChange {
        if let color { return StyleChange(mask: mask, bits: UInt64(Color.code(of: color)) << shift, clears: false) }
        return StyleChange(mask: mask, bits: 0, clears: true)
      }
    }

    /// Whether the run sets no style of its own.
    var isUnstyled: Bool { styleMask == 0 }

    /// Whether the characters are fixed: not formatted again from the environment.
    var isFixed: Bool { live == nil }

    /// Whether `next`, coming right after this run, can be joined to it as one run: both are
    /// fixed characters in the same style.
    func joins(_ next: Run) -> Bool {
      isFixed && next.isFixed && styleMask == next.styleMask && styleBits == next.styleBits
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
  ///
  /// The characters are never looked up in a strings table, as in SwiftUI: under the
  /// pseudo-locale they show unaccented, and `preview-runner audit` reports them
  /// (`unlocalized-text`). Text that is not meant to be translated is `Text(verbatim:)`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    first = Run(string: String(content), source: .string)
  }

  /// Text showing a `String` as it is: the generic initializer's commonest case, without the
  /// generic conversion a debug build performs on every `Text(model.title)`.
  @_disfavoredOverload
  public init(_ content: String) {
    first = Run(string: content, source: .string)
  }

  /// Text written as a string literal, as SwiftUI's `Text(_:tableName:bundle:comment:)`:
  /// `Text("Rated \(rating, specifier: "%.1f")")`. See `LocalizedStringKey` for what a
  /// literal can interpolate.
  ///
  /// As it is drawn, the key is looked up in the environment's `\.locale` in the table
  /// `tableName` (`Localizable` when `nil`) of the String Catalogs (`.xcstrings`) and
  /// `.lproj` strings files of `bundle`, or, without one, of every resource bundle beside the
  /// running executable; a key no table translates shows as written. See <doc:Localization>.
  /// `comment` is for translators and has no effect.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    first = key.first
    rest = key.rest
    // Spelled with `case`s rather than `!= nil || …`: generic comparisons, and a closure
    // capturing copies of both, in a debug build.
    var named = false
    if case .some = tableName { named = true }
    if case .some = bundle { named = true }
    if named { first.source = key.source(tableName: tableName, bundle: bundle) }
  }

  /// Text showing `content` as it is (SwiftUI's spelling for text that is not localized):
  /// never looked up, and exempt from the audit's `unlocalized-text` rule, as it is meant not
  /// to be translated (a product name, a code, a number already formatted).
  public init(verbatim content: String) {
    first = Run(string: content, source: .verbatim)
  }

  /// The plain characters of the text, without styles.
  public var content: String { rest.isEmpty ? first.string : runs.map(\.string).joined() }

  // The modifiers consume the text they style and restyle it in place: `Text(title).bold()`
  // moves its temporary through, where a borrowed `self` was copied first (retaining every
  // string of the text), and a consumed one rebuilt for the result retained its runs.
  private consuming func restyled(_ change: Run.StyleChange) -> Text {
    var text = self
    text.restyle(change)
    return text
  }

  // Inlined into each modifier (a few bit operations for a text of one run): called apart,
  // the text was copied out to it and back.
  // The rare parts (a localized key's runs, the runs after the first) are calls of their own,
  // so that a modifier on a plain text saves and restores no registers for them.
  @inline(__always)
  private mutating func restyle(_ change: Run.StyleChange) {
    first.apply(change)
    if case .localized = first.source { Self.restyle(&first.source, change) }
    // Nearly every text is one run: no loop (a range iterator is several calls in a debug build).
    if rest.count != 0 { restyleRest(change) }
  }

  /// Makes `change` to the key of a localized run.
  @inline(never)
  private static func restyle(_ source: inout Run.Source, _ change: Run.StyleChange) {
    source.restyle(change)
  }

  /// Makes `change` to the runs after the first.
  @inline(never)
  private mutating func restyleRest(_ change: Run.StyleChange) {
    for index in rest.indices {
      rest[index].apply(change)
      if case .localized = rest[index].source { rest[index].source.restyle(change) }
    }
  }

  /// Bold text.
  public consuming func bold(_ isActive: Bool = true) -> Text { restyled(.toggling(.bold, isActive)) }
  /// Italic text.
  public consuming func italic(_ isActive: Bool = true) -> Text { restyled(.toggling(.italic, isActive)) }
  /// Underlined text.
  public consuming func underline(_ isActive: Bool = true) -> Text { restyled(.toggling(.underline, isActive)) }
  /// Struck-through text.
  public consuming func strikethrough(_ isActive: Bool = true) -> Text {
    restyled(.toggling(.strikethrough, isActive))
  }
  /// Dimmed text (a terminal attribute).
  public consuming func dim(_ isActive: Bool = true) -> Text { restyled(.toggling(.dim, isActive)) }
  /// Text with foreground and background swapped (a terminal attribute).
  public consuming func inverse(_ isActive: Bool = true) -> Text { restyled(.toggling(.inverse, isActive)) }

  /// Text in `color`.
  public consuming func foregroundColor(_ color: Color?) -> Text { restyled(.foreground(color)) }
  /// Text in `color` (SwiftUI's newer spelling).
  public consuming func foregroundStyle(_ color: Color) -> Text { restyled(.foreground(color)) }
  /// Text on a `color` background (a terminal shorthand for `.background(color)` on text only).
  public consuming func backgroundColor(_ color: Color?) -> Text { restyled(.background(color)) }
  /// Text in a font (see `Font` for how fonts map to attributes).
  public consuming func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return restyled(.toggling(font.attributes, true))
  }
  /// Text with a weight: heavy weights are bold, light ones dim.
  public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return restyled(.toggling(weight.attributes, true))
  }
  /// SwiftUI's `.monospaced()`: terminal text always is.
  public consuming func monospaced(_ isActive: Bool = true) -> Text { self }

  /// Text of the runs `first` and then `rest`.
  init(first: Run, rest: [Run]) {
    self.first = first
    self.rest = rest
  }

  /// Concatenates two texts, keeping each one's style.
  public static func + (lhs: consuming Text, rhs: borrowing Text) -> Text {
    lhs.rest.append(rhs.first)
    lhs.rest.append(contentsOf: rhs.rest)
    return lhs
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // Spelled with `if`s rather than `||`, whose right side is a closure a debug build
    // captures the text and the environment in (a copy of each, for every text), and the rest
    // looked at only when there is one.
    var readsEnvironment = view.first.source.readsEnvironment
    if !readsEnvironment && view.rest.count != 0 {
      readsEnvironment = view.rest.contains(where: { $0.source.readsEnvironment })
    }
    if !readsEnvironment && inputs.environment.textCase == nil {
      // No copy of the view: a copy retains every run's string.
      nodes.append(NodeRef(in: inputs.space, node(of: view, in: inputs.environment)))
      return
    }
    let environment = inputs.environment
    var text = readsEnvironment ? resolved(view, in: environment) : view
    if let textCase = environment.textCase {
      text.first.string = textCase.apply(to: text.first.string)
      for index in text.rest.indices { text.rest[index].string = textCase.apply(to: text.rest[index].string) }
    }
    nodes.append(NodeRef(in: inputs.space, node(of: text, in: environment)))
  }

  /// The node of `view` below a text modifier on the text itself, which makes `change`
  /// (`Text(title).lineLimit(1)`): styled and limited by the environment with the change
  /// made, read field by field, where placing a changed copy of the environment in the tree
  /// for the one text cost more than the rest of its node. A text that reads more of the
  /// environment (localized or formatted runs, a text case) is made in a changed copy.
  @usableFromInline
  static func makeNodes(
    _ view: Self, changing change: TextEnvironmentChange, inputs: _ViewInputs, into nodes: inout [NodeRef]
  ) {
    var readsEnvironment = view.first.source.readsEnvironment
    if !readsEnvironment && view.rest.count != 0 {
      readsEnvironment = view.rest.contains(where: { $0.source.readsEnvironment })
    }
    // Conditions apart rather than `||` and `!= nil`: a closure and a generic call in a debug build.
    var general = readsEnvironment
    if case .some = inputs.environment.textCase { general = true }
    if general {
      var inputs = inputs
      change.apply(to: &inputs.environment)
      _makeNodes(view, inputs: inputs, into: &nodes)
      return
    }
    let environment = inputs.environmentSlot
    var base = environment.pointee.textStyle
    var lineLimit = environment.pointee.lineLimit
    var alignment = environment.pointee.multilineTextAlignment
    var truncation = environment.pointee.truncationMode
    switch change {
    case .foregroundColor(let color):
      base = EnvironmentValues.textStyle(
        foreground: color, attributes: environment.pointee.textAttributes, font: environment.pointee.font)
    case .font(let font):
      base = EnvironmentValues.textStyle(
        foreground: environment.pointee.foregroundColor, attributes: environment.pointee.textAttributes, font: font)
    case .attributes(let changed, let active):
      var attributes = environment.pointee.textAttributes
      if active { attributes.formUnion(changed) } else { attributes.subtract(changed) }
      base = EnvironmentValues.textStyle(
        foreground: environment.pointee.foregroundColor, attributes: attributes, font: environment.pointee.font)
    case .lineLimit(let limit): lineLimit = limit
    case .multilineTextAlignment(let changed): alignment = changed
    case .truncationMode(let mode): truncation = mode
    }
    // Made in the call that places it: a node kept in a local first was copied into the tree.
    nodes.append(
      NodeRef(
        in: inputs.space,
        TextNode.make(
          text: view, base: base, lineLimit: lineLimit, alignment: alignment.horizontal, truncation: truncation)))
  }

  /// `text` as `environment` shows it: its localized runs looked up in the environment's
  /// locale, and its formatted runs formatted again in its locale, time zone and moment.
  private static func resolved(_ text: Text, in environment: EnvironmentValues) -> Text {
    var text = text
    if LocalizationActivity.mayBeActive {
      let localizer = environment.localizer
      if !localizer.isIdentity { text = localizer.localized(text) }
    }
    var isLive = text.first.live != nil
    if !isLive && text.rest.count != 0 { isLive = text.rest.contains(where: { $0.live != nil }) }
    guard isLive else { return text }
    let context = TextFormatContext(
      locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar,
      now: environment.now)
    if let live = text.first.live { text.first.string = live.resolve(context) }
    for index in text.rest.indices {
      if let live = text.rest[index].live { text.rest[index].string = live.resolve(context) }
    }
    return text
  }

  /// The node of `text` as `environment` styles and limits it. Inlined: called apart, it took
  /// the environment's fields one by one, about forty instructions a text to pass them.
  @inline(__always)
  private static func node(of text: borrowing Text, in environment: EnvironmentValues) -> TextNode {
    TextNode.make(
      text: text, base: environment.textStyle, lineLimit: environment.lineLimit,
      alignment: environment.multilineTextAlignment.horizontal, truncation: environment.truncationMode)
  }
}
