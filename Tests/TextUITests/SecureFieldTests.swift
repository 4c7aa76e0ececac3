import Testing

@testable import TextUI

private struct SignIn: View {
  @State private var password = ""
  var body: some View {
    VStack(alignment: .leading) {
      SecureField("Password", text: $password).frame(width: .columns(14))
      Text("typed \(password.count)")
    }
  }
}

@Suite("SecureField")
@MainActor
struct SecureFieldTests {
  @Test(
    "a SecureField draws one mask per character the user sees",
    arguments: [
      ("hunter2", "[•••••••_____]"),
      ("ｶﾞ1", "[••__________]"),
      ("👩‍👩‍👧é", "[••__________]"),
    ])
  func masked(text: String, drawn: String) {
    let view = SecureField("Password", text: .constant(text)).frame(width: .columns(14))
    #expect(TestScreen.text(view, width: 14) == drawn)
  }

  @Test("an empty SecureField shows its title dim, or its prompt when it has one")
  func placeholder() {
    let titled = TestScreen.frame(SecureField("Password", text: .constant("")).frame(width: .columns(12)), width: 12)
    #expect(PlainTextRenderer().render(titled.buffer) == "[Password__]")
    #expect(titled.buffer[1, 0].style.attributes.contains(.dim))
    let prompted = SecureField("Password", text: .constant(""), prompt: Text("Required"))
    #expect(TestScreen.text(prompted.frame(width: .columns(12)), width: 12) == "[Required__]")
  }

  @Test("secureFieldsRevealed() shows the typed text; secureFieldsRevealed(false) inside masks it again")
  func revealed() {
    let field = SecureField("Password", text: .constant("hunter2")).frame(width: .columns(11))
    #expect(TestScreen.text(field.secureFieldsRevealed(), width: 11) == "[hunter2__]")
    let masked = VStack { field.secureFieldsRevealed(false) }.secureFieldsRevealed()
    #expect(TestScreen.text(masked, width: 11) == "[•••••••__]")
  }

  @Test("typing into a SecureField by its title sets the binding, as for a TextField")
  func typing() {
    let graph = ViewGraph(SignIn())
    let before = graph.render(width: 14, placement: .topLeading)
    #expect(before.regions.map(\.label) == ["Password"])
    #expect(before.regions.first?.kind == .textField)
    #expect(Regions.type("s3cret", into: "Password", in: before))
    #expect(
      PlainTextRenderer().render(graph.render(width: 14, placement: .topLeading).buffer)
        == "[••••••______]\ntyped 6       ")
  }

  @Test("SecureField(text:prompt:label:) is typed into by its prompt")
  func labelled() {
    let view = SecureField(text: .constant(""), prompt: Text("Passcode")) { Text("Code") }
    let frame = TestScreen.frame(view.frame(width: .columns(12)), width: 12)
    #expect(PlainTextRenderer().render(frame.buffer) == "[Passcode__]")
    #expect(frame.regions.map(\.label) == ["Passcode"])
  }

  @Test("TextField(_:text:prompt:) shows the prompt while empty and is found by its title")
  func textFieldPrompt() {
    let frame = TestScreen.frame(
      TextField("Email", text: .constant(""), prompt: Text("you@example.com")).frame(width: .columns(18)), width: 18)
    #expect(PlainTextRenderer().render(frame.buffer) == "[you@example.com_]")
    #expect(frame.regions.map(\.label) == ["Email"])
  }
}
