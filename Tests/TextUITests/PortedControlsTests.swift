import Foundation
import Testing

@testable import TextUI

@MainActor
private func lines<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, height: height, placement: .topLeading).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

private struct Focused: View {
  @FocusState private var isFocused: Bool
  @FocusState private var field: Int?
  @State private var text = ""
  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $text).focused($isFocused)
      TextField("Mail", text: $text).focused($field, equals: 2)
      Text(isFocused ? "focused" : "not focused")
    }
  }
}

@Suite("Styles, shapes and small views ported screens use")
@MainActor
struct PortedControlsTests {
  @Test("a custom Shape's path is rasterised: fill paints the cells inside, stroke marks the cells its lines cross")
  func customShape() {
    #expect(
      lines(Triangle().frame(width: .columns(7), height: .rows(4)), width: 7) == [
        "   █   ", "  ███  ", " █████ ", "███████",
      ])
    #expect(
      lines(Triangle().stroke(Color.red, lineWidth: 2).frame(width: .columns(7), height: .rows(4)), width: 7) == [
        "   •   ", "  • •  ", " •   • ", "•••••••",
      ])
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 3))
    #expect(
      lines(ellipse.fill(Color.clear).frame(width: .columns(6), height: .rows(3)), width: 6) == [
        "      ", "      ", "      ",
      ])
    #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("ShareLink draws a plain ⇪ label; ColorPicker a swatch in the chosen colour")
  func shareAndColor() {
    #expect(lines(ShareLink(item: URL(string: "https://example.com")!), width: 8) == ["⇪ Share "])
    #expect(lines(ShareLink("Send", item: "text"), width: 7) == ["⇪ Send "])
    let picker = ColorPicker("Accent", selection: .constant(.red))
    #expect(lines(picker, width: 12) == ["Accent   [■]"])
    let frame = ViewGraph(picker).render(width: 12, placement: .topLeading)
    #expect(Array(frame.buffer.row(0))[10].style.foreground == .red)
  }

  @Test(
    "ViewThatFits shows the first child whose ideal width fits",
    arguments: [(30, "one two three"), (8, "one")] as [(Int, String)])
  func viewThatFits(width: Int, expected: String) {
    let view = ViewThatFits(in: .horizontal) {
      Text("one two three")
      Text("one")
    }
    #expect(lines(view, width: width)[0].trimmingCharacters(in: .whitespaces) == expected)
  }

  @Test("safeAreaInset stacks its content along the edge; contextMenu and monospacedDigit change nothing")
  func insets() {
    let view = Text("Body").safeAreaInset(edge: .bottom) { Text("Bar") }
    #expect(lines(view, width: 4) == ["Body", "Bar "])
    let top = Text("Body").safeAreaInset(edge: .top) { Text("Bar") }
    #expect(lines(top, width: 4) == ["Bar ", "Body"])
    #expect(lines(Text("12").contextMenu { Button("Copy") {} }.monospacedDigit(), width: 2) == ["12"])
  }

  @Test("UIKit system colours port: backgrounds draw nothing, greys are the grey ramp")
  func systemColors() {
    #expect(Color(.systemGray6) == Color(palette: 254))
    #expect(Color(uiColor: .secondarySystemBackground) == .clear)
    #expect(Color(UIColor.systemRed) == .red)
    #expect(Color.blue.opacity(0.3) == .blue && Color.blue.opacity(0) == .clear)
    #expect(Color.blue.gradient._cellColor == .blue)
    let filled = ViewGraph(Text("x").background(Color(.systemGray5))).render(width: 1, placement: .topLeading)
    #expect(Array(filled.buffer.row(0))[0].style.background == Color(palette: 252))
  }

  @Test("@FocusState and .focused compile and keep their value; a Timer publisher never fires")
  func focusAndTimer() {
    #expect(lines(Focused(), width: 12).last == "not focused ")
    let ticking = Text("0").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in }
    #expect(lines(ticking, width: 1) == ["0"])
  }

  @Test("a trimmed shape stroked with a StrokeStyle draws as its plain stroke")
  func strokeStyle() {
    let ring = Circle().trim(from: 0, to: 0.3).stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
    #expect(lines(ring.frame(width: .columns(4), height: .rows(3)), width: 4) == ["╭──╮", "│  │", "╰──╯"])
  }
}
