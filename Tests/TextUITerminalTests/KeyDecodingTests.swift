import Testing

@testable import TextUITerminal

@Suite struct KeyDecodingTests {
  static let text: [DecoderCase] = [
    DecoderCase("a letter", "a", key("a")),
    DecoderCase("a word", "Hi you", keys("Hi you")),
    DecoderCase("punctuation", "~!@#[]{}\\", keys("~!@#[]{}\\")),
    DecoderCase("two-byte UTF-8", "é", key("é")),
    DecoderCase("three-byte UTF-8", "€日本", keys("€日本")),
    DecoderCase("four-byte UTF-8", "😀x", keys("😀x")),
    DecoderCase("a stray continuation byte", [0x80, 0x61], keys("\u{FFFD}a")),
    DecoderCase("an impossible byte", [0xFF, 0xFE], keys("\u{FFFD}\u{FFFD}")),
    DecoderCase("a lead byte then ASCII", [0xC3, 0x28], keys("\u{FFFD}(")),
    DecoderCase("a truncated three-byte character", [0xE2, 0x82, 0x61], keys("\u{FFFD}a")),
    DecoderCase("an overlong slash", [0xC0, 0xAF], keys("\u{FFFD}\u{FFFD}")),
    DecoderCase("an overlong three-byte form", [0xE0, 0x80, 0xAF], keys("\u{FFFD}\u{FFFD}\u{FFFD}")),
    DecoderCase("a UTF-16 surrogate", [0xED, 0xA0, 0x80], keys("\u{FFFD}\u{FFFD}\u{FFFD}")),
    DecoderCase("a scalar above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], keys("\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")),
    DecoderCase("a C1 control encoded in UTF-8", [0xC2, 0x9B, 0x61], keys("a")),
    DecoderCase("a raw C1 byte", [0x9B, 0x41], keys("\u{FFFD}A")),
  ]

  @Test("UTF-8 text is one key per character, ill-formed bytes are U+FFFD", arguments: text)
  func decodesText(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let controls: [DecoderCase] = [
    DecoderCase("Enter (CR)", "\r", key(.enter)),
    DecoderCase("Enter (LF)", "\n", key(.enter)),
    DecoderCase("Tab", "\t", key(.tab)),
    DecoderCase("Backspace (DEL)", [0x7F], [key(.backspace)]),
    DecoderCase("Backspace (BS)", [0x08], [key(.backspace)]),
    DecoderCase("Ctrl-Space", [0x00], [key(" ", .control)]),
    DecoderCase("Ctrl-A", [0x01], [key("a", .control)]),
    DecoderCase("Ctrl-C", [0x03], [key("c", .control)]),
    DecoderCase("Ctrl-G", [0x07], [key("g", .control)]),
    DecoderCase("Ctrl-K", [0x0B], [key("k", .control)]),
    DecoderCase("Ctrl-L", [0x0C], [key("l", .control)]),
    DecoderCase("Ctrl-N", [0x0E], [key("n", .control)]),
    DecoderCase("Ctrl-Z", [0x1A], [key("z", .control)]),
    DecoderCase("Ctrl-\\", [0x1C], [key("\\", .control)]),
    DecoderCase("Ctrl-]", [0x1D], [key("]", .control)]),
    DecoderCase("Ctrl-^", [0x1E], [key("^", .control)]),
    DecoderCase("Ctrl-_", [0x1F], [key("_", .control)]),
    DecoderCase("text around a control", "a\u{3}b", [key("a"), key("c", .control), key("b")]),
  ]

  @Test("Control bytes are Enter, Tab, Backspace or Control with a key", arguments: controls)
  func decodesControls(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  @Test("Every control byte but ESC is a key of its own")
  func everyControlByteIsAKey() {
    for byte in UInt8(0)...0x1F where byte != 0x1B {
      var decoder = InputDecoder()
      let events = decoder.decode([byte])
      #expect(events.count == 1, "byte \(byte)")
      #expect(!decoder.hasPendingInput, "byte \(byte)")
    }
  }

  static let option: [DecoderCase] = [
    DecoderCase("Alt-a", "\u{1B}a", key("a", .option)),
    DecoderCase("Alt-Shift-a", "\u{1B}A", key("A", .option)),
    DecoderCase("Alt-Space", "\u{1B} ", key(" ", .option)),
    DecoderCase("Alt-1", "\u{1B}1", key("1", .option)),
    DecoderCase("Alt-.", "\u{1B}.", key(".", .option)),
    DecoderCase("Alt-é", "\u{1B}é", key("é", .option)),
    DecoderCase("Alt-😀", "\u{1B}😀", key("😀", .option)),
    DecoderCase("Alt-Backspace", [0x1B, 0x7F], [key(.backspace, .option)]),
    DecoderCase("Esc then Enter, not Alt-Enter", "\u{1B}\r", [key(.escape), key(.enter)]),
    DecoderCase("Esc then Tab, not Alt-Tab", "\u{1B}\t", [key(.escape), key(.tab)]),
    DecoderCase("Esc then Enter (LF)", "\u{1B}\n", [key(.escape), key(.enter)]),
    DecoderCase("Ctrl-Alt-c", [0x1B, 0x03], [key("c", [.control, .option])]),
    DecoderCase("Ctrl-Alt-Space", [0x1B, 0x00], [key(" ", [.control, .option])]),
    DecoderCase("Alt-a then b", "\u{1B}ab", [key("a", .option), key("b")]),
    DecoderCase("Esc then Alt-a", "\u{1B}\u{1B}a", [key(.escape), key("a", .option)]),
    DecoderCase("Esc, Esc then Alt-x", "\u{1B}\u{1B}\u{1B}x", [key(.escape), key(.escape), key("x", .option)]),
    DecoderCase("Esc then a broken character", [0x1B, 0xC3, 0x28], [key(.escape)] + keys("\u{FFFD}(")),
    DecoderCase("Esc then a stray continuation byte", [0x1B, 0x80], [key(.escape), key("\u{FFFD}")]),
  ]

  @Test("ESC before a character or control byte is Option with that key", arguments: option)
  func decodesOption(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let named: [DecoderCase] = [
    DecoderCase("Up", "\u{1B}[A", key(.up)),
    DecoderCase("Down", "\u{1B}[B", key(.down)),
    DecoderCase("Right", "\u{1B}[C", key(.right)),
    DecoderCase("Left", "\u{1B}[D", key(.left)),
    DecoderCase("Up (application mode)", "\u{1B}OA", key(.up)),
    DecoderCase("Down (application mode)", "\u{1B}OB", key(.down)),
    DecoderCase("Right (application mode)", "\u{1B}OC", key(.right)),
    DecoderCase("Left (application mode)", "\u{1B}OD", key(.left)),
    DecoderCase("Home", "\u{1B}[H", key(.home)),
    DecoderCase("End", "\u{1B}[F", key(.end)),
    DecoderCase("Home (application mode)", "\u{1B}OH", key(.home)),
    DecoderCase("End (application mode)", "\u{1B}OF", key(.end)),
    DecoderCase("Home (VT220)", "\u{1B}[1~", key(.home)),
    DecoderCase("End (VT220)", "\u{1B}[4~", key(.end)),
    DecoderCase("Home (rxvt)", "\u{1B}[7~", key(.home)),
    DecoderCase("End (rxvt)", "\u{1B}[8~", key(.end)),
    DecoderCase("Insert", "\u{1B}[2~", key(.insert)),
    DecoderCase("Delete", "\u{1B}[3~", key(.delete)),
    DecoderCase("PageUp", "\u{1B}[5~", key(.pageUp)),
    DecoderCase("PageDown", "\u{1B}[6~", key(.pageDown)),
    DecoderCase("Shift-Tab", "\u{1B}[Z", key(.tab, .shift)),
    DecoderCase("keys in a row", "\u{1B}[Ax\u{1B}OB\u{1B}[3~", [key(.up), key("x"), key(.down), key(.delete)]),
  ]

  @Test("Arrows, Home, End, Insert, Delete, PageUp, PageDown and Shift-Tab", arguments: named)
  func decodesNamedKeys(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let function: [DecoderCase] =
    zip(["P", "Q", "R", "S"], 1...4).map { final, number in
      DecoderCase("F\(number) (SS3)", "\u{1B}O\(final)", key(.function(number)))
    }
    + zip([11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24], 1...12).map { code, number in
      DecoderCase("F\(number) (VT220)", "\u{1B}[\(code)~", key(.function(number)))
    }
    + zip(["A", "B", "C", "D", "E"], 1...5).map { final, number in
      DecoderCase("F\(number) (Linux console)", "\u{1B}[[\(final)", key(.function(number)))
    }
    + zip([25, 26, 28, 29, 31, 32, 33, 34], 13...20).map { code, number in
      DecoderCase("F\(number) (VT220)", "\u{1B}[\(code)~", key(.function(number)))
    } + [
      DecoderCase("F1 (xterm, CSI)", "\u{1B}[P", key(.function(1))),
      DecoderCase("a Linux console key then text", "\u{1B}[[Ax", [key(.function(1)), key("x")]),
      DecoderCase("an unknown Linux console key", "\u{1B}[[Zx", [key("x")]),
    ]

  @Test("F1 to F12 in every form, and F13 to F20", arguments: function)
  func decodesFunctionKeys(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let modifierParameters: [(Int, KeyModifiers)] = [
    (1, []), (2, .shift), (3, .option), (4, [.shift, .option]), (5, .control), (6, [.control, .shift]),
    (7, [.control, .option]), (8, [.control, .option, .shift]), (9, .option), (10, [.option, .shift]),
    (13, [.control, .option]), (16, [.control, .option, .shift]),
  ]

  static let modified: [DecoderCase] =
    modifierParameters.map { parameter, modifiers in
      DecoderCase("Up with modifier \(parameter)", "\u{1B}[1;\(parameter)A", key(.up, modifiers))
    } + [
      DecoderCase("Ctrl-Up", "\u{1B}[1;5A", key(.up, .control)),
      DecoderCase("Shift-Down", "\u{1B}[1;2B", key(.down, .shift)),
      DecoderCase("Alt-Right", "\u{1B}[1;3C", key(.right, .option)),
      DecoderCase("Ctrl-Shift-Left", "\u{1B}[1;6D", key(.left, [.control, .shift])),
      DecoderCase("Ctrl-Home", "\u{1B}[1;5H", key(.home, .control)),
      DecoderCase("Shift-End", "\u{1B}[1;2F", key(.end, .shift)),
      DecoderCase("Shift-F1", "\u{1B}[1;2P", key(.function(1), .shift)),
      DecoderCase("Ctrl-F2", "\u{1B}[1;5Q", key(.function(2), .control)),
      DecoderCase("Alt-F3", "\u{1B}[1;3R", key(.function(3), .option)),
      DecoderCase("Shift-F4", "\u{1B}[1;2S", key(.function(4), .shift)),
      DecoderCase("Shift-F5", "\u{1B}[15;2~", key(.function(5), .shift)),
      DecoderCase("Ctrl-F12", "\u{1B}[24;5~", key(.function(12), .control)),
      DecoderCase("Ctrl-Delete", "\u{1B}[3;5~", key(.delete, .control)),
      DecoderCase("Shift-PageUp", "\u{1B}[5;2~", key(.pageUp, .shift)),
      DecoderCase("Shift-F1 (old xterm SS3)", "\u{1B}O2P", key(.function(1), .shift)),
      DecoderCase("Ctrl-F1 (SS3 with two parameters)", "\u{1B}O1;5P", key(.function(1), .control)),
      DecoderCase("Ctrl-Shift-Tab", "\u{1B}[1;6Z", key(.tab, [.control, .shift])),
      DecoderCase("a modifier with a sub-parameter (kitty event type)", "\u{1B}[1;5:1A", key(.up, .control)),
      DecoderCase("a modifier with an empty first parameter", "\u{1B}[;5A", key(.up, .control)),
    ]

  @Test("xterm's modifier parameter: 2 shift, 3 alt, 5 control, 9 and up meta as alt", arguments: modified)
  func decodesModifiers(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let otherTerminals: [DecoderCase] = [
    DecoderCase("Shift-Up (rxvt)", "\u{1B}[a", key(.up, .shift)),
    DecoderCase("Shift-Left (rxvt)", "\u{1B}[d", key(.left, .shift)),
    DecoderCase("Ctrl-Down (rxvt)", "\u{1B}Ob", key(.down, .control)),
    DecoderCase("Ctrl-Right (rxvt)", "\u{1B}Oc", key(.right, .control)),
    DecoderCase("Shift-Home (rxvt)", "\u{1B}[7$", key(.home, .shift)),
    DecoderCase("Ctrl-End (rxvt)", "\u{1B}[8^", key(.end, .control)),
    DecoderCase("Ctrl-Shift-Delete (rxvt)", "\u{1B}[3@", key(.delete, [.control, .shift])),
    DecoderCase("Ctrl-F1 (rxvt)", "\u{1B}[11^", key(.function(1), .control)),
    DecoderCase("Ctrl-c (CSI u)", "\u{1B}[99;5u", key("c", .control)),
    DecoderCase("Alt-Enter (CSI u)", "\u{1B}[13;3u", key(.enter, .option)),
    DecoderCase("Shift-Tab (CSI u)", "\u{1B}[9;2u", key(.tab, .shift)),
    DecoderCase("Ctrl-Esc (CSI u)", "\u{1B}[27;5u", key(.escape, .control)),
    DecoderCase("Ctrl-Backspace (CSI u)", "\u{1B}[127;5u", key(.backspace, .control)),
    DecoderCase("Shift-a with its shifted key (kitty)", "\u{1B}[97:65;2u", key("a", .shift)),
    DecoderCase("Ctrl-é (CSI u)", "\u{1B}[233;5u", key("é", .control)),
    DecoderCase("Ctrl-c (modifyOtherKeys)", "\u{1B}[27;5;99~", key("c", .control)),
    DecoderCase("Ctrl-Enter (modifyOtherKeys)", "\u{1B}[27;5;13~", key(.enter, .control)),
    DecoderCase("keypad Enter", "\u{1B}OM", key(.enter)),
    DecoderCase("keypad Tab", "\u{1B}OI", key(.tab)),
    DecoderCase("keypad =", "\u{1B}OX", key("=")),
    DecoderCase("keypad *", "\u{1B}Oj", key("*")),
    DecoderCase("keypad /", "\u{1B}Oo", key("/")),
    DecoderCase("keypad 0", "\u{1B}Op", key("0")),
    DecoderCase("keypad 9", "\u{1B}Oy", key("9")),
  ]

  @Test("rxvt's modified keys, CSI u and modifyOtherKeys, the application keypad", arguments: otherTerminals)
  func decodesOtherTerminalsKeys(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  static let focus: [DecoderCase] = [
    DecoderCase("focus in", "\u{1B}[I", .focus(true)),
    DecoderCase("focus out", "\u{1B}[O", .focus(false)),
    DecoderCase("focus out then in around a key", "\u{1B}[Oa\u{1B}[I", [.focus(false), key("a"), .focus(true)]),
  ]

  @Test("Focus in and out (mode 1004)", arguments: focus)
  func decodesFocus(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }
}
