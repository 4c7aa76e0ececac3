/// What a person did at the terminal, decoded from the bytes it sent: a key, a paste or a
/// mouse action. ``InputDecoder`` makes these; the live runtime turns them into the same
/// actions preview steps perform.
public enum InputEvent: Sendable, Hashable {
  /// A key press: text (one character at a time) or a named key, with its modifiers.
  case key(KeyPress)
  /// Text pasted while bracketed paste was on, delivered whole (never as key presses, so a
  /// pasted newline does not press Enter).
  case paste(String)
  /// A click, release, drag or wheel turn reported in SGR (1006) mouse mode.
  case mouse(MouseEvent)
  /// The terminal window gained (`true`) or lost (`false`) focus (mode 1004).
  case focus(Bool)
}

/// One key press: which key, and the modifiers held.
public struct KeyPress: Sendable, Hashable, CustomStringConvertible {
  /// The key.
  public var key: Key
  /// Shift, Option (Alt/Meta) and Control, as far as the terminal reports them.
  public var modifiers: KeyModifiers

  /// A press of `key` with `modifiers`.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A character key: `KeyPress("a")`, `KeyPress("c", modifiers: .control)`.
  public init(_ character: Character, modifiers: KeyModifiers = []) {
    self.init(.character(character), modifiers: modifiers)
  }

  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.option) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    parts.append(key.description)
    return parts.joined(separator: "-")
  }
}

/// The keys a terminal reports.
public enum Key: Sendable, Hashable, CustomStringConvertible {
  /// A character typed (one grapheme, or one scalar of a grapheme split across reads).
  /// Control-letters are the letter, lower-cased, with `.control`.
  case character(Character)
  case enter, tab, backspace, delete, escape, insert
  case up, down, left, right, home, end, pageUp, pageDown
  /// F1 to F20 (`function(1)` … `function(20)`; most keyboards stop at F12).
  case function(Int)

  public var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Esc"
    case .insert: "Insert"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .function(let number): "F\(number)"
    }
  }
}

/// Modifier keys held with a key or a mouse action.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt on most keyboards, Option on a Mac, Meta in xterm's words.
  public static let option = KeyModifiers(rawValue: 1 << 1)
  public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A mouse action at a cell, in SGR (1006) mode.
public struct MouseEvent: Sendable, Hashable {
  /// What the mouse did.
  public enum Kind: Sendable, Hashable {
    case press(MouseButton)
    case release(MouseButton)
    /// Moved with a button held.
    case drag(MouseButton)
    /// Moved with no button held (only reported in any-motion mode).
    case move
    case wheelUp, wheelDown, wheelLeft, wheelRight
  }

  /// What happened.
  public var kind: Kind
  /// The column, from 0 at the left edge.
  public var x: Int
  /// The row, from 0 at the top.
  public var y: Int
  /// Modifiers held.
  public var modifiers: KeyModifiers

  /// A mouse action of `kind` at column `x`, row `y` (both from 0).
  public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}

/// A mouse button.
public enum MouseButton: Sendable, Hashable {
  case left, middle, right
}

extension KeyPress {
  /// The key press a name spells, as ``description`` writes it: a key (`Enter`, `Tab`, `Esc`,
  /// `Backspace`, `Delete`, `Insert`, `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp`,
  /// `PageDown`, `Space`, `F1`…`F20`, or one character) after any of `Ctrl-`, `Alt-` and
  /// `Shift-`. Names are matched ignoring case (`enter`, `shift-tab`), except a single
  /// character, which is itself (`A` is Shift-a as a terminal sends it). `nil` for anything else.
  public init?(name: String) {
    var modifiers: KeyModifiers = []
    var rest = Substring(name)
    while let dash = rest.firstIndex(of: "-"), dash != rest.startIndex, rest.index(after: dash) != rest.endIndex {
      switch rest[..<dash].lowercased() {
      case "ctrl", "control": modifiers.insert(.control)
      case "alt", "option", "meta": modifiers.insert(.option)
      case "shift": modifiers.insert(.shift)
      default: return nil
      }
      rest = rest[rest.index(after: dash)...]
    }
    guard let key = Key(name: String(rest)) else { return nil }
    // A control letter arrives lower-cased, as the decoder reports it.
    if modifiers.contains(.control), case .character(let character) = key {
      self.init(.character(Character(character.lowercased())), modifiers: modifiers)
      return
    }
    self.init(key, modifiers: modifiers)
  }
}

extension Key {
  /// The key a name spells (see ``KeyPress/init(name:)``).
  init?(name: String) {
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    switch name.lowercased() {
    case "enter", "return": self = .enter
    case "tab": self = .tab
    case "backspace": self = .backspace
    case "delete": self = .delete
    case "esc", "escape": self = .escape
    case "insert": self = .insert
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "home": self = .home
    case "end": self = .end
    case "pageup": self = .pageUp
    case "pagedown": self = .pageDown
    case "space": self = .character(" ")
    default:
      let lowered = name.lowercased()
      guard lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...20).contains(number) else {
        return nil
      }
      self = .function(number)
    }
  }
}
