import Testing

@testable import TextUI

/// A text style modifier on a `Text` itself (`Text(title).lineLimit(1)`, or any of them on a
/// view that is a `Text` in generic code) makes the text's node with the change made, without
/// placing a changed environment in the tree: it must draw exactly what the same modifier
/// draws around a stack holding the text, which changes the environment.
@MainActor
@Suite("Text style modifiers on a Text")
struct TextStyleModifierTests {
  /// Each change a text style modifier makes, as a view modifier (the `Text` methods of the
  /// same names restyle the text itself and never reach the environment).
  enum Modifier: String, CaseIterable, Sendable {
    case red, noColor, blueStyle, headline, noFont, bold, notUnderlined, dim, oneLine, noLimit, centered, trailing
    case headTruncation, middleTruncation

    @MainActor func apply<V: View>(to view: V) -> AnyView {
      switch self {
      case .red: AnyView(view.foregroundColor(.red))
      case .noColor: AnyView(view.foregroundColor(nil))
      case .blueStyle: AnyView(view.foregroundStyle(.blue))
      case .headline: AnyView(view.font(.headline))
      case .noFont: AnyView(view.font(nil))
      case .bold: AnyView(view.bold())
      case .notUnderlined: AnyView(view.underline(false))
      case .dim: AnyView(view.dim())
      case .oneLine: AnyView(view.lineLimit(1))
      case .noLimit: AnyView(view.lineLimit(nil))
      case .centered: AnyView(view.multilineTextAlignment(.center))
      case .trailing: AnyView(view.multilineTextAlignment(.trailing))
      case .headTruncation: AnyView(view.truncationMode(.head))
      case .middleTruncation: AnyView(view.truncationMode(.middle))
      }
    }
  }

  /// Texts of each kind: a string, a literal looked up in the locale, a formatted value, a
  /// concatenation of styled runs, and one that wraps and is cut.
  static func texts() -> [Text] {
    [
      Text("A title that wraps over several lines" as String), Text("Shelf \(3)"),
      Text(verbatim: "short"), Text("Bold").bold() + Text(" and plain words after it" as String),
      Text(42.5, format: .number),
    ]
  }

  /// The environments the texts are shown in: styled and limited, and in upper case (which a
  /// text reads from the environment as it is built).
  static func placed<V: View>(_ view: V, upperCase: Bool) -> AnyView {
    let styled = view.foregroundColor(.green).underline().lineLimit(2).font(.caption)
    return upperCase ? AnyView(styled.textCase(.uppercase)) : AnyView(styled)
  }

  static func ansi<V: View>(_ view: V) -> String {
    ANSIRenderer().render(ViewGraph(view).render(width: 13, placement: .topLeading).buffer)
  }

  @Test("a modifier on a text draws what it draws around a stack of the text", arguments: Modifier.allCases)
  func sameAsThroughTheEnvironment(modifier: Modifier) {
    for (index, text) in Self.texts().enumerated() {
      for upperCase in [false, true] {
        let direct = Self.ansi(Self.placed(modifier.apply(to: text), upperCase: upperCase))
        let throughEnvironment = Self.ansi(Self.placed(modifier.apply(to: VStack { text }), upperCase: upperCase))
        #expect(direct == throughEnvironment, "text \(index), upper case \(upperCase)")
      }
    }
  }

  @Test("a modifier on a text changes only that text")
  func changesOnlyItsText() {
    let view = VStack(alignment: .leading) {
      Text("plain, cut at one line" as String).lineLimit(1)
      Text("also plain, and wrapping" as String)
    }
    #expect(TestScreen.text(view, width: 10) == "plain, cu…\nalso      \nplain, and\nwrapping  ")
  }
}

/// The environment keeps the text style of its colour, attributes and font as a field, which
/// every `Text` reads: it must follow each of them however they are set.
@MainActor
@Suite("The environment's text style")
struct EnvironmentTextStyleTests {
  @Test("the text style follows the colour, the attributes and the font as they are set")
  func followsEachValue() {
    var values = EnvironmentValues()
    #expect(values.textStyle == Style())
    values.foregroundColor = .red
    #expect(values.textStyle == Style(foreground: .red))
    values.textAttributes.formUnion(.underline)
    #expect(values.textStyle == Style(foreground: .red, attributes: .underline))
    values.font = .headline
    #expect(values.textStyle == Style(foreground: .red, attributes: [.underline, .bold]))
    values[keyPath: \EnvironmentValues.textAttributes] = .italic
    #expect(values.textStyle == Style(foreground: .red, attributes: [.italic, .bold]))
    values.font = nil
    values.foregroundColor = nil
    #expect(values.textStyle == Style(attributes: .italic))
  }

  @Test("a colour set through a key path styles the text below it")
  func keyPathWrite() {
    let frame = TestScreen.frame(Text("hi" as String).environment(\.foregroundColor, .green), width: 2)
    #expect(frame.buffer[0, 0].style == Style(foreground: .green))
  }
}
