import Foundation
import Testing

@testable import TextUI

/// The rows `view` draws at `width`, trailing spaces trimmed.
@MainActor
private func drawn<V: View>(_ view: V, width: Int = 40) -> String {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, placement: .topLeading).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false)
    .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    .joined(separator: "\n")
}

/// `view` drawn in the locale `identifier`.
@MainActor
private func drawn<V: View>(_ view: V, in identifier: String, width: Int = 40) -> String {
  drawn(view.environment(\.locale, Locale(identifier: identifier)), width: width)
}

/// The tests' String Catalog (Tests/TextUITests/Resources/Localization) is in this test
/// process's resource bundle, beside the executable, where `Text` finds it with no `bundle:`.
@Suite("Localized text: String Catalogs and strings files, in the environment's locale")
@MainActor
struct LocalizationTests {
  @Test("a literal is drawn in the environment's language, and as written in the default locale")
  func translated() {
    #expect(drawn(Text("Settings")) == "Settings")
    #expect(drawn(Text("Settings"), in: "ja") == "設定")
    #expect(drawn(Text("Settings"), in: "de_DE") == "Einstellungen")
    #expect(drawn(Text("Settings"), in: "zh-Hans-CN") == "设置")
    #expect(drawn(Text("Settings"), in: "zh_TW") == "設定（繁）")
    // "الإعدادات", stored in visual order as every right-to-left text is (see RightToLeft.md).
    #expect(drawn(Text("Settings"), in: "ar") == "تادادعإلا")
  }

  @Test("a value in review or newly added is used when it is not empty, as Xcode builds it")
  func states() {
    #expect(drawn(Text("Settings"), in: "fr") == "Réglages")
    #expect(drawn(Text("Needs review"), in: "ja") == "要確認")
    #expect(drawn(Text("Not yet translated"), in: "ja") == "Not yet translated")
  }

  @Test(
    "a plural variation is chosen by the language's CLDR rules",
    arguments: [
      ("en_US_POSIX", 1, "1 file"), ("en_US_POSIX", 2, "2 files"), ("en_US_POSIX", 0, "0 files"),
      ("ja", 1, "1個のファイル"), ("de", 1, "1 Datei"), ("de", 5, "5 Dateien"),
      ("fr", 0, "0 fichier"), ("fr", 1, "1 fichier"), ("fr", 2, "2 fichiers"), ("fr", 1_000_000, "1000000 de fichiers"),
      ("ru", 1, "1 файл"), ("ru", 3, "3 файла"), ("ru", 5, "5 файлов"), ("ru", 11, "11 файлов"), ("ru", 21, "21 файл"),
      ("pl", 1, "1 plik"), ("pl", 22, "22 pliki"), ("pl", 12, "12 plików"), ("pl", 25, "25 plików"),
      // Arabic and Hebrew in visual order, as cells hold them: "لا ملفات", "ملف واحد", "ملفان",
      // "3 ملفات", "11 ملفًا", "100 ملف", "קובץ אחד", "שני קבצים", "7 קבצים" as written.
      ("ar", 0, "تافلم ال"), ("ar", 1, "دحاو فلم"), ("ar", 2, "نافلم"), ("ar", 3, "تافلم 3"),
      ("ar", 11, "افًلم 11"), ("ar", 100, "فلم 100"),
      ("he", 1, "דחא ץבוק"), ("he", 2, "םיצבק ינש"), ("he", 7, "םיצבק 7"), ("zh-Hans", 1, "1 个文件"),
    ])
  func plurals(locale: String, count: Int, expected: String) {
    #expect(drawn(Text("\(count) files"), in: locale) == expected)
  }

  @Test("`zero` is the text for 0 in any language that gives one, as Apple's catalogs do")
  func zero() {
    #expect(drawn(Text("Zero files \(0)")) == "No files")
    #expect(drawn(Text("Zero files \(1)")) == "1 file")
  }

