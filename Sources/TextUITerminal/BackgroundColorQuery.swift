/// A colour a terminal reports about itself, 8 bits a channel.
public struct ReportedColor: Sendable, Hashable {
  /// The red channel, 0–255.
  public var red: UInt8
  /// The green channel, 0–255.
  public var green: UInt8
  /// The blue channel, 0–255.
  public var blue: UInt8

  /// A colour of the three channels given.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }
}

/// The question a live session asks a terminal before it draws, "what is your background
/// colour?", and the reading of the answers, as neovim, termbg and crossterm ask it.
///
/// **The query** (``request``) is xterm's OSC 11 colour query followed by a Primary Device
/// Attributes request (DA1):
///
/// ```text
/// ESC ] 1 1 ; ? ESC \        what is the default background colour?
/// ESC [ c                    what are you? (every terminal answers)
/// ```
///
/// A terminal answers in the order it was asked, so DA1's reply comes last: a terminal that
/// knows OSC 11 answers it first, and one that does not answers DA1 alone, which then says at
/// once that no colour is coming. A terminal that answers neither is given up on after
/// ``timeLimit``.
///
/// **The replies** read here, split across reads anywhere:
///
/// ```text
/// ESC ] 1 1 ; rgb:R/G/B  ST or BEL     the background: each channel 1–4 hex digits
/// ESC ] 1 1 ; rgba:R/G/B/A  ST or BEL  the same with an alpha channel (ignored)
/// ESC [ ? Ps ; … c                     DA1: the end of the answers
/// ```
///
/// A channel of `n` digits is scaled from `0…16ⁿ−1` to `0…255` (`ffff`, `ff`, `f` are all 255;
/// `8000` is 128). An OSC 11 reply that says something else (`rgb:zz/…`, a colour name) is an
/// answer without a colour. Everything else read while the question is out, a key typed
/// meanwhile, a sequence that begins as a reply and turns out not to be one, is handed back
/// as it came, in order, from ``feed(_:)`` and ``finish()``, to be decoded as input. After
/// DA1's reply nothing is taken: every byte is handed back.
public struct BackgroundColorQuery: Sendable {
  /// The bytes that ask: OSC 11 (terminated by ST) and DA1.
  public static let request: [UInt8] = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
  /// How long a terminal that answers neither question is waited for.
  public static let timeLimit: Duration = .milliseconds(200)

  /// The most bytes a reply may hold: the longest OSC 11 reply (`11;rgba:` and four 4-digit
  /// channels) is 31, and a DA1 reply lists a few attributes. Longer is not a reply.
  private static let maximumReplyLength = 64

  private enum State: Sendable {
    case ground
    /// After `ESC`.
    case escape
    /// After `ESC ]`, reading the payload (`11;…`).
    case osc
    /// After an `ESC` inside the OSC payload: `\` ends it.
    case oscEscape
    /// After `ESC [`: `?` begins a DA1 reply.
    case csi
    /// After `ESC [ ?`, reading parameters until `c`.
    case deviceAttributes
  }

  private var state = State.ground
  /// The bytes of a reply in progress, handed back if it turns out not to be one.
  private var held: [UInt8] = []
  /// The payload of the OSC being read, after `ESC ]`.
  private var payload: [UInt8] = []

  /// The background colour, once the terminal answered OSC 11 with one.
  public private(set) var background: ReportedColor?
  /// Whether the terminal answered OSC 11 (with a colour or without).
  public private(set) var answeredBackground = false
  /// Whether DA1's reply arrived: the terminal has answered everything it will.
  public private(set) var isComplete = false

  /// A query not yet answered.
  public init() {}

