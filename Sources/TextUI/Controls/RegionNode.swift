/// Records where an interactive control was drawn, so a preview script can find it by its
/// label and act on it; layout is the child's.
struct RegionNode: LayoutNode {
  let child: NodeRef
  let kind: InteractiveRegion.Kind
  let label: String
  let action: InteractiveRegion.Action
  /// Where the label is drawn inside the region when it has no title (a bordered button's
  /// brackets are decoration, not label); `nil` leaves the label to the graph.
  let labelInsets: CellInsets?

  init(
    child: NodeRef, kind: InteractiveRegion.Kind, label: String, action: InteractiveRegion.Action,
    labelInsets: CellInsets? = nil
  ) {
    self.child = child
    self.kind = kind
    self.label = label
    self.action = action
    self.labelInsets = labelInsets
  }
  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect, on: &canvas)
    // A control squeezed to nothing, or drawn wholly outside the clip, shows nothing to tap.
    guard !rect.intersection(canvas.clip).isEmpty else { return }
    var label = self.label
    if label.isEmpty, let labelInsets {
      let text = canvas.buffer.text(in: rect.inset(by: labelInsets).intersection(canvas.clip))
      label = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    canvas.regions.append(InteractiveRegion(kind: kind, rect: rect, label: label, action: action))
  }
}

/// Builds the nodes of `content` and wraps them as one interactive region.
@MainActor
func regionNodes<Content: View>(
  _ content: Content, inputs: _ViewInputs, kind: InteractiveRegion.Kind, label: String,
  action: InteractiveRegion.Action, labelInsets: CellInsets? = nil, into nodes: inout [NodeRef]
) {
  var children: [NodeRef] = []
  appendNodes(content, inputs: inputs, into: &children)
  guard let child = singleNode(children, in: inputs.tree) else { return }
  if inputs.environment.isEnabled {
    nodes.append(
      NodeRef(
        in: inputs.tree, RegionNode(child: child, kind: kind, label: label, action: action, labelInsets: labelInsets)))
  } else {
    nodes.append(child)
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
