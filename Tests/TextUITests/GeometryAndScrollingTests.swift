import Foundation
import Testing

@testable import TextUI

@Suite("GeometryReader and scrolling")
@MainActor
struct GeometryAndScrollingTests {
  @Test("GeometryReader takes all offered space and its proxy reports it in cells")
  func proxySize() {
    let view = GeometryReader { proxy in
      Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
    }
    #expect(TestScreen.text(view, width: 8, height: 2) == ["8×2     ", "        "].joined(separator: "\n"))
  }

  @Test("GeometryReader sizes content from the proxy, as a bar a fraction of the width")
  func fractionOfWidth() {
    let view = VStack(alignment: .leading) {
      Text("above")
      GeometryReader { proxy in
        Text(String(repeating: "█", count: Int(proxy.size.width * 0.5)))
      }
      .frame(height: 1)
    }
    #expect(TestScreen.text(view, width: 10) == ["above     ", "█████     "].joined(separator: "\n"))
  }

  @Test("offered no height, GeometryReader is as tall as its content and reads height 0")
  func naturalHeight() {
    let view = GeometryReader { proxy in
      VStack(alignment: .leading) {
        Text("h=\(Int(proxy.size.height))")
        Text("w=\(Int(proxy.size.width))")
      }
    }
    #expect(TestScreen.text(view, width: 6) == ["h=0   ", "w=6   "].joined(separator: "\n"))
  }

  @Test("proxy.frame(in:) is at the origin locally and where the reader is globally")
  func frames() {
    let view = VStack(alignment: .leading) {
      Text("x")
      GeometryReader { proxy in
        let global = proxy.frame(in: .global)
        let local = proxy.frame(in: .local)
        Text("\(Int(global.minY)),\(Int(local.minY))")
      }
      .frame(height: 1)
    }
    let graph = ViewGraph(view)
    _ = graph.render(width: 6)
    // The first render measures before the reader knows where it is; from then on it does.
    #expect(PlainTextRenderer().render(graph.render(width: 6).buffer) == ["x     ", "1,0   "].joined(separator: "\n"))
  }

  @Test("GeometryReader content keeps its @State across renders")
  func keepsState() {
    let view = GeometryReader { _ in StatefulToggle() }.frame(height: 1)
    let graph = ViewGraph(view)
    var frame = graph.render(width: 8)
    guard case .tap(let action)? = frame.regions.first?.action else {
      Issue.record("no button in \(frame.regions.map(\.label))")
      return
    }
    action()
    frame = graph.render(width: 8)
    #expect(PlainTextRenderer().render(frame.buffer) == "on      ")
    frame = graph.render(width: 8)
    #expect(PlainTextRenderer().render(frame.buffer) == "on      ")
  }

  @Test("a two-axis ScrollView clips both ways and marks both cuts")
  func twoAxes() {
    let view = ScrollView([.horizontal, .vertical], showsIndicators: false) {
      VStack(alignment: .leading) {
        ForEach(1..<6) { Text("row \($0) is long") }
      }
    }
    .scrollIndicators(.hidden)
    #expect(
      TestScreen.text(view, width: 8, height: 3)
        == ["row 1 i→", "row 2 is", "↓ 3 more"].joined(separator: "\n"))
  }

  @Test("ScrollViewReader, scrollTo and scroll target modifiers are accepted and change nothing")
  func readerAccepted() {
    let view = ScrollViewReader { proxy in
      ScrollView(.horizontal) {
        LazyHStack {
          ForEach(1..<4) { Text("card \($0)").id($0) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
      .onAppear { proxy.scrollTo(3, anchor: .leading) }
    }
    #expect(TestScreen.text(view, width: 14) == "card 1 card 2→")
  }
}

private struct StatefulToggle: View {
  @State private var on = false
  var body: some View {
    Button(on ? "on" : "off") { on.toggle() }.buttonStyle(.plain)
  }
}
