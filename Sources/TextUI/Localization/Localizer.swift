import Foundation
import Synchronization

/// What one locale makes of localized text: which languages of a string table it reads, by
/// which plural rules it chooses a variation, how it writes a decimal point, and whether it
/// is the pseudo-locale. One per locale identifier, made when a view sets `\.locale`, so
/// drawing a text reads it from the environment and looks nothing else up.
///
/// A key is looked up as Foundation looks it up: the table's text in the most specific of the
/// locale's languages that has one (`zh-Hans-CN`, `zh-Hans`, `zh`), else the development
/// language's text, else the key itself — and, when the locale is not in the development
/// language, the missing translation is noted once for the preview runner to warn about
/// (``MissingTranslations``), unless the key is marked "Don't translate" or has no letters to
/// translate (`%lld`).
final class Localizer: Sendable {
  /// The locale's identifier.
  let identifier: String
  /// Whether it is the pseudo-locale, which draws every localized string transformed.
  let isPseudo: Bool
  /// The languages a table is read in, most specific first, as tables key them.
  let languages: [String]
  /// The language whose plural rules choose a plural variation.
  let pluralLanguage: String
  /// The locale's decimal point, written into numbers a `%f`-style placeholder formats.
  let decimalSeparator: String
  /// Where the tables come from.
  let store: LocalizationStore
  /// Whether drawing changes nothing: the locale reads the development language, no table
  /// has text of its own in it, it writes `.` for a decimal point and is not the pseudo-locale.
  let isIdentity: Bool
  /// The lengths of the keys of the shared store's tables, when a key none of them holds is
  /// drawn as it is written (the locale reads each table's development language and is not
  /// the pseudo-locale): a key of another length is then not looked up. `nil` otherwise.
  private let knownKeyLengths: KeyLengths?

  /// The localizer of the default `\.locale`, `en_US_POSIX`.
  static let standard = Localizer(locale: EnvironmentValues.standardLocale, store: .shared)

  private static let made = Mutex<[String: Localizer]>([:])

  /// The localizer of `locale`, made once per identifier.
  static func of(_ locale: Locale) -> Localizer {
    let identifier = locale.identifier
    if identifier == standard.identifier { return standard }
    if let made = made.withLock({ $0[identifier] }) { return made }
    let localizer = Localizer(locale: locale, store: .shared)
    return made.withLock { made in
      if let existing = made[identifier] { return existing }
      made[identifier] = localizer
      return localizer
    }
  }

  init(locale: Locale, store: LocalizationStore) {
    identifier = locale.identifier
    self.store = store
    isPseudo = PseudoLocalization.isPseudoLocale(locale)
    if isPseudo {
      languages = [store.developmentLanguage]
      pluralLanguage = "en"
      decimalSeparator = "."
    } else {
      languages = Self.languages(of: locale)
      pluralLanguage = locale.language.languageCode?.identifier ?? languages.last ?? "en"
      decimalSeparator = identifier == "en_US_POSIX" ? "." : (locale.decimalSeparator ?? ".")
    }
    let languages = languages
    let hasText = store.tables.values.contains { table in
      table.entries.values.contains { entry in languages.contains { entry.localizations[$0] != nil } }
    }
    isIdentity =
      !isPseudo && decimalSeparator == "." && !hasText
      && Self.base(store.developmentLanguage) == Self.base(languages.last ?? "")
    if !isPseudo && Self.reads(store.developmentLanguage, in: languages)
      && store.tables.values.allSatisfy({ Self.reads($0.developmentLanguage, in: languages) })
    {
      knownKeyLengths = KeyLengths(of: store.tables.values)
    } else {
      knownKeyLengths = nil
    }
  }

