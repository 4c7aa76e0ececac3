import Testing

@testable import TextUI

/// A bordered button with a text label lays its row out without the stack's space sharing
/// when its texts fit (see `BracketedLabelNode`): it must draw exactly what that row of
/// bracket texts and label draws, squeezed, exact, roomy, one row high or taller.
@MainActor
@Suite("Bracketed button labels")
struct BracketedLabelTests {
  /// What the screen shows with `content` between two texts, `width` × `height` cells.
  private static func drawn(_ content: some View, width: Int, height: Int?) -> String {
    let screen = HStack {
      Text("x")
      content
      Text("yz")
    }
    return PlainTextRenderer().render(ViewGraph(screen).render(width: width, height: height).buffer)
  }

  @Test(
    "a bordered text button draws as its row of brackets and label at every size",
    arguments: ["Add", "Refresh", "", "本を読む", "two\nlines", "Add more items"])
  func drawsAsItsRow(label: String) {
    for width in 0...22 {
      for height: Int? in [nil, 0, 1, 2, 3] {
        let button = Self.drawn(Button(label) {}, width: width, height: height)
        let row = Self.drawn(
          HStack(spacing: 0) {
            Text(verbatim: "[ ").accessibilityHidden(true)
            Text(label)
            Text(verbatim: " ]").accessibilityHidden(true)
          }, width: width, height: height)
        #expect(button == row, "\(label.debugDescription) at \(width) × \(String(describing: height))")
      }
    }
  }
}
