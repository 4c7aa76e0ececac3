import Testing

@testable import TextUITerminal

@Suite struct BackgroundColorQueryTests {
  /// What a terminal sends back while the question is out, and what the query makes of it.
  struct ReplyCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var background: ReportedColor?
    var answered: Bool
    var complete: Bool
    /// The bytes handed back as input, `feed`'s then `finish`'s.
    var passed: String

    init(
      _ name: String, _ text: String, background: ReportedColor? = nil, answered: Bool? = nil, complete: Bool = true,
      passed: String = ""
    ) {
      (self.name, self.bytes, self.background, self.complete, self.passed) =
        (name, Array(text.utf8), background, complete, passed)
      self.answered = answered ?? (background != nil)
    }

    var testDescription: String { name }
  }

  static let black = ReportedColor(red: 0, green: 0, blue: 0)
  static let white = ReportedColor(red: 255, green: 255, blue: 255)
  static let da1 = "\u{1B}[?1;2c"

  static let cases: [ReplyCase] = [
    ReplyCase("xterm's reply, ST, 4 digits, then DA1", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\" + da1, background: black),
    ReplyCase("a BEL-terminated reply", "\u{1B}]11;rgb:ffff/ffff/ffff\u{7}" + da1, background: white),
    ReplyCase(
      "channels of 4 digits each scaled to 8 bits", "\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\" + da1,
      background: ReportedColor(red: 253, green: 246, blue: 227)),
    ReplyCase(
      "2-digit channels", "\u{1B}]11;rgb:1e/1e/2e\u{7}" + da1, background: ReportedColor(red: 30, green: 30, blue: 46)),
    ReplyCase(
      "1-digit channels", "\u{1B}]11;rgb:f/0/f\u{7}" + da1, background: ReportedColor(red: 255, green: 0, blue: 255)),
    ReplyCase(
      "3-digit channels", "\u{1B}]11;rgb:800/fff/000\u{7}" + da1,
      background: ReportedColor(red: 128, green: 255, blue: 0)),
    ReplyCase("rgba: the alpha channel is ignored", "\u{1B}]11;rgba:ffff/ffff/ffff/8000\u{7}" + da1, background: white),
    ReplyCase("DA1 first: the terminal does not know OSC 11", da1),
    ReplyCase("a VT220's DA1 with many attributes", "\u{1B}[?62;1;2;6;7;8;9;15;22c"),
    ReplyCase(
      "an unreadable colour is an answer without a colour", "\u{1B}]11;rgb:zz/00/00\u{7}" + da1, answered: true),
    ReplyCase("a colour of 5 digits a channel is no colour", "\u{1B}]11;rgb:fffff/0/0\u{7}" + da1, answered: true),
    ReplyCase("a colour name is no colour", "\u{1B}]11;black\u{7}" + da1, answered: true),
    ReplyCase(
      "keys typed before, between and after the replies are handed back in order",
      "a\u{1B}]11;rgb:0000/0000/0000\u{1B}\\b" + da1 + "c", background: black, passed: "abc"),
    ReplyCase(
      "an arrow key and a control key are no reply", "\u{1B}[A\u{1B}[1;5B\u{3}" + da1,
      passed: "\u{1B}[A\u{1B}[1;5B\u{3}"),
    ReplyCase(
      "Esc typed just before the reply", "\u{1B}\u{1B}]11;rgb:0/0/0\u{7}" + da1, background: black, passed: "\u{1B}"),
    ReplyCase(
      "another OSC is handed back", "\u{1B}]10;rgb:0/0/0\u{7}" + da1, passed: "\u{1B}]10;rgb:0/0/0\u{7}"),
    ReplyCase(
      "an ESC inside the reply that is not ST abandons it", "\u{1B}]11;rgb:00\u{1B}[A" + da1,
      passed: "\u{1B}]11;rgb:00\u{1B}[A"),
    ReplyCase(
      "an endless DA1 is cut and handed back", "\u{1B}[?" + String(repeating: "1", count: 80) + "c",
      complete: false, passed: "\u{1B}[?" + String(repeating: "1", count: 80) + "c"),
    ReplyCase(
      "nothing after the replies is taken", da1 + "\u{1B}]11;rgb:0/0/0\u{7}", passed: "\u{1B}]11;rgb:0/0/0\u{7}"),
    ReplyCase(
      "no DA1 yet: the query is not complete, and a partial reply is handed back when it gives up",
      "\u{1B}]11;rgb:0000/0000/0000\u{7}x\u{1B}[?1", background: black, complete: false, passed: "x\u{1B}[?1"),
    ReplyCase(
      "a lone Esc typed meanwhile is handed back when it gives up", "\u{1B}", complete: false, passed: "\u{1B}"),
  ]

  @Test("Replies are read and everything else is handed back in order", arguments: cases)
  func reads(_ reply: ReplyCase) {
    var query = BackgroundColorQuery()
    let passed = query.feed(reply.bytes) + query.finish()
    #expect(query.background == reply.background)
    #expect(query.answeredBackground == reply.answered)
    #expect(query.isComplete == reply.complete)
    #expect(String(decoding: passed, as: UTF8.self) == reply.passed)
  }

  @Test("Replies split anywhere across reads read as they do in one", arguments: cases)
  func splitAnywhere(_ reply: ReplyCase) {
    for split in 0...reply.bytes.count {
      var query = BackgroundColorQuery()
      var passed = query.feed(reply.bytes[..<split])
      passed += query.feed(reply.bytes[split...])
      passed += query.finish()
      #expect(query.background == reply.background, "split at \(split)")
      #expect(query.isComplete == reply.complete, "split at \(split)")
      #expect(String(decoding: passed, as: UTF8.self) == reply.passed, "split at \(split)")
    }
    var query = BackgroundColorQuery()
    let passed = reply.bytes.flatMap { query.feed([$0]) } + query.finish()
    #expect(query.background == reply.background, "one byte a read")
    #expect(String(decoding: passed, as: UTF8.self) == reply.passed, "one byte a read")
  }

  @Test("DA1's reply ends the wait: the query is complete the moment it arrives")
  func completeAtDeviceAttributes() {
    var query = BackgroundColorQuery()
    #expect(query.feed(Array("\u{1B}[?1;2".utf8)).isEmpty)
    #expect(!query.isComplete)
    #expect(query.feed(Array("c".utf8)).isEmpty)
    #expect(query.isComplete)
    #expect(query.background == nil)
  }

  @Test("Replies that come after the time limit are read as input and decode to nothing, never to keys")
  func lateReplies() {
    var decoder = InputDecoder()
    let late = "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}]11;rgb:0/0/0\u{7}\u{1B}[?62;22c"
    #expect(decoder.decode(Array(late.utf8)) + decoder.flush() == [])
    #expect(decoder.decode(Array("x".utf8)) == keys("x"))
  }

  @Test("The request asks OSC 11, terminated by ST, then DA1")
  func request() {
    #expect(String(decoding: BackgroundColorQuery.request, as: UTF8.self) == "\u{1B}]11;?\u{1B}\\\u{1B}[c")
  }

  @Test("Random bytes never trap, and whatever is no reply comes back whole")
  func garbage() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<500 {
      // No `c` and no BEL or `\`: nothing can complete a reply, so everything comes back.
      let alphabet: [UInt8] = [0x1B, 0x5B, 0x5D, 0x3F, 0x31, 0x3B, 0x72, 0x67, 0x62, 0x3A, 0x2F, 0x61, 0x00, 0xFF]
      let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
      }
      var query = BackgroundColorQuery()
      let cut = Int.random(in: 0...bytes.count, using: &generator)
      let passed = query.feed(bytes[..<cut]) + query.feed(bytes[cut...]) + query.finish()
      #expect(passed == bytes, "\(bytes)")
      #expect(!query.isComplete)
    }
  }
}
