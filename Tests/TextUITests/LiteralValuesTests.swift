import Foundation
import Testing

@testable import TextUI

/// The values a string literal interpolates, as a translation places them: strings and `Int`s
/// are kept in the literal's text and made into arguments only when asked for; any other
/// value is recorded as an argument, and the values before it with it.
@Suite("Interpolated values of a literal")
@MainActor
struct LiteralValuesTests {
  /// The localized key a literal's first run records.
  private func localized(_ key: LocalizedStringKey) -> LocalizedText? {
    key.first.localizedKey
  }

  /// Each argument as `specifier=shown`, characters as `%@=characters`.
  private func described(_ arguments: LocalizedArguments) -> [String] {
    arguments.map { argument in
      switch argument {
      case .characters(let characters): "%@=\(characters)"
      case .number(let value, let specifier, let shown): "\(specifier)=\(shown) (\(type(of: value)))"
      case .runs(let runs): "runs=\(runs.map(\.string).joined())"
      }
    }
  }

  @Test("strings and integers, ASCII or not, negative or holding %, are the literal's arguments in order")
  func stringsAndIntegers() {
    let name = "Zoë"
    let percent = "50%"
    let long = String(repeating: "é", count: 200)
    // Three values, four, five, and values past the first 256 bytes: kept in a run's source,
    // in the key, or recorded as arguments, the same key and the same arguments.
    let literals: [(LocalizedStringKey, String, [String])] = [
      ("Row \(-12) of \(name): \(percent)", "Row %lld of %@: %@", ["%lld=-12 (Int)", "%@=Zoë", "%@=50%"]),
      (
        "Row \(-12) of \(name): \(percent) · \(Int.max)", "Row %lld of %@: %@ · %lld",
        ["%lld=-12 (Int)", "%@=Zoë", "%@=50%", "%lld=\(Int.max) (Int)"]
      ),
      (
        "\(1)\(2)\(3)\(4)\(5)", "%lld%lld%lld%lld%lld",
        ["%lld=1 (Int)", "%lld=2 (Int)", "%lld=3 (Int)", "%lld=4 (Int)", "%lld=5 (Int)"]
      ),
      ("\(long) and \(7)%", "%@ and %lld%%", ["%@=\(long)", "%lld=7 (Int)"]),
      ("\(name) and \(long) · \(7)", "%@ and %@ · %lld", ["%@=Zoë", "%@=\(long)", "%lld=7 (Int)"]),
    ]
    for (literal, key, arguments) in literals {
      let localized = localized(literal)
      #expect(localized?.key == key)
      #expect(localized?.keyLength == key.utf8.count, "\(key)")
      #expect(described(localized?.arguments ?? []) == arguments, "\(key)")
    }
  }

