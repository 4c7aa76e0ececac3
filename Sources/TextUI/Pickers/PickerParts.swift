/// One option of a picker: the node of its view and its tag; an untagged view is shown but
/// cannot be chosen, as in SwiftUI.
struct PickerOption {
  let tag: AnyHashable?
  let node: NodeRef
}

/// What choosing does, without the selection's type: the picker compares and sets its binding.
struct PickerChoice {
  let isSelected: @MainActor (AnyHashable) -> Bool
  let select: @MainActor (AnyHashable) -> Void
}

/// Everything a picker style needs to draw a picker, without its generic types: how to build
/// its label and its options, and what choosing does. Each style arranges the same option
/// views its own way.
@MainActor
struct PickerParts {
  let title: String
  let inputs: _ViewInputs
  let choice: PickerChoice
  let makeLabel: (_ViewInputs, inout [NodeRef]) -> Void
  let makeOptions: (_ViewInputs, inout [NodeRef]) -> Void
  let pushChoices: @MainActor (NavigationContext) -> Void

  /// The option views, built at the child position `index` (a style that shows an option
  /// twice, such as a menu's current value and its open list, builds them twice).
  func options(at index: Int) -> [PickerOption] {
    var nodes: [NodeRef] = []
    makeOptions(inputs.child(index), &nodes)
    return nodes.map { PickerOption(tag: $0.as(TraitNode.self)?.traits.tag, node: $0) }
  }

  /// The label's node, or `nil` under `.labelsHidden()`.
  func label() -> (NodeRef)? {
    if inputs.environment.labelsHidden { return nil }
    var nodes: [NodeRef] = []
    makeLabel(inputs.child(0).inside(nil), &nodes)
    return singleNode(nodes, in: inputs.tree)
  }

  func selectedIndex(in options: [PickerOption]) -> Int? {
    options.firstIndex { option in option.tag.map { choice.isSelected($0) } ?? false }
  }

  func makeNodes(into nodes: inout [NodeRef]) {
    let environment = inputs.environment
    let drawn: AnyView
    switch environment.pickerDrawing {
    case .inline: drawn = AnyView(list(marks: ("✓", " ")))
    case .radioGroup: drawn = AnyView(list(marks: ("(•)", "( )")))
    case .segmented: drawn = AnyView(segmented())
    case .wheel: drawn = AnyView(wheel())
    case .menu: drawn = AnyView(menu(asRow: environment.isListRow, indicator: "▾", push: false))
    case .automatic: drawn = AnyView(menu(asRow: environment.isListRow, indicator: "▾", push: false))
    case .navigationLink: drawn = AnyView(menu(asRow: environment.isListRow, indicator: "›", push: true))
    }
    appendNodes(drawn, inputs: inputs.child(3), into: &nodes)
  }

  // MARK: Styles

  /// Inline and radio group: the label, then one row per option with a mark on the selected one.
  @ViewBuilder
  private func list(marks: (selected: String, other: String)) -> some View {
    let options = options(at: 1)
    let selected = selectedIndex(in: options)
    let fills = inputs.environment.isListRow
    VStack(alignment: .leading, spacing: 0) {
      if let label = label() { PrebuiltNode(node: label) }
      ForEach(options.indices, id: \.self) { index in
        optionRow(
          options[index], mark: index == selected ? marks.selected : marks.other, kind: .row, fills: fills)
      }
    }
  }

  /// Segmented: `[ Day │ Week │ Month ]`, the selected segment in inverse video; no label,
  /// as SwiftUI draws none.
  private func segmented() -> some View {
    let options = options(at: 1)
    let selected = selectedIndex(in: options)
    let choice = self.choice
    return HStack(spacing: 0) {
      Text(verbatim: "[").accessibilityHidden(true)
      ForEach(options.indices, id: \.self) { index in
        if index > 0 { Text(verbatim: "│").accessibilityHidden(true) }
        let segment = HStack(spacing: 0) {
          Text(verbatim: " ")
          PrebuiltNode(node: options[index].node)
          Text(verbatim: " ")
        }
        .addingCellAttributes(.inverse, if: index == selected)
        .accessibilityAddTraits(index == selected ? .isSelected : [])
        if let tag = options[index].tag {
          InteractiveArea(kind: .button, label: "", action: { choice.select(tag) }, content: { segment })
        } else {
          segment
        }
      }
      Text(verbatim: "]").accessibilityHidden(true)
    }
  }

