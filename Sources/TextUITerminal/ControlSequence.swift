/// A complete control sequence from the terminal, CSI (`ESC [`) or SS3 (`ESC O`), split into
/// its parts, and the input it stands for.
///
/// The parts follow ECMA-48: an optional private marker (`<` `=` `>` `?`), parameters of digits
/// separated by `;` (a `:` starts sub-parameters, which are dropped), intermediate bytes
/// (0x20–0x2F) and one final byte (0x40–0x7E). The meanings are the keyboards of xterm (and
/// the terminals that copy it: VTE, iTerm2, tmux, kitty), the Linux console and rxvt.
struct ControlSequence: Sendable {
  /// How the sequence began.
  enum Introducer: Sendable {
    /// `ESC [`.
    case csi
    /// `ESC O`, which xterm sends for arrows and F1–F4 in application mode.
    case ss3
  }

  /// The largest parameter value kept; larger ones are held at it, so that no digit string
  /// overflows.
  static let largestParameter = 10_000_000

  var introducer: Introducer
  /// `<`, `=`, `>` or `?` when the sequence starts with one: a reply or a mouse report, never
  /// a key.
  var privateMarker: UInt8?
  /// The parameters in order, `nil` where one was left empty.
  var parameters: [Int?] = []
  var intermediates: [UInt8] = []
  var final: UInt8
  /// `false` when the bytes are out of ECMA-48's order (a parameter after an intermediate,
  /// a marker after the first byte): such a sequence means nothing.
  var isWellFormed = true

  /// Splits `body`, the bytes between the introducer and `final`.
  init(_ introducer: Introducer, body: some Collection<UInt8>, final: UInt8) {
    self.introducer = introducer
    self.final = final
    var rest = body[...]
    if let first = rest.first, (0x3C...0x3F).contains(first) {
      privateMarker = first
      rest = rest.dropFirst()
    }
    var current: Int?
    var inSubParameter = false
    var hasParameters = false
    for byte in rest {
      switch byte {
      case 0x30...0x39 where intermediates.isEmpty:
        hasParameters = true
        guard !inSubParameter else { continue }
        current = min((current ?? 0) * 10 + Int(byte - 0x30), Self.largestParameter)
      case 0x3A where intermediates.isEmpty:
        hasParameters = true
        inSubParameter = true
      case 0x3B where intermediates.isEmpty:
        hasParameters = true
        parameters.append(current)
        (current, inSubParameter) = (nil, false)
      case 0x20...0x2F:
        intermediates.append(byte)
      default:
        isWellFormed = false
      }
    }
    if hasParameters { parameters.append(current) }
  }

  /// Whether this is `CSI 200 ~`, the start of a bracketed paste.
  var isPasteStart: Bool {
    introducer == .csi && isPlain && parameters == [200] && final == UInt8(ascii: "~")
  }

  /// Whether this is `CSI M` alone, the start of a legacy (X10) mouse report, whose three
  /// bytes follow raw.
  var isLegacyMouseStart: Bool {
    introducer == .csi && isPlain && parameters.isEmpty && final == UInt8(ascii: "M")
  }

  /// The input the sequence stands for, or `nil` for a sequence that is not input (a reply
  /// to a query, a stray paste end) or is unknown.
  var event: InputEvent? {
    guard isWellFormed && intermediates.isEmpty else { return nil }
    switch (introducer, privateMarker) {
    case (.csi, nil): return csiKey.map(InputEvent.key) ?? focus
    case (.csi, UInt8(ascii: "<")): return sgrMouse.map(InputEvent.mouse)
    case (.ss3, nil): return ss3Key.map(InputEvent.key)
    default: return nil
    }
  }

  private var isPlain: Bool { isWellFormed && privateMarker == nil && intermediates.isEmpty }

  private func parameter(_ index: Int) -> Int? {
    parameters.indices.contains(index) ? parameters[index] : nil
  }

