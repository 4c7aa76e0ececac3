import Foundation

/// The environment values SwiftUI apps read about their device and scene: locale, time zone,
/// calendar, colour scheme, size classes, scene phase, `openURL`. A preview has no device, so
/// each has a fixed default — never the machine's — and a preview that needs another sets it
/// with `.environment(\.locale, Locale(identifier: "de_DE"))`, so snapshots are the same
/// everywhere.
///
/// | value | default | why |
/// | --- | --- | --- |
/// | `\.locale` | `en_US_POSIX` | fixed formats, whatever the machine's language |
/// | `\.timeZone` | UTC | a date shows the same hour on every machine |
/// | `\.calendar` | Gregorian, in UTC | |
/// | `\.now` | 2026-01-01 00:00 UTC | relative dates (`Text(date, style: .relative)`) read the same on every run |
/// | `\.layoutDirection` | `.leftToRight` | the locale's direction when a view sets a locale (see <doc:RightToLeft>) |
/// | `\.colorScheme` | `.light` | the scheme of the default variant; a preview variant or `.preferredColorScheme` changes it |
/// | `\.horizontalSizeClass`, `\.verticalSizeClass` | `.compact`, `.regular` | a terminal is narrow, like a phone held upright |
/// | `\.scenePhase` | `.active` | a preview is on screen |
/// | `\.openURL` | does nothing | a preview never leaves the terminal |
private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { EnvironmentValues.standardLocale }
}

private struct LocalizerKey: EnvironmentKey {
  static var defaultValue: Localizer { Localizer.standard }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! }
}

private struct NowKey: EnvironmentKey {
  static var defaultValue: Date { Date(timeIntervalSince1970: 1_767_225_600) }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar? { nil }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .handled } }
}

extension EnvironmentValues {
  /// The locale dates and numbers are formatted in and localized text is looked up in:
  /// `en_US_POSIX` unless a view sets one, which formats as `en_US` and reads the development
  /// language's text. `Locale(identifier: "en-XA")` is the pseudo-locale (see
  /// <doc:Localization>). A right-to-left language (Arabic, Hebrew, Persian, Urdu…) also makes
  /// ``layoutDirection`` right to left, unless a view above set the direction itself.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set {
      self[LocaleKey.self] = newValue
      self[LocalizerKey.self] = Localizer.of(newValue)
      LocalizationActivity.note(newValue)
      if !layoutDirectionIsExplicit { storedLayoutDirection = LayoutDirection(of: newValue) }
    }
  }

  /// The default `\.locale`: `en_US_POSIX`, the same on every machine.
  static let standardLocale = Locale(identifier: "en_US_POSIX")

  /// What `locale` makes of localized text, made when the locale is set.
  var localizer: Localizer { self[LocalizerKey.self] }

  /// The time zone dates are shown in: UTC unless a view sets one.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The moment relative dates are measured from — `Text(date, style: .relative)`, `.offset`,
  /// `.timer`, `Text(timerInterval:)`, `.relative` format styles: 2026-01-01 00:00 UTC unless a
  /// view sets one, never the wall clock, so a snapshot is the same on every run. A preview
  /// about "in 2 hours" sets it: `.environment(\.now, start.addingTimeInterval(-7200))`.
  /// (TextUI's own: SwiftUI measures from the wall clock.)
  public var now: Date {
    get { self[NowKey.self] }
    set { self[NowKey.self] = newValue }
  }

  /// The calendar dates are shown in: Gregorian in `timeZone` unless a view sets one.
  public var calendar: Calendar {
    get {
      if let calendar = self[CalendarKey.self] { return calendar }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      calendar.locale = locale
      return calendar
    }
    set { self[CalendarKey.self] = newValue }
  }

  /// Light or dark: `.light` unless a preview variant, `.preferredColorScheme(_:)` or a view
  /// sets it. The frame's colours are resolved for the scheme at its root (see ``ColorScheme``).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The horizontal size class: `.compact`, as a phone held upright, unless a view sets it.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: `.regular` unless a view sets it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Whether the scene is in the foreground: `.active` unless a view sets it.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Opens a URL: in a preview, does nothing and reports it handled.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// A size class, as SwiftUI's: how much room a dimension has.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  /// Little room (a phone's width).
  case compact
  /// Plenty of room.
  case regular
}

/// Where a scene is in its life, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Sendable, Hashable, Comparable {
  /// Not on screen.
  case background
  /// On screen but not receiving events.
  case inactive
  /// On screen and interactive: a preview's phase.
  case active
}

/// The action behind `@Environment(\.openURL)`: `openURL(url)` asks it to open a URL.
public struct OpenURLAction {
  /// What the handler did with a URL.
  public enum Result: Sendable {
    /// The URL was opened.
    case handled
    /// The URL was not opened; the system may try.
    case discarded
    /// The system should open this URL instead.
    case systemAction(URL?)

    /// The system should open the URL it was given.
    public static var systemAction: Result { .systemAction(nil) }
  }

  let handler: (URL) -> Result

  /// An action that passes each URL to `handler`.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens `url`, then calls `completion` with whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    if case .handled = handler(url) { completion(true) } else { completion(false) }
  }
}
