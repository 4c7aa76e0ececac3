import Foundation
import Testing

@testable import TextUI

/// SplitMix64: a tiny, fully deterministic pseudo-random generator, so every run of the
/// property tests builds and checks exactly the same trees.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  mutating func bool() -> Bool { next() & 1 == 1 }

  mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}

/// Builds random view trees from a seeded generator.
@MainActor
struct RandomViewBuilder {
  var random: SplitMix64

  /// Strings chosen to stress width, wrapping and sanitising.
  static let strings: [String] = [
    "", " ", "a", "hello", "the quick brown fox jumps over the lazy dog",
    "日本語のテキスト", "これは、テスト。「引用」です。", "한국어 텍스트", "中文字符串测试",
    "👨‍👩‍👧‍👦", "🏳️‍🌈 flag", "🇯🇵🇺🇸", "e\u{301}", "\u{301}lone mark", "a\u{300}\u{301}\u{302}",
    "tab\there", "\t\t", "bell\u{7}", "esc\u{1B}[31m", "nul\u{0}", "del\u{7F}", "c1\u{85}x",
    "line\nbreak", "cr\r\nlf", "\u{200B}zero\u{200B}width", "ｆｕｌｌｗｉｄｔｈ", "❤️ ❤ ☺",
    "mixed English と 日本語 text", String(repeating: "w", count: 300), "1️⃣ keycap",
    "\u{FE0F}", "👍🏽", "¯\\_(ツ)_/¯",
  ]

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func text() -> Text {
    var text = Text(random.pick(Self.strings))
    if random.int(0...4) == 0 { text = text.bold() }
    if random.int(0...4) == 0 { text = text + Text(random.pick(Self.strings)).foregroundColor(.red) }
    return text
  }

  mutating func length(upTo limit: Int) -> CGFloat? {
    switch random.int(0...5) {
    case 0: nil
    case 1: .infinity
    default: CGFloat(random.int(0...limit))
    }
  }

  mutating func children(depth: Int) -> [AnyView] {
    (0..<random.int(1...4)).map { _ in view(depth: depth + 1) }
  }

  mutating func view(depth: Int = 0) -> AnyView {
    let leafOnly = depth >= 4
    let choice = leafOnly ? random.int(0...3) : random.int(0...15)
    switch choice {
    case 0, 1: return AnyView(text())
    case 2: return AnyView(Spacer(minLength: random.bool() ? nil : CGFloat(random.int(0...3))))
    case 3: return random.bool() ? AnyView(Divider()) : AnyView(Color.blue)
    case 4:
      let items = children(depth: depth)
      let alignment = random.pick([HorizontalAlignment.leading, .center, .trailing])
      let spacing: CGFloat? = random.bool() ? nil : CGFloat(random.int(0...2))
      return AnyView(
        VStack(alignment: alignment, spacing: spacing) {
          ForEach(items.indices, id: \.self) { items[$0] }
        })
    case 5:
      let items = children(depth: depth)
      let alignment = random.pick([VerticalAlignment.top, .center, .bottom])
      let spacing: CGFloat? = random.bool() ? nil : CGFloat(random.int(0...2))
      return AnyView(
        HStack(alignment: alignment, spacing: spacing) {
          ForEach(items.indices, id: \.self) { items[$0] }
        })
    case 6:
      let items = children(depth: depth)
      let alignment = random.pick([Alignment.topLeading, .center, .bottomTrailing, .trailing])
      return AnyView(ZStack(alignment: alignment) { ForEach(items.indices, id: \.self) { items[$0] } })
    case 7:
      let edges = random.pick([Edge.Set.all, .horizontal, .vertical, .leading, .top])
      return AnyView(view(depth: depth + 1).padding(edges, .columns(random.int(0...3))))
    case 8:
      return AnyView(view(depth: depth + 1).border(random.pick(BorderStyle.allCases)))
    case 9:
      let width: CGFloat? = random.bool() ? nil : CGFloat(random.int(0...30))
      let height: CGFloat? = random.bool() ? nil : CGFloat(random.int(0...10))
      let alignment = random.pick([Alignment.topLeading, .center, .bottomTrailing, .leading])
      return AnyView(view(depth: depth + 1).frame(width: width, height: height, alignment: alignment))
    case 10:
      return AnyView(
        view(depth: depth + 1).frame(
          minWidth: length(upTo: 20), idealWidth: length(upTo: 40), maxWidth: length(upTo: 60),
          minHeight: length(upTo: 5), maxHeight: length(upTo: 10), alignment: .topLeading))
    case 11:
      return random.bool()
        ? AnyView(view(depth: depth + 1).fixedSize())
        : AnyView(view(depth: depth + 1).lineLimit(random.int(0...3)).truncationMode(.middle))
    case 12:
      return AnyView(view(depth: depth + 1).background(Color.red).overlay(text(), alignment: .trailing))
    case 13:
      let items = children(depth: depth)
      return AnyView(List { ForEach(items.indices, id: \.self) { items[$0] } })
    case 14:
      let items = children(depth: depth)
      return AnyView(ScrollView { ForEach(items.indices, id: \.self) { items[$0] } })
    default:
      return AnyView(view(depth: depth + 1).clipped().layoutPriority(Double(random.int(-1...1))))
    }
  }
}