  /// Wheel: the label, then five rows with the selection centred between `›` and `‹` and its
  /// neighbours dim; rows past either end are blank, as a wheel shows empty space there.
  private func wheel() -> some View {
    let options = options(at: 1)
    let centre = selectedIndex(in: options) ?? 0
    let width = options.map { $0.node.sizeThatFits(.unspecified).width }.max() ?? 0
    let choice = self.choice
    let label = label()
    return VStack(alignment: .center, spacing: 0) {
      if let label { PrebuiltNode(node: label) }
      ForEach(-2..<3, id: \.self) { offset in
        let index = centre + offset
        HStack(spacing: 1) {
          Text(verbatim: offset == 0 ? "›" : " ").accessibilityHidden(true)
          if options.indices.contains(index) {
            let cell = PrebuiltNode(node: options[index].node).frame(width: .columns(width))
              .addingCellAttributes(.dim, if: offset != 0)
              .accessibilityAddTraits(offset == 0 ? .isSelected : [])
            if let tag = options[index].tag {
              InteractiveArea(kind: .row, label: "", action: { choice.select(tag) }, content: { cell })
            } else {
              cell
            }
          } else {
            Text(verbatim: "").frame(width: .columns(width))
          }
          Text(verbatim: offset == 0 ? "‹" : " ").accessibilityHidden(true)
        }
      }
    }
  }

  /// Menu and navigation link: the label and the current value; tapping opens the options in a
  /// box below (or, for a navigation link inside a `NavigationStack`, pushes them as a screen).
  /// `asRow` draws the full-width `Label  Value ▾` row of a list instead of `Label [ Value ▾ ]`.
  private func menu(asRow: Bool, indicator: String, push: Bool) -> some View {
    let state = PopUpState.of(inputs)
    let label = label()
    let shown = options(at: 2)
    let value = selectedIndex(in: shown).map { shown[$0].node }
    let context = push ? inputs.environment.navigationContext : nil
    let pushChoices = self.pushChoices
    let open: @MainActor () -> Void = {
      if let context { pushChoices(context) } else { state.toggle() }
    }
    let indent = label.map { $0.sizeThatFits(.unspecified).width + 1 } ?? 0
    // A screen reader hears the picker named by its label, its current choice as its value
    // (VoiceOver: "Flavor, Chocolate, pop-up button"), and none of the drawn marks.
    let button = InteractiveArea(kind: .button, label: title, action: open) {
      if asRow {
        HStack(spacing: 1) {
          if let label { PrebuiltNode(node: label) }
          Spacer(minLength: 1)
          if let value { PrebuiltNode(node: value).accessibility(.asValue) }
          Text(verbatim: indicator).foregroundColor(.secondary).accessibilityHidden(true)
        }
        .frame(maxWidth: .infinity)
      } else if push {
        HStack(spacing: 1) {
          if let label { PrebuiltNode(node: label) }
          if let value { PrebuiltNode(node: value).accessibility(.asValue) }
          Text(verbatim: indicator).foregroundColor(.secondary).accessibilityHidden(true)
        }
      } else {
        HStack(spacing: 1) {
          if let label { PrebuiltNode(node: label) }
          HStack(spacing: 0) {
            Text(verbatim: "[ ").accessibilityHidden(true)
            if let value { PrebuiltNode(node: value).accessibility(.asValue) }
            Text(verbatim: " \(indicator) ]").accessibilityHidden(true)
          }
        }
      }
    }
    return PopUpAnchor(
      anchor: button, popUp: state.isOpen && context == nil ? popUpList(state: state) : nil,
      placement: asRow ? .trailing : .leading(indent: indent))
  }

  /// The open options of a menu, in a box: `✓` on the selected one; choosing one closes it.
  private func popUpList(state: PopUpState) -> some View {
    let options = options(at: 1)
    let selected = selectedIndex(in: options)
    return VStack(alignment: .leading, spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        optionRow(options[index], mark: index == selected ? "✓" : " ", kind: .button, fills: false)
      }
    }
    .padding(.horizontal, 1)
    .border(.rounded)
    .modifier(PopUpItemsModifier(state: state))
  }

  /// One option drawn after a mark; a preview step finds it by the option's text alone.
  @ViewBuilder
  private func optionRow(_ option: PickerOption, mark: String, kind: InteractiveRegion.Kind, fills: Bool)
    -> some View
  {
    // The mark is said as the selected trait, not read as text.
    let isSelected = option.tag.map { choice.isSelected($0) } ?? false
    let row = HStack(spacing: 1) {
      Text(verbatim: mark).accessibilityHidden(true)
      PrebuiltNode(node: option.node)
    }
    .frame(maxWidth: fills ? .infinity : nil, alignment: .leading)
    .accessibilityAddTraits(isSelected ? .isSelected : [])
    if let tag = option.tag {
      let choice = self.choice
      InteractiveArea(
        kind: kind, label: "", labelInsets: CellInsets(leading: mark.count + 1), action: { choice.select(tag) },
        content: { row })
    } else {
      row
    }
  }
}

/// Makes the controls inside a pop-up close it when chosen (see `PopUpItemsNode`).
struct PopUpItemsModifier: LayoutModifier {
  let state: PopUpState

  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, PopUpItemsNode(child: child, state: state))
  }
}
