/// A multi-line text editor, as SwiftUI's `TextEditor`: its text wrapped from the top of a box
/// that takes the width and height it is offered; in a `Form` or `List` row, which is its box,
/// with no border of its own, as iOS draws it. Live, it is edited at a caret (Enter breaks the line); a
/// preview step `.type("…", into: "…")` names it by the text it shows.
public struct TextEditor: _PrimitiveView {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let text = view.text
    let editing = InteractiveRegion.TextEditing(
      text: { text.wrappedValue }, isSecure: false, isMultiline: true, submit: nil)
    // Like SwiftUI's, it takes all the room it is offered, its text at the top.
    let page = Text(verbatim: text.wrappedValue).frame(
      maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    if inputs.environment.isListRow {
      // A row of a `Form` or `List` is the editor's box already: iOS draws no border in it.
      regionNodes(
        page.frame(minHeight: .rows(1), alignment: .topLeading), inputs: inputs, kind: .textField, label: "",
        action: .type { text.wrappedValue = $0 },
        labelInsets: CellInsets(), editing: editing, into: &nodes)
      return
    }
    regionNodes(
      page.border(.single), inputs: inputs, kind: .textField, label: "", action: .type { text.wrappedValue = $0 },
      labelInsets: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1), editing: editing, into: &nodes)
  }
}
