import Foundation

/// What text formatted as it is drawn reads from the environment: SwiftUI formats
/// `Text(_:format:)`, `Text(_:style:)` and `"\(x, format: …)"` in the view's locale and time
/// zone, and relative dates against the current moment.
struct TextFormatContext {
  var locale: Locale
  var timeZone: TimeZone
  var calendar: Calendar
  var now: Date

  /// The environment's defaults, which is what a `Text`'s characters hold until it is drawn.
  static var standard: TextFormatContext {
    let environment = EnvironmentValues()
    return TextFormatContext(
      locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar,
      now: environment.now)
  }

  /// The locale format styles and formatters are given. The default, `en_US_POSIX`, is meant for
  /// machines (`2450` rather than `2,450`, `$ 4.50`), so it formats as `en_US` does — what a
  /// SwiftUI preview shows on a US Mac — while `\.locale` stays `en_US_POSIX` for code reading it.
  /// The pseudo-locale formats as `en_US` too: it transforms strings, not numbers and dates.
  var formattingLocale: Locale {
    let identifier = locale.identifier
    if identifier == "en_US_POSIX" || PseudoLocalization.isPseudoLocale(identifier: identifier) {
      return Locale(identifier: "en_US")
    }
    return locale
  }

  /// `string` with the no-break spaces newer CLDR data puts before "PM" and between a number
  /// and its unit made plain, so a snapshot does not change with the ICU version.
  static func plainSpaces(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" }) else { return string }
    return String(
      String.UnicodeScalarView(string.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 }))
  }

  /// `input` through `format`, in this context's locale, and for dates its time zone and calendar.
  func format<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> String where F.FormatOutput == String {
    var style = format.locale(formattingLocale)
    if var dateStyle = style as? Date.FormatStyle {
      dateStyle.timeZone = timeZone
      dateStyle.calendar = calendar
      style = dateStyle as? F ?? style
    } else if var isoStyle = style as? Date.ISO8601FormatStyle {
      isoStyle.timeZone = timeZone
      style = isoStyle as? F ?? style
    } else if let relativeStyle = style as? Date.RelativeFormatStyle, let date = input as? Date {
      return relative(date, style: relativeStyle)
    }
    return Self.plainSpaces(style.format(input))
  }

  /// A relative date measured from `now` rather than the wall clock, in its largest unit:
  /// `in 2 hours`, `3 days ago`. In English, TextUI's own words (what snapshots have always
  /// shown); in another language, Foundation's anchored relative style, which names the
  /// units in that language (`2 時間後`).
  private func relative(_ date: Date, style: Date.RelativeFormatStyle) -> String {
    let locale = formattingLocale
    if locale.language.languageCode?.identifier != "en" {
      let anchored = Date.AnchoredRelativeFormatStyle(
        anchor: date, presentation: style.presentation, unitsStyle: style.unitsStyle, locale: locale,
        calendar: calendar)
      return Self.plainSpaces(anchored.format(now))
    }
    let amount = Text.DateStyle.units(from: now, to: date, calendar: calendar, count: 1)
    if amount == "0 seconds" { return "now" }
    return date > now ? "in \(amount)" : "\(amount) ago"
  }

  /// `subject` through a Foundation formatter. A date or number formatter still on the
  /// machine's locale or time zone (its default) is given this context's instead.
  func format(_ subject: Any, with formatter: Formatter) -> String {
    var formatter = formatter
    if let dateFormatter = formatter as? DateFormatter,
      dateFormatter.locale == Locale.current || dateFormatter.timeZone == TimeZone.current,
      let copy = dateFormatter.copy() as? DateFormatter
    {
      if copy.locale == Locale.current { copy.locale = formattingLocale }
      if copy.timeZone == TimeZone.current { copy.timeZone = timeZone }
      copy.calendar = calendar
      formatter = copy
    } else if let numberFormatter = formatter as? NumberFormatter, numberFormatter.locale == Locale.current,
      let copy = numberFormatter.copy() as? NumberFormatter
    {
      copy.locale = formattingLocale
      formatter = copy
    }
    return Self.plainSpaces(formatter.string(for: subject) ?? "")
  }
}