@Suite("Random view trees")
@MainActor
struct PropertyTests {
  /// What is wrong with one rendered frame, or an empty list when it is well formed.
  static func problems(in frame: RenderedFrame, width: Int, height: Int?) -> [String] {
    var problems: [String] = []
    let buffer = frame.buffer
    let expectedWidth = min(max(0, width), ViewGraph.maximumWidth)
    if buffer.width != expectedWidth { problems.append("buffer width \(buffer.width) ≠ \(expectedWidth)") }
    if let height, buffer.height != max(0, height) {
      problems.append("buffer height \(buffer.height) ≠ \(height)")
    }
    if buffer.height > ViewGraph.maximumNaturalHeight { problems.append("buffer height \(buffer.height) too big") }
    let rendered = PlainTextRenderer().render(buffer)
    let lines = buffer.height == 0 ? [] : rendered.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count != buffer.height { problems.append("\(lines.count) lines for height \(buffer.height)") }
    if buffer.height == 0 && !rendered.isEmpty { problems.append("non-empty text for an empty buffer") }
    for (y, line) in lines.enumerated() where GraphemeWidth.width(of: line) != buffer.width {
      problems.append("line \(y) is \(GraphemeWidth.width(of: line)) cells: \(line.debugDescription)")
    }
    for y in 0..<buffer.height {
      let row = Array(buffer.row(y))
      if row.count != buffer.width { problems.append("row \(y) has \(row.count) cells") }
      for (x, cell) in row.enumerated() {
        switch cell.width {
        case 0:
          if x == 0 || row[x - 1].width != 2 { problems.append("orphan continuation at (\(x), \(y))") }
        case 2:
          if x + 1 >= row.count || row[x + 1].width != 0 {
            problems.append("wide cell without continuation at (\(x), \(y))")
          }
          if GraphemeWidth.width(of: cell.symbol) != 2 { problems.append("narrow symbol in wide cell at (\(x), \(y))") }
        default:
          if GraphemeWidth.width(of: cell.symbol) != 1 {
            problems.append(
              "symbol \(cell.symbol.debugDescription) of width \(GraphemeWidth.width(of: cell.symbol)) in a narrow cell at (\(x), \(y))"
            )
          }
        }
      }
    }
    return problems
  }

  @Test(
    "random trees render every line exactly the canvas width, one line per buffer row, without crashing",
    arguments: 0..<8)
  func randomTreesRenderWellFormedFrames(batch: Int) {
    var settings = SplitMix64(seed: 0xC0FFEE &+ UInt64(batch))
    for index in 0..<50 {
      let seed = UInt64(batch * 1000 + index)
      var builder = RandomViewBuilder(seed: seed)
      let view = builder.view()
      let width = settings.int(0...120)
      let height: Int? = settings.bool() ? nil : settings.int(0...40)
      let frame = ViewGraph(view).render(width: width, height: height, placement: .topLeading)
      let problems = Self.problems(in: frame, width: width, height: height)
      #expect(problems.isEmpty, "seed \(seed) at \(width)×\(height.map(String.init) ?? "nil"): \(problems.prefix(5))")
    }
  }

  @Test("the generator is deterministic: the same seed gives the same screen")
  func sameSeedSameScreen() {
    func screen() -> String {
      var builder = RandomViewBuilder(seed: 42)
      return PlainTextRenderer().render(
        ViewGraph(builder.view()).render(width: 50, height: 12, placement: .topLeading).buffer)
    }
    #expect(screen() == screen())
    var a = SplitMix64(seed: 7)
    var b = SplitMix64(seed: 7)
    #expect((0..<10).map { _ in a.next() } == (0..<10).map { _ in b.next() })
  }

  @Test("the checker rejects a row containing an orphan continuation cell")
  func checkerDetectsBrokenRows() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.put("日", width: 2, x: 0, y: 0, style: .plain, clip: buffer.bounds)
    let good = RenderedFrame(buffer: buffer, regions: [])
    #expect(Self.problems(in: good, width: 3, height: 1).isEmpty)
    // A buffer of the wrong width for the requested canvas must be reported.
    #expect(!Self.problems(in: good, width: 4, height: 1).isEmpty)
    #expect(!Self.problems(in: good, width: 3, height: 2).isEmpty)
  }
}
