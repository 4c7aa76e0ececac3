import Foundation

/// The fixed calendar, locale and time zone of previews and tests: Gregorian, `en_US_POSIX`
/// and UTC, whatever the machine's settings, so formatted dates and numbers read the same on
/// every machine.
private enum Fixed {
  static let timeZone = TimeZone(secondsFromGMT: 0)!
  static let locale = Locale(identifier: "en_US_POSIX")
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    return calendar
  }()
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
  static let previewValue = Fixed.calendar
  static let testValue = Fixed.calendar
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
  static let previewValue = Fixed.locale
  static let testValue = Fixed.locale
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
  static let previewValue = Fixed.timeZone
  static let testValue = Fixed.timeZone
}

extension DependencyValues {
  /// The user's calendar in an app; Gregorian in UTC with `en_US_POSIX` in previews and tests.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The user's locale in an app; `en_US_POSIX` in previews and tests.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The user's time zone in an app; UTC in previews and tests.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
