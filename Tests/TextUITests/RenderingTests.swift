import Testing

@testable import TextUI

@Suite("Rendering")
@MainActor
struct RenderingTests {
  private static let esc = "\u{1B}["

  private func ansi<V: View>(_ view: V, width: Int) -> String {
    ANSIRenderer().render(TestScreen.frame(view, width: width).buffer)
  }

  @Test("a plain buffer is encoded without any escape sequence")
  func plainHasNoEscapes() {
    #expect(ansi(Text("ab"), width: 4) == "ab  ")
  }

  @Test("a style is switched on once for a run of cells and reset where it ends")
  func styleRun() {
    #expect(ansi(Text("ab").foregroundColor(.red), width: 4) == "\(Self.esc)31mab\(Self.esc)0m  ")
  }

  @Test("a line that ends styled is reset at the line end, and the next line starts plain")
  func resetAtLineEnd() {
    let view = Text("a\nb").foregroundColor(.green)
    #expect(ansi(view, width: 1) == "\(Self.esc)32ma\(Self.esc)0m\n\(Self.esc)32mb\(Self.esc)0m")
  }

  @Test("adding a colour to a bold run emits only the colour")
  func onlyChangesAreEmitted() {
    let view = Text("a").bold() + Text("b").bold().foregroundColor(.red)
    #expect(ansi(view, width: 2) == "\(Self.esc)1ma\(Self.esc)31mb\(Self.esc)0m")
  }

  @Test("switching an attribute off resets and re-applies what stays")
  func removingResets() {
    let view = Text("a").bold().foregroundColor(.red) + Text("b").foregroundColor(.red)
    #expect(ansi(view, width: 2) == "\(Self.esc)1;31ma\(Self.esc)0;31mb\(Self.esc)0m")
  }

  @Test(
    "colours encode as 16-colour, 256-colour and RGB SGR codes",
    arguments: [
      (Color.red, false, "31"), (.red, true, "41"), (.brightRed, false, "91"), (.brightBlue, true, "104"),
      (.white, false, "37"), (.black, true, "40"), (Color(palette: 208), false, "38;5;208"),
      (.orange, true, "48;5;208"), (Color(red: UInt8(255), green: 136, blue: 0), false, "38;2;255;136;0"),
      (Color(hex: 0x0A0B0C), true, "48;2;10;11;12"), (Color(red: 1.0, green: 0.5, blue: 0.0), false, "38;2;255;128;0"),
    ])
  func colours(color: Color, background: Bool, code: String) {
    let text = background ? Text("x").backgroundColor(color) : Text("x").foregroundColor(color)
    #expect(ansi(text, width: 1) == "\(Self.esc)\(code)mx\(Self.esc)0m")
  }

  @Test("integer literals in Color(red:green:blue:) are SwiftUI's 0–1 components, as ported code means them")
  func integerLiteralComponentsAreSwiftUIs() {
    #expect(Color(red: 1, green: 0, blue: 0) == Color(red: 1.0, green: 0.0, blue: 0.0))
    #expect(Color(red: 1, green: 0, blue: 0) == Color(red: UInt8(255), green: 0, blue: 0))
  }

  @Test(
    "attributes encode as their SGR codes",
    arguments: [
      (TextAttributes.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.inverse, "7"),
      (.strikethrough, "9"), (TextAttributes([.bold, .underline]), "1;4"),
    ])
  func attributes(attributes: TextAttributes, code: String) {
    var buffer = Buffer(width: 1, height: 1)
    buffer.put("x", width: 1, x: 0, y: 0, style: Style(attributes: attributes), clip: buffer.bounds)
    #expect(ANSIRenderer().render(buffer) == "\(Self.esc)\(code)mx\(Self.esc)0m")
  }

  @Test("a wide character is written once, its continuation cell is skipped")
  func wideCharacterOnce() {
    #expect(ansi(Text("日").foregroundColor(.red), width: 3) == "\(Self.esc)31m日\(Self.esc)0m ")
  }

