import Foundation
import Synchronization

extension Text.Run {
  /// Where a run's characters come from, which decides whether they are looked up in the
  /// environment's locale or formatted again as they are drawn, and what the audit's
  /// `unlocalized-text` rule makes of them. One word: a class payload, or a case of its own.
  enum Source: Equatable {
    /// A `String` shown as it is (`Text(title)`, a control titled with a `String`): never
    /// looked up, as in SwiftUI.
    case string
    /// Characters shown as they are on purpose: `Text(verbatim:)`, an image, an attributed
    /// string's characters.
    case verbatim
    /// A string literal with no interpolation and no Markdown: its characters are its key.
    case key
    /// A string literal without Markdown whose values are strings and integers kept in its
    /// characters: its key is made from them when a table may hold it. The commonest
    /// interpolated text, made with no ``LocalizedText`` (an allocation, and its release).
    case literal(LiteralValues)
    /// A run of a localized key after its first, drawn again with the key when the key is.
    case keyPart
    /// Characters formatted from the environment as they are drawn.
    case live(LiveText)
    /// The first run of a localized key that is not its own characters (it interpolates,
    /// has Markdown, or names a table or bundle): the key, its arguments and how many runs
    /// it spans.
    case localized(LocalizedText)

    /// Whether drawing the run reads the environment: it is formatted, or it is localized
    /// while something may be translated (``LocalizationActivity``).
    // Always inlined: asked of every text as its node is made.
    var readsEnvironment: Bool {
      @inline(__always) get {
        switch self {
        case .string, .verbatim, .keyPart: false
        case .live: true
        case .key, .literal: LocalizationActivity.mayBeActive
        case .localized(let localized): localized.headLive != nil || LocalizationActivity.mayBeActive
        }
      }
    }

    /// Whether the run came from a localized key (its first run or another).
    var isLocalized: Bool {
      switch self {
      case .key, .literal, .keyPart, .localized: true
      case .string, .verbatim, .live: false
      }
    }

    /// Where the run's characters come from, as the audit reads it.
    var textSources: TextSources {
      switch self {
      case .string: .string
      case .verbatim, .live: .verbatim
      case .key, .literal, .keyPart, .localized: .localized
      }
    }

    /// Records a style change made to a localized key's runs after it was built, so that a
    /// translation drawn in their place is styled the same.
    mutating func restyle(_ change: Text.Run.StyleChange) {
      guard case .localized(var localized) = self else { return }
      // Held by this run alone (a text being built, `Text("…").bold()`), the key is restyled
      // in place; held elsewhere too, a restyled copy is made, as the others keep their style.
      self = .keyPart
      if isKnownUniquelyReferenced(&localized) {
        localized.restyleInPlace(change)
      } else {
        localized = localized.restyled(change)
      }
      self = .localized(localized)
    }
  }
}

extension Text.Run {
  /// The localized key this run starts, if it starts one: made for a literal whose values
  /// are kept in its characters, with the run's style as the style set on the key.
  var localizedKey: LocalizedText? {
    switch source {
    case .localized(let key): key
    case .literal(let values):
      LocalizedText(
        key: values.key(of: string), arguments: [], tableName: nil, bundle: nil, runCount: 1, headLive: nil,
        styleMask: styleMask, styleBits: styleBits)
    default: nil
    }
  }
}

/// Where a literal's values stand in its characters, packed in seven bytes so that a run's
/// source stays one word: at most three values, each starting in the first 256 UTF-8 bytes
/// and at most 255 bytes long, and which of them are `Int`s. A literal with more values, or
/// longer ones, keeps them in a ``LocalizedText``.
struct LiteralValues: Equatable {
  // The starts (8 bits each) and the first length.
  private let low: UInt32
  // The second and third lengths.
  private let middle: UInt16
  // The number of values (2 bits) and which are integers (3 bits).
  private let high: UInt8

