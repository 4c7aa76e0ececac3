/// A localized key drawn in a locale that has no text for it, which then showed the
/// development language's text (or the key itself), as Foundation falls back.
package struct MissingTranslation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The key, as the table knows it (`in %lld months`).
  package var key: String
  /// The identifier of the locale it was drawn in (`ja`).
  package var locale: String
  /// The table it was looked up in (`Localizable`).
  package var table: String

  /// A missing translation of `key` into `locale` in `table`.
  package init(key: String, locale: String, table: String) {
    self.key = key
    self.locale = locale
    self.table = table
  }

  package static func < (lhs: MissingTranslation, rhs: MissingTranslation) -> Bool {
    (lhs.locale, lhs.table, lhs.key) < (rhs.locale, rhs.table, rhs.key)
  }

  /// `"key" in locale` (and the table when it is not `Localizable`).
  package var description: String {
    "\"\(key)\" in \(locale)" + (table == "Localizable" ? "" : " (table \(table))")
  }
}

/// The missing translations drawn since the runner last asked: the collector the preview
/// runner reads after each render to warn about each once a run, as it warns about an
/// unknown SF Symbol.
package enum MissingTranslations {
  /// Where they are kept: bound afresh around each state by the state renderer.
  @TaskLocal package static var recorded = RenderNotes<MissingTranslation>()

  /// Notes that `missing` was drawn.
  static func record(_ missing: MissingTranslation) {
    recorded.insert(missing)
  }

  /// The missing translations drawn since the last call, sorted, and forgotten.
  package static func take() -> [MissingTranslation] {
    recorded.take()
  }
}