  /// xterm's modifiers: the parameter is 1 plus a bit set (shift 1, alt 2, control 4, meta 8).
  private static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    let bits = parameter - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    // A terminal that tells Meta from Alt reports Meta as 8; keyboards call both Option.
    if bits & 0b1010 != 0 { modifiers.insert(.option) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  private var csiKey: KeyPress? {
    let modifiers = Self.modifiers(parameter(1))
    switch final {
    case UInt8(ascii: "A"): return KeyPress(.up, modifiers: modifiers)
    case UInt8(ascii: "B"): return KeyPress(.down, modifiers: modifiers)
    case UInt8(ascii: "C"): return KeyPress(.right, modifiers: modifiers)
    case UInt8(ascii: "D"): return KeyPress(.left, modifiers: modifiers)
    case UInt8(ascii: "H"): return KeyPress(.home, modifiers: modifiers)
    case UInt8(ascii: "F"): return KeyPress(.end, modifiers: modifiers)
    case UInt8(ascii: "P"): return KeyPress(.function(1), modifiers: modifiers)
    case UInt8(ascii: "Q"): return KeyPress(.function(2), modifiers: modifiers)
    case UInt8(ascii: "R"):
      // `CSI row ; column R` is also the reply to a cursor position query: only row 1 (which
      // xterm's modified F3 shares) or no row at all is read as F3.
      guard parameters.count <= 2 && (parameter(0) ?? 1) == 1 else { return nil }
      return KeyPress(.function(3), modifiers: modifiers)
    case UInt8(ascii: "S"): return KeyPress(.function(4), modifiers: modifiers)
    case UInt8(ascii: "Z"): return KeyPress(.tab, modifiers: modifiers.union(.shift))
    // rxvt: shift with an arrow.
    case UInt8(ascii: "a") where parameters.isEmpty: return KeyPress(.up, modifiers: .shift)
    case UInt8(ascii: "b") where parameters.isEmpty: return KeyPress(.down, modifiers: .shift)
    case UInt8(ascii: "c") where parameters.isEmpty: return KeyPress(.right, modifiers: .shift)
    case UInt8(ascii: "d") where parameters.isEmpty: return KeyPress(.left, modifiers: .shift)
    case UInt8(ascii: "~"):
      // xterm's modifyOtherKeys: `CSI 27 ; modifiers ; code ~`.
      if parameter(0) == 27 {
        return Self.key(codepoint: parameter(2)).map { KeyPress($0, modifiers: modifiers) }
      }
      return Self.editingKey(parameter(0)).map { KeyPress($0, modifiers: modifiers) }
    // rxvt marks a modified editing or function key by its final byte instead of a parameter.
    case UInt8(ascii: "$") where parameters.count == 1:
      return Self.editingKey(parameter(0)).map { KeyPress($0, modifiers: .shift) }
    case UInt8(ascii: "^") where parameters.count == 1:
      return Self.editingKey(parameter(0)).map { KeyPress($0, modifiers: .control) }
    case UInt8(ascii: "@") where parameters.count == 1:
      return Self.editingKey(parameter(0)).map { KeyPress($0, modifiers: [.control, .shift]) }
    // fixterms, kitty, tmux's extended keys: `CSI code ; modifiers u`.
    case UInt8(ascii: "u"):
      return Self.key(codepoint: parameter(0)).map { KeyPress($0, modifiers: modifiers) }
    default: return nil
    }
  }

  private var focus: InputEvent? {
    guard parameters.isEmpty else { return nil }
    switch final {
    case UInt8(ascii: "I"): return .focus(true)
    case UInt8(ascii: "O"): return .focus(false)
    default: return nil
    }
  }

  /// The keys of `CSI number ~` (VT220's editing keypad and function keys).
  private static func editingKey(_ number: Int?) -> Key? {
    switch number {
    case 1, 7: .home  // 7 and 8 are rxvt's
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    // The numbers skip 16, 22, 27 and 30, as the VT220's keyboard did.
    case .some(let number) where (11...15).contains(number): .function(number - 10)
    case .some(let number) where (17...21).contains(number): .function(number - 11)
    case .some(let number) where (23...26).contains(number): .function(number - 12)
    case .some(let number) where (28...29).contains(number): .function(number - 13)
    case .some(let number) where (31...34).contains(number): .function(number - 14)
    default: nil
    }
  }

  /// The key a Unicode code point names in `CSI u` and modifyOtherKeys.
  private static func key(codepoint: Int?) -> Key? {
    switch codepoint {
    case 9: return .tab
    case 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case .some(let codepoint) where codepoint >= 0x20:
      // C1 controls and kitty's private-use function keys (never asked for) are not text.
      guard let scalar = Unicode.Scalar(UInt32(codepoint)),
        !(0x80...0x9F).contains(scalar.value) && !(0xE000...0xF8FF).contains(scalar.value)
      else { return nil }
      return .character(Character(scalar))
    default: return nil
    }
  }

  private var ss3Key: KeyPress? {
    // xterm puts the modifiers second (`SS3 1 ; 5 P`); older ones put them alone (`SS3 5 P`).
    let modifiers = Self.modifiers(parameters.count == 1 ? parameter(0) : parameter(1))
    let key: Key
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    // rxvt: control with an arrow.
    case UInt8(ascii: "a"): return KeyPress(.up, modifiers: .control)
    case UInt8(ascii: "b"): return KeyPress(.down, modifiers: .control)
    case UInt8(ascii: "c"): return KeyPress(.right, modifiers: .control)
    case UInt8(ascii: "d"): return KeyPress(.left, modifiers: .control)
    // The numeric keypad in application mode (DECKPAM).
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "I"): key = .tab
    case UInt8(ascii: "X"): key = .character("=")
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      key = .character(Character(Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*"))))
    default: return nil
    }
    return KeyPress(key, modifiers: modifiers)
  }

  /// A mouse report in SGR form (mode 1006): `CSI < button ; column ; row M`, or `m` for a
  /// release. The button number's low two bits are the button (0 left, 1 middle, 2 right,
  /// 3 none), 4 shift, 8 alt, 16 control, 32 motion, 64 the wheel (its low bits then say which
  /// way: up, down, left, right), 128 the extra buttons (not reported here).
  private var sgrMouse: MouseEvent? {
    guard parameters.count == 3, let code = parameter(0), let column = parameter(1), let row = parameter(2),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    else { return nil }
    let isRelease = final == UInt8(ascii: "m")
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.option) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let buttons: [MouseButton?] = [.left, .middle, .right, nil]
    let button = buttons[code & 3]
    let kind: MouseEvent.Kind
    switch code & 0b1110_0000 {
    case 0:
      guard let button else { return nil }
      kind = isRelease ? .release(button) : .press(button)
    case 32 where !isRelease:
      kind = button.map(MouseEvent.Kind.drag) ?? .move
    case 64 where !isRelease:
      kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
    default:
      return nil
    }
    // The protocol counts from 1; a 0 (never sent) is read as the first cell.
    return MouseEvent(kind, x: max(column - 1, 0), y: max(row - 1, 0), modifiers: modifiers)
  }
}