  @Test("a value of another kind records the values before it as arguments, and those after")
  func otherValues() {
    let name = "Ada"
    let key = localized("\(name) rated \(4.5, specifier: "%.1f") by \(7) and \(Text("Bo").bold())")
    #expect(key?.keepsValuesInText == false)
    #expect(
      described(key?.arguments ?? []) == ["%@=Ada", "%.1f=4.5 (Double)", "%lld=7 (Int)", "runs=Bo"])
    #expect(key?.key == "%@ rated %.1f by %lld and %@")
    let values = String.LocalizationValue("\(name) has \(2) of \(UInt8(3))")
    #expect(values.key == "%@ has %lld of %u")
    #expect(described(values.arguments) == ["%@=Ada", "%lld=2 (Int)", "%u=3 (UInt8)"])
  }

  @Test("two literals with the same key are the same key, whatever room their values take")
  func sameKey() {
    let short = "a"
    let long = "ábc"
    #expect(localized("Row \(1) of \(short)") == localized("Row \(22) of \(long)"))
    #expect(localized("Row \(1) of \(short)") != localized("Row \(short) of \(1)"))
    #expect(localized("\(1.5) \(short)") == localized("\(2.25) \(long)"))
  }

  @Test("a translation places strings and integers kept in the text by its own placeholders")
  func translated() {
    let name = "Ada"
    let text = Text("\(name) sent you \(3) messages")
    let drawn = PlainTextRenderer().render(
      ViewGraph(text.environment(\.locale, Locale(identifier: "ja"))).render(width: 40, placement: .topLeading).buffer)
    #expect(drawn.hasPrefix("3件のメッセージがAdaから届きました"))
  }

  @Test("a literal named to a table looks its key up there, its values kept in its text")
  func tableNamed() {
    func drawn(_ text: Text) -> String {
      PlainTextRenderer().render(
        ViewGraph(text.environment(\.locale, Locale(identifier: "de"))).render(width: 20, placement: .topLeading).buffer
      )
    }
    #expect(drawn(Text("\(2) files", tableName: "Localizable")).hasPrefix("2 Dateien"))
    #expect(drawn(Text("\(2) files", tableName: "Greetings")).hasPrefix("2 files"))
    #expect(drawn(Text("\(2) files").bold()).hasPrefix("2 Dateien"))
  }

  @Test("a literal given a bundle alone, or a table alone, keeps it for the look-up; one given neither keeps none")
  func bundleOrTableAlone() {
    let bundled = Text("\(2) files", bundle: .main).first.localizedKey
    #expect(bundled?.bundle == .main)
    #expect(bundled?.tableName == nil)
    let tabled = Text("\(2) files", tableName: "Greetings").first.localizedKey
    #expect(tabled?.tableName == "Greetings")
    #expect(tabled?.bundle == nil)
    let plain = Text("\(2) files").first.localizedKey
    #expect(plain?.tableName == nil)
    #expect(plain?.bundle == nil)
    #expect(described(plain?.arguments ?? []) == ["%lld=2 (Int)"])
  }

  @Test("where three values stand is packed whole, and values that do not fit are refused")
  func packed() {
    let starts: UInt64 = 0 | 17 << 16 | 255 << 32
    let lengths: UInt64 = 255 | 0 << 16 | 3 << 32
    let values = LiteralValues(starts: starts, lengths: lengths, integers: 0b101, count: 3)
    let key = values?.key(of: "text")
    #expect(key?.argumentStarts == starts)
    #expect(key?.argumentLengths == lengths)
    #expect(key?.integerValues == 0b101)
    #expect(key?.valuesInText == 3)
    #expect(LiteralValues(starts: 256, lengths: 0, integers: 0, count: 1) == nil)
    #expect(LiteralValues(starts: 0, lengths: 256 << 32, integers: 0, count: 3) == nil)
    #expect(LiteralValues(starts: 1 << 48, lengths: 1 << 48, integers: 0, count: 4) == nil)
  }

  @Test("an integer is written as Swift prints it, at the edges of the ones written in advance too")
  func integers() {
    for value in [Int.min, -1000, -1, 9, 10, 99, 100, 255, 256, 999, 1_000, Int.max] + Array(0...1_000) {
      let text = Text("#\(value)")
      #expect(text.content == "#\(String(value))")
      #expect(described(text.first.localizedKey?.arguments ?? []) == ["%lld=\(value) (Int)"])
    }
  }

  @Test("a literal's characters are its pieces in order, wherever they fall in the bytes it collects")
  func characters() {
    // Pieces short (their bytes inline in the string) and long, ASCII and not, written at
    // every offset up to and past the room a literal's text has before it becomes a String.
    let pieces = ["é", "xyz", "fifteen bytes!!", "sixteen bytes!!!", "·······", String(repeating: "ü", count: 30)]
    for length in 0...150 {
      let head = String(repeating: "a", count: length)
      for piece in pieces {
        let key: LocalizedStringKey = "\(head)<\(piece)>\(length)|\(piece)\(piece) end"
        #expect(key.rest.isEmpty)
        #expect(key.first.string == "\(head)<\(piece)>\(length)|\(piece)\(piece) end", "\(length) \(piece)")
        let literal: LocalizedStringKey = "\(head) and a literal of more than fifteen bytes, \(piece)"
        #expect(literal.first.string == "\(head) and a literal of more than fifteen bytes, \(piece)")
      }
    }
  }
}