  /// The values a pending key records (UTF-8 starts and lengths 16 bits each, integers as
  /// bits, `count` of them), when they fit.
  init?(starts: UInt64, lengths: UInt64, integers: UInt8, count: UInt8) {
    // Every start and length under 256, and no fourth value.
    guard count <= 3, (starts | lengths) & 0xFFFF_FF00_FF00_FF00 == 0 else { return nil }
    // Masking shifts, and no locals: a debug build makes each `<<` a generic call, and each
    // local a zeroed slot.
    low = UInt32(truncatingIfNeeded: starts & 0xFF | starts &>> 8 & 0xFF00 | starts &>> 16 & 0xFF_0000 | lengths &<< 24)
    middle = UInt16(truncatingIfNeeded: lengths &>> 16 & 0xFF | lengths &>> 24 & 0xFF00)
    high = count | integers &<< 2
  }

  /// The pending key of a literal whose characters are `text`.
  func key(of text: String) -> PendingKey {
    let packed = UInt64(low) | UInt64(middle) &<< 32 | UInt64(high) &<< 48
    let starts = packed & 0xFF | packed &<< 8 & 0xFF_0000 | packed &<< 16 & 0xFF_0000_0000
    let lengths = packed &>> 24 & 0xFF | packed &>> 16 & 0xFF_0000 | packed &>> 8 & 0xFF_0000_0000
    return PendingKey(
      text: text, argumentStarts: starts, argumentLengths: lengths,
      integerValues: UInt8(truncatingIfNeeded: packed &>> 50),
      valuesInText: UInt8(truncatingIfNeeded: packed &>> 48 & 0x3))
  }
}

/// Where drawn text came from, as the accessibility tree records it for the audit's
/// `unlocalized-text` rule: text made from a `String` (`Text(title)`) never passes through
/// localization, text from a string literal or `LocalizedStringKey` does, and
/// `Text(verbatim:)` (and images and formatted values) is not meant to.
public struct TextSources: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// A string literal or `LocalizedStringKey`: looked up in the environment's locale.
  public static let localized = TextSources(rawValue: 1)
  /// A `String` shown as it is (`Text(title)`): never localized.
  public static let string = TextSources(rawValue: 2)
  /// `Text(verbatim:)`, an image, a value formatted in the environment's locale: shown as it
  /// is on purpose.
  public static let verbatim = TextSources(rawValue: 4)
}

/// A value interpolated into a string literal, kept for drawing the literal again from a
/// translation: the translation's placeholder (`%@`, `%lld`, `%1$.1f`) says where it goes.
enum LocalizedArgument {
  /// Characters: a string, or a value as Swift prints it.
  case characters(String)
  /// A number, with the placeholder the key writes for it (`%lld`, `%.1f`) and how it is
  /// shown by that placeholder; a translation with another placeholder formats it again.
  case number(any _FormatSpecifiable, specifier: String, shown: String)
  /// Styled or formatted text (an interpolated `Text`, a value with `format:` or `style:`),
  /// inserted as its runs.
  case runs([Text.Run])

  /// The placeholder a key writes for the argument.
  var specifier: String {
    if case .number(_, let specifier, _) = self { return specifier }
    return "%@"
  }

  /// The UTF-8 length of the characters the argument puts in a literal's text (its runs'
  /// are not in that text, and count 0).
  var shownLength: Int {
    switch self {
    case .characters(let characters): characters.utf8.count
    case .number(_, _, let shown): shown.utf8.count
    case .runs: 0
    }
  }
}

/// A localized key as a literal records it: written, or pending — the literal's text and
/// where each of its values starts in it, from which the key is made when a strings table is
/// asked for it (`%` written `%%`, each value replaced by its placeholder).
///
/// A literal whose values are all strings and `Int`s (up to ``maximumArguments``) keeps them
/// in its text alone: where each stands and how long it is, and which are integers. Its
/// arguments are made from the text only when a table may translate the key: recording each
/// value in an array of ``LocalizedArgument``s, copied in and destroyed with the text, cost
/// more than the rest of an interpolated `Text` on every render.
struct PendingKey {
  /// How many values a pending key holds the starts of.
  static var maximumArguments: UInt8 { 4 }