  @Test("a substitution chooses its own plural by its argument, and a translation reorders values")
  func substitutionsAndPositions() {
    let name = "Ada"
    #expect(drawn(Text("\(name) sent you \(1) messages")) == "Ada sent you 1 message")
    #expect(drawn(Text("\(name) sent you \(3) messages")) == "Ada sent you 3 messages")
    #expect(drawn(Text("\(name) sent you \(3) messages"), in: "ja") == "3件のメッセージがAdaから届きました")
  }

  @Test("a translation's placeholder formats the value again, with the locale's decimal point")
  func specifiers() {
    #expect(drawn(Text("Rated \(4.25, specifier: "%.1f")")) == "Rated 4.2")
    #expect(drawn(Text("Rated \(4.25, specifier: "%.1f")"), in: "de") == "Bewertet mit 4,2")
    #expect(drawn(Text("Rated \(4.25, specifier: "%.1f")"), in: "ja") == "評価 4.25")
  }

  @Test("the translation's Markdown is rendered, and an interpolated Text is looked up on its own")
  func markdownAndNestedText() {
    let frame = ViewGraph(Text("Welcome **back**").environment(\.locale, Locale(identifier: "ja")))
      .render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer).hasPrefix("おかえりなさい"))
    #expect(frame.buffer[0, 0].style.attributes.contains(.bold))
    #expect(!frame.buffer[8, 0].style.attributes.contains(.bold))
    #expect(drawn(Text("Tap \(Text("Edit").bold()) to edit"), in: "ja") == "編集をタップして編集")
    #expect(drawn(Text("Tap \(Text("Edit").bold()) to edit")) == "Tap Edit to edit")
    // A key no table holds, drawn again for a value whose own key has English text (a plural).
    #expect(drawn(Text("Press \(Text("\(1) files")) now, please")) == "Press 1 file now, please")
  }

  @Test("a style set on a text is kept by its translation")
  func styleKept() {
    let frame = ViewGraph(Text("Settings").bold().environment(\.locale, Locale(identifier: "ja")))
      .render(width: 10, placement: .topLeading)
    #expect(frame.buffer[0, 0].style.attributes.contains(.bold))
    let interpolated = ViewGraph(
      Text("\(2) files").underline().environment(\.locale, Locale(identifier: "de"))
    ).render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(interpolated.buffer).hasPrefix("2 Dateien"))
    #expect(interpolated.buffer[3, 0].style.attributes.contains(.underline))
  }

  @Test("a device variation reads the Mac's text in a terminal")
  func device() {
    #expect(drawn(Text("Device text"), in: "ja") == "マックの文")
  }

  @Test("a strings file in a .lproj folder is read too; the catalog wins where both have a key")
  func stringsFiles() {
    #expect(drawn(Text("Strings file key"), in: "ja") == "ストリングスファイル")
    #expect(drawn(Text("Settings"), in: "ja_JP") == "設定")
  }

  @Test("tableName and bundle: pick the table and the bundle looked in")
  func tablesAndBundles() {
    #expect(drawn(Text("Hello", tableName: "Greetings"), in: "ja") == "こんにちは")
    #expect(drawn(Text("Hello"), in: "ja") == "Hello")
    #expect(drawn(Text("Hello", tableName: "Greetings", bundle: .module), in: "ja") == "こんにちは")
    #expect(drawn(Text("Settings", bundle: .module), in: "ja") == "設定")
    let elsewhere = Bundle(path: FileManager.default.temporaryDirectory.path)
    #expect(drawn(Text("Settings", bundle: elsewhere), in: "ja") == "Settings")
  }

  @Test("a missing translation falls back to the development language's text and is noted once")
  func missing() {
    _ = MissingTranslations.take()
    #expect(drawn(Text("\(1) files"), in: "it") == "1 file")
    #expect(drawn(Text("An untranslated label"), in: "ja") == "An untranslated label")
    #expect(drawn(Text("TextPreviews"), in: "ja") == "TextPreviews")
    #expect(drawn(Text("\(3)"), in: "ja") == "3")
    #expect(drawn(Text("Settings"), in: "en_GB") == "Settings")
    let missing = MissingTranslations.take().map(\.description)
    #expect(missing == ["\"%lld files\" in it", "\"An untranslated label\" in ja"])
    #expect(MissingTranslations.take().isEmpty)
  }

  @Test("a String and Text(verbatim:) are never looked up")
  func notLookedUp() {
    let title = "Settings"
    #expect(drawn(Text(title), in: "ja") == "Settings")
    #expect(drawn(Text(verbatim: "Settings"), in: "ja") == "Settings")
  }

  @Test("String(localized:) looks up as a Text literal does and leaves Markdown as written")
  func stringLocalized() {
    #expect(String(localized: "Settings", locale: Locale(identifier: "ja")) == "設定")
    #expect(String(localized: "Settings") == "Settings")
    #expect(String(localized: "\(2) files", locale: Locale(identifier: "de")) == "2 Dateien")
    #expect(String(localized: "\(1) files") == "1 file")
    #expect(String(localized: "Welcome **back**", locale: Locale(identifier: "ja")) == "**おかえり**なさい")
    #expect(String(localized: "Hello", table: "Greetings", locale: Locale(identifier: "ja")) == "こんにちは")
    #expect(String(localized: "Settings", locale: .pseudoLocale) == "[Ŝéţţîñĝš ····]")
    #expect(
      String(localized: "greeting.title", defaultValue: "Hi \("Ada")", locale: Locale(identifier: "ja")) == "Hi Ada")
  }

  /// The key a literal is looked up by, as its first run records it.
  @MainActor private func key(of text: LocalizedStringKey) -> String? {
    text.first.localizedKey?.key
  }

  @Test("a literal's key is its text with % doubled and each value's placeholder, however many values it has")
  @MainActor func keysOfLiterals() {
    let name = "Ada"
    #expect(key(of: "Row \(3) of \(name): 100% \(2.5)") == "Row %lld of %@: 100%% %lf")
    #expect(key(of: "\(name)\(7)") == "%@%lld")
    #expect(key(of: "**Hi** \(name), 50%") == "**Hi** %@, 50%%")
    #expect(key(of: "\(1) \(2) \(3) \(4) \(5) of \(name)%") == "%lld %lld %lld %lld %lld of %@%%")
    #expect(key(of: "Tap \(Text("Edit").bold()) for \(2) items") == "Tap %@ for %lld items")
    #expect(key(of: "é \(name) ü \(1.5, specifier: "%.1f")") == "é %@ ü %.1f")
  }

  @Test("a key's length is counted without making the key, as the key's own length, values holding % included")
  @MainActor func keyLengthsCounted() {
    let name = "Ada"
    let percent = "50%"
    let literals: [LocalizedStringKey] = [
      "Row \(3) of \(name): 100% \(2.5)", "\(name)\(7)", "**Hi** \(percent), 50%", "\(percent)",
      "\(1) \(2) \(3) \(4) \(5) of \(name)%", "Tap \(Text("Edit").bold()) for \(2) items",
      "é \(name) ü \(1.5, specifier: "%.1f")", "% \(percent) %",
    ]
    for literal in literals {
      guard let localized = literal.first.localizedKey else {
        Issue.record("an interpolated literal's first run is localized")
        continue
      }
      #expect(localized.keyLength == localized.key.utf8.count, "\(localized.key)")
    }
  }

  @Test("the lengths a table's keys have are known one by one, and every length past 255 once one is")
  func keyLengthFilter() {
    var lengths = KeyLengths()
    for length in [0, 5, 63, 64, 130, 255] { lengths.insert(length) }
    for length in [0, 5, 63, 64, 130, 255] { #expect(lengths.mayContain(length)) }
    for length in [1, 62, 65, 128, 191, 254, 256, 4_000] { #expect(!lengths.mayContain(length)) }
    lengths.insert(300)
    #expect(lengths.mayContain(256) && lengths.mayContain(4_000))
  }

  @Test("two literals whose values stand in different places are different keys, though they draw the same")
  @MainActor func keysCompared() {
    let a = "a"
    let b = "b"
    let first: LocalizedStringKey = "\(a)b"
    let second: LocalizedStringKey = "a\(b)"
    let same: LocalizedStringKey = "\(a)b"
    guard let one = first.first.localizedKey, let two = second.first.localizedKey,
      let three = same.first.localizedKey
    else {
      Issue.record("an interpolated literal's first run is localized")
      return
    }
    #expect(one != two)
    #expect(one == three)
    #expect(drawn(Text(first), in: "ja") == drawn(Text(second), in: "ja"))
  }
}

@Suite("The pseudo-locale: accented, lengthened, bracketed")
@MainActor
struct PseudoLocaleTests {
  @Test("every localized string is accented, lengthened by about 40 % and bracketed")
  func transformed() {
    #expect(PseudoLocalization.transform("Settings") == "[Ŝéţţîñĝš ····]")
    #expect(drawn(Text("Settings"), in: "en-XA") == "[Ŝéţţîñĝš ····]")
    #expect(drawn(Text("Settings").environment(\.locale, .pseudoLocale)) == "[Ŝéţţîñĝš ····]")
    let long = "Your order has shipped and will arrive on Tuesday."
    let pseudo = PseudoLocalization.transform(long)
    #expect(pseudo.count >= long.count * 14 / 10)
    #expect(pseudo.count <= long.count * 14 / 10 + 4)
  }

  @Test(
    "placeholders, substitutions and Markdown come through intact",
    arguments: [
      ("%lld files", "[%lld ƒîļéš ···]"),
      ("%1$@ sent %2$lld", "[%1$@ šéñţ %2$lld ···]"),
      ("%#@count@ left", "[%#@count@ ļéƒţ ··]"),
      ("**Save** now", "[**Ŝåṽé** ñöŵ ····]"),
      ("Read [docs](https://example.com/a)", "[Ŕéåð [ðöçš](https://example.com/a) ····]"),
      ("100%% sure \\* ok", "[100%% šûŕé \\* öķ ······]"),
    ])
  func intact(source: String, expected: String) {
    #expect(PseudoLocalization.transform(source) == expected)
  }

  @Test("the pseudo-locale draws plurals by English rules, values unaccented, and a String as it is")
  func drawing() {
    #expect(drawn(Text("\(1) files"), in: "en-XA") == "[1 ƒîļé ··]")
    #expect(drawn(Text("\(2) files"), in: "en_XA") == "[2 ƒîļéš ···]")
    let name = "Ada"
    #expect(drawn(Text("Tap \(name) to edit"), in: "en-XA") == "[Ţåþ Ada ţö éðîţ ·····]")
    #expect(drawn(Text(name), in: "en-XA") == "Ada")
    #expect(drawn(Text(verbatim: "Ada"), in: "en-XA") == "Ada")
    #expect(drawn(Text("Welcome **back**"), in: "en-XA") == "[Ŵéļçöɱé ƀåçķ ·····]")
  }

  @Test("a control's accessibility name is its title as the locale draws it; a step finds it by its title or that name")
  func controlNames() {
    final class Taps { var count = 0 }
    let taps = Taps()
    let controls = VStack {
      Toggle("Wi-Fi", isOn: .constant(true))
      Button("Delete") { taps.count += 1 }
    }
    func frame(in locale: Locale) -> RenderedFrame {
      var environment = EnvironmentValues()
      environment.locale = locale
      let graph = ViewGraph(controls, environment: environment)
      graph.recordsAccessibility = true
      return graph.render(width: 30, placement: .topLeading)
    }
    let pseudo = frame(in: .pseudoLocale)
    #expect(pseudo.accessibility.elements.map(\.name) == ["[Ŵî-Ƒî ··]", "[Ðéļéţé ···]"])
    #expect(pseudo.perform(.tap("Delete")))
    #expect(pseudo.perform(.tap("[Ðéļéţé ···]")))
    #expect(taps.count == 2)
    #expect(frame(in: EnvironmentValues().locale).accessibility.elements.map(\.name) == ["Wi-Fi", "Delete"])
  }

  @Test("truncation shows: a label that fits in English is cut in the pseudo-locale")
  func truncation() {
    #expect(drawn(Text("Settings").lineLimit(1), width: 10) == "Settings")
    #expect(drawn(Text("Settings").lineLimit(1), in: "en-XA", width: 10) == "[Ŝéţţîñĝš…")
  }
}

/// 2023-11-14 22:13:20 UTC.
private let moment = Date(timeIntervalSince1970: 1_700_000_000)

@Suite("Formats follow the environment's locale, time zone and calendar; the default is fixed")
@MainActor
struct EnvironmentFormatTests {
  @Test("date styles, format styles and currencies are written in the environment's locale")
  func locale() {
    #expect(drawn(Text(moment, style: .date), in: "ja_JP") == "2023年11月14日")
    #expect(drawn(Text(moment, style: .date), in: "de_DE") == "14. November 2023")
    #expect(drawn(Text(9.5, format: .currency(code: "EUR")), in: "fr_FR") == "9,50 €")
    #expect(drawn(Text(1234.5, format: .number), in: "de_DE") == "1.234,5")
    #expect(drawn(Text("Total: \(9.5, format: .currency(code: "EUR"))"), in: "de_DE") == "Total: 9,50 €")
    #expect(drawn(Text(moment, format: .dateTime.month(.wide)), in: "ja_JP") == "11月")
  }

  @Test("the environment's time zone and calendar reach date styles and date formats")
  func timeZoneAndCalendar() {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    #expect(drawn(Text(moment, style: .time).environment(\.timeZone, tokyo)) == "7:13 AM")
    #expect(drawn(Text(moment, style: .date).environment(\.timeZone, tokyo)) == "November 15, 2023")
    var japanese = Calendar(identifier: .japanese)
    japanese.timeZone = TimeZone(identifier: "UTC")!
    let era = Text(moment, style: .date).environment(\.calendar, japanese).environment(
      \.locale, Locale(identifier: "ja_JP"))
    #expect(drawn(era) == "令和5年11月14日")
    let buddhist = Text(moment, format: .dateTime.year()).environment(\.calendar, Calendar(identifier: .buddhist))
    #expect(drawn(buddhist) == "2566 BE")
  }

  @Test("a relative format style names its units in the locale, measured from \\.now")
  func relative() {
    let view = Text(moment, format: .relative(presentation: .numeric)).environment(
      \.now, moment.addingTimeInterval(-7_200))
    #expect(drawn(view) == "in 2 hours")
    #expect(drawn(view, in: "ja_JP") == "2 時間後")
    #expect(drawn(view, in: "de_DE") == "in 2 Stunden")
  }

  @Test("the pseudo-locale formats dates and numbers as en_US does")
  func pseudoFormats() {
    #expect(drawn(Text(moment, style: .date), in: "en-XA") == "November 14, 2023")
    #expect(drawn(Text(1234.5, format: .number), in: "en-XA") == "1,234.5")
  }

  @Test("the default environment never reads the machine: en_US_POSIX formatted as en_US, UTC, Gregorian")
  func defaults() {
    let environment = EnvironmentValues()
    #expect(environment.locale.identifier == "en_US_POSIX")
    #expect(environment.timeZone.identifier == "UTC" || environment.timeZone.identifier == "GMT")
    #expect(environment.calendar.identifier == .gregorian)
    #expect(drawn(Text(moment, style: .date)) == "November 14, 2023")
  }
}

@Suite("The pseudo-locale leaves alone what is never translated")
@MainActor
struct PseudoLocaleExemptionTests {
  @Test("a key with no words (a number, a percentage) is drawn as it is")
  func numbersAlone() {
    #expect(drawn(Text("\(42)"), in: "en-XA") == "42")
    #expect(drawn(Text("\(50) %"), in: "en-XA") == "50 %")
    #expect(drawn(Text("\(50) items"), in: "en-XA") == "[50 îţéɱš ···]")
  }
}
