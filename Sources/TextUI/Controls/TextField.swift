import Foundation

/// The display form of a text field: the text (or the placeholder, dimmed) between brackets,
/// padded with "_" to the width it is offered: `[Swift______]`. A preview script can type
/// into it by its title.
public struct TextField: _PrimitiveView {
  let title: String
  let text: Binding<String>
  var prompt: Text?

  /// A field that edits `text`; `title` is the dim placeholder shown while it is empty, and
  /// the name a preview step types into.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// A field that edits `text`; `titleKey` is the dim placeholder shown while it is empty, and
  /// the name a preview step types into.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.title = titleKey.text.content
    self.text = text
    self.prompt = Self.placeholder(titleKey, title: title)
  }

  /// The placeholder of a field titled `titleKey`: the title, looked up as it is drawn (none
  /// for an empty title, which leaves the field unnamed).
  static func placeholder(_ titleKey: LocalizedStringKey, title: String) -> Text? {
    title.isEmpty ? nil : Text(titleKey)
  }

  /// A field that edits `text`, showing `prompt` (dim) while it is empty, as SwiftUI's
  /// `TextField(_:text:prompt:)`; a preview step still types into it by `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
    self.prompt = prompt
  }

  /// A field that edits `text`, showing `prompt` (dim) while it is empty, as SwiftUI's
  /// `TextField(_:text:prompt:)`; a preview step still types into it by `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(titleKey, text: text)
    if let prompt { self.prompt = prompt }
  }

  /// A field that edits `text` and, in SwiftUI, grows along `axis` as its text wraps
  /// (`TextField("Message", text: $draft, axis: .vertical)`). A terminal field is one row, so
  /// the axis is accepted with no effect.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  /// A field that edits `text` and, in SwiftUI, grows along `axis` as its text wraps
  /// (`TextField("Message", text: $draft, axis: .vertical)`). A terminal field is one row, so
  /// the axis is accepted with no effect.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }

  /// A field that edits `text`, showing `prompt` while it is empty, growing along `axis` in
  /// SwiftUI; the axis is accepted with no effect.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
  }

  /// A field that edits `text`, showing `prompt` while it is empty, growing along `axis` in
  /// SwiftUI; the axis is accepted with no effect.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(titleKey, text: text, prompt: prompt)
  }

  /// The narrowest a field gets, so an empty one stays visible.
  public static let minimumWidth = 8

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let value = view.text.wrappedValue
    fieldNodes(
      title: view.title, prompt: view.prompt, shown: value.isEmpty ? nil : Text(verbatim: fieldPrefix(value)),
      text: view.text, inputs: inputs, into: &nodes)
  }
}

/// The most cells of its text a one-line field lays out: more than any terminal is wide.
let fieldPrefixWidth = 4096

/// The part of a field's `value` that a one-line field can show: its first
/// ``fieldPrefixWidth`` cells and one character more (so that a field narrower than that
/// ends in "…" exactly as with the whole text), running on to the next character that is not
/// a space (trailing spaces are dropped, not shown as a line of their own). A field holding a
/// megabyte is then laid out as fast as one holding a line.
func fieldPrefix(_ value: String) -> String {
  // No character is wider in cells than it is long in UTF-8 bytes.
  if value.utf8.count <= fieldPrefixWidth { return value }
  var width = 0
  var index = value.startIndex
  while index < value.endIndex {
    let character = value[index]
    index = value.index(after: index)
    width += GraphemeWidth.width(of: character)
    if width > fieldPrefixWidth && character != " " { break }
  }
  return String(value[..<index])
}

