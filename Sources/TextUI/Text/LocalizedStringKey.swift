import Foundation

/// The text of a string literal given to `Text`, `Label`, `Button` and the other views that
/// take a title, as SwiftUI's `LocalizedStringKey`: `Text("Total: \(total, specifier: "%.2f")")`.
///
/// A literal's interpolations are SwiftUI's: a number with a `printf` `specifier:`, a value
/// with a `format:` style or a `formatter:`, a date with a `style:`, a `Text` (which keeps
/// its own style), an `Image`, and any other value as Swift prints it. Formatting happens
/// when the text is drawn, in the environment's `\.locale` and `\.timeZone`, so a snapshot
/// never depends on the machine.
///
/// The key is looked up as it is drawn, in the environment's `\.locale`, as SwiftUI looks it
/// up: a literal's key is its text with each interpolation replaced by its placeholder
/// (`"Rated \(rating, specifier: "%.1f")"` is the key `Rated %.1f`, `"\(count) books"` is
/// `%lld books`, a string or a `Text` is `%@`), and a translation places the values by its
/// own placeholders (`%1$@`, `%2$lld`). See <doc:Localization>.
///
/// A key's text is inline Markdown, as SwiftUI renders it: `Text("**Bold**, *italic*,
/// ~~struck~~ and [a link](https://example.com)")` draws bold, italic, struck-through and
/// underlined tinted text without the marks. A translation's Markdown is rendered the same
/// way. Interpolated values are never Markdown, and neither is a `String` variable
/// (`Text(title)`) or `Text(verbatim:)`, as in SwiftUI.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The first run of text the key stands for. Touching runs of the same style are one, so a
  /// literal with no styled parts is one run, as a plain string is, and needs no array. Its
  /// source says how to look the key up: its own characters (`.key`), or a ``LocalizedText``.
  let first: Text.Run
  /// The runs after the first, for literals that interpolate styled `Text` or formatted values.
  let rest: [Text.Run]

  /// A key made of `value`, as SwiftUI's `LocalizedStringKey(_:)`: its Markdown is rendered,
  /// as SwiftUI renders a key's.
  public init(_ value: String) {
    self.init(stringLiteral: value)
  }

  /// A key written as a string literal with no interpolations.
  public init(stringLiteral value: String) {
    // The scan is all a literal without markup characters costs.
    if InlineMarkdown.mayContainMarkup(value), var runs = InlineMarkdown.runs(of: value),
      runs.count > 1 || runs[0].string != value || !runs[0].isUnstyled
    {
      var head = runs.removeFirst()
      head.source = .localized(
        LocalizedText(
          key: PendingKey(value), arguments: [], tableName: nil, bundle: nil, runCount: runs.count + 1, headLive: nil))
      first = head
      rest = runs
      return
    }
    first = Text.Run(string: value, source: .key)
    rest = []
  }

  /// A key written as a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    // Counts rather than `isEmpty`, which a debug build runs as the generic `Collection` default.
    // The interpolation is read in place: a copy of it retains every string and value it holds.
    // `isPlain` rather than `&&`, whose right side a debug build captures the whole interpolation in.
    if stringInterpolation.isPlain {
      // Made once: `plain` makes the string from the bytes collected.
      let plain = stringInterpolation.plain
      if stringInterpolation.valuesInText != 0,
        let values = LiteralValues(
          starts: stringInterpolation.argumentStarts, lengths: stringInterpolation.argumentLengths,
          integers: stringInterpolation.integerValues, count: stringInterpolation.valuesInText)
      {
        first = Text.Run(string: plain, source: .literal(values))
        rest = []
        return
      }
      first = Text.Run(
        string: plain,
        source: .localized(
          LocalizedText(
            key: stringInterpolation.pendingKey(text: plain), arguments: stringInterpolation.arguments,
            tableName: nil, bundle: nil, runCount: 1, headLive: nil)))
      rest = []
      return
    }
    var interpolation = stringInterpolation
    // Taken before the runs are finished, which empties `plain`, the text a pending key is read from.
    let key = interpolation.pendingKey
    var runs = interpolation.finishedRuns()
    var head = runs.removeFirst()
    head.source = .localized(
      LocalizedText(
        key: key, arguments: interpolation.arguments, tableName: nil, bundle: nil, runCount: runs.count + 1,
        headLive: head.live))
    first = head
    rest = runs
  }

  /// The text the key stands for, as `Text(key)` shows it.
  @MainActor var text: Text { Text(first: first, rest: rest) }

  /// The source of the key's first run when the key is looked up in `tableName` of `bundle`.
  func source(tableName: String?, bundle: Bundle?) -> Text.Run.Source {
    switch first.source {
    case .localized(let localized):
      .localized(
        LocalizedText(
          key: localized.pendingKey, arguments: localized.storedArguments, tableName: tableName, bundle: bundle,
          runCount: localized.runCount, headLive: localized.headLive))
    case .literal(let values):
      .localized(
        LocalizedText(
          key: values.key(of: first.string), arguments: [], tableName: tableName, bundle: bundle, runCount: 1,
          headLive: nil))
    default:
      .localized(
        LocalizedText(
          key: PendingKey(first.string), arguments: [], tableName: tableName, bundle: bundle, runCount: 1, headLive: nil
        ))
    }
  }

  /// The pieces of an interpolated literal, collected in order, with the key a strings table
  /// knows the literal by and the values it interpolates.
  ///
  /// Unstyled fixed text (the literal's own characters, strings, numbers) is collected as
  /// bytes (`LiteralBytes`), made one string when the literal is finished, and becomes a
  /// run only when a styled or formatted piece follows it, so a literal that interpolates
  /// only strings and numbers builds one string and no run.
  /// Written for a debug build, which runs every string literal with interpolations that an
  /// app's screens have through here on every render: plain text touches no run (a run read
  /// or written whole is copied, retaining its string).
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The finished runs, and the styled or formatted run being written when `endsInRun`.
    var runs: [Text.Run] {
      get { storedRuns ?? [] }
      _modify {
        if case .none = storedRuns { storedRuns = [] }
        yield &storedRuns!
      }
    }
    // `runs`, `verbatim`, `writtenKey` and `arguments` are stored as optionals, `nil` until
    // written: a plain literal's interpolation then holds no array or string, which a debug
    // build retained and released at each of the five times it copies or destroys the
    // interpolation for a literal.
    private var storedRuns: [Text.Run]?
    private var storedVerbatim: [Range<Int>]?
    private var storedWrittenKey: String?
    private var storedArguments: LocalizedArguments?
    /// The UTF-8 length of `plain`, the unstyled fixed characters written after `runs`.
    var plainCount = 0
    /// `plain`'s bytes while they fit (``LiteralBytes/capacity``): each piece is copied in and
    /// the string is made once, when the literal is finished. Appending each piece to a
    /// `String` cost some 400 instructions a piece in the standard library, and one or two
    /// reallocations a literal.
    var plainBytes = LiteralBytes()
    /// `plain` once it is longer than `plainBytes` holds (or reserved so); `nil` before.
    var plainString: String?
    /// Whether the text ends in the last of `runs` rather than in `plain`, so that a run in
    /// the same style that follows is joined to it.
    var endsInRun = false
    /// Where in `plain` (a UTF-8 offset) the first literal with a Markdown character starts,
    /// or `nil` while there is none, which keeps a literal without Markdown from being parsed.
    var markdownStart: Int?
    /// The interpolated values in `plain` after `markdownStart` (UTF-8 offsets): never
    /// Markdown, as SwiftUI inserts values after parsing the literal.
    var verbatim: [Range<Int>] {
      get { storedVerbatim ?? [] }
      _modify {
        if case .none = storedVerbatim { storedVerbatim = [] }
        yield &storedVerbatim!
      }
    }
    /// The key once it is written as the literal is read: the literal's text with `%` written
    /// `%%` and each value as its placeholder. Until `keyIsWritten`, the key is not written:
    /// `plain` holds the whole literal and `argumentStarts` where each value starts in it, from
    /// which the key is made only when a strings table is asked for it. Most literals are
    /// never looked up (no table has a translation for their bundle and locale), and writing
    /// the key cost an interpolated `Text` as much again as its own text.
    var writtenKey: String {
      get { storedWrittenKey ?? "" }
      _modify {
        if case .none = storedWrittenKey { storedWrittenKey = "" }
        yield &storedWrittenKey!
      }
    }
    /// Whether the key is written in `writtenKey` (the literal interpolates a styled or
    /// formatted run, or more values than `argumentStarts` holds) rather than pending.
    var keyIsWritten = false
    /// Where each value starts in `plain`, as UTF-8 offsets 16 bits each, the first value lowest.
    var argumentStarts: UInt64 = 0
    /// While the values are kept in `plain` alone (``PendingKey``): each one's UTF-8 length,
    /// 16 bits each, which of them are integers, and how many there are.
    var argumentLengths: UInt64 = 0
    var integerValues: UInt8 = 0
    var valuesInText: UInt8 = 0
    /// Whether a value was recorded as an argument (``arguments`` holds every value from then
    /// on, and a written key implies it), so that no later one is kept in `plain` alone.
    var valuesAreArguments = false
    /// The interpolated values, in order, once they are not kept in `plain` alone (a value
    /// other than a string or an `Int`, a written key, or more values than a key keeps).
    var arguments: LocalizedArguments {
      get { storedArguments ?? [] }
      _modify {
        if case .none = storedArguments { storedArguments = [] }
        yield &storedArguments!
      }
    }

    /// An empty interpolation. The capacity hints are not used: a literal's text is collected
    /// in `plainBytes`, which is reserved already, and is a string of its own length once.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Reserves room for `count` UTF-8 bytes of text, when a translation drawn through the
    /// builder knows how long it will be: a text longer than `plainBytes` holds is appended
    /// to a string reserved so, instead of growing one time after another.
    mutating func reserve(_ count: Int) {
      if count <= LiteralBytes.capacity { return }
      var string = plain
      string.reserveCapacity(count)
      plainString = string
    }

    /// Unstyled fixed characters written after `runs`, made from `plainBytes` when asked for.
    var plain: String {
      if let plainString { return plainString }
      // A copy, as a pointer to the bytes needs a variable.
      var bytes = plainBytes
      return LiteralBytes.string(&bytes, count: plainCount)
    }

    /// Appends `string`'s bytes to `plain`: copied into `plainBytes` while they fit, appended
    /// to `plainString` once they do not. A short string's bytes are its two words, shifted in
    /// place here with no call; transparent, so that a debug build runs it without one either.
    @_transparent private mutating func appendPlain(_ string: String) {
      let words = LiteralBytes.words(of: string)
      if LiteralBytes.isShort(words) {
        if plainCount &+ LiteralBytes.count(words) <= LiteralBytes.capacity {
          if case .none = plainString {
            LiteralBytes.write(words, to: &plainBytes, at: plainCount)
            plainCount &+= LiteralBytes.count(words)
            return
          }
        }
      }
      appendLong(string)
    }

    /// ``appendPlain(_:)`` for a string that is not short or does not fit in `plainBytes`.
    private mutating func appendLong(_ string: String) {
      let start = plainCount
      if case .none = plainString {
        let count = string.utf8.count
        if start &+ count <= LiteralBytes.capacity,
          case .some = string.utf8.withContiguousStorageIfAvailable({
            LiteralBytes.copy($0, to: &plainBytes, at: start)
          })
        {
          plainCount = start &+ count
          return
        }
        plainString = plain
      }
      plainString?.append(string)
      plainCount = start &+ string.utf8.count
    }

    /// Whether the text is `plain` alone, with no runs and no Markdown. Spelled with `if`s: a
    /// debug build makes the right side of `&&` a closure capturing a copy of the interpolation.
    var isPlain: Bool {
      if let storedRuns { if storedRuns.count != 0 { return false } }
      if case .some = markdownStart { return false }
      return true
    }

    /// The runs written, `plain` ended as runs: a key's own rendering, or a translation's.
    mutating func finishedRuns() -> [Text.Run] {
      if plainCount != 0 || runs.count == 0 { flushPlain() }
      return runs
    }

    /// Appends a run of styled or formatted text, which is never Markdown. A run that is not
    /// formatted becomes part of the key.
    mutating func append(_ run: Text.Run) {
      var run = run
      if run.isFixed {
        // An empty fixed run draws nothing; keeping it would split the runs around it.
        if run.string.isEmpty { return }
        if run.isUnstyled {
          append(run.string)
          return
        }
        run.source = .keyPart
      } else if case .localized(let localized) = run.source, let live = localized.headLive {
        run.source = .live(live)
      }
      if endsInRun && runs[runs.count - 1].joins(run) {
        runs[runs.count - 1].string.append(run.string)
        return
      }
      if plainCount != 0 { flushPlain() }
      runs.append(run)
      endsInRun = true
    }

    /// Ends `plain` as runs: one, or those its Markdown makes.
    mutating func flushPlain() {
      let plain = plain
      if let start = markdownStart, let parsed = InlineMarkdown.runs(of: plain, from: start, verbatim: verbatim) {
        runs.append(contentsOf: parsed)
      } else {
        runs.append(Text.Run(string: plain, source: .keyPart))
      }
      plainCount = 0
      plainString = nil
      markdownStart = nil
      storedVerbatim = nil
    }

    /// Appends an interpolated value's characters, which are never Markdown. Transparent, so
    /// that a debug build runs it in the interpolation that calls it, with no frame of its own.
    @_transparent mutating func append(_ string: String) {
      if string.isEmpty { return }
      endsInRun = false
      if case .none = markdownStart {
        appendPlain(string)
        return
      }
      let start = plainCount
      appendPlain(string)
      verbatim.append(start..<plainCount)
    }

    /// Appends literal text, which may be Markdown, without writing it into the key.
    mutating func appendText(_ literal: String) {
      if literal.isEmpty { return }
      // Nested rather than `&&` (a closure in a debug build).
      if case .none = markdownStart {
        if InlineMarkdown.mayContainMarkup(literal) { markdownStart = plainCount }
      }
      endsInRun = false
      appendPlain(literal)
    }

    /// The key, written or pending.
    var pendingKey: PendingKey { pendingKey(text: keyIsWritten ? "" : plain) }

    /// The key, written or pending, when `plain` is `text`.
    func pendingKey(text: String) -> PendingKey {
      keyIsWritten
        ? PendingKey(writtenKey)
        : PendingKey(
          text: text, argumentStarts: argumentStarts, argumentLengths: argumentLengths, integerValues: integerValues,
          valuesInText: valuesInText)
    }

    /// Every interpolated value, in order, wherever it is kept.
    var allArguments: LocalizedArguments {
      valuesInText != 0 ? pendingKey.inlineArguments() : arguments
    }

    /// The key as a string.
    var key: String { pendingKey.resolved(arguments) }

    /// Records a string's or an `Int`'s characters, `length` UTF-8 bytes about to be appended
    /// to `plain`, by where they stand there alone, while the key is pending and the values
    /// before were recorded so; `false` when they must be recorded as an argument instead.
    /// Transparent, with no locals: a debug build's call and zeroed frame cost more than its tests.
    @_transparent private mutating func recordInText(length: Int, isInteger: Bool) -> Bool {
      // A test each rather than `||`, whose right sides a debug build makes closures.
      if valuesAreArguments { return false }
      if valuesInText >= PendingKey.maximumArguments { return false }
      if plainCount > 0xFFFF { return false }
      if length > 0xFFFF { return false }
      argumentStarts |= UInt64(truncatingIfNeeded: plainCount) &<< (16 &* UInt64(valuesInText))
      argumentLengths |= UInt64(truncatingIfNeeded: length) &<< (16 &* UInt64(valuesInText))
      if isInteger { integerValues |= 1 &<< valuesInText }
      valuesInText &+= 1
      return true
    }

    /// Records `argument`: where it starts in `plain` while the key is pending, or its
    /// placeholder in the written key. Values kept in `plain` before it become arguments.
    private mutating func record(_ argument: LocalizedArgument) {
      valuesAreArguments = true
      if valuesInText != 0 {
        arguments = pendingKey.inlineArguments()
        argumentLengths = 0
        integerValues = 0
        valuesInText = 0
      }
      if !keyIsWritten {
        let count = arguments.count
        let start = plainCount
        if case .runs = argument {
          writeKey()
        } else if count < Int(PendingKey.maximumArguments) && start <= 0xFFFF {
          argumentStarts |= UInt64(start) << (16 * UInt64(count))
          arguments.append(argument)
          return
        } else {
          writeKey()
        }
      }
      writtenKey.append(argument.specifier)
      arguments.append(argument)
    }

    /// Writes the pending key, which is written from here on as the literal is read.
    private mutating func writeKey() {
      writtenKey = pendingKey.resolved(arguments)
      keyIsWritten = true
    }

    /// The literal text between interpolations.
    public mutating func appendLiteral(_ literal: String) {
      // `appendText`'s work written out: a literal's commonest path, where a debug build's call
      // (a frame of zeroed locals and a second emptiness test) cost as much as its work. A short
      // literal is tested for Markdown in its two words.
      let words = LiteralBytes.words(of: literal)
      if LiteralBytes.isShort(words) {
        if LiteralBytes.count(words) == 0 { return }
        if case .none = markdownStart {
          if InlineMarkdown.hasMarkup(words) { markdownStart = plainCount }
        }
      } else {
        if literal.isEmpty { return }
        if case .none = markdownStart {
          if InlineMarkdown.mayContainMarkup(literal) { markdownStart = plainCount }
        }
      }
      endsInRun = false
      appendPlain(literal)
      guard keyIsWritten else { return }
      if Self.hasPercent(literal) {
        writtenKey.append(literal.replacingOccurrences(of: "%", with: "%%"))
      } else {
        writtenKey.append(literal)
      }
    }

    /// Whether `literal` has a `%`, which a key writes `%%`: a scan of its bytes in place.
    static func hasPercent(_ literal: String) -> Bool {
      if let found = literal.utf8.withContiguousStorageIfAvailable({ $0.contains(0x25) }) { return found }
      return literal.utf8.contains(0x25)
    }

    /// A string, as it is.
    public mutating func appendInterpolation(_ string: String) {
      if !recordInText(length: LiteralBytes.utf8Count(string), isInteger: false) { record(.characters(string)) }
      append(string)
    }

    /// Any other value, as Swift prints it (`String(describing:)`).
    public mutating func appendInterpolation<T>(_ value: T) {
      let string = String(describing: value)
      if !recordInText(length: string.utf8.count, isInteger: false) { record(.characters(string)) }
      append(string)
    }

    /// A number, as Swift prints it; the key writes it with its type's placeholder (`%lld`
    /// for an `Int`, `%lf` for a `Double`, as SwiftUI does), so a plural can be chosen by it.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      let string = String(describing: value)
      record(.number(value, specifier: T._specifier, shown: string))
      append(string)
    }

    /// An integer, as Swift prints it: the commonest interpolation (`"Row \(index)"`), so it
    /// skips the generic `String(describing:)` path, and one from 0 to 999 (row numbers,
    /// indices, counts) has its digits written straight into `plainBytes`, with no string made.
    public mutating func appendInterpolation(_ value: Int) {
      // One comparison for `0 <= value < 1000`, and the room for three digits.
      if UInt(bitPattern: value) < 1000 {
        if plainCount <= LiteralBytes.capacity &- 3 {
          if case .none = plainString {
            appendDigits(value)
            return
          }
        }
      }
      let string = String(value)
      if !recordInText(length: LiteralBytes.utf8Count(string), isInteger: true) {
        record(.number(value, specifier: "%lld", shown: string))
      }
      append(string)
    }

    /// Appends the digits of `value`, from 0 to 999, to `plainBytes`, which has room for them
    /// (transparent, as `append(_:)` is).
    @_transparent private mutating func appendDigits(_ value: Int) {
      let digits = LiteralBytes.digits(value)
      if !recordInText(length: LiteralBytes.count(digits), isInteger: true) {
        record(.number(value, specifier: "%lld", shown: String(value)))
      }
      endsInRun = false
      if case .some = markdownStart { verbatim.append(plainCount..<plainCount &+ LiteralBytes.count(digits)) }
      LiteralBytes.write(digits, to: &plainBytes, at: plainCount)
      plainCount &+= LiteralBytes.count(digits)
    }

    /// A number through a `printf` format: `"\(rating, specifier: "%.1f")"` → `4.6`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      let string = value._formatted(specifier: specifier)
      record(.number(value, specifier: specifier, shown: string))
      append(string)
    }

    /// Appends a formatted run as an interpolated value.
    private mutating func appendFormatted(_ run: Text.Run) {
      record(.runs([run]))
      append(run)
    }

    /// A value through a `FormatStyle`, in the environment's locale:
    /// `"\(price, format: .currency(code: "USD"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      appendFormatted(.formatted(input, format: format))
    }

    /// A value through a Foundation `Formatter` (a `DateFormatter`, a `NumberFormatter`, …);
    /// with no formatter, as Swift prints it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      if let formatter {
        appendFormatted(.formatted(subject, formatter: formatter))
      } else {
        appendInterpolation(String(describing: subject))
      }
    }

    /// A date through a `DateFormatter`; with no formatter, as Swift prints it. (A `Date` is
    /// `ReferenceConvertible` on Apple platforms only, so it has its own overload.)
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
      if let formatter {
        appendFormatted(.formatted(date, formatter: formatter))
      } else {
        appendInterpolation(String(describing: date))
      }
    }

    /// An object through a Foundation `Formatter`; with no formatter, as Swift prints it.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      if let formatter {
        appendFormatted(.formatted(subject, formatter: formatter))
      } else {
        appendInterpolation(String(describing: subject))
      }
    }

    /// A date in one of `Text`'s date styles: `"Starts \(start, style: .relative)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendFormatted(.dated(date, style: style))
    }

    /// A range of dates, as `Text(_:)` draws one: `Nov 14, 2023, 10:13 PM – 11:13 PM`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendFormatted(.range(dates))
    }

    /// A date interval, as `Text(_:)` draws one.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendFormatted(.range(interval.start...interval.end))
    }

    /// A text, keeping its own style: `"Tap \(Text("Edit").bold()) to change it"`. A
    /// localized text is looked up on its own, as SwiftUI looks up each `Text`.
    @MainActor public mutating func appendInterpolation(_ text: Text) {
      record(.runs(text.runs))
      append(text.first)
      for run in text.rest { append(run) }
    }

    /// An image, drawn as text as `Image` draws it: `"Rated \(Image(systemName: "star.fill"))"`.
    @MainActor public mutating func appendInterpolation(_ image: Image) {
      appendInterpolation(image.text)
    }

    /// An attributed string's characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendInterpolation(String(attributedString.characters))
    }
  }
}

