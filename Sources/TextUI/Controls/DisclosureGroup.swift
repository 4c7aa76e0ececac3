/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: "▸ Advanced"
/// while collapsed, "▾ Advanced" with the content indented below it while expanded; in a
/// `Form` or `List`, the label with iOS's chevron at the row's trailing edge, `›`, turned down
/// (`⌄`) while expanded. The label line is a button: tapping it (a preview's
/// `.tap("Advanced")`) toggles the group.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///   Toggle("Debug logging", isOn: $logs)
/// }
/// ```
///
/// Without an `isExpanded` binding the group keeps its own state and starts collapsed, as in
/// SwiftUI.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let title: String
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var isExpandedHere = false

  /// A group whose label is built by `label`, keeping its own expansion state.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.title = ""
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  /// A group whose expansion is `isExpanded`, with a label built by `label`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.title = ""
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// The indentation of the content under the label, so it lines up with the title after "▸ ".
  public static var contentIndent: Int { 2 }

  public var body: some View {
    let expansion = isExpanded ?? $isExpandedHere
    VStack(alignment: .leading, spacing: 0) {
      DisclosureLabel(title: title, isExpanded: expansion, label: label)
      if expansion.wrappedValue {
        content()
          .padding(.leading, .columns(Self.contentIndent))
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title`, keeping its own expansion state; a preview step taps it by `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.title = String(title)
    self.label = Text(title)
    self.content = content
    self.isExpanded = nil
  }

  /// A group titled `titleKey`, keeping its own expansion state; a preview step taps it by `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.title = titleKey.text.content
    self.label = Text(titleKey)
    self.content = content
    self.isExpanded = nil
  }

  /// A group titled `title` whose expansion is `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.title = String(title)
    self.label = Text(title)
    self.content = content
    self.isExpanded = isExpanded
  }

  /// A group titled `titleKey` whose expansion is `isExpanded`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.title = titleKey.text.content
    self.label = Text(titleKey)
    self.content = content
    self.isExpanded = isExpanded
  }
}

/// The label line of a `DisclosureGroup`: the disclosure marker and the label, as one region
/// that toggles the group. A titled group is found by its title; any other by the text drawn.
///
/// On a row of a `Form` or `List` it is drawn as iOS draws it there: the label, and a chevron
/// in the accent colour at the row's trailing edge, `›` while collapsed and turned down, `⌄`,
/// while expanded. Elsewhere the marker leads the label, `▸ Advanced` or `▾ Advanced`. A
/// screen reader reads the label alone (never the marker), a button whose value is
/// "collapsed" or "expanded", as VoiceOver reads a disclosure.
struct DisclosureLabel<Label: View>: _PrimitiveView {
  let title: String
  let isExpanded: Binding<Bool>
  let label: Label

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let binding = view.isExpanded
    let isExpanded = binding.wrappedValue
    let action = InteractiveRegion.Action.tap { binding.wrappedValue.toggle() }
    let value = isExpanded ? "expanded" : "collapsed"
    if inputs.environment.isListRow {
      let line = HStack(spacing: 1) {
        ImplicitRow(content: view.label).frame(maxWidth: .infinity, alignment: .leading)
        Text(verbatim: isExpanded ? "⌄" : "›").foregroundColor(.accentColor).accessibilityHidden(true)
      }
      // Found by its label without the chevron when it has no title.
      regionNodes(
        line, inputs: inputs, kind: .button, label: view.title, action: action,
        labelInsets: CellInsets(trailing: 2), value: value, into: &nodes)
      return
    }
    let line = HStack(spacing: 1) {
      Text(verbatim: isExpanded ? "▾" : "▸").accessibilityHidden(true)
      view.label
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    regionNodes(line, inputs: inputs, kind: .button, label: view.title, action: action, value: value, into: &nodes)
  }
}
