import Foundation

/// The display form of a text field: the text (or the placeholder, dimmed) between brackets,
/// padded with "_" to the width it is offered: `[Swift______]`. A preview script can type
/// into it by its title.
public struct TextField: _PrimitiveView {
  let title: String
  let text: Binding<String>

  /// A field that edits `text`; `title` is the dim placeholder shown while it is empty, and
  /// the name a preview step types into.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// The narrowest a field gets, so an empty one stays visible.
  public static let minimumWidth = 8

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let value = view.text.wrappedValue
    let shown = value.isEmpty ? Text(view.title).dim() : Text(value)
    let field = HStack(spacing: 0) {
      Text("[")
      shown.lineLimit(1)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .background(FieldFill())
      Text("]")
    }
    .frame(minWidth: CGFloat(minimumWidth))
    let binding = view.text
    regionNodes(
      field, inputs: inputs, kind: .textField, label: view.title,
      action: .type { binding.wrappedValue = $0 }, into: &nodes)
  }
}

/// The "_" that shows the free part of a text field.
struct FieldFill: _PrimitiveView {
  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    nodes.append(FillNode(symbol: "_", style: Style(attributes: .dim)))
  }
}

/// Fills whatever it is offered with one symbol.
final class FillNode: LayoutNode {
  let symbol: Character
  let style: Style
  init(symbol: Character, style: Style) {
    self.symbol = symbol
    self.style = style
  }
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }
  func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.buffer.fill(rect, with: symbol, style: style, clip: canvas.clip)
  }
}

/// The display form of a toggle: `[x] Title` when on, `[ ] Title` when off. A preview script
/// can toggle it by its title.
public struct Toggle<Label: View>: _PrimitiveView {
  let title: String
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle of `isOn` with a custom label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.title = ""
    self.isOn = isOn
    self.label = label()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let binding = view.isOn
    let row = HStack(spacing: 1) {
      Text(binding.wrappedValue ? "[x]" : "[ ]")
      view.label
    }
    regionNodes(
      row, inputs: inputs, kind: .toggle, label: view.title,
      action: .tap { binding.wrappedValue.toggle() }, into: &nodes)
  }
}

extension Toggle where Label == Text {
  /// A toggle of `isOn` labelled `title`, which is also the name a preview step toggles it by.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
    self.label = Text(title)
  }
}
