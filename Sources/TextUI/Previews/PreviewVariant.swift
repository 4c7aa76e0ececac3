import Foundation

/// One environment every preview state is rendered in: a colour scheme, with colour or
/// without, a locale, a layout direction. Each variant has its own snapshot file, baseline and
/// result.
///
/// A package declares its variants once, in a ``PreviewConfiguration``; a preview can add,
/// remove or replace them (``PreviewProvider/variants(from:)``). The light variant, which
/// sets nothing, is the default: its snapshot files keep the names and bytes they had before
/// variants existed. Every other variant's files end in `@<name>` before `.txt`
/// (`ItemListPreviews.success@dark.txt`), and their header names the variant.
///
/// ```swift
/// enum Variants: PreviewConfiguration {
///   static var variants: [PreviewVariant] {
///     [.light, .dark, .monochrome, .locale("ja"), .pseudoLocale, .rightToLeft]
///   }
/// }
/// ```
public struct PreviewVariant: Sendable, Hashable, Codable {
  /// The variant's name: in `--variant`, `--list`, reports and the snapshot file's suffix.
  public var name: String
  /// The colour scheme the state is rendered and its colours resolved in.
  public var colorScheme: ColorScheme
  /// Whether colours are shown; `false` renders what a terminal without colour shows.
  public var showsColor: Bool
  /// The locale's identifier (`\.locale`), or `nil` for the previews' default, `en_US_POSIX`.
  public var localeIdentifier: String?
  /// The layout direction (`\.layoutDirection`), or `nil` for the locale's.
  public var layoutDirection: LayoutDirection?

  /// A variant with every part given; what is not given is the default's.
  public init(
    name: String, colorScheme: ColorScheme = .light, showsColor: Bool = true, localeIdentifier: String? = nil,
    layoutDirection: LayoutDirection? = nil
  ) {
    self.name = name
    self.colorScheme = colorScheme
    self.showsColor = showsColor
    self.localeIdentifier = localeIdentifier
    self.layoutDirection = layoutDirection
  }

  /// The default: a light terminal with colour, in the previews' default locale.
  public static let light = PreviewVariant(name: "light")
  /// A dark terminal: `\.colorScheme` is `.dark` and colours are resolved for it.
  public static let dark = PreviewVariant(name: "dark", colorScheme: .dark)
  /// A terminal without colour (`NO_COLOR`, a 2-colour terminal): text and attributes only.
  public static let monochrome = PreviewVariant(name: "monochrome", showsColor: false)
  /// The pseudo-locale, `en-XA`: every localized string accented, lengthened and bracketed.
  public static let pseudoLocale = PreviewVariant(name: "pseudo", localeIdentifier: "en-XA")
  /// Right to left: `\.layoutDirection` is `.rightToLeft`, in the default locale, so the
  /// mirrored layout shows with the words a reader of the snapshots knows. A right-to-left
  /// locale (`.locale("ar")`) mirrors too.
  public static let rightToLeft = PreviewVariant(name: "rtl", layoutDirection: .rightToLeft)

  /// The locale `identifier` (`"ja"`, `"de_DE"`), named after it.
  public static func locale(_ identifier: String) -> PreviewVariant {
    PreviewVariant(name: identifier, localeIdentifier: identifier)
  }

  /// This variant under another name.
  public func named(_ name: String) -> PreviewVariant {
    var variant = self
    variant.name = name
    return variant
  }

  /// Whether this variant renders exactly what a preview rendered before variants existed:
  /// its files have no suffix.
  public var isDefault: Bool {
    colorScheme == .light && showsColor && localeIdentifier == nil && layoutDirection == nil
  }

  /// Sets what this variant changes in `environment`.
  public func apply(to environment: inout EnvironmentValues) {
    if colorScheme != .light { environment.colorScheme = colorScheme }
    if !showsColor { environment.drawsMonochrome = true }
    if let localeIdentifier { environment.locale = Locale(identifier: localeIdentifier) }
    if let layoutDirection { environment.layoutDirection = layoutDirection }
  }

  /// The suffix of this variant's snapshot files, `@<name>`, or `""` for the default. ASCII
  /// letters, digits, `_` and `-` are kept, every other byte written `%XX`, so a suffix never
  /// holds a `.` or a `/`, and `@`, which file names of states never hold, marks it.
  public var fileSuffix: String { isDefault ? "" : Self.fileSuffix(name: name) }

  /// The suffix of the snapshot files of a variant named `name` that is not the default.
  public static func fileSuffix(name: String) -> String {
    // Every name a package commonly declares (`dark`, `ja`, `de-DE`) is kept whole.
    if name.utf8.allSatisfy(isKept) { return "@" + name }
    var suffix = "@"
    for byte in name.utf8 {
      if isKept(byte) {
        suffix.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        suffix += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return suffix
  }

  /// Whether a suffix keeps `byte` as it is: an ASCII letter or digit, `_` or `-`.
  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }
}

extension String {
  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: max(0, count - self.count)) + self
  }
}

extension PreviewVariant {
  /// Why `variants` cannot be rendered, or `nil`: a locale Foundation does not know, or two
  /// variants whose snapshot files would have one name (ignoring letter case, as macOS's
  /// default file system does).
  package static func problem(with variants: [PreviewVariant]) -> String? {
    var suffixes: [String: String] = [:]
    for variant in variants {
      if let identifier = variant.localeIdentifier, let problem = KnownLocales.problem(with: identifier) {
        return "the variant '\(variant.name)': \(problem)"
      }
      let suffix = variant.fileSuffix
      if let other = suffixes[suffix.lowercased()] {
        return "the variants '\(other)' and '\(variant.name)' would both write <state>\(suffix).txt; give them names "
          + "that differ in more than letter case, and keep one default variant"
      }
      suffixes[suffix.lowercased()] = variant.name
    }
    return nil
  }
}

/// The variants of a package's previews, declared once in the previews target: a type
/// conforming to this protocol is found with no registration, as previews are.
///
/// ```swift
/// enum Variants: PreviewConfiguration {
///   static var variants: [PreviewVariant] { [.light, .dark, .monochrome, .locale("ja")] }
/// }
/// ```
///
/// Without one, every preview has the light variant alone.
@MainActor @preconcurrency
public protocol PreviewConfiguration {
  /// Every variant each state is rendered in, the default (``PreviewVariant/light``) first
  /// by convention.
  static var variants: [PreviewVariant] { get }
}
