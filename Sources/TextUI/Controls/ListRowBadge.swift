/// A view with a badge, what `.badge(_:)` returns. In a tab bar the badge is read from the
/// view's traits and drawn after the tab's label; on a row of a `List` or `Form` it is drawn
/// at the row's trailing edge in the secondary colour, as SwiftUI draws a list row's badge;
/// anywhere else it is carried and not drawn.
struct BadgeView<Content: View>: _PrimitiveView, TraitCarrying {
  let content: Content
  let badge: String?

  var collectedTraits: ViewTraits { traitView.collectedTraits }

  private var traitView: TraitView<Content> { TraitView(content: content, traits: ViewTraits(badge: badge)) }

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    guard inputs.environment.isListRow, let badge = view.badge else {
      TraitView._makeNodes(view.traitView, inputs: inputs, into: &nodes)
      return
    }
    if let link = view.content as? any BadgedListRowLink {
      // A link draws the badge itself, before its `›`, as SwiftUI does.
      var row: [NodeRef] = []
      link.appendListRow(badge: badge, inputs: inputs.child(0), into: &row)
      for node in row {
        nodes.append(NodeRef(in: inputs.tree, TraitNode(child: node, traits: ViewTraits(badge: badge))))
      }
      return
    }
    let first = nodes.count
    TraitView._makeNodes(view.traitView, inputs: inputs.child(0), into: &nodes)
    let badgeInputs = inputs.child(1)
    for index in first..<nodes.count {
      guard let row = nodes[index].as(TraitNode.self), !row.child.is(SectionNode.self),
        !(row.child.type is any ListChrome.Type)
      else {
        continue
      }
      var badgeNodes: [NodeRef] = []
      appendNodes(Text(verbatim: badge).foregroundColor(.secondary), inputs: badgeInputs, into: &badgeNodes)
      guard let badgeNode = singleNode(badgeNodes, in: inputs.tree) else { continue }
      nodes[index] = NodeRef(
        in: inputs.tree,
        TraitNode(child: NodeRef(in: inputs.tree, ListBadgeNode(row: row.child, badge: badgeNode)), traits: row.traits))
    }
  }
}

/// A list row with its badge: the row at the leading edge and the badge at the trailing edge,
/// one cell apart at least, as SwiftUI lays a badged row out. The row takes the width offered.
struct ListBadgeNode: LayoutNode {
  let row: NodeRef
  let badge: NodeRef

  init(row: NodeRef, badge: NodeRef) {
    self.row = row
    self.badge = badge
  }

  var layoutPriority: Double { row.layoutPriority }

  /// The badge's size and the columns it takes from the row (its width and the gap before it).
  private func badgeLayout() -> (size: Size, reserved: Int) {
    let size = badge.sizeThatFits(.unspecified)
    return (size, size.width + 1)
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let (badgeSize, reserved) = badgeLayout()
    let rowSize = row.sizeThatFits(
      ProposedSize(width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height))
    let ideal = rowSize.width + reserved
    let width = proposal.width.map { $0 >= ProposedSize.infinity ? ideal : $0 } ?? ideal
    return Size(width: width, height: max(rowSize.height, badgeSize.height))
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let (badgeSize, reserved) = badgeLayout()
    let rowWidth = max(0, rect.width - reserved)
    let rowSize = row.sizeThatFits(ProposedSize(width: rowWidth, height: rect.height))
    let rowHeight = min(rowSize.height, rect.height)
    row.draw(
      in: Rect(x: rect.minX, y: rect.minY + (rect.height - rowHeight) / 2, width: rowWidth, height: rowHeight),
      on: &canvas)
    let badgeWidth = min(badgeSize.width, rect.width)
    let badgeHeight = min(badgeSize.height, rect.height)
    badge.draw(
      in: Rect(
        x: rect.maxX - badgeWidth, y: rect.minY + (rect.height - badgeHeight) / 2, width: badgeWidth,
        height: badgeHeight),
      on: &canvas)
  }
}

/// A control that draws a list row's badge itself (a `NavigationLink` puts it before its `›`),
/// rather than having the badge drawn at the row's trailing edge after it.
@MainActor
protocol BadgedListRowLink {
  /// Appends the control's list row with `badge` drawn in it.
  func appendListRow(badge: String, inputs: _ViewInputs, into nodes: inout [NodeRef])
}
