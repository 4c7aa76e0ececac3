/// A control for choosing one of a set of values, as SwiftUI's `Picker`. Each option is a view
/// with a tag (`.tag(_:)`, or the element ID of a `ForEach`); choosing an option sets
/// `selection` to its tag, and the option whose tag equals `selection` is drawn as selected.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable {
///   case chocolate, vanilla, strawberry
///   var id: Self { self }
/// }
/// @State private var flavor = Flavor.chocolate
///
/// Picker("Flavor", selection: $flavor) {
///   ForEach(Flavor.allCases) { flavor in
///     Text(flavor.rawValue.capitalized)
///   }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// `.pickerStyle(_:)` chooses how it is drawn (see ``PickerStyle``). A preview step selects an
/// option by the text it shows: `.tap("Vanilla")` taps a segment, an inline row or a wheel
/// row; a menu first needs `.tap("Flavor")` (its label) to open.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  /// The label's text when it was given as a string: what a preview step taps to open a menu.
  var title = ""

  /// A picker whose options are built by `content` and whose label is built by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// SwiftUI's older initializer with the label as a view value:
  /// `Picker(selection: $x, label: Text("Sort")) { … }`.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let binding = view.selection
    let choice = PickerChoice(
      isSelected: { tag in (tag.base as? SelectionValue).map { $0 == binding.wrappedValue } ?? false },
      select: { tag in if let value = tag.base as? SelectionValue { binding.wrappedValue = value } })
    let parts = PickerParts(
      title: view.title, inputs: inputs, choice: choice,
      makeLabel: { inputs, nodes in appendNodes(view.label, inputs: inputs, into: &nodes) },
      makeOptions: { inputs, nodes in
        var inputs = inputs.inside(nil)
        inputs.implicitTagType = TagValue<SelectionValue>()
        appendNodes(view.content, inputs: inputs, into: &nodes)
      },
      pushChoices: { context in
        // The choices are a screen titled by the picker's label, small in the bar, as iOS shows them.
        context.push(
          AnyView(
            PickerChoicesScreen(picker: view).navigationTitle(view.title).navigationBarTitleDisplayMode(.inline)))
      })
    parts.makeNodes(into: &nodes)
  }
}

extension Picker where Label == Text {
  /// A picker labelled `title`, with options built by `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
    self.title = String(title)
  }

  /// A picker labelled `titleKey`, with options built by `content`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
    self.title = titleKey.text.content
  }
}

extension Picker where Label == TextUI.Label<Text, Text> {
  /// A picker labelled with a title and a system image, with options built by `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { TextUI.Label(title, systemImage: systemImage) }
    self.title = String(title)
  }

  /// A picker labelled with a title and a system image, with options built by `content`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    self.title = titleKey.text.content
  }
}

/// The screen a navigation-link picker pushes: its options as rows, `✓` on the selected one;
/// choosing one selects it and goes back, as SwiftUI's navigation-link picker does.
struct PickerChoicesScreen<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let picker: Picker<Label, SelectionValue, Content>

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let context = inputs.environment.navigationContext
    var inputs = inputs
    inputs.environment.pickerDrawing = .inline
    inputs.environment.labelsHidden = true
    inputs.environment.isListRow = true
    let binding = view.picker.selection
    let choices = Picker(
      selection: Binding(
        get: { binding.wrappedValue },
        set: {
          binding.wrappedValue = $0; context?.pop()
        }), label: view.picker.label
    ) {
      view.picker.content
    }
    appendNodes(choices, inputs: inputs, into: &nodes)
  }
}