/// Text whose characters depend on the environment, formatted again as it is drawn.
///
/// Unchecked because `resolve` captures the value and the format style or `Formatter` the
/// text was made with, which are not all `Sendable` (a `Formatter` is a class) but are only
/// read: TextUI calls it where the text is made and then on the main actor as it is drawn.
/// `Text` must stay `Sendable`-clean for its synthesized `==` to read its runs.
final class LiveText: Equatable, @unchecked Sendable {
  /// What the text shows, as a comparable description: the input and how it is formatted.
  let key: String
  let resolve: (TextFormatContext) -> String

  /// A class, so a `Text.Run` that is not formatted (nearly all) pays one pointer for it.
  init(key: String, resolve: @escaping (TextFormatContext) -> String) {
    self.key = key
    self.resolve = resolve
  }

  static func == (lhs: LiveText, rhs: LiveText) -> Bool { lhs.key == rhs.key }
}

extension Text.Run {
  /// A run formatted from the environment as it is drawn; its characters until then are the
  /// default environment's.
  init(live: LiveText) {
    self.init(string: live.resolve(.standard), live: live)
  }

  /// `input` through `format`, formatted as it is drawn.
  static func formatted<F: FormatStyle>(_ input: F.FormatInput, format: F) -> Text.Run where F.FormatOutput == String {
    Text.Run(live: LiveText(key: "\(F.self)|\(format)|\(input)") { $0.format(input, with: format) })
  }

  /// `subject` through a Foundation formatter, formatted as it is drawn.
  static func formatted(_ subject: Any, formatter: Formatter) -> Text.Run {
    Text.Run(live: LiveText(key: "\(type(of: formatter))|\(subject)") { $0.format(subject, with: formatter) })
  }

  /// A date in a `Text.DateStyle`, formatted as it is drawn.
  static func dated(_ date: Date, style: Text.DateStyle) -> Text.Run {
    Text.Run(live: LiveText(key: "\(style)|\(date.timeIntervalSinceReferenceDate)") { style.format(date, in: $0) })
  }

  /// A range of dates, formatted as it is drawn.
  static func range(_ dates: ClosedRange<Date>) -> Text.Run {
    let key =
      "range|\(dates.lowerBound.timeIntervalSinceReferenceDate)|\(dates.upperBound.timeIntervalSinceReferenceDate)"
    return Text.Run(live: LiveText(key: key) { Text.DateStyle.range(dates.lowerBound, dates.upperBound, in: $0) })
  }
}

extension Text {
  /// Text of one run.
  init(run: Run) {
    first = run
  }

