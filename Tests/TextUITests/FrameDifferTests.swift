import Testing
import TextUI

/// A picture drawn into a buffer from strokes, so that two frames can share most of their
/// drawing and differ where a test or the random generator says.
private struct Scene: Equatable {
  enum Stroke: Equatable {
    /// Characters drawn left to right from column `x` of row `y`, clipped by the buffer.
    case text(x: Int, y: Int, [Character], Style)
    case fill(Rect, Color)
  }

  var width: Int
  var height: Int
  var strokes: [Stroke] = []

  var buffer: Buffer {
    var buffer = Buffer(width: width, height: height)
    for stroke in strokes {
      switch stroke {
      case .text(let x, let y, let characters, let style):
        var column = x
        for character in characters {
          column += buffer.put(
            character, width: GraphemeWidth.width(of: character), x: column, y: y, style: style, clip: buffer.bounds)
        }
      case .fill(let rect, let color):
        buffer.fill(rect, background: color, clip: buffer.bounds)
      }
    }
    return buffer
  }

  /// A scene of `width` × `height` with `rows` written from column 0 of the first rows.
  static func rows(_ rows: [String], width: Int, height: Int, style: Style = .plain) -> Scene {
    Scene(
      width: width, height: height,
      strokes: rows.enumerated().map { .text(x: 0, y: $0.offset, Array($0.element), style) })
  }

  func adding(_ stroke: Stroke) -> Scene {
    var scene = self
    scene.strokes.append(stroke)
    return scene
  }
}

/// Random scenes, pairs of them and cursors, from a seeded generator.
private struct SceneGenerator {
  var random: SplitMix64

  /// One-cell symbols, none of which joins a neighbour into one grapheme cluster when written
  /// next to it (a terminal receives a row's symbols as one stream).
  static let narrow: [Character] =
    Array("abcdefghijklmnopqrstuvwxyzABCDEFXYZ0123456789   .,;:-_/|#@()[]") + [
      "é", "e\u{301}", "a\u{308}\u{323}", "Ω", "─", "│", "→", "✓", "ｱ", "ß", "ñ",
    ]
  /// Two-cell symbols: CJK, Hangul, emoji with a modifier, a ZWJ sequence, flags, full-width.
  static let wide: [Character] = ["中", "文", "字", "日", "本", "한", "😀", "🎉", "👍🏽", "👨‍👩‍👧", "🇯🇵", "🇺🇸", "Ｗ"]

  mutating func color() -> Color? {
    switch random.int(0...9) {
    case 0...3: nil
    case 4: .clear
    case 5, 6: Color(ansi: UInt8(random.int(0...15)))
    case 7, 8: Color(palette: UInt8(random.int(0...255)))
    default:
      Color(red: UInt8(random.int(0...255)), green: UInt8(random.int(0...255)), blue: UInt8(random.int(0...255)))
    }
  }

  mutating func style() -> Style {
    if random.int(0...2) == 0 { return .plain }
    let attributes = random.int(0...2) == 0 ? TextAttributes(rawValue: UInt8(random.int(0...63))) : []
    return Style(foreground: color(), background: color(), attributes: attributes)
  }

  mutating func characters(_ count: Int) -> [Character] {
    (0..<count).map { _ in random.int(0...5) == 0 ? random.pick(Self.wide) : random.pick(Self.narrow) }
  }

  mutating func stroke(width: Int, height: Int) -> Scene.Stroke {
    if random.int(0...5) == 0 {
      let x = random.int(0...(width - 1))
      let y = random.int(0...(height - 1))
      let rect = Rect(x: x, y: y, width: random.int(1...(width - x)), height: random.int(1...(height - y)))
      return .fill(rect, color() ?? .blue)
    }
    let x = random.int(0...(width - 1))
    let length = random.int(1...max(1, min(width - x, random.bool() ? 12 : width)))
    return .text(x: x, y: random.int(0...(height - 1)), characters(length), style())
  }

  /// A size up to 80 × 24, now and then 1 × 1 or without rows or columns.
  mutating func size() -> (width: Int, height: Int) {
    switch random.int(0...19) {
    case 0: (1, 1)
    case 1: (random.int(0...80), 0)
    case 2: (0, random.int(0...24))
    case 3: (random.int(1...3), random.int(1...3))
    case 4, 5: (80, 24)
    default: (random.int(1...80), random.int(1...24))
    }
  }

