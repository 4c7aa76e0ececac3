import Foundation

/// The text of a string literal given to `Text`, `Label`, `Button` and the other views that
/// take a title, as SwiftUI's `LocalizedStringKey`: `Text("Total: \(total, specifier: "%.2f")")`.
///
/// A literal's interpolations are SwiftUI's: a number with a `printf` `specifier:`, a value
/// with a `format:` style or a `formatter:`, a date with a `style:`, a `Text` (which keeps
/// its own style), an `Image`, and any other value as Swift prints it. Formatting happens
/// when the text is drawn, in the environment's `\.locale` and `\.timeZone`, so a snapshot
/// never depends on the machine. Nothing is looked up in a strings table: a terminal app has
/// one language, and the key is the text.
///
/// A key's text is inline Markdown, as SwiftUI renders it: `Text("**Bold**, *italic*,
/// ~~struck~~ and [a link](https://example.com)")` draws bold, italic, struck-through and
/// underlined tinted text without the marks. Interpolated values are never Markdown, and
/// neither is a `String` variable (`Text(title)`) or `Text(verbatim:)`, as in SwiftUI.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The first run of text the key stands for. Touching runs of the same style are one, so a
  /// literal with no styled parts is one run, as a plain string is, and needs no array.
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
    if InlineMarkdown.mayContainMarkup(value), var runs = InlineMarkdown.runs(of: value) {
      first = runs.removeFirst()
      rest = runs
      return
    }
    first = Text.Run(string: value)
    rest = []
  }

  /// A key written as a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    // Counts rather than `isEmpty`, which a debug build runs as the generic `Collection` default.
    if stringInterpolation.runs.count == 0 && stringInterpolation.markdownStart == nil {
      first = Text.Run(string: stringInterpolation.plain)
      rest = []
      return
    }
    var interpolation = stringInterpolation
    if !interpolation.plain.isEmpty || interpolation.runs.count == 0 { interpolation.flushPlain() }
    var runs = interpolation.runs
    first = runs.removeFirst()
    rest = runs
  }

  /// The text the key stands for, as `Text(key)` shows it.
  @MainActor var text: Text { Text(first: first, rest: rest) }

  /// The pieces of an interpolated literal, collected in order.
  ///
  /// Unstyled fixed text (the literal's own characters, strings, numbers) is appended to one
  /// string in place, and becomes a run only when a styled or formatted piece follows it, so
  /// a literal that interpolates only strings and numbers builds one string and no run.
  /// Written for a debug build, which runs every string literal with interpolations that an
  /// app's screens have through here on every render: plain text touches no run (a run read
  /// or written whole is copied, retaining its string).
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The finished runs, and the styled or formatted run being written when `endsInRun`.
    var runs: [Text.Run] = []
    /// Unstyled fixed characters written after `runs`.
    var plain = ""
    /// Whether the text ends in the last of `runs` rather than in `plain`, so that a run in
    /// the same style that follows is joined to it.
    var endsInRun = false
    /// Where in `plain` (a UTF-8 offset) the first literal with a Markdown character starts,
    /// or `nil` while there is none, which keeps a literal without Markdown from being parsed.
    var markdownStart: Int?
    /// The interpolated values in `plain` after `markdownStart` (UTF-8 offsets): never
    /// Markdown, as SwiftUI inserts values after parsing the literal.
    var verbatim: [Range<Int>] = []

    /// An empty interpolation. The capacity hints are not used to reserve the string: the
    /// reservation cost more than the one or two times a literal's string grows.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    private mutating func append(_ run: Text.Run) {
      if run.isFixed {
        // An empty fixed run draws nothing; keeping it would split the runs around it.
        if run.string.isEmpty { return }
        if run.isUnstyled {
          append(run.string)
          return
        }
      }
      if endsInRun && runs[runs.count - 1].joins(run) {
        runs[runs.count - 1].string.append(run.string)
        return
      }
      if !plain.isEmpty { flushPlain() }
      runs.append(run)
      endsInRun = true
    }

    /// Ends `plain` as runs: one, or those its Markdown makes.
    mutating func flushPlain() {
      if let start = markdownStart, let parsed = InlineMarkdown.runs(of: plain, from: start, verbatim: verbatim) {
        runs.append(contentsOf: parsed)
      } else {
        runs.append(Text.Run(string: plain))
      }
      plain = ""
      markdownStart = nil
      verbatim = []
    }

    /// Appends an interpolated value's characters, which are never Markdown.
    private mutating func append(_ string: String) {
      if string.isEmpty { return }
      endsInRun = false
      if markdownStart == nil {
        plain.append(string)
        return
      }
      let start = plain.utf8.count
      plain.append(string)
      verbatim.append(start..<plain.utf8.count)
    }

    /// The literal text between interpolations.
    public mutating func appendLiteral(_ literal: String) {
      if literal.isEmpty { return }
      if markdownStart == nil && InlineMarkdown.mayContainMarkup(literal) { markdownStart = plain.utf8.count }
      endsInRun = false
      plain.append(literal)
    }

    /// A string, as it is.
    public mutating func appendInterpolation(_ string: String) {
      append(string)
    }

    /// Any other value, as Swift prints it (`String(describing:)`).
    public mutating func appendInterpolation<T>(_ value: T) {
      append(String(describing: value))
    }

    /// An integer, as Swift prints it: the commonest interpolation (`"Row \(index)"`), so it
    /// skips the generic `String(describing:)` path.
    public mutating func appendInterpolation(_ value: Int) {
      append(String(value))
    }

    /// A number through a `printf` format: `"\(rating, specifier: "%.1f")"` → `4.6`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      append(value._formatted(specifier: specifier))
    }

    /// A value through a `FormatStyle`, in the environment's locale:
    /// `"\(price, format: .currency(code: "USD"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(.formatted(input, format: format))
    }

    /// A value through a Foundation `Formatter` (a `DateFormatter`, a `NumberFormatter`, …);
    /// with no formatter, as Swift prints it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      if let formatter {
        append(.formatted(subject, formatter: formatter))
      } else {
        append(String(describing: subject))
      }
    }

    /// A date through a `DateFormatter`; with no formatter, as Swift prints it. (A `Date` is
    /// `ReferenceConvertible` on Apple platforms only, so it has its own overload.)
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
      if let formatter { append(.formatted(date, formatter: formatter)) } else { append(String(describing: date)) }
    }

    /// An object through a Foundation `Formatter`; with no formatter, as Swift prints it.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      if let formatter {
        append(.formatted(subject, formatter: formatter))
      } else {
        append(String(describing: subject))
      }
    }

    /// A date in one of `Text`'s date styles: `"Starts \(start, style: .relative)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(.dated(date, style: style))
    }

    /// A range of dates, as `Text(_:)` draws one: `Nov 14, 2023, 10:13 PM – 11:13 PM`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      append(.range(dates))
    }

    /// A date interval, as `Text(_:)` draws one.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      append(.range(interval.start...interval.end))
    }

    /// A text, keeping its own style: `"Tap \(Text("Edit").bold()) to change it"`.
    @MainActor public mutating func appendInterpolation(_ text: Text) {
      append(text.first)
      for run in text.rest { append(run) }
    }

    /// An image, drawn as text as `Image` draws it: `"Rated \(Image(systemName: "star.fill"))"`.
    @MainActor public mutating func appendInterpolation(_ image: Image) {
      append(image.text)
    }

    /// An attributed string's characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(String(attributedString.characters))
    }
  }
}

/// A number that a `printf`-style `specifier:` can format, as SwiftUI's `_FormatSpecifiable`:
/// the integer and floating-point types.
public protocol _FormatSpecifiable: Equatable {
  /// The value formatted by `specifier` (`"%.1f"`, `"%d"`, `"%05.2f"`), by C's `printf` rules.
  func _formatted(specifier: String) -> String
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

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
