import Foundation

/// Which locale identifiers Foundation knows, so that a variant or option naming one can be
/// refused with a clear message rather than drawn in a locale that silently falls back.
///
/// Foundation accepts any string as a locale identifier (`Locale(identifier: "english")`
/// formats as the root locale), so "known" is decided here: after `-` is read as `_` and any
/// `@keywords` are set aside, the identifier is one of `Locale.availableIdentifiers` (in any
/// case), or it is built of parts Foundation knows — an ISO 639 language
/// (`Locale.LanguageCode.isoLanguageCodes`), then optionally a script that some available
/// locale uses (`Hans`, `Latn`) and an ISO 3166 or UN M.49 region
/// (`Locale.Region.isoRegions`), as in `ja_US` — or it is the pseudo-locale, `en-XA`.
package enum KnownLocales {
  /// Whether `identifier` names a locale Foundation knows.
  package static func contains(_ identifier: String) -> Bool {
    if PseudoLocalization.isPseudoLocale(identifier: identifier) { return true }
    let base = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let normalized = base.replacingOccurrences(of: "-", with: "_")
    guard !normalized.isEmpty else { return false }
    if tables.available.contains(normalized.lowercased()) { return true }
    let parts = normalized.split(separator: "_", omittingEmptySubsequences: false)
    guard let language = parts.first, tables.languages.contains(language.lowercased()) else { return false }
    var rest = parts.dropFirst()
    if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) {
      guard tables.scripts.contains(script.lowercased()) else { return false }
      rest = rest.dropFirst()
    }
    if let region = rest.first {
      guard tables.regions.contains(region.uppercased()) else { return false }
      rest = rest.dropFirst()
    }
    return rest.isEmpty
  }

  /// Why `identifier` cannot be drawn in, with a "did you mean", or `nil` when Foundation
  /// knows it: the message a variant or option naming a locale is refused with.
  ///
  /// ```
  /// unknown locale identifier "jp": Foundation does not know it (did you mean ja_JP?); name a
  /// language, optionally with a script and a region ("ja", "zh-Hans", "pt_BR"), or "en-XA"
  /// for the pseudo-locale
  /// ```
  package static func problem(with identifier: String) -> String? {
    guard !contains(identifier) else { return nil }
    let suggestions = suggestions(for: identifier)
    let didYouMean = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
    return "unknown locale identifier \"\(identifier)\": Foundation does not know it\(didYouMean); name a "
      + "language, optionally with a script and a region (\"ja\", \"zh-Hans\", \"pt_BR\"), or \"en-XA\" for the "
      + "pseudo-locale"
  }

  /// A few available identifiers close to `identifier`, for a "did you mean": those of its
  /// language, else those of the region it names (`jp` is Japan's code, not a language).
  package static func suggestions(for identifier: String) -> [String] {
    let first = identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased()
    guard !first.isEmpty else { return [] }
    let available = Locale.availableIdentifiers.sorted()
    let sameLanguage = available.filter { $0.lowercased().hasPrefix(first + "_") || $0.lowercased() == first }
    if !sameLanguage.isEmpty { return Array(sameLanguage.prefix(5)) }
    let region = first.uppercased()
    return Array(available.filter { $0.split(separator: "_").last.map(String.init) == region }.prefix(5))
  }

  private struct Tables: Sendable {
    let available: Set<String>
    let languages: Set<String>
    let scripts: Set<String>
    let regions: Set<String>
  }

  private static let tables: Tables = {
    let available = Locale.availableIdentifiers
    let scripts = available.flatMap { identifier in
      identifier.split(separator: "_").filter { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map { $0.lowercased() }
    }
    return Tables(
      available: Set(available.map { $0.lowercased() }),
      languages: Set(Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() }),
      scripts: Set(scripts),
      regions: Set(Locale.Region.isoRegions.map { $0.identifier.uppercased() }))
  }()
}
