/// Turns the bytes a terminal sends into ``InputEvent``s: keys, pastes, mouse reports and focus
/// changes, in the conventions of xterm, VTE (GNOME Terminal), tmux, iTerm2, kitty, the Linux
/// console and rxvt.
///
/// It is a pure state machine: bytes may be split anywhere across ``decode(_:)`` calls, and
/// bytes that may begin a longer sequence are held (``hasPendingInput``) until the rest comes
/// or the caller, after a short wait, gives up with ``flush()``. Nothing it is given can make it
/// trap, loop or hold memory without bound.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;5".utf8))  // [] (held)
/// decoder.decode(Array("A".utf8))           // [.key(KeyPress(.up, modifiers: .control))]
/// ```
///
/// **Grammar.** `CSI` is `ESC [`, `SS3` is `ESC O`, `ST` is `ESC \`; `m` is xterm's modifier
/// parameter, 1 plus shift 1, alt 2, control 4, meta 8 (read as alt):
///
/// | bytes | event |
/// | --- | --- |
/// | UTF-8 text | one `.character` key per grapheme of a read; ill-formed bytes are U+FFFD; C1 controls (U+0080–U+009F, or raw 0x80–0x9F bytes, which are U+FFFD) are not keys |
/// | `0x0D`, `0x0A` / `0x09` / `0x7F`, `0x08` | Enter / Tab / Backspace |
/// | `0x00` / `0x01`–`0x1A` (others) / `0x1C`–`0x1F` | Control with Space / the letter, lower-cased / `\` `]` `^` `_` |
/// | `ESC` followed by nothing (on flush) or by `ESC` | Esc |
/// | `ESC` then Tab, CR or LF | Esc, then that key |
/// | `ESC` then another character or control byte | that key with Option |
/// | `CSI A` `B` `C` `D` `H` `F`, `SS3` the same | Up, Down, Right, Left, Home, End |
/// | `CSI 1;mA` …, `SS3 1;mA` … | the same keys with modifiers |
/// | `CSI n~`, `CSI n;m~` | 1 7 Home, 2 Insert, 3 Delete, 4 8 End, 5 PageUp, 6 PageDown, 11–15 F1–F5, 17–21 F6–F10, 23–26 F11–F14, 28 29 F15 F16, 31–34 F17–F20 |
/// | `CSI n$` / `CSI n^` / `CSI n@` (rxvt) | those keys with Shift / Control / Control-Shift |
/// | `SS3 P` `Q` `R` `S`, `CSI 1;mP` … `S` | F1–F4 (`CSI r;cR` with a row other than 1 is a cursor report, ignored) |
/// | `CSI [A` … `CSI [E` (Linux console) | F1–F5 |
/// | `CSI a`…`d` / `SS3 a`…`d` (rxvt) | Shift / Control with Up, Down, Right, Left |
/// | `SS3 M` `I` `X` `j`…`y` (application keypad) | Enter, Tab, `=`, `*` `+` `,` `-` `.` `/` `0`–`9` |
/// | `CSI Z` | Shift-Tab |
/// | `CSI code;mu`, `CSI 27;m;code~` (extended keys) | the key with that code point (9 Tab, 13 Enter, 27 Esc, 127 Backspace) |
/// | `CSI <b;x;yM` / `CSI <b;x;ym` (SGR mouse) | a press, drag, move or wheel turn / a release at column x − 1, row y − 1; `b`: 0 left, 1 middle, 2 right, 3 none, +4 shift, +8 alt, +16 control, +32 motion, 64–67 wheel up, down, left, right |
/// | `CSI M` and 3 raw bytes (X10 mouse) | nothing |
/// | `CSI I` / `CSI O` | focus in / out |
/// | `CSI 200~` text `CSI 201~` | one `.paste`, CRLF and CR as LF, ill-formed UTF-8 as U+FFFD (empty: nothing) |
/// | other `CSI` (params 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E) and `SS3` | nothing |
/// | `ESC ]` `P` `X` `^` `_` (OSC, DCS, SOS, PM, APC) … `BEL` or `ST` | nothing |
///
/// **Ambiguities.** A lone `ESC` is Esc only once nothing follows (on flush) or another `ESC`
/// does; `ESC ESC [A` is therefore Esc then Up, not rxvt's Alt-Up. `ESC [`, `ESC O`, `ESC ]`,
/// `ESC P`, `ESC X`, `ESC ^` and `ESC _` with nothing after them on flush are Option with `[`,
/// `O`, `]`, `P`, `X`, `^`, `_`; followed at once by other bytes they introduce a sequence, as a
/// terminal's reply would. A sequence interrupted by a byte that cannot continue it (a control
/// byte, `ESC`, a non-ASCII byte) is dropped and that byte is decoded afresh (`ESC [` then a
/// control byte is Option-`[` then that key). Graphemes are joined within one read only: a
/// combining mark that arrives in the next read is a key of its own.
///
/// **Limits.** A `CSI` or `SS3` is cut after ``maximumSequenceLength`` bytes without a final
/// byte, and a string (OSC, DCS, …) after ``maximumStringLength`` bytes without its terminator;
/// the bytes after the cut are decoded as ordinary input, so garbage cannot swallow what
/// follows. An `ESC` inside a string that does not begin `ST` ends the string and begins a new
/// sequence. A paste keeps at most ``maximumPasteLength`` bytes, cut at a character boundary;
/// the rest of it is read, to find its end, and dropped. Everything held is given up by
/// ``flush()``.
public struct InputDecoder: Sendable {
  /// The most bytes a `CSI` or `SS3` may hold between its introducer and its final byte. Input
  /// sequences are short (a mouse report at column and row 10,000 is 15 bytes); a longer one
  /// is garbage.
  public static let maximumSequenceLength = 64
  /// The most bytes an OSC, DCS, SOS, PM or APC string may hold before its terminator. They
  /// arrive only as replies to queries, which are short; their contents are never kept.
  public static let maximumStringLength = 4096
  /// The most bytes of text a paste keeps, 16 MiB: far above anything pasted into a field,
  /// and a bound on the memory an endless paste can take.
  public static let maximumPasteLength = 16 << 20