  /// The key when `isWritten`, otherwise the literal's text with its values in place.
  let text: String
  /// Where each value starts in `text`, as UTF-8 offsets 16 bits each, the first lowest.
  let argumentStarts: UInt64
  /// When the values are kept in `text` (``valuesInText`` of them): each one's UTF-8 length
  /// there, 16 bits each, the first lowest.
  let argumentLengths: UInt64
  /// Which of the values kept in `text` are `Int`s, written `%lld` (bit n for the nth); the
  /// others are characters, written `%@`.
  let integerValues: UInt8
  /// How many values are kept in `text` alone; 0 when they are in an arguments array.
  let valuesInText: UInt8
  let isWritten: Bool

  /// A key already written.
  init(_ key: String) {
    text = key
    argumentStarts = 0
    argumentLengths = 0
    integerValues = 0
    valuesInText = 0
    isWritten = true
  }

  /// A key to be made from `text`, the values starting at `argumentStarts`: kept in the text
  /// when `valuesInText` is not 0 (`argumentLengths` long, the integers `integerValues`), in
  /// an arguments array otherwise.
  init(text: String, argumentStarts: UInt64, argumentLengths: UInt64, integerValues: UInt8, valuesInText: UInt8) {
    self.text = text
    self.argumentStarts = argumentStarts
    self.argumentLengths = argumentLengths
    self.integerValues = integerValues
    self.valuesInText = valuesInText
    isWritten = false
  }

  /// The values kept in the text, as the arguments a translation places: made only when a
  /// strings table is asked for the key, or its values are drawn again.
  func inlineArguments() -> LocalizedArguments {
    var arguments: LocalizedArguments = []
    arguments.reserveCapacity(Int(valuesInText))
    let utf8 = text.utf8
    var index = 0
    while index < Int(valuesInText) {
      let shift = 16 &* UInt64(index)
      let from = utf8.index(utf8.startIndex, offsetBy: Int(truncatingIfNeeded: argumentStarts >> shift & 0xFFFF))
      let to = utf8.index(from, offsetBy: Int(truncatingIfNeeded: argumentLengths >> shift & 0xFFFF))
      let shown = String(decoding: utf8[from..<to], as: UTF8.self)
      // An integer's characters are `String(value)`, which `Int(_:)` reads back exactly.
      if integerValues & (1 << UInt8(index)) != 0, let value = Int(shown) {
        arguments.append(.number(value, specifier: "%lld", shown: shown))
      } else {
        arguments.append(.characters(shown))
      }
      index += 1
    }
    return arguments
  }

  /// The key, made from the text and `arguments`, the values the literal interpolates when
  /// they are not kept in the text: made byte by byte, as the offsets are UTF-8 ones (cutting
  /// the text into substrings at them cost a scalar alignment and a string each).
  func resolved(_ arguments: LocalizedArguments) -> String {
    if isWritten { return text }
    var text = text
    return text.withUTF8 { bytes in
      let length = write(bytes, arguments: arguments, into: nil)
      if length == 0 { return "" }
      return String(unsafeUninitializedCapacity: length) { key in
        write(bytes, arguments: arguments, into: key.baseAddress)
      }
    }
  }

  /// The UTF-8 length of the key, counted without making it: a look-up that a table cannot
  /// answer for a key of that length is skipped (``KeyLengths``).
  func length(_ arguments: LocalizedArguments) -> Int {
    if isWritten { return text.utf8.count }
    var text = text
    return text.withUTF8 { write($0, arguments: arguments, into: nil) }
  }