/// The nodes of a text field (`TextField` and `SecureField`): `shown` (or, while it is `nil`,
/// the prompt or title, dimmed) between brackets, padded with "_" to the width it is offered,
/// as a region that a preview step types into by `title`.
@MainActor
func fieldNodes(
  title: String, prompt: Text?, shown: Text?, text: Binding<String>, isSecure: Bool = false,
  role: AccessibilityElement.Role? = nil, inputs: _ViewInputs, into nodes: inout [NodeRef]
) {
  let content = shown ?? (prompt ?? Text(verbatim: title)).dim()
  // `.multilineTextAlignment` places a field's text, as in SwiftUI.
  let alignment: Alignment =
    switch inputs.environment.multilineTextAlignment {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  let field = HStack(spacing: 0) {
    Text(verbatim: "[").accessibilityHidden(true)
    content.lineLimit(1)
      .frame(minWidth: 0, maxWidth: .infinity, alignment: alignment)
      .background(FieldFill())
    Text(verbatim: "]").accessibilityHidden(true)
  }
  .frame(minWidth: .columns(TextField.minimumWidth))
  let editing = InteractiveRegion.TextEditing(
    text: { text.wrappedValue }, isSecure: isSecure, isMultiline: false, submit: inputs.environment.submitAction)
  regionNodes(
    field, inputs: inputs, kind: .textField, label: title,
    action: .type { text.wrappedValue = $0 }, editing: editing,
    accessibilityName: title.isEmpty ? prompt?.plainString : nil, role: role, into: &nodes)
}

/// The "_" that shows the free part of a text field.
struct FieldFill: _PrimitiveView {
  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    nodes.append(NodeRef(in: inputs.tree, FillNode(symbol: "_", style: Style(attributes: .dim))))
  }
}

/// Fills whatever it is offered with one symbol.
struct FillNode: LayoutNode {
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

/// The display form of a toggle, as iOS draws a switch: a full-width row, the title leading
/// and the box trailing, `Title … [x]` when on and `Title … [ ]` when off; box first,
/// `[x] Title`, under `.toggleStyle(.checkbox)` or `.button`. A preview script can toggle it
/// by its title.
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

  init(title: String, isOn: Binding<Bool>, label: Label) {
    self.title = title
    self.isOn = isOn
    self.label = label
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let binding = view.isOn
    // The box is the value, not part of the name.
    let box = Text(verbatim: binding.wrappedValue ? "[x]" : "[ ]").accessibilityHidden(true)
    let value = binding.wrappedValue ? "on" : "off"
    let action = InteractiveRegion.Action.tap { binding.wrappedValue.toggle() }
    if let style = inputs.environment.customToggleStyle {
      // A custom style draws the whole toggle, and a tap anywhere on it toggles. Toggles in
      // its body (`Toggle(configuration)`) draw the built-in way; `.labelsHidden()` empties
      // the label the style is given, as in SwiftUI.
      var inputs = inputs
      inputs.environment.customToggleStyle = nil
      let label = inputs.environment.labelsHidden ? AnyView(EmptyView()) : AnyView(view.label)
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: label), title: view.title, isOn: binding)
      regionNodes(
        style.erasedBody(configuration), inputs: inputs, kind: .toggle, label: view.title, action: action, value: value,
        into: &nodes)
    } else if inputs.environment.labelsHidden {
      // `.labelsHidden()`: the box alone, still toggled by its title.
      regionNodes(box, inputs: inputs, kind: .toggle, label: view.title, action: action, value: value, into: &nodes)
    } else if inputs.environment.togglesTrailing {
      // As iOS draws a switch: the label leading, the switch trailing.
      let row = HStack(spacing: 1) {
        view.label
        Spacer(minLength: 0)
        box
      }
      regionNodes(row, inputs: inputs, kind: .toggle, label: view.title, action: action, value: value, into: &nodes)
    } else {
      let row = HStack(spacing: 1) {
        box
        view.label
      }
      regionNodes(row, inputs: inputs, kind: .toggle, label: view.title, action: action, value: value, into: &nodes)
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle of `isOn` labelled `title`, which is also the name a preview step toggles it by.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
    self.label = Text(title)
  }

  /// A toggle of `isOn` labelled with a string literal, which interpolates as `Text`'s
  /// literals do; a preview step toggles it by the text it shows.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    let text = titleKey.text
    self.title = text.content
    self.isOn = isOn
    self.label = text
  }
}
