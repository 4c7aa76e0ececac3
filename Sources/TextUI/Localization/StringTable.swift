import Foundation

/// One localized value of a key: a string, or variations of it by plural category or device.
indirect enum CatalogValue: Equatable, Sendable {
  /// The string itself.
  case string(String)
  /// A string per CLDR plural category, chosen by a number argument.
  case plural([PluralCategory: CatalogValue])
  /// A string per device (`iphone`, `ipad`, `mac`, `other`, …).
  case device([String: CatalogValue])
}

/// A String Catalog substitution: a `%#@name@` placeholder whose text is chosen by the plural
/// category of argument `argument` (from 1), in which `%arg` stands for that argument written
/// with `formatSpecifier` (`lld`).
struct CatalogSubstitution: Equatable, Sendable {
  var argument: Int
  var formatSpecifier: String
  var value: CatalogValue
}

/// A key's text in one language: its value and the substitutions the value names.
struct CatalogLocalization: Equatable, Sendable {
  var value: CatalogValue
  var substitutions: [String: CatalogSubstitution] = [:]
}

/// A key of a string table, with its text in each language that has one.
struct CatalogEntry: Equatable, Sendable {
  /// By language, as ``StringTable/normalized(_:)`` writes it (`ja`, `zh-hans`, `pt-br`).
  var localizations: [String: CatalogLocalization] = [:]
  /// `false` for a key marked "Don't translate": it reads the same in every language, and a
  /// missing translation is not one.
  var shouldTranslate = true
}

/// A table of localized strings: `Localizable.xcstrings`, or the `Localizable.strings` of
/// each `*.lproj` folder of a bundle, merged under the table's name (`Localizable`).
struct StringTable: Sendable {
  /// The table's name: the file's name without its extension.
  var name: String
  /// The language the keys are written in (a catalog's `sourceLanguage`, or the bundle's
  /// development region for `.strings` files), normalized.
  var developmentLanguage: String
  /// The keys, each with its text in the languages it has.
  var entries: [String: CatalogEntry] = [:]
  /// The files the table was read from, for messages.
  var files: [String] = []

  /// A language or locale name as tables key it: lowercase, `-` between parts (`zh_Hans` →
  /// `zh-hans`; `English.lproj`'s old name → `en`).
  static func normalized(_ language: String) -> String {
    let lowered = language.lowercased().replacingOccurrences(of: "_", with: "-")
    let legacy = [
      "english": "en", "japanese": "ja", "french": "fr", "german": "de", "spanish": "es", "italian": "it",
      "dutch": "nl",
    ]
    return legacy[lowered] ?? lowered
  }

  /// Whether the table has a value of its own in its development language: text other than
  /// the key itself (an English plural, a reworded source string).
  var hasDevelopmentValues: Bool {
    entries.values.contains { $0.localizations[developmentLanguage] != nil }
  }

  /// Adds `other`'s keys that this table lacks, and the languages its entries lack.
  mutating func merge(_ other: StringTable) {
    files += other.files
    for (key, entry) in other.entries {
      guard var mine = entries[key] else {
        entries[key] = entry
        continue
      }
      for (language, localization) in entry.localizations where mine.localizations[language] == nil {
        mine.localizations[language] = localization
      }
      entries[key] = mine
    }
  }
}

/// What is wrong with a String Catalog or strings file: the file, the key when one is at
/// fault, and what to do.
struct LocalizationFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path.
  var file: String
  /// The key whose entry is wrong, `nil` for the file as a whole.
  var key: String?
  /// What is wrong, where in the entry.
  var problem: String

  var description: String {
    let place = key.map { "\(file): key \"\($0)\"" } ?? file
    return "\(place): \(problem); fix the file (Xcode's String Catalog editor writes valid catalogs) or remove it"
  }
}