  /// Writes the key of a literal whose text is `bytes` to `target` (when there is one) and
  /// returns its length: the text between the values, `%` written `%%`, and each value's
  /// placeholder. Plain pointers, one loop: the array appends and slice searches this
  /// replaced were generic calls per byte in a debug build, a fifth of a debug verify run in
  /// a package whose String Catalog has text in the development language.
  private func write(
    _ bytes: UnsafeBufferPointer<UInt8>, arguments: LocalizedArguments, into target: UnsafeMutablePointer<UInt8>?
  ) -> Int {
    let count = bytes.count
    let valueCount = valuesInText != 0 ? Int(valuesInText) : arguments.count
    var written = 0
    var position = 0
    var index = 0
    while true {
      let isLast = index == valueCount
      let start =
        isLast ? count : min(Int(truncatingIfNeeded: argumentStarts >> (16 &* UInt64(index)) & 0xFFFF), count)
      let end = max(position, start)
      if let base = bytes.baseAddress {
        while position < end {
          let byte = base[position]
          let width = byte == 0x25 ? 2 : 1
          if let target {
            target[written] = byte
            if width == 2 { target[written &+ 1] = 0x25 }
          }
          written &+= width
          position &+= 1
        }
      }
      if isLast { return written }
      // The placeholder, and past the characters the value put in the text.
      var placeholder: String
      let shownLength: Int
      if valuesInText != 0 {
        placeholder = integerValues & (1 << UInt8(truncatingIfNeeded: index)) != 0 ? "%lld" : "%@"
        shownLength = Int(truncatingIfNeeded: argumentLengths >> (16 &* UInt64(index)) & 0xFFFF)
      } else {
        let argument = arguments[index]
        placeholder = argument.specifier
        shownLength = argument.shownLength
      }
      placeholder.withUTF8 { placeholder in
        if let target, let from = placeholder.baseAddress {
          UnsafeMutableRawPointer(target + written).copyMemory(from: from, byteCount: placeholder.count)
        }
        written &+= placeholder.count
      }
      position = min(end &+ shownLength, count)
      index &+= 1
    }
  }

  /// Whether `self` and `other`, the keys of `arguments` and `otherArguments` (the values not
  /// kept in their texts), are the same key, made only when the pending forms do not tell.
  func isSame(
    as other: PendingKey, arguments: LocalizedArguments, otherArguments: LocalizedArguments
  ) -> Bool {
    if isWritten && other.isWritten { return text == other.text }
    if !isWritten && !other.isWritten && argumentStarts == other.argumentStarts && text == other.text
      && hasSameValues(as: other, arguments: arguments, otherArguments: otherArguments)
    {
      return true
    }
    return resolved(arguments) == other.resolved(otherArguments)
  }

  /// Whether the values of two keys of the same text take the same room in it and the same
  /// placeholders.
  private func hasSameValues(
    as other: PendingKey, arguments: LocalizedArguments, otherArguments: LocalizedArguments
  ) -> Bool {
    if valuesInText != 0 || other.valuesInText != 0 {
      return valuesInText == other.valuesInText && argumentLengths == other.argumentLengths
        && integerValues == other.integerValues
    }
    if arguments.count != otherArguments.count { return false }
    var index = 0
    while index < arguments.count {
      if arguments[index].shownLength != otherArguments[index].shownLength
        || arguments[index].specifier != otherArguments[index].specifier
      {
        return false
      }
      index += 1
    }
    return true
  }
}

