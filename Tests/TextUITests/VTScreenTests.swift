import Testing
import TextUI

/// The test terminal the frame differ is checked against must itself act as xterm does, or
/// it could hide the bugs it is there to find.
@Suite("Test terminal")
struct VTScreenTests {
  @Test(
    "the test terminal places characters as xterm does",
    arguments: [
      // The last column defers the wrap: nothing moves until the next character.
      ("abc", 3, 2, ["abc", "   "], "(2, 0) pending", 0),
      ("abcd", 3, 2, ["abc", "d  "], "(1, 1)", 1),
      // A line feed on the bottom row scrolls.
      ("ab\r\ncd", 3, 1, ["cd "], "(2, 0)", 1),
      // A line feed keeps the column (and is noted: output processing would add a CR).
      ("ab\nc", 3, 2, ["ab ", "  c"], "(2, 1) pending", 1),
      // Writing over half of a wide character blanks its other half.
      ("a中b\u{1B}[1;3Hx", 5, 1, ["a xb "], "(3, 0)", 0),
      ("a中b\u{1B}[1;2Hx", 5, 1, ["ax b "], "(2, 0)", 0),
      ("a中b\u{1B}[1;3H文", 5, 1, ["a 文 "], "(4, 0)", 0),
      // Erasing from the second half of a wide character erases all of it.
      ("a中b\u{1B}[1;3H\u{1B}[K", 5, 1, ["a    "], "(2, 0)", 0),
      // Relative moves stop at the edges; a backspace moves one column back.
      ("\u{1B}[9C\u{1B}[9B\u{8}x\u{8}\u{8}y", 4, 2, ["    ", " yx "], "(2, 1)", 0),
      // A grapheme cluster is one cell or two, as TextUI measures it.
      ("e\u{301}👨‍👩‍👧🇯🇵x", 6, 1, ["e\u{301}👨‍👩‍👧🇯🇵x"], "(5, 0) pending", 0),
      // A wide character that does not fit in the last column wraps.
      ("ab中", 3, 2, ["ab ", "中 "], "(2, 1)", 1),
    ])
  func placement(bytes: String, width: Int, height: Int, rows: [String], cursor: String, anomalies: Int) {
    var screen = VTScreen(width: width, height: height)
    screen.apply(Array(bytes.utf8))
    #expect((0..<height).map { screen.text(ofRow: $0) } == rows)
    #expect("(\(screen.cursorX), \(screen.cursorY))\(screen.wrapPending ? " pending" : "")" == cursor)
    #expect(screen.anomalies.count == anomalies, "\(screen.anomalies)")
  }

  @Test("the test terminal reads SGR colours and attributes and erases with the background")
  func graphicRendition() {
    var screen = VTScreen(width: 4, height: 1)
    screen.apply(Array("\u{1B}[1;4;38;5;208;48;2;1;2;3mx\u{1B}[22;93mx\u{1B}[0;44m\u{1B}[K".utf8))
    #expect(
      screen[0, 0].style
        == Style(
          foreground: Color(palette: 208), background: Color(hex: 0x010203), attributes: [.bold, .underline]
        ))
    #expect(
      screen[1, 0].style == Style(foreground: .brightYellow, background: Color(hex: 0x010203), attributes: .underline))
    #expect(screen[2, 0] == VTScreen.Cell(symbol: " ", width: 1, style: Style(background: .blue)))
    #expect(screen.anomalies == [])
  }
}
