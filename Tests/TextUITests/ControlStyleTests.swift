import Testing

@testable import TextUI

@MainActor
private func lines<V: View>(_ view: V, width: Int) -> [String] {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, placement: .topLeading).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

private struct Pill: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("(")
      configuration.label
      Text(configuration.isPressed ? "!)" : ")")
      if configuration.role == .destructive { Text("!") }
    }
  }
}

extension ButtonStyle where Self == Pill {
  fileprivate static var pill: Pill { Pill() }
}

private struct Checkmark: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack(spacing: 1) {
        Text(configuration.isOn ? "☑" : "☐")
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

/// Adds a caption to the standard toggle, as a style wrapping `Toggle(configuration)` does.
private struct Captioned: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Toggle(configuration)
      Text(configuration.isOn ? "  enabled" : "  disabled")
    }
  }
}

/// Fires only from its own button, as a primitive style decides when the action runs.
private struct Arrowed: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("→ ")
      Button(configuration)
    }
  }
}

private struct Styled: View {
  @State private var taps = 0
  @State private var isOn = false
  var body: some View {
    VStack(alignment: .leading) {
      Button("Tap") { taps += 1 }.buttonStyle(Pill())
      Toggle("Wi-Fi", isOn: $isOn).toggleStyle(Checkmark())
      Toggle("Plain", isOn: $isOn).toggleStyle(.switch)
      Text("\(taps) \(isOn)")
    }
  }
}

@Suite("Button and toggle styles: built-in, custom and primitive")
@MainActor
struct ControlStyleTests {
  @Test(
    "every built-in button style draws brackets or the label alone",
    arguments: [
      ("automatic", "[ Go ]"), ("bordered", "[ Go ]"), ("borderedProminent", "[ Go ]"), ("plain", "Go    "),
      ("borderless", "Go    "), ("link", "Go    "),
    ])
  func builtInButtonStyles(name: String, drawn: String) {
    let button = Button("Go") {}
    let styled: AnyView =
      switch name {
      case "automatic": AnyView(button.buttonStyle(.automatic))
      case "bordered": AnyView(button.buttonStyle(.bordered))
      case "borderedProminent": AnyView(button.buttonStyle(BorderedProminentButtonStyle()))
      case "plain": AnyView(button.buttonStyle(PlainButtonStyle()))
      case "borderless": AnyView(button.buttonStyle(.borderless))
      default: AnyView(button.buttonStyle(.link))
      }
    #expect(lines(styled, width: 6) == [drawn])
  }

  @Test("a custom ButtonStyle draws its body as the button, tappable; a custom ToggleStyle draws its body")
  func customStyles() {
    let graph = ViewGraph(Styled())
    let frame = graph.render(width: 12, placement: .topLeading)
    #expect(
      PlainTextRenderer().render(frame.buffer).split(separator: "\n").map(String.init) == [
        "(Tap)       ", "☐ Wi-Fi     ", "Plain    [ ]", "0 false     ",
      ])
    for label in ["Tap", "Wi-Fi"] {
      guard let region = frame.regions.first(where: { $0.label == label }), case .tap(let action) = region.action else {
        Issue.record("no region labelled \(label)")
        continue
      }
      action()
    }
    #expect(
      PlainTextRenderer().render(graph.render(width: 12, placement: .topLeading).buffer).split(separator: "\n").map(
        String.init) == [
          "(Tap)       ", "☑ Wi-Fi     ", "Plain    [x]", "1 true      ",
        ])
  }

  @Test("a custom style reached through a static member sees the button's role")
  func staticMemberAndRole() {
    #expect(lines(Button("Delete", role: .destructive) {}.buttonStyle(.pill), width: 9) == ["(Delete)!"])
  }

  @Test("Toggle(configuration) inside a custom style draws the built-in toggle bound to the same value")
  func toggleFromConfiguration() {
    #expect(
      lines(Toggle("Sync", isOn: .constant(true)).toggleStyle(Captioned()), width: 10) == ["Sync   [x]", "  enabled "])
  }

  @Test("a PrimitiveButtonStyle fires the action from its own Button(configuration)")
  func primitiveStyle() {
    final class Counter { var taps = 0 }
    let counter = Counter()
    let frame = TestScreen.frame(Button("Next") { counter.taps += 1 }.buttonStyle(Arrowed()), width: 10)
    #expect(PlainTextRenderer().render(frame.buffer) == "→ [ Next ]")
    guard case .tap(let action) = frame.regions.first(where: { $0.label == "Next" })?.action else {
      Issue.record("the style's Button(configuration) has no region labelled Next")
      return
    }
    action()
    #expect(counter.taps == 1)
  }
}
