import Foundation

/// A CLDR plural category: which form of a word a number takes in a language. English has
/// `one` (1 book) and `other` (0 books, 2 books, 1.5 books); Japanese and Chinese only
/// `other`; Arabic all six. A String Catalog's plural variations are keyed by these names.
enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other
}

/// The plural rules of CLDR (Unicode's Common Locale Data Repository, version 45) for the
/// languages apps are most often translated into, written out because Foundation on Linux
/// exposes none: which ``PluralCategory`` a number takes in a language.
///
/// A number's category depends on how it is written, not only on its value: in English "1
/// book" but "1.0 books". The rules read CLDR's operands from the number as formatted: `n`
/// its absolute value, `i` its integer digits, `v` how many fraction digits are shown, `f`
/// those digits as an integer, `t` the same without trailing zeros. A language missing from
/// the table has only `other`, as CLDR's root locale does.
enum PluralRules {
  /// CLDR's operands of a formatted number (`"1"`, `"2.50"`, `"-3"`).
  struct Operands: Equatable {
    var n: Double
    var i: Int
    var v: Int
    var f: Int
    var t: Int

    /// The operands of `formatted`, a number as C's `printf` writes it (`"1"`, `"-2.50"`,
    /// `"1e+06"` is not one): an optional sign, digits, and an optional `.` with fraction
    /// digits. `nil` for anything else.
    init?(_ formatted: String) {
      var integer = 0
      var fraction = ""
      var sawDigit = false
      var inFraction = false
      for (offset, character) in formatted.enumerated() {
        if let digit = character.wholeNumberValue, character.isASCII {
          sawDigit = true
          if inFraction {
            fraction.append(character)
          } else {
            let (product, overflow) = integer.multipliedReportingOverflow(by: 10)
            integer = overflow ? Int.max : product &+ digit
          }
        } else if character == "." && !inFraction {
          inFraction = true
        } else if (character == "-" || character == "+") && offset == 0 {
          continue
        } else {
          return nil
        }
      }
      guard sawDigit else { return nil }
      i = integer
      v = fraction.count
      f = Int(fraction.prefix(18)) ?? 0
      var trimmed = Substring(fraction)
      while trimmed.last == "0" { trimmed = trimmed.dropLast() }
      t = Int(trimmed.prefix(18)) ?? 0
      n = Double(integer) + (fraction.isEmpty ? 0 : (Double("0." + fraction) ?? 0))
    }

    /// The operands of an integer.
    init(_ value: Int) {
      let magnitude = value == Int.min ? Int.max : abs(value)
      n = Double(magnitude)
      i = magnitude
      v = 0
      f = 0
      t = 0
    }
  }

  /// The category `operands` take in `language` (an ISO 639 code such as `ja` or `pt`; any
  /// region or script is ignored, except Portugal's Portuguese).
  static func category(of operands: Operands, language: String) -> PluralCategory {
    let code = language.lowercased()
    let base = String(code.prefix { $0 != "-" && $0 != "_" })
    if base == "pt" && (code.hasSuffix("-pt") || code.hasSuffix("_pt")) { return oneForIntegerOne(operands) }
    guard let rule = rules[base] else { return .other }
    return rule(operands)
  }

  /// The rule of each language, by its ISO 639 code.
  private static let rules: [String: @Sendable (Operands) -> PluralCategory] = {
    var rules: [String: @Sendable (Operands) -> PluralCategory] = [:]
    // One for exactly 1 written without decimals: English and most Germanic and Romance languages.
    for code in [
      "en", "de", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "it", "ca", "gl", "ur", "sw", "bg", "el", "hu",
      "tr", "az", "ka", "kk", "ky", "uz", "sq", "eu", "af", "mn", "ta", "te", "ml", "kn", "mr", "ne", "or", "pa",
    ] {
      rules[code] = oneForIntegerOne
    }
    // No plural forms: East and South-East Asian languages.
    for code in ["ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue"] { rules[code] = { _ in .other } }
    for code in ["ru", "uk", "be"] { rules[code] = eastSlavic }
    for code in ["cs", "sk"] { rules[code] = czech }
    for code in ["hr", "sr", "bs"] { rules[code] = southSlavic }
    rules["fr"] = french
    rules["pt"] = { $0.i <= 1 ? .one : .other }
    rules["es"] = spanish
    rules["hi"] = { $0.i == 0 || $0.n == 1 ? .one : .other }
    rules["bn"] = rules["hi"]
    rules["fa"] = rules["hi"]
    rules["ar"] = arabic
    rules["he"] = hebrew
    rules["pl"] = polish
    rules["lt"] = lithuanian
    rules["lv"] = latvian
    rules["ro"] = romanian
    rules["sl"] = slovenian
    rules["ga"] = irish
    rules["cy"] = welsh
    rules["is"] = {
      ($0.t == 0 && $0.i % 10 == 1 && $0.i % 100 != 11) || $0.t % 10 == 1 && $0.t % 100 != 11 ? .one : .other
    }
    return rules
  }()