  mutating func scene(width: Int, height: Int) -> Scene {
    var scene = Scene(width: width, height: height)
    guard width > 0, height > 0 else { return scene }
    let count = random.int(0...(random.bool() ? height * 3 : 6))
    for _ in 0..<count { scene.strokes.append(stroke(width: width, height: height)) }
    return scene
  }

  /// `scene` with a few strokes changed, removed, added or moved by a column.
  mutating func variation(of scene: Scene) -> Scene {
    var next = scene
    guard scene.width > 0, scene.height > 0 else { return next }
    for _ in 0..<random.int(1...4) {
      switch random.int(0...5) {
      case 0 where !next.strokes.isEmpty:
        next.strokes.remove(at: random.int(0...(next.strokes.count - 1)))
      case 1 where !next.strokes.isEmpty:
        let index = random.int(0...(next.strokes.count - 1))
        if case .text(let x, let y, let characters, let style) = next.strokes[index] {
          let shifted = min(max(x + (random.bool() ? 1 : -1), 0), scene.width - 1)
          next.strokes[index] = .text(x: shifted, y: y, characters, style)
        }
      case 2 where !next.strokes.isEmpty:
        let index = random.int(0...(next.strokes.count - 1))
        if case .text(let x, let y, let characters, _) = next.strokes[index] {
          next.strokes[index] = .text(x: x, y: y, characters, style())
        }
      case 3 where !next.strokes.isEmpty:
        let index = random.int(0...(next.strokes.count - 1))
        if case .text(let x, let y, let characters, let style) = next.strokes[index] {
          var changed = characters
          let at = random.int(0...(changed.count - 1))
          changed[at] = random.bool() ? random.pick(Self.wide) : random.pick(Self.narrow)
          next.strokes[index] = .text(x: x, y: y, changed, style)
        }
      default:
        next.strokes.append(stroke(width: scene.width, height: scene.height))
      }
    }
    return next
  }

  /// No cursor, or a cell that is now and then outside the screen.
  mutating func cursor(width: Int, height: Int) -> Point? {
    random.int(0...2) == 0 ? nil : Point(x: random.int(-2...(width + 2)), y: random.int(-2...(height + 2)))
  }
}

