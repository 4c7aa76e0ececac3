/// Whether a pop-up (a `Menu`, or a menu-style `Picker`) is open. Kept in the graph per view
/// identity, so the pop-up stays open across renders until an item is chosen, as a menu stays
/// open on screen until the user picks something.
@MainActor
final class PopUpState {
  private(set) var isOpen = false
  private let invalidation: Invalidation

  init(invalidation: Invalidation) { self.invalidation = invalidation }

  /// Opens a closed pop-up and closes an open one: what tapping its button does.
  func toggle() {
    isOpen.toggle()
    invalidation.markNeedsRender()
  }

  /// Closes the pop-up, as choosing an item does.
  func close() {
    guard isOpen else { return }
    isOpen = false
    invalidation.markNeedsRender()
  }

  /// Chosen so as not to meet a `@State` slot of the same identity.
  private static let slot = -0x706F_7075

  /// The state of the pop-up made by the view at `inputs`' identity, kept while it is on screen.
  static func of(_ inputs: _ViewInputs) -> PopUpState {
    inputs.graph.markVisited(inputs.identity)
    return inputs.graph.storage(at: inputs.identity, slot: slot) {
      PopUpState(invalidation: inputs.graph.invalidation)
    }
  }
}

/// The items of an open pop-up, in a rounded box: choosing any control inside (a button, a
/// toggle, a picker option) runs its action and then closes the pop-up.
struct PopUpItemsNode: LayoutNode {
  let child: NodeRef
  let state: PopUpState

  init(child: NodeRef, state: PopUpState) {
    self.child = child
    self.state = state
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let first = canvas.regions.count
    let state = self.state
    // Esc closes the pop-up, and focus stays among its items while it is open.
    canvas.dismissAction = { state.close() }
    canvas.popUpLevel += 1
    child.draw(in: rect, on: &canvas)
    canvas.popUpLevel -= 1
    for index in canvas.regions.indices[first...] {
      guard case .tap(let action) = canvas.regions[index].action else { continue }
      canvas.regions[index].action = .tap {
        action()
        state.close()
      }
    }
  }
}

/// Shows nodes that were already built, so a control can place the same option views in the
/// layout its style asks for.
struct PrebuiltNode: _PrimitiveView {
  let node: NodeRef

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    nodes.append(view.node)
  }
}

/// Draws its child, then changes the style of every cell it covered: how a control marks an
/// option whose view was built before the control knew it was selected.
struct RestyleModifier: LayoutModifier {
  let transform: (inout Style) -> Void

  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, RestyleNode(child: child, transform: transform))
  }
}

struct RestyleNode: LayoutNode {
  let child: NodeRef
  let transform: (inout Style) -> Void

  init(child: NodeRef, transform: @escaping (inout Style) -> Void) {
    self.child = child
    self.transform = transform
  }

  var layoutPriority: Double { child.layoutPriority }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect, on: &canvas)
    canvas.buffer.restyle(rect, clip: canvas.clip, transform)
  }
}

extension View {
  /// Adds `attributes` to every cell this view draws, including cells its own styles set.
  func addingCellAttributes(_ attributes: TextAttributes, if condition: Bool = true) -> some View {
    modifier(RestyleModifier { if condition { $0.attributes.formUnion(attributes) } })
  }
}

/// A control's area that a preview step can act on, around `content`.
struct InteractiveArea<Content: View>: _PrimitiveView {
  let kind: InteractiveRegion.Kind
  let label: String
  let labelInsets: CellInsets?
  let action: @MainActor () -> Void
  let content: Content

  init(
    kind: InteractiveRegion.Kind, label: String, labelInsets: CellInsets? = nil,
    action: @escaping @MainActor () -> Void, @ViewBuilder content: () -> Content
  ) {
    self.kind = kind
    self.label = label
    self.labelInsets = labelInsets
    self.action = action
    self.content = content()
  }

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let action = view.action
    regionNodes(
      view.content, inputs: inputs, kind: view.kind, label: view.label, action: .tap { action() },
      labelInsets: view.labelInsets, into: &nodes)
  }
}

/// Where an open pop-up is drawn under its control.
enum PopUpPlacement {
  /// From this many cells into the control: a menu picker opens under its value, past its label.
  case leading(indent: Int)
  /// Flush with the control's trailing edge: a list row's menu opens under its value.
  case trailing
}

/// A control with its pop-up open below it. The pop-up adds its rows to the control's height,
/// pushing what follows down, but not its width: it is drawn from `indent` cells into the
/// control (or flush with the control's trailing edge), moved left when it would cross the
/// right edge of the screen, so a menu at the trailing edge opens in place without the control
/// moving.
struct PopUpAnchor<Anchor: View, PopUp: View>: _PrimitiveView {
  let anchor: Anchor
  let popUp: PopUp?
  let placement: PopUpPlacement

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var anchorNodes: [NodeRef] = []
    appendNodes(view.anchor, inputs: inputs.child(0), into: &anchorNodes)
    guard let anchor = singleNode(anchorNodes, in: inputs.tree) else { return }
    var popUpNodes: [NodeRef] = []
    if let popUp = view.popUp {
      appendNodes(popUp, inputs: inputs.child(1).inside(.vertical), into: &popUpNodes)
    }
    guard let popUp = singleNode(popUpNodes, in: inputs.tree) else {
      nodes.append(anchor)
      return
    }
    nodes.append(NodeRef(in: inputs.tree, PopUpNode(anchor: anchor, popUp: popUp, placement: view.placement)))
  }
}

struct PopUpNode: LayoutNode {
  let anchor: NodeRef
  let popUp: NodeRef
  let placement: PopUpPlacement

  init(anchor: NodeRef, popUp: NodeRef, placement: PopUpPlacement) {
    self.anchor = anchor
    self.popUp = popUp
    self.placement = placement
  }

  var layoutPriority: Double { anchor.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let control = anchor.sizeThatFits(proposal)
    return Size(width: control.width, height: control.height + popUp.sizeThatFits(.unspecified).height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let control = anchor.sizeThatFits(ProposedSize(width: rect.width, height: nil))
    anchor.draw(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: control.height), on: &canvas)
    let size = popUp.sizeThatFits(.unspecified)
    var x =
      switch placement {
      case .leading(let indent): rect.minX + indent
      case .trailing: rect.maxX - size.width
      }
    let rightEdge = min(canvas.clip.maxX, canvas.buffer.width)
    if x + size.width > rightEdge { x = rightEdge - size.width }
    x = max(x, canvas.clip.minX)
    popUp.draw(in: Rect(x: x, y: rect.minY + control.height, width: size.width, height: size.height), on: &canvas)
  }
}