  @Test("NO_COLOR set to a non-empty value gives plain text; unset or empty gives ANSI")
  func noColor() {
    let buffer = TestScreen.frame(Text("hi").bold().foregroundColor(.red), width: 3).buffer
    let plain = PlainTextRenderer().render(buffer)
    #expect(ANSIRenderer.honouringNoColor(["NO_COLOR": "1"], buffer) == plain)
    #expect(plain == "hi ")
    #expect(ANSIRenderer.honouringNoColor([:], buffer) == "\(Self.esc)1;31mhi\(Self.esc)0m ")
    #expect(ANSIRenderer.honouringNoColor(["NO_COLOR": ""], buffer) == ANSIRenderer().render(buffer))
  }

  @Test("foregroundColor on a container colours the text inside it")
  func foregroundFlowsDown() {
    let view = VStack {
      Text("a"); HStack { Text("b") }
    }.foregroundColor(.red)
    let buffer = TestScreen.frame(view, width: 1).buffer
    #expect(buffer[0, 0].style == Style(foreground: .red))
    #expect(buffer[0, 1].style == Style(foreground: .red))
  }

  @Test("bold on a container makes the text inside bold")
  func boldFlowsDown() {
    let view = VStack {
      Text("a"); Text("b").italic()
    }.bold()
    let buffer = TestScreen.frame(view, width: 1).buffer
    #expect(buffer[0, 0].style.attributes == .bold)
    #expect(buffer[0, 1].style.attributes == [.bold, .italic])
  }

  @Test(
    "fonts map to attributes: titles are bold, captions dim, body plain",
    arguments: [
      (Font.title, TextAttributes.bold), (.largeTitle, .bold), (.headline, .bold), (.caption, .dim),
      (.footnote, .dim), (.body, TextAttributes()), (Font.body.bold(), .bold),
      (Font.system(.body, weight: .light), .dim),
      (Font.body.italic(), .italic),
    ])
  func fonts(font: Font, attributes: TextAttributes) {
    let buffer = TestScreen.frame(VStack { Text("a") }.font(font), width: 1).buffer
    #expect(buffer[0, 0].style.attributes == attributes)
  }

  @Test("a text's own colour wins over the environment's")
  func ownColourWins() {
    let view = VStack {
      Text("a").foregroundColor(.blue); Text("b")
    }.foregroundColor(.red)
    let buffer = TestScreen.frame(view, width: 1).buffer
    #expect(buffer[0, 0].style.foreground == .blue)
    #expect(buffer[0, 1].style.foreground == .red)
  }

  @Test("the nearest foregroundColor wins")
  func nearestForegroundWins() {
    let view = VStack { Text("a").foregroundColor(.green) }.foregroundColor(.red)
    #expect(TestScreen.frame(view, width: 1).buffer[0, 0].style.foreground == .green)
    let nested = VStack { VStack { Text("a") }.foregroundColor(.green) }.foregroundColor(.red)
    #expect(TestScreen.frame(nested, width: 1).buffer[0, 0].style.foreground == .green)
  }

  @Test("borders and dividers take the environment's foreground colour")
  func linesTakeForeground() {
    let view = VStack {
      Text("a"); Divider()
    }.border().foregroundColor(.cyan)
    let buffer = TestScreen.frame(view, width: 3).buffer
    #expect(buffer[0, 0].style.foreground == .cyan)
    #expect(buffer[1, 2].symbol == "─" && buffer[1, 2].style.foreground == .cyan)
    #expect(buffer[1, 1].style.foreground == .cyan)
  }

  @Test("text drawn on a colour background keeps the background")
  func textKeepsBackground() {
    let buffer = TestScreen.frame(Text("ab").bold().background(Color.blue), width: 2).buffer
    #expect(buffer[0, 0].style == Style(background: .blue, attributes: .bold))
    #expect(ANSIRenderer().render(buffer) == "\(Self.esc)1;44mab\(Self.esc)0m")
  }
}
