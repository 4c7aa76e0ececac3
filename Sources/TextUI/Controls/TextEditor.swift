/// A multi-line text editor, as SwiftUI's `TextEditor`: its text wrapped inside a box that
/// takes the width it is offered. Live, it is edited at a caret (Enter breaks the line); a
/// preview step `.type("…", into: "…")` names it by the text it shows.
public struct TextEditor: _PrimitiveView {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let text = view.text
    let box = Text(text.wrappedValue)
      .frame(maxWidth: .infinity, alignment: .topLeading)
      .border(.single)
    let editing = InteractiveRegion.TextEditing(
      text: { text.wrappedValue }, isSecure: false, isMultiline: true, submit: nil)
    regionNodes(
      box, inputs: inputs, kind: .textField, label: "", action: .type { text.wrappedValue = $0 },
      labelInsets: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1), editing: editing, into: &nodes)
  }
}
