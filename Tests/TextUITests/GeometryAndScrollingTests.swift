import Foundation
import Testing

@testable import TextUI

@Suite("GeometryReader and scrolling")
@MainActor
struct GeometryAndScrollingTests {
  @Test("GeometryReader takes all offered space and its proxy reports it in points, 8 a column and 22 a row")
  func proxySize() {
    let view = GeometryReader { proxy in
      Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
    }
    #expect(TestScreen.text(view, width: 8, height: 2) == ["64×44   ", "        "].joined(separator: "\n"))
  }

  @Test("GeometryReader sizes content from the proxy, as a bar a fraction of the width")
  func fractionOfWidth() {
    let view = VStack(alignment: .leading) {
      Text("above")
      GeometryReader { proxy in
        Color.blue.frame(width: proxy.size.width * 0.5)
      }
      .frame(height: .rows(1))
    }
    let frame = TestScreen.frame(view, width: 10)
    #expect(
      (0..<10).map { frame.buffer[$0, 1].style.background } == Array(repeating: .blue, count: 5)
        + Array(repeating: nil, count: 5))
  }

  @Test("offered no height, GeometryReader is as tall as its content and reads height 0")
  func naturalHeight() {
    let view = GeometryReader { proxy in
      VStack(alignment: .leading) {
        Text("h=\(Int(proxy.size.height))")
        Text("w=\(Int(proxy.size.width))")
      }
    }
    #expect(TestScreen.text(view, width: 6) == ["h=0   ", "w=48  "].joined(separator: "\n"))
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
      .frame(height: .rows(1))
    }
    let graph = ViewGraph(view)
    _ = graph.render(width: 6, placement: .topLeading)
    // The first render measures before the reader knows where it is; from then on it does.
    #expect(
      PlainTextRenderer().render(graph.render(width: 6, placement: .topLeading).buffer)
        == ["x     ", "22,0  "].joined(separator: "\n"))
  }

  @Test("GeometryReader content keeps its @State across renders")
  func keepsState() {
    let view = GeometryReader { _ in StatefulToggle() }.frame(height: .rows(1))
    let graph = ViewGraph(view)
    var frame = graph.render(width: 8, placement: .topLeading)
    guard case .tap(let action)? = frame.regions.first?.action else {
      Issue.record("no button in \(frame.regions.map(\.label))")
      return
    }
    action()
    frame = graph.render(width: 8, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "on      ")
    frame = graph.render(width: 8, placement: .topLeading)
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