  /// Text showing a value formatted with a `FormatStyle`, as SwiftUI's `Text(_:format:)`:
  /// `Text(price, format: .currency(code: "USD"))` → `$4.50`. It is formatted as it is drawn,
  /// in the environment's `\.locale` (`en_US_POSIX`, formatted as `en_US`, unless a view sets
  /// one) and, for dates, its `\.timeZone` (UTC) and `\.calendar`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(run: .formatted(input, format: format))
  }

  /// Text showing a value through a Foundation `Formatter`, as SwiftUI's `Text(_:formatter:)`.
  /// A formatter left on the machine's locale and time zone formats in the environment's.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(run: .formatted(subject, formatter: formatter))
  }

  /// Text showing a date through a Foundation `Formatter`: `Text(note.modified, formatter:
  /// Self.dateFormatter)`. (A `Date` is `ReferenceConvertible` on Apple platforms only.)
  public init(_ date: Date, formatter: Formatter) {
    self.init(run: .formatted(date, formatter: formatter))
  }

  /// Text showing an object through a Foundation `Formatter` (an `NSNumber`, …).
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(run: .formatted(subject, formatter: formatter))
  }

  /// Text showing a date in one of SwiftUI's date styles: `.date` (`November 14, 2023`),
  /// `.time` (`10:13 PM`), and, measured from the environment's `\.now`, `.relative`
  /// (`2 hours, 23 minutes`), `.offset` (`+2 hours`) and `.timer` (`2:32`).
  public init(_ date: Date, style: DateStyle) {
    self.init(run: .dated(date, style: style))
  }

  /// Text showing a range of dates, as SwiftUI's `Text(_:)` for a `ClosedRange<Date>`:
  /// `Nov 14, 2023, 10:13 PM – 11:13 PM`, the day written once when both ends share it.
  public init(_ dates: ClosedRange<Date>) {
    self.init(run: .range(dates))
  }

  /// Text showing a date interval, as `Text(_:)` for a `ClosedRange<Date>` shows it.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// Text counting the time in `timerInterval`, as SwiftUI's `Text(timerInterval:)`: the time
  /// left until its end (or, with `countsDown: false`, since its start) at the environment's
  /// `\.now`, or at `pauseTime` when given — `4:17`, `1:02:03`.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.init(
      run: Text.Run(
        live: LiveText(
          key: "timer|\(timerInterval)|\(String(describing: pauseTime))|\(countsDown)|\(showsHours)"
        ) { context in
          let moment = min(max(pauseTime ?? context.now, timerInterval.lowerBound), timerInterval.upperBound)
          let seconds =
            countsDown
            ? timerInterval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(timerInterval.lowerBound)
          return DateStyle.timerString(seconds: seconds, showsHours: showsHours)
        }))
  }

  /// Text showing an image, as `Image` draws it: `Text(Image(systemName: "star.fill"))` → `★`.
  public init(_ image: Image) {
    self.init(verbatim: image.text)
  }

  /// Text showing an attributed string's characters (its attributes are not drawn).
  ///
  /// Disfavoured so that a string literal, which an `AttributedString` can also be written as,
  /// makes a `LocalizedStringKey` as in SwiftUI rather than building an attributed string.
  ///
  /// Its characters were never looked up in a strings table (Foundation on Linux has no
  /// localized attributed strings), so the audit's `unlocalized-text` rule reports them as it
  /// reports a `String`'s.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    self.init(run: Text.Run(string: String(attributedContent.characters), source: .string))
  }
}

extension TextField {
  /// A field editing a value through a format, as SwiftUI's `TextField(_:value:format:)`:
  /// it shows the formatted value, and typed text that parses sets it. The value is shown
  /// in the default environment's locale (`en_US` formats), the same on every machine.
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    let format = format.locale(TextFormatContext.standard.formattingLocale)
    self.init(
      title,
      text: Binding(
        get: { TextFormatContext.plainSpaces(format.format(value.wrappedValue)) },
        set: { text in
          if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }))
  }

  /// A field editing an optional value through a format: empty while the value is `nil`, and
  /// clearing the text sets it to `nil`.
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F)
  where F.FormatOutput == String {
    let format = format.locale(TextFormatContext.standard.formattingLocale)
    self.init(
      title,
      text: Binding(
        get: { value.wrappedValue.map { TextFormatContext.plainSpaces(format.format($0)) } ?? "" },
        set: { text in
          if text.isEmpty {
            value.wrappedValue = nil
          } else if let parsed = try? format.parseStrategy.parse(text) {
            value.wrappedValue = parsed
          }
        }))
  }

  /// A field editing a value through a Foundation `Formatter`, as SwiftUI's
  /// `TextField(_:value:formatter:)`: typed text that a `DateFormatter` or `NumberFormatter`
  /// reads back sets the value.
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(
      title,
      text: Binding(
        get: { formatter.string(for: value.wrappedValue) ?? "" },
        set: { text in
          if let parsed = Self.parse(text, with: formatter).lazy.compactMap({ $0 as? V }).first {
            value.wrappedValue = parsed
          }
        }))
  }

  /// `text` read back by a date or number formatter, as each Swift type a binding may hold.
  private static func parse(_ text: String, with formatter: Formatter) -> [Any] {
    if let dateFormatter = formatter as? DateFormatter { return dateFormatter.date(from: text).map { [$0] } ?? [] }
    guard let numberFormatter = formatter as? NumberFormatter, let number = numberFormatter.number(from: text) else {
      return []
    }
    return [number.doubleValue, number.intValue, Float(number.doubleValue), number.decimalValue] as [Any]
  }
}
