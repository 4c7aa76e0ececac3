/// Records where an interactive control was drawn, so a preview script can find it by its
/// label and act on it, and the live runtime can focus it; layout is the child's.
struct RegionNode: LayoutNode {
  let child: NodeRef
  /// The region to record, all but its rectangle (and label, when drawn text names it).
  let region: InteractiveRegion
  /// Where the label is drawn inside the region when it has no title (a bordered button's
  /// brackets are decoration, not label); `nil` leaves the label to the graph.
  let labelInsets: CellInsets?

  init(child: NodeRef, region: InteractiveRegion, labelInsets: CellInsets? = nil) {
    self.child = child
    self.region = region
    self.labelInsets = labelInsets
  }
  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool {
    child.ignoresProposedHeight(width: width, widthOnly: widthOnly)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let elements = canvas.accessibility.count
    child.draw(in: rect, on: &canvas)
    // A control squeezed to nothing, or drawn wholly outside the clip, shows nothing to tap.
    guard !rect.intersection(canvas.clip).isEmpty else { return }
    if canvas.recordsAccessibility {
      canvas.accessibility.apply(region.accessibilityEdit(), from: elements, frame: rect)
    }
    var region = self.region
    region.rect = rect
    if region.label.isEmpty, let labelInsets {
      let text = canvas.buffer.text(in: rect.inset(by: labelInsets).intersection(canvas.clip))
      region.label = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    region.popUpLevel = canvas.popUpLevel
    canvas.regions.append(region)
    canvas.drawFocus(on: region)
  }
}

/// Builds the nodes of `content` and wraps them as one interactive region; a disabled control
/// (`.disabled(true)`) gets none, so it cannot be tapped or focused.
///
/// - Parameters:
///   - editing: for a text field or editor, what the live runtime edits.
///   - role: what a screen reader calls the control, when its kind does not say it.
///   - adjust: for a stepper or slider, what the arrows do (+1 up, -1 down).
@MainActor
func regionNodes<Content: View>(
  _ content: Content, inputs: _ViewInputs, kind: InteractiveRegion.Kind, label: String,
  action: InteractiveRegion.Action, labelInsets: CellInsets? = nil, editing: InteractiveRegion.TextEditing? = nil,
  adjust: (@MainActor (Int) -> Void)? = nil, value: String? = nil, accessibilityName: String? = nil,
  role: AccessibilityElement.Role? = nil, into nodes: inout [NodeRef]
) {
  var region = InteractiveRegion(kind: kind, rect: Rect(x: 0, y: 0, width: 0, height: 0), label: label, action: action)
  region.accessibilityValue = value
  region.accessibilityName = accessibilityName ?? translatedName(of: label, in: inputs.environment)
  region.accessibilityRole = role
  region.editing = editing
  region.adjust = adjust
  regionNodes(region, labelInsets: labelInsets, inputs: inputs, into: &nodes) { inputs, nodes in
    appendNodes(content, inputs: inputs, into: &nodes)
  }
}

/// What a screen reader calls a control titled `label` in the environment's locale, when it
/// is not `label` itself: the title is the development language's (the name a preview step
/// finds the control by), and a screen reader reads what the screen shows, translated (`削除`,
/// `[Ðéļéţé ···]`). The title is looked up as a step's label is; `nil` in the default locale.
@MainActor
private func translatedName(of label: String, in environment: EnvironmentValues) -> String? {
  guard !label.isEmpty, LocalizationActivity.mayBeActive else { return nil }
  let localizer = environment.localizer
  guard !localizer.isIdentity else { return nil }
  let shown = localizer.localized(Text(LocalizedStringKey(label))).content
  return shown == label ? nil : shown
}

/// Builds the nodes `content` makes and wraps them as `region` (whose rectangle drawing
/// fills in), with the identity, focusability and `@FocusState` binding `inputs` give it.
@MainActor
func regionNodes(
  _ region: InteractiveRegion, labelInsets: CellInsets?, inputs: _ViewInputs, into nodes: inout [NodeRef],
  content: (_ViewInputs, inout [NodeRef]) -> Void
) {
  var contentInputs = inputs
  let focusBinding = inputs.environment.focusBinding
  // `.focused` binds the first control below it, not the controls inside that control.
  if focusBinding != nil { contentInputs.environment.focusBinding = nil }
  var children: [NodeRef] = []
  content(contentInputs, &children)
  guard let child = singleNode(children, in: inputs.tree) else { return }
  guard inputs.environment.isEnabled else {
    // Disabled: nothing to tap, but still the control a screen reader announces.
    nodes.append(
      NodeRef(in: inputs.tree, AccessibilityNode(child: child, edit: region.accessibilityEdit(isEnabled: false))))
    return
  }
  var region = region
  region.identity = inputs.identity
  region.isFocusable = inputs.environment.isFocusable
  region.isRightToLeft = inputs.environment.layoutDirection == .rightToLeft
  region.focusBinding = focusBinding
  nodes.append(NodeRef(in: inputs.tree, RegionNode(child: child, region: region, labelInsets: labelInsets)))
}

/// Makes the modified view one control that arrows adjust: a `Stepper` or a `Slider`. Its
/// own buttons (a stepper's `-` and `+`) stay tappable but out of Tab's way.
struct AdjustableRegion: PrimitiveModifier {
  /// The control's name for steps; empty to take the text it shows.
  let label: String
  /// What a screen reader says it holds.
  var value: String? = nil
  /// Where the label is drawn, when it is taken from the text shown.
  let labelInsets: CellInsets?
  let adjust: @MainActor (Int) -> Void

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    let adjust = modifier.adjust
    var region = InteractiveRegion(
      kind: .adjustable, rect: Rect(x: 0, y: 0, width: 0, height: 0), label: modifier.label,
      action: .tap { adjust(1) })
    region.adjust = adjust
    region.accessibilityValue = modifier.value
    regionNodes(region, labelInsets: modifier.labelInsets, inputs: inputs, into: &nodes) { inputs, nodes in
      var inner = inputs
      inner.environment.isFocusable = false
      content(inner, &nodes)
    }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether controls respond; `.disabled(true)` turns it off, and disabled controls are dim.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
  /// Disables the controls below this view: they are drawn dim and cannot be tapped.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      EnvironmentModifier {
        if disabled {
          $0.isEnabled = false
          $0.textAttributes.insert(.dim)
        }
      })
  }
}