  /// Where the decoder is in the grammar.
  private enum State: Sendable {
    case ground
    /// After `ESC`.
    case escape
    /// Inside a multi-byte UTF-8 character (`scalar` holds it), after `ESC` when `option`.
    case character(option: Bool)
    /// After `CSI`; `sequence` holds the bytes so far.
    case controlSequence
    /// After `CSI [`, the Linux console's function keys.
    case linuxFunctionKey
    /// After `SS3`; `sequence` holds the bytes so far.
    case singleShift
    /// Inside a string begun by `ESC introducer`; `escape` after an `ESC` in it.
    case string(introducer: UInt8, escape: Bool)
    /// Inside an X10 mouse report's raw bytes.
    case legacyMouse(remaining: Int)
    /// Inside a bracketed paste (`paste` holds it).
    case paste
  }

  private var state = State.ground
  private var sequence: [UInt8] = []
  private var stringLength = 0
  private var scalar = UTF8ScalarDecoder()
  private var paste = BracketedPaste(limit: InputDecoder.maximumPasteLength)
  /// Text decoded since the last other event, split into graphemes when one comes or the read
  /// ends.
  private var text = ""
  private var events: [InputEvent] = []

  /// A decoder holding nothing.
  public init() {}

  /// A decoder that cuts pastes at `maximumPasteLength` bytes, for tests of the cut.
  init(maximumPasteLength: Int) {
    paste = BracketedPaste(limit: maximumPasteLength)
  }