/// The UTF-8 bytes of a string literal's text as its interpolation collects them, held in the
/// interpolation itself: each piece is copied in, and the `String` is made once, when the
/// literal is finished (``LocalizedStringKey/StringInterpolation``).
///
/// Plain words behind a pointer to the value (an `&` argument, valid for the call), so that
/// a debug build runs no generic call or closure for a short piece: the words of a small
/// string are shifted into place. In this file, as a debug build inlines a transparent
/// function only into the file that declares it.
struct LiteralBytes {
  /// How many bytes of text it holds. Sixteen more are room for a short string's two words
  /// written whole at any offset within the text (and the third word they may reach).
  @_transparent static var capacity: Int { 128 }

  // 144 bytes: `capacity` and the room after it.
  private var words:
    (
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
      UInt64, UInt64, UInt64, UInt64
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  /// The two words of `string`, to be tested by ``isShort(_:)`` before they are read as its
  /// bytes: a short string's (the form ``smallStringWords(_:)`` reads), `(0, 0)` on a platform
  /// without that form. Transparent, as are the other helpers a piece goes through: a debug
  /// build inlines them, where a call cost a frame of zeroed locals more than its work.
  @_transparent static func words(of string: String) -> (low: UInt64, high: UInt64) {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
      if MemoryLayout<String>.size == 16 { return unsafeBitCast(string, to: (low: UInt64, high: UInt64).self) }
    #endif
    return (0, 0)
  }

  /// The UTF-8 length of `string`, read from its words when it is short.
  @_transparent static func utf8Count(_ string: String) -> Int {
    if isShort(words(of: string)) { return count(words(of: string)) }
    return string.utf8.count
  }

  /// The words of the short ASCII string that is `value`'s decimal digits, `value` from 0 to 999.
  @_transparent static func digits(_ value: Int) -> (low: UInt64, high: UInt64) {
    let bits = UInt64(truncatingIfNeeded: value)
    if bits < 10 { return (0x30 | bits, 0xE100_0000_0000_0000) }
    if bits < 100 { return (0x3030 | bits / 10 | (bits % 10) &<< 8, 0xE200_0000_0000_0000) }
    return (0x30_3030 | bits / 100 | (bits / 10 % 10) &<< 8 | (bits % 10) &<< 16, 0xE300_0000_0000_0000)
  }

  /// Whether `words` are a short string's (its bytes inline, at most 15).
  @_transparent static func isShort(_ words: (low: UInt64, high: UInt64)) -> Bool {
    (words.high &>> 56) & 0xB0 == 0xA0
  }

  /// The UTF-8 length of the short string whose words are `words`.
  @_transparent static func count(_ words: (low: UInt64, high: UInt64)) -> Int {
    Int(truncatingIfNeeded: (words.high &>> 56) & 0xF)
  }

  /// Writes a short string's bytes, its two `words` (the count in the top byte cleared), at
  /// `offset` of `bytes`, where `offset` is at most ``capacity``. The bytes after the
  /// string's are overwritten with the zeros that follow them in its words.
  @_transparent static func write(
    _ words: (low: UInt64, high: UInt64), to bytes: UnsafeMutableRawPointer, at offset: Int
  ) {
    // A homogeneous tuple's memory is bound to its element type.
    let target = bytes.assumingMemoryBound(to: UInt64.self) + offset &>> 3
    let shift = UInt64(truncatingIfNeeded: offset & 7) &<< 3
    if shift == 0 {
      target[0] = words.low
      target[1] = words.high & 0x00FF_FFFF_FFFF_FFFF
    } else {
      target[0] = target[0] & ((1 &<< shift) &- 1) | words.low &<< shift
      target[1] = words.low &>> (64 &- shift) | (words.high & 0x00FF_FFFF_FFFF_FFFF) &<< shift
      target[2] = (words.high & 0x00FF_FFFF_FFFF_FFFF) &>> (64 &- shift)
    }
  }

  /// Copies `source` to `offset` of `bytes`, where they fit within ``capacity``.
  static func copy(_ source: UnsafeBufferPointer<UInt8>, to bytes: UnsafeMutableRawPointer, at offset: Int) {
    guard let base = source.baseAddress else { return }
    (bytes + offset).copyMemory(from: base, byteCount: source.count)
  }

  /// The string of the first `count` bytes of `bytes`.
  static func string(_ bytes: UnsafeRawPointer, count: Int) -> String {
    if count == 0 { return "" }
    return String(unsafeUninitializedCapacity: count) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      UnsafeMutableRawPointer(base).copyMemory(from: bytes, byteCount: count)
      return count
    }
  }
}