/// A localized key whose runs are not simply its characters: the key as a strings table
/// knows it (`"Rated %.1f"`, `"**Done**"`), the values it interpolates, the table and bundle
/// it names, how many runs of the text it spans, and the style set on it after it was built.
///
/// Unchecked `Sendable` for the same reason as ``LiveText``: it is made where the text is made
/// and only read afterwards.
final class LocalizedText: Equatable, @unchecked Sendable {
  /// The key, written or still to be made from the literal's text.
  let pendingKey: PendingKey
  /// The key once made from a pending one: made at most once, when a table is asked for it.
  private let madeKey = Mutex<String?>(nil)
  /// The values when the key does not keep them in its text (``PendingKey/valuesInText``).
  let storedArguments: LocalizedArguments
  let tableName: String?
  let bundle: Bundle?
  /// The runs the key's own rendering spans in its text, this run first.
  let runCount: Int
  /// The first run's own formatting from the environment, when the key starts with one.
  let headLive: LiveText?
  /// The style set on the text after the key was built (`Text("…").bold()`), as a run's
  /// mask and bits: laid over every run a translation makes. Changed in place only while one
  /// run holds the key (``Text/Run/Source/restyle(_:)``).
  // Unchecked: set only while one run alone holds the key, as its text is built; the run-time
  // exclusivity checks of a debug build cost four calls a styled text.
  @exclusivity(unchecked) private(set) var styleMask: UInt64
  @exclusivity(unchecked) private(set) var styleBits: UInt64

  init(
    key: PendingKey, arguments: LocalizedArguments, tableName: String?, bundle: Bundle?, runCount: Int,
    headLive: LiveText?, styleMask: UInt64 = 0, styleBits: UInt64 = 0
  ) {
    self.pendingKey = key
    self.storedArguments = arguments
    self.tableName = tableName
    self.bundle = bundle
    self.runCount = runCount
    self.headLive = headLive
    self.styleMask = styleMask
    self.styleBits = styleBits
  }

  /// The values the key interpolates, in order: made from its text when it keeps them there.
  var arguments: LocalizedArguments {
    pendingKey.valuesInText == 0 ? storedArguments : pendingKey.inlineArguments()
  }

  /// Whether the key's values are characters and integers kept in its text, which nothing
  /// draws otherwise in any locale.
  var keepsValuesInText: Bool { pendingKey.valuesInText != 0 }

  /// The key as a strings table knows it (`"Rated %.1f"`, `"**Done**"`).
  var key: String {
    if pendingKey.isWritten { return pendingKey.text }
    return madeKey.withLock { made in
      if let made { return made }
      let key = pendingKey.resolved(storedArguments)
      made = key
      return key
    }
  }

  /// The UTF-8 length of ``key``, counted without making the key.
  var keyLength: Int {
    if pendingKey.isWritten { return pendingKey.text.utf8.count }
    return pendingKey.length(storedArguments)
  }

  /// The same key with `change` made to its style.
  func restyled(_ change: Text.Run.StyleChange) -> LocalizedText {
    let (mask, bits) = change.applied(mask: styleMask, bits: styleBits)
    return LocalizedText(
      key: pendingKey, arguments: storedArguments, tableName: tableName, bundle: bundle, runCount: runCount,
      headLive: headLive, styleMask: mask, styleBits: bits)
  }

  /// Makes `change` to the style of this key, which one run alone holds.
  func restyleInPlace(_ change: Text.Run.StyleChange) {
    (styleMask, styleBits) = change.applied(mask: styleMask, bits: styleBits)
  }

  /// `run` with this key's later style laid over its own.
  func styled(_ run: Text.Run) -> Text.Run {
    var run = run
    run.styleBits = run.styleBits & ~styleMask | styleBits
    run.styleMask |= styleMask
    return run
  }

  // The arguments are in the runs the text compares too; the key, table and style are not.
  // A pending key is compared in its pending form when that tells, made only when not.
  static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
    lhs === rhs
      || (lhs.tableName == rhs.tableName && lhs.bundle == rhs.bundle && lhs.runCount == rhs.runCount
        && lhs.styleMask == rhs.styleMask && lhs.styleBits == rhs.styleBits && lhs.headLive == rhs.headLive
        && lhs.pendingKey.isSame(
          as: rhs.pendingKey, arguments: lhs.storedArguments, otherArguments: rhs.storedArguments))
  }
}

/// The values a localized key interpolates, in order.
typealias LocalizedArguments = [LocalizedArgument]
