import Foundation
import Testing

@testable import TextUI

/// A temporary bundle folder holding `files` (relative paths and contents).
private func bundle(_ files: [String: String]) throws -> URL {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("textui-l10n-\(UUID().uuidString).resources")
  for (path, contents) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }
  return root
}

@Suite("String Catalogs and strings files: read, merged, and refused with the file and key named")
struct StringTableTests {
  @Test("a catalog's plural, device and substitution forms are read; empty values are left out")
  func catalogForms() throws {
    let json = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a": {"comment": "c", "extractionState": "manual", "localizations": {
          "ja": {"stringUnit": {"state": "needs_review", "value": "エー"}},
          "de": {"stringUnit": {"state": "new", "value": ""}}}},
        "%lld b": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld b"}},
          "other": {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "%lld bs (mac)"}}}}}}}}}},
        "%#@n@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@n@"},
          "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "other": {"stringUnit": {"state": "translated", "value": "%arg n"}}}}}}}}},
        "new key": {},
        "brand": {"shouldTranslate": false}
      }}
      """
    let table = try StringCatalog.read(Data(json.utf8), path: "Localizable.xcstrings")
    #expect(table.name == "Localizable")
    #expect(table.developmentLanguage == "en")
    #expect(table.entries["a"]?.localizations["ja"] == CatalogLocalization(value: .string("エー")))
    #expect(table.entries["a"]?.localizations["de"] == nil)
    #expect(
      table.entries["%lld b"]?.localizations["en"]?.value
        == .plural([.one: .string("%lld b"), .other: .device(["mac": .string("%lld bs (mac)")])]))
    #expect(
      table.entries["%#@n@"]?.localizations["en"]?.substitutions["n"]
        == CatalogSubstitution(argument: 1, formatSpecifier: "lld", value: .plural([.other: .string("%arg n")])))
    #expect(table.entries["new key"] == CatalogEntry())
    #expect(table.entries["brand"]?.shouldTranslate == false)
    #expect(table.hasDevelopmentValues)
  }

  @Test(
    "a catalog that is not valid JSON or has an unknown shape is refused, naming the file and the key",
    arguments: [
      ("{\"sourceLanguage\": \"en\", \"strings\": {", "Bad.xcstrings: not valid JSON"),
      ("[1, 2]", "Bad.xcstrings: not a String Catalog: the top level is not an object"),
      ("{\"strings\": {}}", "Bad.xcstrings: not a String Catalog: no \"sourceLanguage\" string"),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"ja\": {\"stringUnit\": {\"state\": \"new\"}}}}}}",
        "Bad.xcstrings: key \"Hi\": localization \"ja\": \"stringUnit\" has no \"value\" string"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"ja\": {\"variations\": {\"width\": {}}}}}}}",
        "Bad.xcstrings: key \"Hi\": localization \"ja\": unknown variations \"width\" (expected \"plural\" or \"device\")"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"%lld\": {\"localizations\": {\"ru\": {\"variations\": {\"plural\": {\"several\": {\"stringUnit\": {\"value\": \"x\"}}}}}}}}}",
        "Bad.xcstrings: key \"%lld\": localization \"ru\": unknown plural category \"several\""
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"ja\": {\"comment\": \"x\"}}}}}",
        "Bad.xcstrings: key \"Hi\": localization \"ja\": has neither a \"stringUnit\" nor \"variations\""
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"%#@n@\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"%#@n@\"}, \"substitutions\": {\"n\": {\"formatSpecifier\": \"lld\", \"stringUnit\": {\"value\": \"x\"}}}}}}}}",
        "Bad.xcstrings: key \"%#@n@\": localization \"en\": substitution \"n\": no \"argNum\""
      ),
    ])
  func refused(json: String, message: String) {
    #expect {
      try StringCatalog.read(Data(json.utf8), path: "Bad.xcstrings")
    } throws: { error in
      "\(error)".hasPrefix(message) && "\(error)".contains("fix the file")
    }
  }

  @Test("a strings file's quoted and unquoted pairs, escapes and comments are read")
  func stringsFile() throws {
    let text = """
      /* A comment
         over lines. */
      "Quote \\"x\\"" = "引用 \\"x\\"\\n\\U00e9";
      unquoted = value; // to the end of the line
      "same";
      """
    let pairs = try StringsFile.read(Data(text.utf8), path: "ja.lproj/Localizable.strings")
    #expect(pairs == ["Quote \"x\"": "引用 \"x\"\né", "unquoted": "value", "same": "same"])
    let utf16 = try StringsFile.read("\"a\" = \"b\";".data(using: .utf16)!, path: "x.strings")
    #expect(utf16 == ["a": "b"])
  }

  @Test("a strings file that does not parse is refused with its line and key")
  func stringsFileRefused() {
    #expect {
      try StringsFile.read(Data("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";".utf8), path: "ja.lproj/L.strings")
    } throws: { error in
      "\(error)".hasPrefix("ja.lproj/L.strings: key \"c\": line 3: expected \";\" after the pair")
    }
    #expect {
      try StringsFile.read(Data("\"a\" = \"b".utf8), path: "L.strings")
    } throws: { error in
      "\(error)".hasPrefix("L.strings: key \"a\": line 1: a quoted string is never closed")
    }
  }

  @Test("bundles are merged in name order; a bad file is left out and reported, the rest still read")
  func store() throws {
    let first = try bundle([
      "Localizable.xcstrings":
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"ja\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"やあ\"}}}}}}",
      "ja.lproj/Localizable.strings": "\"Bye\" = \"じゃあね\";",
    ])
    let second = try bundle([
      "Localizable.xcstrings":
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"ja\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"こんにちは\"}}, \"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Hallo\"}}}}}}",
      "Broken.xcstrings": "{ nope",
    ])
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let store = LocalizationStore(bundles: [first, second])
    let table = try #require(store.tables["Localizable"])
    #expect(table.entries["Hi"]?.localizations["ja"]?.value == .string("やあ"))
    #expect(table.entries["Hi"]?.localizations["de"]?.value == .string("Hallo"))
    #expect(table.entries["Bye"]?.localizations["ja"]?.value == .string("じゃあね"))
    #expect(store.problems.count == 1)
    #expect(store.problems.first?.file.hasSuffix("Broken.xcstrings") == true)
    #expect(!store.hasDevelopmentValues)
    let localizer = Localizer(locale: Locale(identifier: "ja"), store: store)
    #expect(localizer.template(for: "Hi", arguments: [], tableName: nil, bundle: nil) == "やあ")
    #expect(Localizer(locale: Locale(identifier: "en_US_POSIX"), store: store).isIdentity)
    #expect(!localizer.isIdentity)
  }

  @Test("resource bundles are the .resources and .bundle folders beside the executable, in name order")
  func discovery() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("textui-exe-\(UUID().uuidString)")
    for name in ["B_Target.resources", "A_Target.resources", "C.bundle", "notes"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let found = LocalizationStore.resourceBundles(beside: root).map(\.lastPathComponent)
    #expect(found == ["A_Target.resources", "B_Target.resources", "C.bundle"])
  }
}

@Suite("Plural rules, format templates and locale identifiers")
struct LocalizationRulesTests {
  @Test(
    "CLDR plural categories",
    arguments: [
      ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "0", .other), ("en", "2", .other),
      ("de", "1", .one), ("de", "1.5", .other), ("ja", "1", .other), ("zh", "1", .other),
      ("fr", "0", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many),
      ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "103", .few), ("ar", "111", .many),
      ("ar", "100", .other), ("ar", "1.5", .other),
      ("ru", "1", .one), ("ru", "21", .one), ("ru", "11", .many), ("ru", "2", .few), ("ru", "14", .many),
      ("ru", "5", .many), ("ru", "1.5", .other),
      ("pl", "1", .one), ("pl", "21", .many), ("pl", "22", .few), ("pl", "12", .many), ("pl", "1.5", .other),
      ("he", "1", .one), ("he", "2", .two), ("he", "0.5", .one), ("he", "20", .other),
      ("pt", "0", .one), ("pt-PT", "0", .other), ("cs", "3", .few), ("cs", "1.5", .many), ("xx", "1", .other),
    ])
  func plural(language: String, number: String, category: PluralCategory) throws {
    let operands = try #require(PluralRules.Operands(number))
    #expect(PluralRules.category(of: operands, language: language) == category)
  }

  @Test("a template's placeholders are read as Foundation's String(format:) reads them")
  func templates() {
    #expect(
      FormatTemplate("%@ has %lld items").pieces == [
        .argument(index: 0, specifier: "%@"), .literal(" has "), .argument(index: 1, specifier: "%lld"),
        .literal(" items"),
      ])
    #expect(
      FormatTemplate("%2$@ の %1$.1f").pieces == [
        .argument(index: 1, specifier: "%@"), .literal(" の "), .argument(index: 0, specifier: "%.1f"),
      ])
    #expect(FormatTemplate("100%% and %y").pieces == [.literal("100% and %y")])
    #expect(!FormatTemplate("plain").hasArguments)
  }

  @Test(
    "a locale identifier is known when Foundation has it, or it is built of parts Foundation knows",
    arguments: [
      ("ja", true), ("ja-JP", true), ("ja_JP", true), ("zh-Hans-CN", true), ("en_US_POSIX", true), ("de_AT", true),
      ("es-419", true), ("ja_US", true), ("EN-us", true), ("ja_JP@calendar=japanese", true), ("en-XA", true),
      ("xx", false), ("english", false), ("en_ZZ", false), ("", false), ("ja_JP_extra", false), ("zh-Qaaa", false),
    ])
  func knownLocales(identifier: String, known: Bool) {
    #expect(KnownLocales.contains(identifier) == known)
  }

  @Test("an unknown locale identifier is refused with a did-you-mean: its language's locales, or its region's")
  func unknownLocaleMessage() {
    #expect(KnownLocales.problem(with: "ja") == nil)
    #expect(KnownLocales.problem(with: "en-XA") == nil)
    #expect(
      KnownLocales.problem(with: "jp")
        == #"unknown locale identifier "jp": Foundation does not know it (did you mean ain_JP, en_JP, ja_JP, "#
        + #"zh_Hans_JP, zh_Hant_JP?); name a language, optionally with a script and a region ("ja", "zh-Hans", "#
        + #""pt_BR"), or "en-XA" for the pseudo-locale"#)
    #expect(KnownLocales.problem(with: "de_XX")?.contains("(did you mean de, de_AT, de_BE, de_CH, de_DE?)") == true)
    #expect(KnownLocales.problem(with: "english")?.contains("did you mean") == false)
  }
}
