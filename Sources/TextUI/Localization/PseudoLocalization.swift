import Foundation

/// The pseudo-locale: a locale that is no language, made to show what translation will do to
/// a screen before any translation exists. Every localized string drawn in it is
///
/// - accented, letter by letter (`Settings` → `Ŝéţţîñĝš`), so text that never went through
///   localization (a `String` variable, `Text(verbatim:)`) stands out unaccented;
/// - lengthened by about 40 % with `·` padding, as most languages run longer than English
///   (German by a third, and short labels by far more), so truncation and clipping show up;
/// - bracketed (`[Ŝéţţîñĝš ····]`), so a cut end or a string built from pieces shows.
///
/// Its identifier is `en-XA`, CLDR's "English (Pseudo-Accents)", which Android uses for the
/// same purpose: region `XA` is reserved for private use, so it never names a real place.
/// Strings are looked up in the development language (so plural variations still apply, by
/// English rules), then transformed; a key with no letters outside its placeholders (`%lld`,
/// `%lld %%`) has nothing to translate and is drawn as it is; dates and numbers are formatted as in `en_US`. Format
/// placeholders (`%@`, `%1$lld`, `%.1f`), a String Catalog's `%#@name@` substitutions and
/// Markdown (its markup characters are not letters, and a link's destination is left as
/// written) come through intact; interpolated values are inserted after the transformation,
/// unaccented, as a translator never changes them.
enum PseudoLocalization {
  /// The pseudo-locale's identifier.
  static let identifier = "en-XA"

  /// Whether `locale` is the pseudo-locale (`en-XA` or `en_XA`).
  static func isPseudoLocale(_ locale: Locale) -> Bool {
    isPseudoLocale(identifier: locale.identifier)
  }

  /// Whether `identifier` names the pseudo-locale, in either separator and any case.
  static func isPseudoLocale(identifier: String) -> Bool {
    identifier.count == 5 && identifier.lowercased().replacingOccurrences(of: "_", with: "-") == "en-xa"
  }

  /// `string` accented, padded and bracketed. An empty string stays empty: there is nothing
  /// to translate.
  static func transform(_ string: String) -> String {
    if string.isEmpty { return string }
    let (accented, closing) = accentedAndClosing(string)
    return "[" + accented + closing
  }

  /// `string` accented, and what closes it after its opening `[`: the padding and `]`. Drawn
  /// text puts the brackets and padding around the accented text as characters, never read
  /// as Markdown (a `[` would otherwise start a link for every string).
  static func accentedAndClosing(_ string: String) -> (accented: String, closing: String) {
    let scalars = Array(string.unicodeScalars)
    var result = ""
    result.unicodeScalars.reserveCapacity(scalars.count * 2)
    var shown = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%", let end = placeholderEnd(in: scalars, at: index) {
        result.unicodeScalars.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      if scalar == "\\" && index + 1 < scalars.count {
        // A Markdown escape: the escaped character is text, and stays as written.
        result.unicodeScalars.append(contentsOf: scalars[index...index + 1])
        shown += 1
        index += 2
        continue
      }
      if scalar == "]" && index + 1 < scalars.count && scalars[index + 1] == "(",
        let close = scalars[(index + 2)...].firstIndex(of: ")")
      {
        // A link's destination is a URL, not words.
        result.unicodeScalars.append(contentsOf: scalars[index...close])
        index = close + 1
        continue
      }
      if !"*_~`".unicodeScalars.contains(scalar) { shown += 1 }
      result.unicodeScalars.append(accented[scalar] ?? scalar)
      index += 1
    }
    let padding = (shown * 2 + 4) / 5
    return (result, " " + String(repeating: "·", count: max(1, padding)) + "]")
  }

  /// Where the placeholder starting at `start` ends: a `printf` placeholder, `%%`, or a
  /// String Catalog substitution `%#@name@`; `nil` when the `%` starts none.
  private static func placeholderEnd(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
    if start + 1 < scalars.count && scalars[start + 1] == "%" { return start + 2 }
    if start + 2 < scalars.count && scalars[start + 1] == "#" && scalars[start + 2] == "@",
      let close = scalars[(start + 3)...].firstIndex(of: "@")
    {
      return close + 1
    }
    return FormatTemplate.placeholder(in: scalars, at: start)?.end
  }

  /// Each ASCII letter's accented form: one precomposed scalar, one cell wide, that reads as
  /// the same letter.
  private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    let marked = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
  }()
}

extension Locale {
  /// The pseudo-locale, `en-XA`: every localized string drawn in it is accented, lengthened
  /// by about 40 % and bracketed (`[Ŝéţţîñĝš ····]`), so truncation, clipping and text that
  /// never went through localization show up before any translation exists.
  /// `.environment(\.locale, .pseudoLocale)` draws a view in it.
  public static let pseudoLocale = Locale(identifier: PseudoLocalization.identifier)
}
