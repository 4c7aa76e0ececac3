import Testing

@testable import TextUITerminal

@Suite struct UnknownSequenceTests {
  /// Each is followed by `x`, which must still be decoded.
  static let ignored: [DecoderCase] = [
    DecoderCase("an unknown CSI final", "\u{1B}[5zx", key("x")),
    DecoderCase("an unknown CSI number", "\u{1B}[99~x", key("x")),
    DecoderCase("CSI with an intermediate", "\u{1B}[1 qx", key("x")),
    DecoderCase("CSI with a parameter after an intermediate", "\u{1B}[1 1qx", key("x")),
    DecoderCase("CSI with a marker after the first byte", "\u{1B}[1?Ax", key("x")),
    DecoderCase("keypad begin", "\u{1B}[Ex", key("x")),
    DecoderCase("a primary device attributes reply", "\u{1B}[?62;22cx", key("x")),
    DecoderCase("a secondary device attributes reply", "\u{1B}[>41;380;0cx", key("x")),
    DecoderCase("a mode report (DECRPM)", "\u{1B}[?2004;1$yx", key("x")),
    DecoderCase("an ANSI mode report", "\u{1B}[4;2$yx", key("x")),
    DecoderCase("a kitty keyboard flags reply", "\u{1B}[?1ux", key("x")),
    DecoderCase("a cursor position report", "\u{1B}[12;40Rx", key("x")),
    DecoderCase("a window size report", "\u{1B}[8;24;80tx", key("x")),
    DecoderCase("focus with a parameter", "\u{1B}[1Ix", key("x")),
    DecoderCase("$ after two numbers, an intermediate", "\u{1B}[7;2$~x", key("x")),
    DecoderCase("a kitty functional key (private use)", "\u{1B}[57399ux", key("x")),
    DecoderCase("a C1 control as CSI u", "\u{1B}[155ux", key("x")),
    DecoderCase("a control code as CSI u", "\u{1B}[1ux", key("x")),
    DecoderCase("CSI u with no code", "\u{1B}[ux", key("x")),
    DecoderCase("an unknown SS3 final", "\u{1B}Ozx", key("x")),
    DecoderCase("OSC ended by BEL (a colour reply)", "\u{1B}]11;rgb:ffff/ffff/ffff\u{7}x", key("x")),
    DecoderCase("OSC ended by ST", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\x", key("x")),
    DecoderCase("OSC holding UTF-8", "\u{1B}]2;café ✓\u{7}x", key("x")),
    DecoderCase("DCS (an XTVERSION reply)", "\u{1B}P>|xterm(380)\u{1B}\\x", key("x")),
    DecoderCase("APC (a kitty graphics reply)", "\u{1B}_Gi=1;OK\u{1B}\\x", key("x")),
    DecoderCase("PM", "\u{1B}^private\u{1B}\\x", key("x")),
    DecoderCase("SOS", "\u{1B}Xstring\u{1B}\\x", key("x")),
    DecoderCase("an empty OSC", "\u{1B}]\u{7}x", key("x")),
    DecoderCase("numbers too large to hold", "\u{1B}[99999999999999999999999999;5Ax", [key(.up, .control), key("x")]),
  ]

  @Test("Unknown sequences and terminal replies are consumed whole and ignored", arguments: ignored)
  func ignoresUnknownSequences(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let interrupted: [DecoderCase] = [
    DecoderCase(
      "ESC [ then a control byte is Alt-[ then that key", "\u{1B}[\u{3}", [key("[", .option), key("c", .control)]),
    DecoderCase("ESC O then Enter is Alt-O then Enter", "\u{1B}O\r", [key("O", .option), key(.enter)]),
    DecoderCase(
      "ESC [ then ESC is Alt-[ then Esc", "\u{1B}[\u{1B}\u{1B}[A", [key("[", .option), key(.escape), key(.up)]),
    DecoderCase("a partial CSI then a key", "\u{1B}[1;\u{1B}[A", key(.up)),
    DecoderCase("a partial CSI then a control byte", "\u{1B}[1;5\r", key(.enter)),
    DecoderCase("a partial CSI then DEL", [0x1B, 0x5B, 0x31, 0x7F], [key(.backspace)]),
    DecoderCase("a partial CSI then UTF-8", "\u{1B}[1é", key("é")),
    DecoderCase("a partial SS3 then a key", "\u{1B}O1\u{1B}OA", key(.up)),
    DecoderCase("a partial Linux console key then a control byte", "\u{1B}[[\r", key(.enter)),
    DecoderCase("an OSC cut by a key", "\u{1B}]11;rgb\u{1B}[A", key(.up)),
    DecoderCase("a DCS cut by Alt-x", "\u{1B}Pabc\u{1B}x", key("x", .option)),
  ]

  @Test(
    "A sequence cut short by a byte that cannot continue it is dropped; that byte is decoded", arguments: interrupted)
  func recoversFromInterruptedSequences(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  @Test("A CSI of 64 bytes is read; at 65 it is cut and what follows is ordinary input")
  func cutsARunawayControlSequence() {
    // Leading zeros pad the first parameter: `0…01;5A` is Ctrl-Up at any length.
    let zeros = InputDecoder.maximumSequenceLength - "1;5".count
    let fits = "\u{1B}[" + String(repeating: "0", count: zeros) + "1;5A"
    #expect(InputDecoder.decodeAll(Array(fits.utf8)) == [key(.up, .control)])
    let runaway = "\u{1B}[" + String(repeating: "0", count: zeros + 1) + "1;5Ax"
    #expect(InputDecoder.decodeAll(Array(runaway.utf8)) == keys("5Ax"))
  }

  @Test("A runaway SS3 is cut like a CSI")
  func cutsARunawaySingleShift() {
    let runaway = "\u{1B}O" + String(repeating: "2", count: InputDecoder.maximumSequenceLength + 1) + "P"
    #expect(InputDecoder.decodeAll(Array(runaway.utf8)) == keys("2P"))
  }

  @Test("A string of 4096 bytes is read; past that it is cut and what follows is ordinary input")
  func cutsARunawayString() {
    let body = String(repeating: "a", count: InputDecoder.maximumStringLength)
    #expect(InputDecoder.decodeAll(Array("\u{1B}]\(body)\u{7}x".utf8)) == keys("x"))
    #expect(InputDecoder.decodeAll(Array("\u{1B}P\(body)yz".utf8)) == keys("yz"))
  }

  @Test("Digits after a runaway CSI are text, not held: nothing grows however long the garbage")
  func runawayControlSequenceHoldsNothing() {
    var decoder = InputDecoder()
    let events = decoder.decode(Array(("\u{1B}[" + String(repeating: "9", count: 100_000)).utf8))
    #expect(events.count == 100_000 - InputDecoder.maximumSequenceLength)
    #expect(!decoder.hasPendingInput)
  }
}