/// A number that a `printf`-style `specifier:` can format, as SwiftUI's `_FormatSpecifiable`:
/// the integer and floating-point types.
public protocol _FormatSpecifiable: Equatable {
  /// The value formatted by `specifier` (`"%.1f"`, `"%d"`, `"%05.2f"`), by C's `printf` rules.
  func _formatted(specifier: String) -> String
  /// The placeholder a localized key writes for a value of this type, as SwiftUI's:
  /// `%lld` for an `Int`, `%d` for an `Int32`, `%llu` for a `UInt`, `%lf` for a `Double`.
  static var _specifier: String { get }
}

extension _FormatSpecifiable where Self: BinaryInteger {
  /// The integer formatted as a 64-bit value: the specifier's length modifier is widened to
  /// `ll`, so `%d`, `%ld`, `%5d` and `%x` all read the whole value, as on Apple platforms.
  public func _formatted(specifier: String) -> String {
    // A printf integer conversion: flags and width, any length modifier, the conversion letter.
    let conversion = try! Regex(#"%([-+ 0#']*[0-9]*)(?:hh|h|ll|l|q|z|t|j)?([diouxX])"#)
    let widened = specifier.replacing(conversion) { match in
      "%\(match.output[1].substring ?? "")ll\(match.output[2].substring ?? "")"
    }
    return Self.isSigned
      ? printf(widened, Int64(truncatingIfNeeded: self)) : printf(widened, UInt64(truncatingIfNeeded: self))
  }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
  /// The number formatted as a `Double`.
  public func _formatted(specifier: String) -> String {
    printf(specifier, Double(self))
  }
}

/// `value` through the C library's `printf` rules, which SwiftUI's specifiers follow (Foundation's
/// `String(format:)` on Linux drops the `0` flag). A Swift process never sets a C locale, so the
/// decimal point is always ".".
private func printf(_ format: String, _ value: CVarArg) -> String {
  var size = 64
  while true {
    var buffer = [CChar](repeating: 0, count: size)
    let needed = withVaList([value]) { arguments in vsnprintf(&buffer, size, format, arguments) }
    guard needed >= 0 else { return format }
    if Int(needed) < size {
      return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    size = Int(needed) + 1
  }
}

extension Int: _FormatSpecifiable { public static var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public static var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public static var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public static var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public static var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public static var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public static var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public static var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public static var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public static var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public static var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public static var _specifier: String { "%lf" } }