@Suite("Frame differ")
struct FrameDifferTests {
  /// `bytes` with control characters made visible: ␛ for ESC, ␍ CR, ␊ LF, ␈ BS.
  static func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar in
      switch scalar {
      case "\u{1B}": "␛"
      case "\r": "␍"
      case "\n": "␊"
      case "\u{8}": "␈"
      default: String(scalar)
      }
    }.joined()
  }

  /// Where `point` shows on a screen of `width` × `height`: clamped into it.
  static func clamped(_ point: Point?, width: Int, height: Int) -> Point? {
    guard let point, width > 0, height > 0 else { return nil }
    return Point(x: min(max(point.x, 0), width - 1), y: min(max(point.y, 0), height - 1))
  }

  /// What is wrong with `screen` after a frame that should show `buffer` with the cursor at
  /// `cursor`: the first cell that differs, a misplaced cursor, a style left set, anomalies.
  static func problems(_ screen: VTScreen, showing buffer: Buffer, cursor: Point?, depth: ColorDepth) -> [String] {
    var problems = screen.anomalies
    let expected = VTScreen.cells(of: buffer, depth: depth)
    if let index = expected.indices.first(where: { expected[$0] != screen.cells[$0] }) {
      let (x, y) = (index % buffer.width, index / buffer.width)
      problems.append(
        "cell (\(x), \(y)) is \(screen.cells[index]), expected \(expected[index]); row \(y) is "
          + "\"\(screen.text(ofRow: y))\", expected \"\(buffer.text(ofRow: y))\"")
    }
    if let caret = clamped(cursor, width: buffer.width, height: buffer.height) {
      if !screen.cursorVisible { problems.append("the cursor is hidden, expected at \(caret)") }
      if screen.cursorX != caret.x || screen.cursorY != caret.y || screen.wrapPending {
        problems.append("the cursor is at (\(screen.cursorX), \(screen.cursorY)), expected \(caret)")
      }
    } else if screen.cursorVisible {
      problems.append("the cursor shows at (\(screen.cursorX), \(screen.cursorY)), expected hidden")
    }
    if !screen.pen.isPlain { problems.append("the frame ends with \(VTScreen.describe(screen.pen)) set") }
    if screen.synchronizedOutput { problems.append("the frame ends inside synchronized output") }
    return problems
  }

  /// A screen that shows `buffer` as the differ left it, with the cursor at `cursor` or hidden
  /// (somewhere unknown, here after a character written in the bottom-right cell).
  static func screen(showing buffer: Buffer, cursor: Point?, depth: ColorDepth = .truecolor) -> VTScreen {
    var screen = VTScreen(showing: buffer, depth: depth)
    if let caret = clamped(cursor, width: buffer.width, height: buffer.height) {
      screen.place(cursorX: caret.x, y: caret.y)
    } else {
      screen.place(cursorX: buffer.width - 1, y: buffer.height - 1, visible: false, wrapPending: true)
    }
    return screen
  }

  /// The differ's bytes from `old` to `new`, applied to a screen showing `old`; the bytes,
  /// the screen and what is wrong with it.
  fileprivate static func run(
    _ differ: FrameDiffer = FrameDiffer(), from old: Scene, cursor oldCursor: Point? = nil, to new: Scene,
    cursor: Point? = nil
  ) -> (bytes: [UInt8], screen: VTScreen, problems: [String]) {
    let (before, after) = (old.buffer, new.buffer)
    var screen = screen(showing: before, cursor: oldCursor, depth: differ.colorDepth)
    let bytes = differ.bytes(from: before, cursor: oldCursor, to: after, cursor: cursor)
    screen.apply(bytes)
    return (bytes, screen, problems(screen, showing: after, cursor: cursor, depth: differ.colorDepth))
  }

  // MARK: Random frames

  @Test("random frames: the bytes turn a terminal showing the old frame into the new one", arguments: 0..<16)
  func randomFrames(seed: Int) {
    var generator = SceneGenerator(random: SplitMix64(seed: UInt64(seed) &* 0x5851_F42D_4C95_7F2D &+ 1))
    for chain in 0..<40 {
      let depth = generator.random.pick([ColorDepth.truecolor, .truecolor, .palette256, .ansi16])
      let differ = FrameDiffer(colorDepth: depth, synchronizedOutput: generator.random.int(0...3) != 0)
      var size = generator.size()
      // The first frame goes to a terminal showing someone else's screen.
      var scene = generator.scene(width: size.width, height: size.height)
      var screen = VTScreen(showing: generator.scene(width: size.width, height: size.height).buffer)
      screen.place(
        cursorX: generator.random.int(0...80), y: generator.random.int(0...24), visible: generator.random.bool(),
        wrapPending: generator.random.bool(), pen: generator.style())
      var shown: Buffer? = nil
      var shownCursor: Point? = nil
      for frame in 0..<6 {
        let cursor = generator.cursor(width: size.width, height: size.height)
        let buffer = scene.buffer
        let bytes = differ.bytes(from: shown, cursor: shownCursor, to: buffer, cursor: cursor)
        screen.apply(bytes)
        let problems = Self.problems(screen, showing: buffer, cursor: cursor, depth: depth)
        if let shown, shown == buffer, shownCursor == cursor, !bytes.isEmpty {
          Issue.record("seed \(seed) chain \(chain) frame \(frame): no change wrote \(Self.visible(bytes))")
        }
        guard problems.isEmpty else {
          let context = "seed \(seed) chain \(chain) frame \(frame) (\(size.width)×\(size.height), \(depth))"
          Issue.record("\(context): \(problems.joined(separator: "; "))\nbytes: \(Self.visible(bytes))")
          break
        }
        shown = buffer
        shownCursor = cursor
        switch generator.random.int(0...9) {
        case 0:
          // The terminal was resized: its content is whatever it kept.
          let resized = generator.size()
          scene = generator.scene(width: resized.width, height: resized.height)
          if resized != size {
            screen = VTScreen(showing: generator.scene(width: resized.width, height: resized.height).buffer)
            screen.place(cursorX: generator.random.int(0...80), y: generator.random.int(0...24), pen: generator.style())
            size = resized
          }
        case 1:
          scene = generator.scene(width: size.width, height: size.height)
        case 2:
          break
        default:
          scene = generator.variation(of: scene)
        }
        screen.resetAnomalies()
      }
    }
  }

  // MARK: What a frame writes

  @Test(
    "a frame that changes nothing writes nothing",
    arguments: [
      (80, 24, Point?.none), (80, 24, Point(x: 3, y: 4)), (1, 1, nil), (12, 0, nil), (0, 5, Point(x: 0, y: 0)),
    ]
  )
  func nothingChanged(width: Int, height: Int, cursor: Point?) {
    let scene = Scene.rows(["Reading List", "中文 and 😀 here", "last"], width: width, height: height)
    let buffer = scene.buffer
    #expect(FrameDiffer().bytes(from: buffer, cursor: cursor, to: buffer, cursor: cursor) == [])
    // Drawn again, the same cells in another buffer.
    #expect(FrameDiffer().bytes(from: scene.buffer, cursor: cursor, to: scene.buffer, cursor: cursor) == [])
  }

  @Test("a changed word writes only its cells, in one move")
  func changedWord() {
    let rows = (0..<24).map { "row \($0): the cat sat on the mat, reading 中文 and more text" }
    let old = Scene.rows(rows, width: 80, height: 24)
    var changed = rows
    changed[5] = changed[5].replacingOccurrences(of: "cat", with: "dog")
    let result = Self.run(from: old, to: Scene.rows(changed, width: 80, height: 24))
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == "␛[?2026h␛[6;12Hdog␛[?2026l")
    #expect(result.screen.printed == [Point(x: 11, y: 5), Point(x: 12, y: 5), Point(x: 13, y: 5)])
  }

  @Test(
    "the cursor reaches each change by the cheapest move",
    arguments: [
      // Two cells apart on a row: the dot between is written again (1 byte, CUF is 3).
      ([(3, 1), (5, 1)], "␛[2;4HX.X"),
      // Far apart on a row: CUF.
      ([(3, 1), (12, 1)], "␛[2;4HX␛[8CX"),
      // The start of the next row: CR LF.
      ([(3, 1), (0, 2)], "␛[2;4HX␍␊X"),
      // Below, one column back: CUD and a backspace.
      ([(3, 1), (3, 2)], "␛[2;4HX␛[B␈X"),
      // Near the start of the next row: CR LF and the dots written again.
      ([(3, 1), (2, 2)], "␛[2;4HX␍␊..X"),
      // Far below: CUP.
      ([(3, 0), (17, 9)], "␛[1;4HX␛[10;18HX"),
      // After the last column, where the wrap is deferred: always an explicit move (CR LF).
      ([(19, 1), (0, 2)], "␛[2;20HX␍␊X"),
      // CR LF and CUF would cost as much as CUP.
      ([(19, 1), (19, 2)], "␛[2;20HX␛[3;20HX"),
    ])
  func cheapestMove(changes: [(Int, Int)], expected: String) {
    let rows = Array(repeating: String(repeating: ".", count: 20), count: 10)
    let old = Scene.rows(rows, width: 20, height: 10)
    var new = old
    for (x, y) in changes { new = new.adding(.text(x: x, y: y, ["X"], .plain)) }
    let result = Self.run(FrameDiffer(synchronizedOutput: false), from: old, to: new)
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == expected)
  }

  @Test("the style changes only where it differs, and is reset at the end of the frame")
  func styleChanges() {
    let old = Scene.rows(["plain text here"], width: 20, height: 2)
    let red = Style(foreground: .red)
    let redBold = Style(foreground: .red, attributes: .bold)
    let new = old.adding(.text(x: 0, y: 0, Array("ab"), red)).adding(.text(x: 2, y: 0, Array("cd"), redBold))
    let result = Self.run(FrameDiffer(synchronizedOutput: false), from: old, to: new)
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == "␛[H␛[31mab␛[1mcd␛[0m")
  }

  @Test("a row whose end became blank is cut with EL")
  func blankTail() {
    let old = Scene.rows(["a long line of text", "second"], width: 30, height: 3)
    let new = Scene.rows(["a long", "second"], width: 30, height: 3)
    let result = Self.run(FrameDiffer(synchronizedOutput: false), from: old, to: new)
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == "␛[1;8H␛[K")
  }

  @Test("synchronized output wraps every frame that draws, and can be turned off")
  func synchronizedOutput() {
    let old = Scene.rows(["one"], width: 10, height: 2)
    let new = Scene.rows(["two"], width: 10, height: 2)
    let on = Self.run(from: old, to: new)
    #expect(Self.visible(on.bytes) == "␛[?2026h␛[Htwo␛[?2026l")
    let off = Self.run(FrameDiffer(synchronizedOutput: false), from: old, to: new)
    #expect(Self.visible(off.bytes) == "␛[Htwo")
    #expect(on.problems == [] && off.problems == [])
  }

  // MARK: The cursor

  @Test(
    "a frame where only the cursor changed writes only the cursor's move",
    arguments: [
      (Point?.none, Point?.none, ""),
      (Point(x: 2, y: 1), Point(x: 2, y: 1), ""),
      (Point(x: 2, y: 1), Point(x: 4, y: 1), "re"),
      (Point(x: 2, y: 1), Point(x: 8, y: 1), "␛[6C"),
      (Point(x: 5, y: 1), Point(x: 3, y: 1), "␈␈"),
      (Point(x: 2, y: 1), Point(x: 0, y: 2), "␍␊"),
      (Point(x: 2, y: 1), Point(x: 9, y: 4), "␛[5;10H"),
      (nil, Point(x: 4, y: 2), "␛[3;5H␛[?25h"),
      (Point(x: 4, y: 2), nil, "␛[?25l"),
      (Point(x: 2, y: 1), Point(x: 40, y: -3), "␛[1;10H"),
    ])
  func cursorOnly(from old: Point?, to new: Point?, expected: String) {
    let scene = Scene.rows(["text", "more text", "中文"], width: 10, height: 5)
    let result = Self.run(from: scene, cursor: old, to: scene, cursor: new)
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == expected)
  }

  @Test("a shown cursor is hidden while cells are drawn and shown again at its place")
  func caretWhileDrawing() {
    let old = Scene.rows(["name: Ann"], width: 20, height: 2)
    let new = Scene.rows(["name: Anna"], width: 20, height: 2)
    let result = Self.run(from: old, cursor: Point(x: 9, y: 0), to: new, cursor: Point(x: 10, y: 0))
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == "␛[?2026h␛[?25la␛[?25h␛[?2026l")
  }

  // MARK: Wide characters

  @Test(
    "a wide character is written whole, and narrow characters in its place clear both halves",
    arguments: [
      // Replaced by two narrow characters.
      ("ab中cd", "abxycd", [2, 3]),
      // Two narrow characters replaced by a wide one.
      ("abxycd", "ab中cd", [2]),
      // Moved one column right.
      ("ab中cd", "abc中d", [2, 3]),
      // Its second half overwritten by a narrow character (the buffer blanks the first).
      ("ab中cd", "ab xcd", [2, 3]),
      // Another wide character in its place.
      ("ab中cd", "ab文cd", [2]),
      // An emoji ZWJ sequence replaced by a narrow character and a flag.
      ("a👨‍👩‍👧bc", "ax🇯🇵c", [1, 2]),
      // A wide character in the last two columns.
      ("abcdefgh中", "abcdefgh文", [8]),
    ])
  func wideCharacters(old: String, new: String, printed: [Int]) {
    let result = Self.run(
      from: Scene.rows([old, "below"], width: 10, height: 2), to: Scene.rows([new, "BELOW"], width: 10, height: 2))
    #expect(result.problems == [])
    #expect(result.screen.printed.filter { $0.y == 0 }.map(\.x) == printed)
  }

  @Test("a wide character whose second half only changed style is left alone: a terminal shows one style")
  func wideCharacterSecondHalf() {
    let old = Scene.rows(["ab中cd"], width: 10, height: 1)
    let new = old.adding(.fill(Rect(x: 3, y: 0, width: 1, height: 1), .red))
    #expect(FrameDiffer().bytes(from: old.buffer, cursor: nil, to: new.buffer, cursor: nil) == [])
  }

  // MARK: Edges of the screen

  @Test(
    "the bottom-right cell is written without scrolling the screen",
    arguments: [
      (1, 1, Point?.none), (1, 1, Point(x: 0, y: 0)), (5, 3, nil), (80, 24, nil), (80, 24, Point(x: 0, y: 0)),
    ]
  )
  func bottomRight(width: Int, height: Int, cursor: Point?) {
    let old = Scene.rows(["top"], width: width, height: height)
    let new = old.adding(.text(x: width - 1, y: height - 1, ["Z"], Style(background: .blue)))
    let result = Self.run(from: old, cursor: nil, to: new, cursor: cursor)
    #expect(result.problems == [])
    // The next frame, changing the top-left cell, starts from wherever that one left the cursor.
    var screen = result.screen
    let third = new.adding(.text(x: 0, y: 0, ["Q"], .plain))
    screen.apply(FrameDiffer().bytes(from: new.buffer, cursor: cursor, to: third.buffer, cursor: nil))
    #expect(Self.problems(screen, showing: third.buffer, cursor: nil, depth: .truecolor) == [])
  }

  @Test("a wide character ending in the bottom-right corner does not scroll either")
  func wideBottomRight() {
    let old = Scene.rows(["top", "bottom"], width: 8, height: 2)
    let new = old.adding(.text(x: 6, y: 1, ["😀"], .plain))
    let result = Self.run(from: old, cursor: nil, to: new, cursor: Point(x: 7, y: 1))
    #expect(result.problems == [])
  }

  @Test("a resized screen is cleared and drawn whole, whatever it showed and whatever style was set")
  func resize() {
    let old = Scene.rows(["small"], width: 10, height: 3)
    let new = Scene.rows(["a larger screen", "", "with 中文"], width: 30, height: 5)
    var screen = VTScreen(showing: Scene.rows(["garbage everywhere"], width: 30, height: 5).buffer)
    screen.place(cursorX: 29, y: 4, wrapPending: true, pen: Style(background: .red))
    let bytes = FrameDiffer().bytes(from: old.buffer, cursor: nil, to: new.buffer, cursor: nil)
    screen.apply(bytes)
    #expect(Self.problems(screen, showing: new.buffer, cursor: nil, depth: .truecolor) == [])
    #expect(Self.visible(bytes).hasPrefix("␛[?2026h␛[?25l␛[0m␛[2J"))
    // No previous frame at all means the same.
    #expect(FrameDiffer().bytes(from: nil, cursor: nil, to: new.buffer, cursor: nil) == bytes)
  }

  // MARK: Colours and symbols

  @Test(
    "colours are mapped to the differ's colour depth",
    arguments: [
      (ColorDepth.truecolor, "␛[38;2;255;135;0;48;5;236m"), (.palette256, "␛[38;5;208;48;5;236m"),
      (.ansi16, "␛[33;40m"),
    ])
  func colorDepth(depth: ColorDepth, sequence: String) {
    let old = Scene(width: 10, height: 1)
    let style = Style(foreground: Color(hex: 0xFF8700), background: Color(palette: 236))
    let new = old.adding(.text(x: 0, y: 0, Array("swatch"), style))
    let result = Self.run(FrameDiffer(colorDepth: depth, synchronizedOutput: false), from: old, to: new)
    #expect(result.problems == [])
    #expect(Self.visible(result.bytes) == "␛[H" + sequence + "swatch␛[0m")
  }

  @Test("a control character in a cell is written as U+FFFD, so it cannot move the cursor")
  func controlCharacter() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.put("\u{1B}", width: 1, x: 1, y: 0, style: .plain, clip: buffer.bounds)
    let bytes = FrameDiffer(synchronizedOutput: false).bytes(
      from: Buffer(width: 4, height: 1), cursor: nil, to: buffer, cursor: nil)
    #expect(Self.visible(bytes) == "␛[1;2H\u{FFFD}")
  }
}