  private static func oneForIntegerOne(_ o: Operands) -> PluralCategory { o.i == 1 && o.v == 0 ? .one : .other }

  private static func french(_ o: Operands) -> PluralCategory {
    if o.i == 0 || o.i == 1 { return .one }
    if o.v == 0 && o.i != 0 && o.i % 1_000_000 == 0 { return .many }
    return .other
  }

  private static func spanish(_ o: Operands) -> PluralCategory {
    if o.n == 1 { return .one }
    if o.v == 0 && o.i != 0 && o.i % 1_000_000 == 0 { return .many }
    return .other
  }

  private static func eastSlavic(_ o: Operands) -> PluralCategory {
    guard o.v == 0 else { return .other }
    let (ten, hundred) = (o.i % 10, o.i % 100)
    if ten == 1 && hundred != 11 { return .one }
    if (2...4).contains(ten) && !(12...14).contains(hundred) { return .few }
    return .many
  }

  private static func polish(_ o: Operands) -> PluralCategory {
    guard o.v == 0 else { return .other }
    let (ten, hundred) = (o.i % 10, o.i % 100)
    if o.i == 1 { return .one }
    if (2...4).contains(ten) && !(12...14).contains(hundred) { return .few }
    return .many
  }

  private static func czech(_ o: Operands) -> PluralCategory {
    if o.v != 0 { return .many }
    if o.i == 1 { return .one }
    if (2...4).contains(o.i) { return .few }
    return .other
  }

  private static func southSlavic(_ o: Operands) -> PluralCategory {
    let (ten, hundred) = (o.i % 10, o.i % 100)
    let (fractionTen, fractionHundred) = (o.f % 10, o.f % 100)
    if (o.v == 0 && ten == 1 && hundred != 11) || (fractionTen == 1 && fractionHundred != 11) { return .one }
    if (o.v == 0 && (2...4).contains(ten) && !(12...14).contains(hundred))
      || ((2...4).contains(fractionTen) && !(12...14).contains(fractionHundred))
    {
      return .few
    }
    return .other
  }

  private static func arabic(_ o: Operands) -> PluralCategory {
    // Arabic's rules are written on n: a number with fraction digits is `other`.
    guard o.n == o.n.rounded(.down) else { return .other }
    let hundred = o.i % 100
    switch o.i {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    default: break
    }
    if (3...10).contains(hundred) { return .few }
    if (11...99).contains(hundred) { return .many }
    return .other
  }

  private static func hebrew(_ o: Operands) -> PluralCategory {
    if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
    if o.i == 2 && o.v == 0 { return .two }
    return .other
  }

  private static func lithuanian(_ o: Operands) -> PluralCategory {
    if o.f != 0 { return .many }
    let (ten, hundred) = (o.i % 10, o.i % 100)
    if ten == 1 && !(11...19).contains(hundred) { return .one }
    if (2...9).contains(ten) && !(11...19).contains(hundred) { return .few }
    return .other
  }

  private static func latvian(_ o: Operands) -> PluralCategory {
    let (ten, hundred) = (o.i % 10, o.i % 100)
    if (o.v == 0 && (ten == 0 || (11...19).contains(hundred))) { return .zero }
    if (ten == 1 && hundred != 11) || (o.v != 0 && o.f % 10 == 1 && o.f % 100 != 11) { return .one }
    return .other
  }

  private static func romanian(_ o: Operands) -> PluralCategory {
    if o.i == 1 && o.v == 0 { return .one }
    if o.v != 0 || o.n == 0 || (2...19).contains(o.i % 100) { return .few }
    return .other
  }

  private static func slovenian(_ o: Operands) -> PluralCategory {
    guard o.v == 0 else { return .few }
    switch o.i % 100 {
    case 1: return .one
    case 2: return .two
    case 3, 4: return .few
    default: return .other
    }
  }

  private static func irish(_ o: Operands) -> PluralCategory {
    guard o.n == o.n.rounded(.down) else { return .other }
    switch o.i {
    case 1: return .one
    case 2: return .two
    case 3...6: return .few
    case 7...10: return .many
    default: return .other
    }
  }

  private static func welsh(_ o: Operands) -> PluralCategory {
    guard o.n == o.n.rounded(.down) else { return .other }
    switch o.i {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    case 3: return .few
    case 6: return .many
    default: return .other
    }
  }
}
