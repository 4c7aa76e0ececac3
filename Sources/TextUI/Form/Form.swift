/// A container of labelled controls grouped in sections, as SwiftUI's `Form`, drawn like a
/// Settings screen: each `Section` is a block with its header above it (dim, upper case) and
/// its footer below, the rows one per line in a rounded box; toggles put their box at the
/// trailing edge, under the label's line end, as a Settings app's switches. Rows outside any
/// section form a block of their own. Like a `List`, a form takes the height it is offered
/// and ends with a dim "↓ N more rows" when its rows do not fit.
///
/// ```swift
/// Form {
///   Section("Account") {
///     TextField("Username", text: $username)
///     SecureField("Password", text: $password)
///   }
///   Section {
///     Toggle("Sync over cellular", isOn: $cellular)
///   } footer: {
///     Text("Downloads wait for Wi-Fi otherwise.")
///   }
/// }
/// ```
///
/// At 32 columns:
///
/// ```text
///   ACCOUNT
/// ╭──────────────────────────────╮
/// │ [Username__________________] │
/// │ [Password__________________] │
/// ╰──────────────────────────────╯
///
/// ╭──────────────────────────────╮
/// │ Sync over cellular       [ ] │
/// ╰──────────────────────────────╯
///   Downloads wait for Wi-Fi
///   otherwise.
/// ```
///
/// `.formStyle(.columns)` draws sections without boxes, under bold headers.
public struct Form<Content: View>: _PrimitiveView {
  let content: Content

  /// A form of `content`'s sections and rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var inputs = inputs.inside(.vertical)
    let drawing = inputs.environment.formSectionDrawing
    inputs.environment.sectionDrawing = drawing
    inputs.environment.togglesTrailing = drawing.showsSettingsRows
    inputs.environment.isListRow = true
    var rows: [NodeRef] = []
    appendNodes(view.content, inputs: inputs, into: &rows)
    let formRows = SectionNode.listRows(rows[...], drawing: drawing, groupsLooseRows: true, in: inputs.tree)
    nodes.append(
      NodeRef(
        in: inputs.tree,
        ClippingListNode(rows: formRows, unit: "row", rowStyle: nil, scroll: ScrollState.ifLive(inputs))))
  }
}