  /// Reads `bytes`, the next ones from the terminal; returns those that are no part of a reply,
  /// in order. Bytes that may begin a reply are held until the rest shows what they are.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var passed: [UInt8] = []
    for byte in bytes {
      if isComplete {
        passed.append(byte)
      } else {
        read(byte, passing: &passed)
      }
    }
    return passed
  }

  /// Gives up waiting (the time limit passed): returns the bytes held as a possible reply.
  public mutating func finish() -> [UInt8] {
    defer {
      held = []
      payload = []
      state = .ground
    }
    return held
  }

  private mutating func read(_ byte: UInt8, passing passed: inout [UInt8]) {
    let escape: UInt8 = 0x1B
    switch state {
    case .ground:
      if byte == escape {
        hold(byte, .escape)
      } else {
        passed.append(byte)
      }
    case .escape:
      switch byte {
      case UInt8(ascii: "]"):
        payload = []
        hold(byte, .osc)
      case UInt8(ascii: "["): hold(byte, .csi)
      default: notAReply(byte, passing: &passed)
      }
    case .osc:
      readPayload(byte, passing: &passed)
    case .oscEscape:
      guard byte == UInt8(ascii: "\\") else {
        // An ESC that does not begin ST ends the string and begins a sequence of its own.
        held.removeLast()
        notAReply(escape, passing: &passed)
        read(byte, passing: &passed)
        return
      }
      endOfBackgroundReply()
    case .csi:
      if byte == UInt8(ascii: "?") {
        hold(byte, .deviceAttributes)
      } else {
        notAReply(byte, passing: &passed)
      }
    case .deviceAttributes:
      if byte == UInt8(ascii: "c") {
        held = []
        state = .ground
        isComplete = true
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";") {
        holdWithinLimit(byte, .deviceAttributes, passing: &passed)
      } else {
        notAReply(byte, passing: &passed)
      }
    }
  }

  /// A byte of the OSC payload: it must go on as `11;` and then hold printable ASCII until
  /// BEL or ST.
  private mutating func readPayload(_ byte: UInt8, passing passed: inout [UInt8]) {
    let prefix = Array("11;".utf8)
    switch byte {
    case 0x07 where payload.count >= prefix.count:
      endOfBackgroundReply()
    case 0x1B where payload.count >= prefix.count:
      hold(byte, .oscEscape)
    case _ where payload.count < prefix.count:
      guard byte == prefix[payload.count] else { return notAReply(byte, passing: &passed) }
      payload.append(byte)
      hold(byte, .osc)
    case 0x20...0x7E:
      payload.append(byte)
      holdWithinLimit(byte, .osc, passing: &passed)
    default:
      notAReply(byte, passing: &passed)
    }
  }

  private mutating func hold(_ byte: UInt8, _ next: State) {
    held.append(byte)
    state = next
  }

  private mutating func holdWithinLimit(_ byte: UInt8, _ next: State, passing passed: inout [UInt8]) {
    guard held.count < Self.maximumReplyLength else { return notAReply(byte, passing: &passed) }
    hold(byte, next)
  }

  /// `byte` shows that what is held is no reply: the held bytes are handed back, and `byte`
  /// too unless it is an ESC, which may begin a reply of its own.
  private mutating func notAReply(_ byte: UInt8, passing passed: inout [UInt8]) {
    passed += held
    held = []
    payload = []
    state = .ground
    if byte == 0x1B {
      hold(byte, .escape)
    } else {
      passed.append(byte)
    }
  }

  private mutating func endOfBackgroundReply() {
    answeredBackground = true
    background = Self.color(in: payload.dropFirst(3))
    held = []
    payload = []
    state = .ground
  }

  /// The colour of an OSC 11 reply's value, `rgb:R/G/B` or `rgba:R/G/B/A`, or `nil`.
  static func color(in value: some Collection<UInt8>) -> ReportedColor? {
    let text = String(decoding: value, as: UTF8.self)
    let channels: [Substring]
    if text.hasPrefix("rgb:") {
      channels = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
      guard channels.count == 3 else { return nil }
    } else if text.hasPrefix("rgba:") {
      channels = text.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
      guard channels.count == 4 else { return nil }
    } else {
      return nil
    }
    var scaled: [UInt8] = []
    for channel in channels.prefix(3) {
      guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit), let value = UInt32(channel, radix: 16)
      else { return nil }
      let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
      scaled.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return ReportedColor(red: scaled[0], green: scaled[1], blue: scaled[2])
  }
}
