import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`. The relative styles are
  /// measured from the environment's `\.now` — a fixed moment unless a view sets one — so a
  /// snapshot never depends on the wall clock. They are written in English whatever the locale.
  public struct DateStyle: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String, Sendable, Hashable {
      case date, time, relative, offset, timer
    }

    private let kind: Kind

    /// The date alone: `November 14, 2023`.
    public static let date = DateStyle(kind: .date)
    /// The time alone: `10:13 PM`.
    public static let time = DateStyle(kind: .time)
    /// The time between now and the date, in its two largest units: `2 hours, 23 minutes`.
    public static let relative = DateStyle(kind: .relative)
    /// The signed time from now to the date, in its largest unit: `+2 hours`, `-3 months`.
    public static let offset = DateStyle(kind: .offset)
    /// The time between now and the date as a timer: `2:32`, `36:59:01`.
    public static let timer = DateStyle(kind: .timer)

    /// The style's name, as `Text`'s identity for the date it shows.
    public var description: String { kind.rawValue }

    func format(_ date: Date, in context: TextFormatContext) -> String {
      switch kind {
      case .date: Self.absolute(date, in: context, dateStyle: .long, timeStyle: .none, posixFormat: "MMMM d, y")
      case .time: Self.absolute(date, in: context, dateStyle: .none, timeStyle: .short, posixFormat: "h:mm a")
      case .relative: Self.units(from: context.now, to: date, calendar: context.calendar, count: 2)
      case .offset:
        (date < context.now ? "-" : "+") + Self.units(from: context.now, to: date, calendar: context.calendar, count: 1)
      case .timer: Self.timerString(seconds: abs(date.timeIntervalSince(context.now)), showsHours: true)
      }
    }

    /// `date` in a formatter style, in the context's locale, time zone and calendar. In
    /// `en_US_POSIX` (the default) the pattern is fixed rather than looked up, as `DatePicker`
    /// does, so a snapshot does not change with the ICU version.
    private static func absolute(
      _ date: Date, in context: TextFormatContext, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
      posixFormat: String
    ) -> String {
      let formatter = DateFormatter()
      // The pseudo-locale's dates are `en_US`'s (see `formattingLocale`).
      formatter.locale = context.locale.identifier == "en_US_POSIX" ? context.locale : context.formattingLocale
      formatter.timeZone = context.timeZone
      formatter.calendar = context.calendar
      if context.locale.identifier == "en_US_POSIX" {
        formatter.dateFormat = posixFormat
      } else {
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
      }
      return TextFormatContext.plainSpaces(formatter.string(from: date))
    }

    /// The time between two dates in its `count` largest non-zero calendar units, in English.
    static func units(from start: Date, to end: Date, calendar: Calendar, count: Int) -> String {
      let (earlier, later) = start <= end ? (start, end) : (end, start)
      let components = calendar.dateComponents(
        [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: earlier, to: later)
      let named: [(Int?, String)] = [
        (components.year, "year"), (components.month, "month"), (components.weekOfMonth, "week"),
        (components.day, "day"), (components.hour, "hour"), (components.minute, "minute"),
        (components.second, "second"),
      ]
      let parts = named.compactMap { value, unit -> String? in
        guard let value, value > 0 else { return nil }
        return "\(value) \(unit)\(value == 1 ? "" : "s")"
      }
      return parts.isEmpty ? "0 seconds" : parts.prefix(count).joined(separator: ", ")
    }

    /// Seconds as a timer shows them: `m:ss` under an hour, else `h:mm:ss` (hours unbounded).
    static func timerString(seconds: TimeInterval, showsHours: Bool) -> String {
      let total = Int(seconds.rounded(.down))
      let hours = showsHours ? total / 3600 : 0
      let minutes = showsHours ? total % 3600 / 60 : total / 60
      let secs = total % 60
      let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
      return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    /// A range of dates: the start with its day and time, then the end, its day left out when
    /// both ends share it — `Nov 14, 2023, 10:13 PM – 11:13 PM`.
    static func range(_ start: Date, _ end: Date, in context: TextFormatContext) -> String {
      let day = { (date: Date) in
        absolute(date, in: context, dateStyle: .medium, timeStyle: .none, posixFormat: "MMM d, y")
      }
      let time = { (date: Date) in
        absolute(date, in: context, dateStyle: .none, timeStyle: .short, posixFormat: "h:mm a")
      }
      let sameDay = context.calendar.isDate(start, inSameDayAs: end)
      return "\(day(start)), \(time(start)) – " + (sameDay ? time(end) : "\(day(end)), \(time(end))")
    }
  }
}
