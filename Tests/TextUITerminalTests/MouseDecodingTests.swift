import Testing

@testable import TextUITerminal

@Suite struct MouseDecodingTests {
  static let reports: [DecoderCase] = [
    DecoderCase("left press at the top left cell", "\u{1B}[<0;1;1M", mouse(.press(.left), 0, 0)),
    DecoderCase("left release", "\u{1B}[<0;10;5m", mouse(.release(.left), 9, 4)),
    DecoderCase("middle press", "\u{1B}[<1;3;4M", mouse(.press(.middle), 2, 3)),
    DecoderCase("middle release", "\u{1B}[<1;3;4m", mouse(.release(.middle), 2, 3)),
    DecoderCase("right press", "\u{1B}[<2;80;24M", mouse(.press(.right), 79, 23)),
    DecoderCase("right release", "\u{1B}[<2;80;24m", mouse(.release(.right), 79, 23)),
    DecoderCase("drag with the left button", "\u{1B}[<32;5;6M", mouse(.drag(.left), 4, 5)),
    DecoderCase("drag with the middle button", "\u{1B}[<33;5;6M", mouse(.drag(.middle), 4, 5)),
    DecoderCase("drag with the right button", "\u{1B}[<34;5;6M", mouse(.drag(.right), 4, 5)),
    DecoderCase("move with no button", "\u{1B}[<35;7;8M", mouse(.move, 6, 7)),
    DecoderCase("wheel up", "\u{1B}[<64;2;3M", mouse(.wheelUp, 1, 2)),
    DecoderCase("wheel down", "\u{1B}[<65;2;3M", mouse(.wheelDown, 1, 2)),
    DecoderCase("wheel left", "\u{1B}[<66;2;3M", mouse(.wheelLeft, 1, 2)),
    DecoderCase("wheel right", "\u{1B}[<67;2;3M", mouse(.wheelRight, 1, 2)),
    DecoderCase("Shift-click", "\u{1B}[<4;1;1M", mouse(.press(.left), 0, 0, .shift)),
    DecoderCase("Alt-click", "\u{1B}[<8;1;1M", mouse(.press(.left), 0, 0, .option)),
    DecoderCase("Ctrl-click", "\u{1B}[<16;1;1M", mouse(.press(.left), 0, 0, .control)),
    DecoderCase(
      "Ctrl-Alt-Shift right click", "\u{1B}[<30;1;1M", mouse(.press(.right), 0, 0, [.control, .option, .shift])),
    DecoderCase("Ctrl-release", "\u{1B}[<16;4;4m", mouse(.release(.left), 3, 3, .control)),
    DecoderCase("Shift-drag", "\u{1B}[<36;9;9M", mouse(.drag(.left), 8, 8, .shift)),
    DecoderCase("Ctrl-wheel down", "\u{1B}[<81;2;2M", mouse(.wheelDown, 1, 1, .control)),
    DecoderCase("a far cell", "\u{1B}[<0;1000;500M", mouse(.press(.left), 999, 499)),
    DecoderCase("column 0 (never sent) as the first cell", "\u{1B}[<0;0;0M", mouse(.press(.left), 0, 0)),
    DecoderCase(
      "a click: press, drag, release",
      "\u{1B}[<0;3;3M\u{1B}[<32;4;3M\u{1B}[<0;4;3m",
      [mouse(.press(.left), 2, 2), mouse(.drag(.left), 3, 2), mouse(.release(.left), 3, 2)]),
    DecoderCase("a click between keys", "a\u{1B}[<0;1;2Mb", [key("a"), mouse(.press(.left), 0, 1), key("b")]),
  ]

  @Test("SGR (1006) mouse reports: presses, releases, drags, moves, wheel, modifiers", arguments: reports)
  func decodesReports(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let ignored: [DecoderCase] = [
    DecoderCase("a press of no button", "\u{1B}[<3;1;1Mx", key("x")),
    DecoderCase("a release of a wheel", "\u{1B}[<64;1;1mx", key("x")),
    DecoderCase("a release of a move", "\u{1B}[<35;1;1mx", key("x")),
    DecoderCase("an extra button (8)", "\u{1B}[<128;1;1Mx", key("x")),
    DecoderCase("a report missing its row", "\u{1B}[<0;1Mx", key("x")),
    DecoderCase("a report with an empty column", "\u{1B}[<0;;1Mx", key("x")),
    DecoderCase("a report with a fourth number", "\u{1B}[<0;1;1;1Mx", key("x")),
    DecoderCase("a report with another final byte", "\u{1B}[<0;1;1Ax", key("x")),
    DecoderCase("an X10 report", "\u{1B}[M !!x", key("x")),
    DecoderCase("an X10 report with bytes above 0x7F", [0x1B, 0x5B, 0x4D, 0x23, 0xC0, 0xFF, 0x61], [key("a")]),
    DecoderCase("an X10 report holding ESC bytes", [0x1B, 0x5B, 0x4D, 0x1B, 0x1B, 0x1B, 0x61], [key("a")]),
    DecoderCase("an urxvt (1015) report", "\u{1B}[32;1;1Mx", key("x")),
  ]

  @Test("Reports that are not clicks, and other mouse protocols, are consumed whole", arguments: ignored)
  func consumesOtherReports(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }
}
