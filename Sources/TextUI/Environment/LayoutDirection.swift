import Foundation

/// The direction a screen reads in, as SwiftUI's `LayoutDirection`: left to right (English,
/// Japanese) or right to left (Arabic, Hebrew, Persian, Urdu).
///
/// Right to left mirrors the layout, not the text: an `HStack`'s first child is at the right,
/// `.leading` is the right edge, padding and alignment follow, and controls that show a
/// direction (chevrons, the back button, sliders, progress bars) point and fill the other way,
/// while each `Text` still reads as written. See <doc:RightToLeft>.
public enum LayoutDirection: Sendable, Hashable, CaseIterable, Codable {
  /// Leading is the left edge.
  case leftToRight
  /// Leading is the right edge.
  case rightToLeft

  /// The direction `locale`'s language is written in: right to left for Arabic, Hebrew,
  /// Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi and the other languages Unicode's
  /// CLDR says are, left to right for every other one.
  public init(of locale: Locale) {
    self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}

extension EnvironmentValues {
  /// The direction this view is laid out in: left to right unless a view sets it, or sets a
  /// right-to-left `\.locale` (as a device's language decides it in SwiftUI). Set explicitly,
  /// it wins over any locale set below it:
  ///
  /// ```swift
  /// SettingsScreen()
  ///   .environment(\.locale, Locale(identifier: "ar"))          // right to left, Arabic formats
  ///   .environment(\.layoutDirection, .leftToRight)            // …but laid out left to right
  /// ```
  public var layoutDirection: LayoutDirection {
    get { storedLayoutDirection }
    set {
      storedLayoutDirection = newValue
      layoutDirectionIsExplicit = true
    }
  }
}