  /// The languages of `locale` a table may have text in, most specific first:
  /// `zh_Hans_CN` → `zh-hans-cn`, `zh-cn`, `zh-hans`, `zh`.
  static func languages(of locale: Locale) -> [String] {
    let identifier = locale.identifier
    let code =
      locale.language.languageCode?.identifier
      ?? String(identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" })
    let script = locale.language.script?.identifier
    let region = locale.region?.identifier
    var candidates = [identifier.split(separator: "@").first.map(String.init) ?? identifier]
    if let script, let region { candidates.append("\(code)-\(script)-\(region)") }
    if let region { candidates.append("\(code)-\(region)") }
    if let script { candidates.append("\(code)-\(script)") }
    candidates.append(code)
    var languages: [String] = []
    for candidate in candidates.map(StringTable.normalized) where !languages.contains(candidate) {
      languages.append(candidate)
    }
    return languages
  }

  /// A language's base code: `zh-hans` → `zh`.
  static func base(_ language: String) -> String {
    String(language.prefix { $0 != "-" })
  }

  /// Whether this locale reads `language` (a table's development language).
  func reads(_ language: String) -> Bool {
    Self.reads(language, in: languages)
  }

  /// Whether a locale reading `languages` reads `language`.
  private static func reads(_ language: String, in languages: [String]) -> Bool {
    languages.contains(language) || base(languages.last ?? "") == base(language)
  }

  // MARK: Text

  /// `text` with each of its localized keys drawn as this locale draws it; `text` itself,
  /// with no run copied, when no key of it is drawn otherwise here (the usual case in the
  /// development language, where only a few keys have text of their own).
  @MainActor func localized(_ text: Text) -> Text {
    if text.rest.count == 0 {
      guard let runs = localized(run: text.first) else { return text }
      return Self.text(of: runs)
    }
    let runs = text.runs
    guard let localized = localized(runs: runs) else { return text }
    return Self.text(of: localized)
  }

  /// A text of `runs`, one empty run when there are none.
  @MainActor private static func text(of runs: [Text.Run]) -> Text {
    var runs = runs
    if runs.isEmpty { runs = [Text.Run(string: "", source: .keyPart)] }
    let first = runs.removeFirst()
    return Text(first: first, rest: runs)
  }

  /// What this locale draws for a text of one run, or `nil` when it draws the run as it is.
  private func localized(run: Text.Run) -> [Text.Run]? {
    switch run.source {
    case .key:
      if let known = knownKeyLengths, !known.mayContain(run.string.utf8.count) { return nil }
      let found = lookUp(run.string, arguments: [], tableName: nil, bundle: nil)
      guard found.template != nil else { return nil }
      let outer = LocalizedText(
        key: PendingKey(run.string), arguments: [], tableName: nil, bundle: nil, runCount: 1, headLive: nil,
        styleMask: run.styleMask, styleBits: run.styleBits)
      return runs(of: found, arguments: [], styledBy: outer)
    case .literal(let values):
      // A key no table holds is drawn as written: its strings and integers never differ.
      if let known = knownKeyLengths, !known.mayContain(values.key(of: run.string).length([])) { return nil }
      guard let key = run.localizedKey else { return nil }
      return localized(key: key)
    case .localized(let key):
      return localized(key: key)
    default:
      return nil
    }
  }

  /// What this locale draws for the text of `key`, or `nil` when it draws it as it is.
  private func localized(key: LocalizedText) -> [Text.Run]? {
    // A key no table holds is drawn as written, its own text drawn again only for its values.
    if key.bundle == nil, let known = knownKeyLengths, !known.mayContain(key.keyLength) {
      guard redraws(key) else { return nil }
      return runs(of: Lookup(template: key.key), arguments: key.arguments, styledBy: key)
    }
    // Made once: values kept in the key's text are made into arguments on each read.
    let arguments = key.arguments
    let found = lookUp(key.key, arguments: arguments, tableName: key.tableName, bundle: key.bundle)
    if found.template != nil { return runs(of: found, arguments: arguments, styledBy: key) }
    guard redraws(key) else { return nil }
    return runs(of: Lookup(template: key.key), arguments: arguments, styledBy: key)
  }

  /// `runs` with each localized key among them drawn as this locale draws it — a key's runs
  /// replaced by those of its translation — or `nil` when every key is drawn as it is.
  func localized(runs: [Text.Run]) -> [Text.Run]? {
    var result: [Text.Run]?
    var index = 0
    while index < runs.count {
      let run = runs[index]
      var count = 1
      if case .localized(let key) = run.source { count = max(1, min(key.runCount, runs.count - index)) }
      if let replaced = localized(run: run) {
        if result == nil { result = Array(runs[..<index]) }
        result?.append(contentsOf: replaced)
      } else if result != nil {
        result?.append(contentsOf: runs[index..<index + count])
      }
      index += count
    }
    return result
  }

  /// The runs of what `found` draws (a translation, or the key) with `arguments` in its
  /// placeholders, its Markdown rendered as a literal's, and `key`'s later style over each.
  private func runs(of found: Lookup, arguments: LocalizedArguments, styledBy key: LocalizedText) -> [Text.Run] {
    var builder = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
    var length = found.opening.utf8.count + (found.template?.utf8.count ?? 0) + found.closing.utf8.count
    for argument in arguments { length += argument.shownLength }
    builder.reserve(length)
    // The pseudo-locale's brackets and padding are characters, never the start of a link.
    builder.append(found.opening)
    if arguments.isEmpty {
      // A key without values is not a format: its `%` is a `%`, as in SwiftUI.
      let template = found.template ?? ""
      if found.mayHaveMarkup { builder.appendText(template) } else { builder.append(template) }
    } else {
      for piece in found.pieces {
        switch piece {
        case .literal(let literal):
          if found.mayHaveMarkup { builder.appendText(literal) } else { builder.append(literal) }
        case .argument(let index, let specifier):
          guard index < arguments.count else {
            // A placeholder with no value shows as written, so the mistake is seen.
            builder.appendText(specifier)
            continue
          }
          switch arguments[index] {
          case .characters(let characters): builder.append(characters)
          case .number(let value, let keySpecifier, let shown):
            builder.append(format(value, specifier: specifier, keySpecifier: keySpecifier, shown: shown))
          case .runs(let runs):
            for run in localized(runs: runs) ?? runs { builder.append(run) }
          }
        }
      }
    }
    builder.append(found.closing)
    return builder.finishedRuns().map(key.styled)
  }

  // MARK: Strings

  /// `template` with `arguments` in its placeholders, as `String(localized:)` returns it:
  /// Markdown left as written, formatted values formatted in `context`.
  func string(template: String, arguments: LocalizedArguments, formattedIn context: TextFormatContext) -> String {
    guard !arguments.isEmpty else { return template }
    var string = ""
    for piece in FormatTemplate(template).pieces {
      switch piece {
      case .literal(let literal): string += literal
      case .argument(let index, let specifier):
        guard index < arguments.count else {
          string += specifier
          continue
        }
        switch arguments[index] {
        case .characters(let characters): string += characters
        case .number(let value, let keySpecifier, let shown):
          string += format(value, specifier: specifier, keySpecifier: keySpecifier, shown: shown)
        case .runs(let runs):
          for run in localized(runs: runs) ?? runs { string += run.live?.resolve(context) ?? run.string }
        }
      }
    }
    return string
  }

  // MARK: Lookup

  /// What to draw for `key`: the template of its text in this locale (a translation, the
  /// development language's, or the key transformed by the pseudo-locale), or `nil` when the
  /// key's own rendering is what this locale draws.
  func template(for key: String, arguments: LocalizedArguments, tableName: String?, bundle: Bundle?) -> String? {
    let found = lookUp(key, arguments: arguments, tableName: tableName, bundle: bundle)
    if let template = found.template { return found.opening + template + found.closing }
    return redraws(arguments) ? key : nil
  }

  /// Whether `key`'s own text is drawn again for its values: never for strings and integers
  /// kept in its text, which no locale draws otherwise, so they are not made into arguments.
  private func redraws(_ key: LocalizedText) -> Bool {
    !key.keepsValuesInText && redraws(key.storedArguments)
  }

  /// Whether the key's own text is drawn again, for a value in it that is drawn otherwise
  /// here: a number with a decimal point, or a text that is localized itself.
  private func redraws(_ arguments: LocalizedArguments) -> Bool {
    // A loop by index rather than `contains(where:)`, a generic call with a closure a debug
    // build makes for every localized text drawn.
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case .characters: break
      case .number(_, let specifier, _):
        if decimalSeparator != "." && FormatTemplate.isFloatingPoint(specifier) { return true }
      case .runs(let runs):
        if runs.contains(where: { $0.source.isLocalized }) { return true }
      }
      index &+= 1
    }
    return false
  }

  /// What a look-up of a key found: the template to draw and what a draw of it notes.
  struct Lookup {
    /// What is drawn in place of the key (a translation, the development language's text, or
    /// in the pseudo-locale the accented text), or `nil` when the key's own text is.
    var template: String?
    /// The template's pieces, read once.
    var pieces: [FormatTemplate.Piece] = []
    /// What the pseudo-locale draws before and after the template, `[` and ` ····]`; empty
    /// in every other locale.
    var opening = ""
    var closing = ""
    /// The translation this locale lacks, noted each time the key is drawn.
    var missing: MissingTranslation?
    /// The bundle looked in, held so that its identity in ``LookupKey`` is never another's.
    var bundle: Bundle?

    /// Whether the template's text may hold Markdown, which is then parsed as it is drawn;
    /// text without any of its characters is appended as it is.
    var mayHaveMarkup = false

    /// What draws `template`.
    init(template: String?) {
      self.template = template
      if let template {
        pieces = FormatTemplate(template).pieces
        mayHaveMarkup = InlineMarkdown.mayContainMarkup(template)
      }
    }
  }

  /// A key as it is looked up: in a table of a bundle.
  private struct LookupKey: Hashable {
    var key: String
    var tableName: String?
    var bundle: ObjectIdentifier?
  }

  /// The look-ups made, by key: a screen draws the same keys on every render, and the states
  /// of a run draw the same keys with other values. A key whose text is chosen by its values
  /// (a plural variation, a substitution) is looked up on every draw.
  private let lookups = Mutex<[LookupKey: Lookup]>([:])

  /// How many look-ups are kept before they are forgotten: keys come from string literals,
  /// but a `LocalizedStringKey` made from a string at run time makes new ones without end.
  private static let lookupLimit = 8_192

  /// What this locale draws for `key` with `arguments`, found once per key when its text does
  /// not depend on the values. A missing translation is noted on every call.
  func lookUp(_ key: String, arguments: LocalizedArguments, tableName: String?, bundle: Bundle?) -> Lookup {
    let lookupKey = LookupKey(key: key, tableName: tableName, bundle: bundle.map(ObjectIdentifier.init))
    if let found = lookups.withLock({ $0[lookupKey] }) {
      if let missing = found.missing { MissingTranslations.record(missing) }
      return found
    }
    let (found, dependsOnValues) = makeLookup(key, arguments: arguments, tableName: tableName, bundle: bundle)
    if let missing = found.missing { MissingTranslations.record(missing) }
    if !dependsOnValues {
      lookups.withLock { lookups in
        if lookups.count >= Self.lookupLimit { lookups.removeAll(keepingCapacity: true) }
        lookups[lookupKey] = found
      }
    }
    return found
  }

  /// Looks `key` up in its table; also whether what it found depends on the values (a plural
  /// variation, a substitution), so that it may not be kept.
  private func makeLookup(
    _ key: String, arguments: LocalizedArguments, tableName: String?, bundle: Bundle?
  ) -> (Lookup, dependsOnValues: Bool) {
    let tableName = tableName ?? "Localizable"
    let table = store.table(named: tableName, in: bundle)
    let entry = table?.entries[key]
    let development = table?.developmentLanguage ?? store.developmentLanguage
    var localization: CatalogLocalization?
    var missing: MissingTranslation?
    if isPseudo {
      // A key with nothing to translate (`%lld`) is never translated, so it is not transformed.
      guard Self.hasWords(key) else { return (Lookup(template: nil), false) }
      localization = entry?.localizations[development]
    } else {
      if let entry { localization = languages.lazy.compactMap { entry.localizations[$0] }.first }
      if localization == nil {
        if !reads(development) && entry?.shouldTranslate != false && Self.hasWords(key) {
          missing = MissingTranslation(key: key, locale: identifier, table: tableName)
        }
        localization = entry?.localizations[development]
      }
    }
    var dependsOnValues = false
    if let localization {
      if case .string = localization.value {
        dependsOnValues = !localization.substitutions.isEmpty
      } else {
        dependsOnValues = true
      }
    }
    let template = localization.map { expand($0, arguments: arguments) }
    var found: Lookup
    if isPseudo && !(template ?? key).isEmpty {
      let (accented, closing) = PseudoLocalization.accentedAndClosing(template ?? key)
      found = Lookup(template: accented)
      found.opening = "["
      found.closing = closing
    } else {
      found = Lookup(template: isPseudo ? "" : template)
    }
    found.missing = missing
    found.bundle = bundle
    return (found, dependsOnValues)
  }

  /// Whether `key` has anything to translate: a letter outside its placeholders.
  static func hasWords(_ key: String) -> Bool {
    FormatTemplate(key).pieces.contains { piece in
      if case .literal(let literal) = piece { return literal.unicodeScalars.contains { $0.properties.isAlphabetic } }
      return false
    }
  }

  /// A localization's text for `arguments`: its variation chosen by the first number, and
  /// each `%#@name@` substitution replaced by its own variation, `%arg` in it by the
  /// substitution's argument.
  func expand(_ localization: CatalogLocalization, arguments: LocalizedArguments) -> String {
    let firstNumber = arguments.firstIndex { if case .number = $0 { true } else { false } }
    var text = choose(localization.value, argument: firstNumber.map { ($0, nil) }, arguments: arguments)
    guard !localization.substitutions.isEmpty, text.contains("%#@") else { return text }
    for (name, substitution) in localization.substitutions.sorted(by: { $0.key < $1.key }) {
      let token = "%#@\(name)@"
      guard text.contains(token) else { continue }
      let specifier = "%" + substitution.formatSpecifier
      let variation = choose(
        substitution.value, argument: (substitution.argument - 1, specifier), arguments: arguments)
      let placeholder = "%\(substitution.argument)$\(substitution.formatSpecifier)"
      text = text.replacingOccurrences(of: token, with: variation.replacingOccurrences(of: "%arg", with: placeholder))
    }
    return text
  }

  /// The string of `value`: a device variation for a terminal (`mac`, else `other`), a plural
  /// variation by the category of `argument` (its index, and the specifier that writes it).
  private func choose(
    _ value: CatalogValue, argument: (index: Int, specifier: String?)?, arguments: LocalizedArguments
  ) -> String {
    switch value {
    case .string(let string):
      return string
    case .device(let devices):
      // A terminal is a desktop's: the Mac's text, else the one for other devices.
      let chosen =
        devices["mac"] ?? devices["other"] ?? devices.sorted { $0.key < $1.key }.first?.value ?? .string("")
      return choose(chosen, argument: argument, arguments: arguments)
    case .plural(let forms):
      let counted = argument.flatMap { self.operands(of: $0.index, specifier: $0.specifier, in: arguments) }
      var chosen: CatalogValue?
      // Apple's rule for every language: `zero`, when given, is the text for 0.
      if let counted, counted.n == 0 { chosen = forms[.zero] }
      if chosen == nil, let counted {
        chosen = forms[PluralRules.category(of: counted, language: pluralLanguage)]
      }
      let fallback = forms[.other] ?? forms.sorted { $0.key.rawValue < $1.key.rawValue }.first?.value
      return choose(chosen ?? fallback ?? .string(""), argument: argument, arguments: arguments)
    }
  }

  /// CLDR's operands of argument `index` as `specifier` (or its own placeholder) writes it.
  private func operands(of index: Int, specifier: String?, in arguments: LocalizedArguments) -> PluralRules.Operands? {
    guard index >= 0, index < arguments.count else { return nil }
    switch arguments[index] {
    case .number(let value, let keySpecifier, let shown):
      let written = specifier.map { Self.printf(value, specifier: $0, keySpecifier: keySpecifier, shown: shown) }
      return PluralRules.Operands(written ?? shown)
    case .characters, .runs:
      return nil
    }
  }

  /// `value` as `specifier` writes it in this locale (`shown` when it is the key's own).
  func format(_ value: any _FormatSpecifiable, specifier: String, keySpecifier: String, shown: String) -> String {
    let written = Self.printf(value, specifier: specifier, keySpecifier: keySpecifier, shown: shown)
    guard decimalSeparator != ".", FormatTemplate.isFloatingPoint(specifier),
      let point = written.firstIndex(of: ".")
    else { return written }
    return written.replacingCharacters(in: point...point, with: decimalSeparator)
  }

  /// `value` through `specifier` by C's rules, converted to the specifier's kind of number;
  /// `shown` when `specifier` is the key's own, or not a number's.
  static func printf(_ value: any _FormatSpecifiable, specifier: String, keySpecifier: String, shown: String)
    -> String
  {
    if specifier == keySpecifier { return shown }
    if FormatTemplate.isInteger(specifier) {
      if let integer = value as? any BinaryInteger {
        return type(of: integer).isSigned
          ? Int64(truncatingIfNeeded: integer)._formatted(specifier: specifier)
          : UInt64(truncatingIfNeeded: integer)._formatted(specifier: specifier)
      }
      if let floating = value as? any BinaryFloatingPoint {
        let double = Double(floating)
        guard double.isFinite else { return shown }
        return Int64(double.rounded(.towardZero))._formatted(specifier: specifier)
      }
    }
    if FormatTemplate.isFloatingPoint(specifier) {
      if let floating = value as? any BinaryFloatingPoint { return Double(floating)._formatted(specifier: specifier) }
      if let integer = value as? any BinaryInteger { return Double(integer)._formatted(specifier: specifier) }
    }
    return shown
  }
}

/// Whether drawing a localized text may need the environment's localizer: false until a
/// view sets a locale other than the default, or the tables have text of their own in the
/// development language, so that in a program without translations a string literal costs
/// one load of a flag as it is drawn.
enum LocalizationActivity {
  private static let localeChanged = Atomic<Bool>(false)
  private static let standardIsIdentity = Localizer.standard.isIdentity

  /// Whether a localized text must ask the environment's localizer.
  static var mayBeActive: Bool {
    localeChanged.load(ordering: .relaxed) || !standardIsIdentity
  }

  /// Notes that an environment was given `locale`.
  static func note(_ locale: Locale) {
    if locale.identifier != EnvironmentValues.standardLocale.identifier && !localeChanged.load(ordering: .relaxed) {
      localeChanged.store(true, ordering: .relaxed)
    }
  }
}