  /// Decodes `bytes`, which may be any split of the stream (a sequence may start in one read
  /// and end in the next), returning the complete events in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    // A concrete array is iterated by specialised code; a caller's generic sequence, from
    // another module, would cost a witness call or two per byte.
    let bytes = Array(bytes)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard case .paste = state else {
        consume(bytes[index])
        index += 1
        continue
      }
      index += appendToPaste(bytes[index...])
    }
    return takeEvents()
  }

  /// Whether bytes are held that could begin a longer sequence: a lone `ESC`, a partial
  /// `CSI`, an incomplete UTF-8 character, an unfinished paste (from its start to its end
  /// marker). The caller then waits a short moment for more bytes and, if none come, calls
  /// ``flush()``.
  public var hasPendingInput: Bool {
    if case .ground = state { return false }
    return true
  }

  /// Whether a bracketed paste has begun and not ended. A large paste can arrive in several
  /// reads with pauses between them; a caller may wait longer before ``flush()`` while this is
  /// `true`, so that a slow paste is not cut in two.
  public var isReceivingPaste: Bool {
    if case .paste = state { return true }
    return false
  }

  /// Gives up waiting for the rest of what is held: a lone `ESC` becomes Esc; `ESC` and one
  /// introducer byte become that key with Option; an incomplete UTF-8 character becomes U+FFFD;
  /// a partial `CSI`, `SS3` or string is dropped; an unfinished paste is delivered as a paste
  /// of what arrived (and the paste ends).
  public mutating func flush() -> [InputEvent] {
    switch state {
    case .ground, .linuxFunctionKey, .legacyMouse: break
    case .escape: emit(.key(KeyPress(.escape)))
    case .character(let option):
      if option { emit(.key(KeyPress(.escape))) }
      text.unicodeScalars.append(Self.replacement)
    case .controlSequence:
      if sequence.isEmpty { emitOption(UInt8(ascii: "[")) }
    case .singleShift:
      if sequence.isEmpty { emitOption(UInt8(ascii: "O")) }
    case .string(let introducer, let escape):
      if stringLength == 0 && !escape { emitOption(introducer) }
    case .paste:
      emitPaste()
    }
    reset()
    return takeEvents()
  }

  /// The events `bytes` hold when nothing more follows them: ``decode(_:)`` then ``flush()``.
  public static func decodeAll(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  private static let escape: UInt8 = 0x1B
  private static let replacement: Unicode.Scalar = "\u{FFFD}"

  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground: ground(byte)
    case .escape: afterEscape(byte)
    case .character(let option): character(byte, option: option)
    case .controlSequence: controlSequence(byte)
    case .linuxFunctionKey: linuxFunctionKey(byte)
    case .singleShift: singleShift(byte)
    case .string(let introducer, let escape): string(byte, introducer: introducer, escape: escape)
    case .legacyMouse(let remaining):
      state = remaining > 1 ? .legacyMouse(remaining: remaining - 1) : .ground
    case .paste: _ = appendToPaste([byte])
    }
  }

  /// Adds the front of `bytes` to the paste, ending it at its end marker; returns how many
  /// bytes it took.
  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) -> Int {
    let (consumed, ended) = paste.append(contentsOf: bytes)
    if ended {
      emitPaste()
      state = .ground
    }
    return consumed
  }

  private mutating func ground(_ byte: UInt8) {
    switch byte {
    case Self.escape:
      state = .escape
    case 0x00...0x1F, 0x7F:
      emit(.key(Self.controlKey(byte)))
    case 0x20...0x7E:
      text.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      if scalar.start(byte) {
        state = .character(option: false)
      } else {
        text.unicodeScalars.append(Self.replacement)
      }
    }
  }

  /// The key a C0 control byte or DEL is, as terminals send them for Control with a key.
  private static func controlKey(_ byte: UInt8) -> KeyPress {
    switch byte {
    case 0x0D, 0x0A: KeyPress(.enter)
    case 0x09: KeyPress(.tab)
    case 0x08, 0x7F: KeyPress(.backspace)
    case Self.escape: KeyPress(.escape)
    case 0x00: KeyPress(" ", modifiers: .control)
    // Control clears bits 0x60 (letters) or 0x40 (`\` `]` `^` `_`); lower case is how a
    // person names the key.
    case 0x01...0x1A: KeyPress(Character(Unicode.Scalar(byte | 0x60)), modifiers: .control)
    default: KeyPress(Character(Unicode.Scalar(byte | 0x40)), modifiers: .control)
    }
  }

  private mutating func afterEscape(_ byte: UInt8) {
    switch byte {
    case Self.escape:
      // The first was Esc; the second may begin a sequence.
      emit(.key(KeyPress(.escape)))
    case UInt8(ascii: "["):
      state = .controlSequence
    case UInt8(ascii: "O"):
      state = .singleShift
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      stringLength = 0
      state = .string(introducer: byte, escape: false)
    case 0x09, 0x0A, 0x0D:
      // Esc then Tab or Enter, as quickly as a script (or a fast hand) sends them: Alt-Tab
      // and Alt-Enter never reach a terminal program, the window system takes them.
      emit(.key(KeyPress(.escape)))
      state = .ground
      ground(byte)
    case 0x00...0x1F, 0x7F:
      var key = Self.controlKey(byte)
      key.modifiers.insert(.option)
      emit(.key(key))
      state = .ground
    case 0x20...0x7E:
      emitOption(byte)
      state = .ground
    default:
      if scalar.start(byte) {
        state = .character(option: true)
      } else {
        emit(.key(KeyPress(.escape)))
        state = .ground
        ground(byte)
      }
    }
  }

  private mutating func character(_ byte: UInt8, option: Bool) {
    switch scalar.next(byte) {
    case .incomplete:
      break
    case .scalar(let scalar):
      state = .ground
      // C1 controls are not keys; a terminal sends them only in 8-bit mode, never asked for.
      guard !(0x80...0x9F).contains(scalar.value) else { return }
      if option {
        emit(.key(KeyPress(Character(scalar), modifiers: .option)))
      } else {
        text.unicodeScalars.append(scalar)
      }
    case .invalid:
      if option { emit(.key(KeyPress(.escape))) }
      text.unicodeScalars.append(Self.replacement)
      state = .ground
      ground(byte)
    }
  }

  private mutating func controlSequence(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "[") where sequence.isEmpty:
      state = .linuxFunctionKey
    // rxvt ends a shifted key with `$`, an intermediate byte elsewhere (as in `CSI 4;1$y`):
    // it is final after a lone number.
    case UInt8(ascii: "$") where !sequence.isEmpty && sequence.allSatisfy({ (0x30...0x39).contains($0) }):
      finishSequence(.csi, final: byte)
    case 0x40...0x7E:
      finishSequence(.csi, final: byte)
    case 0x20...0x3F:
      appendToSequence(byte)
    default:
      interruptSequence(byte, introducer: UInt8(ascii: "["))
    }
  }

  private mutating func singleShift(_ byte: UInt8) {
    switch byte {
    case 0x40...0x7E: finishSequence(.ss3, final: byte)
    case 0x30...0x3F: appendToSequence(byte)
    default: interruptSequence(byte, introducer: UInt8(ascii: "O"))
    }
  }

  private mutating func linuxFunctionKey(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "E"):
      emit(.key(KeyPress(.function(Int(byte - UInt8(ascii: "A")) + 1))))
      state = .ground
    case 0x20...0x7E:
      state = .ground
    default:
      state = .ground
      consume(byte)
    }
  }

  private mutating func appendToSequence(_ byte: UInt8) {
    guard sequence.count < Self.maximumSequenceLength else {
      // Runaway: drop it and read on from here.
      reset()
      consume(byte)
      return
    }
    sequence.append(byte)
  }

  /// A byte that cannot continue a sequence: the sequence so far is dropped (or, when only its
  /// introducer came, was Option with the introducer) and `byte` is decoded afresh.
  private mutating func interruptSequence(_ byte: UInt8, introducer: UInt8) {
    if sequence.isEmpty { emitOption(introducer) }
    reset()
    consume(byte)
  }

  private mutating func finishSequence(_ introducer: ControlSequence.Introducer, final: UInt8) {
    let parsed = ControlSequence(introducer, body: sequence, final: final)
    reset()
    if parsed.isPasteStart {
      state = .paste
    } else if parsed.isLegacyMouseStart {
      state = .legacyMouse(remaining: 3)
    } else if let event = parsed.event {
      emit(event)
    }
  }

  private mutating func string(_ byte: UInt8, introducer: UInt8, escape: Bool) {
    if escape {
      state = .escape
      // `ST` ends the string; any other `ESC` abandons it and begins a sequence of its own.
      if byte != UInt8(ascii: "\\") { afterEscape(byte) } else { state = .ground }
      return
    }
    switch byte {
    case Self.escape:
      state = .string(introducer: introducer, escape: true)
    case 0x07:
      // BEL ends an OSC in xterm's replies; no other string holds one.
      state = .ground
    default:
      guard stringLength < Self.maximumStringLength else {
        state = .ground
        ground(byte)
        return
      }
      stringLength += 1
    }
  }

  private mutating func emitOption(_ byte: UInt8) {
    emit(.key(KeyPress(Character(Unicode.Scalar(byte)), modifiers: .option)))
  }

  private mutating func emitPaste() {
    let pasted = paste.take()
    if !pasted.isEmpty { emit(.paste(pasted)) }
  }

  private mutating func emit(_ event: InputEvent) {
    emitText()
    events.append(event)
  }

  private mutating func emitText() {
    guard !text.isEmpty else { return }
    for character in text { events.append(.key(KeyPress(character))) }
    text.removeAll(keepingCapacity: true)
  }

  private mutating func takeEvents() -> [InputEvent] {
    emitText()
    defer { events.removeAll() }
    return events
  }

  private mutating func reset() {
    state = .ground
    sequence.removeAll(keepingCapacity: true)
    stringLength = 0
  }
}
