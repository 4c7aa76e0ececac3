/// A multi-line text editor, as SwiftUI's `TextEditor`: its text wrapped inside a box that
/// takes the width it is offered. Previews show its text; type into a `TextField` to script
/// input.
public struct TextEditor: View {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: some View {
    Text(text.wrappedValue)
      .frame(maxWidth: .infinity, alignment: .topLeading)
      .border(.single)
  }
}
