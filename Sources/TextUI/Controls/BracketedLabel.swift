/// A bordered button's label in its brackets, `[ Add ]`: a row of the bracket texts and the
/// label, with no spacing, which a screen reader reads as the label alone.
struct BracketedLabel<Label: View>: _PrimitiveView {
  let label: Label

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if Label.self == Text.self && !inputs.hasScopedInputs {
      makeTextNodes(unsafeBitCast(view.label, to: Text.self), inputs: inputs, into: &nodes)
      return
    }
    let first = nodes.count
    let row = HStack(spacing: 0) {
      Text(verbatim: "[ ").accessibilityHidden(true)
      ImplicitRow(content: view.label)
      Text(verbatim: " ]").accessibilityHidden(true)
    }
    appendNodes(row, inputs: inputs, into: &nodes)
    // A label of one text, the commonest, is laid out by the row's rule worked out for it.
    guard nodes.count == first + 1, let stack = nodes[first].as(StackNode.self), stack.children.count == 3 else {
      return
    }
    let children = stack.children
    guard children[0].is(AccessibilityNode.self), children[1].is(TextNode.self), children[2].is(AccessibilityNode.self)
    else { return }
    nodes[first] = NodeRef(
      in: inputs.space,
      BracketedLabelNode(row: nodes[first], leading: children[0], label: children[1], trailing: children[2]))
  }
}

extension BracketedLabel {
  /// The nodes the row of a text label makes (the three texts, the hidden brackets' nodes
  /// around theirs, the stack), built directly: through the row's views (a stack of a block
  /// of modified texts) they cost about as much again as the button's other nodes.
  private static func makeTextNodes(_ label: Text, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let first = nodes.count
    let inputs = inputs.inside(.horizontal)
    Text._makeNodes(Text(verbatim: "[ "), inputs: inputs, into: &nodes)
    Text._makeNodes(label, inputs: inputs, into: &nodes)
    Text._makeNodes(Text(verbatim: " ]"), inputs: inputs, into: &nodes)
    let leading = NodeRef(in: inputs.space, AccessibilityNode(child: nodes[first], edit: .hidden(true)))
    let label = nodes[first + 1]
    let trailing = NodeRef(in: inputs.space, AccessibilityNode(child: nodes[first + 2], edit: .hidden(true)))
    nodes[first] = leading
    nodes[first + 2] = trailing
    let children = takeNodes(from: &nodes, since: first, in: inputs.space)
    let row = stackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0, children: children,
      in: inputs.space)
    nodes.append(
      NodeRef(in: inputs.space, BracketedLabelNode(row: row, leading: leading, label: label, trailing: trailing)))
  }
}

/// The row of a bracketed text label, laid out without the stack's space sharing whenever
/// its texts fit on one line: a button in a row of a stack is measured for three or more
/// proposals a layout of its parent (its minimum, maximum and share), each a layout of its
/// own label row, which was most of what a screen's buttons cost. What the row's stack gives
/// (`row`, which lays out every other proposal):
/// - at a width of zero, every child proposed a width of zero;
/// - at any width the three texts fit in on one line (or none), each its own width, one
///   line high, side by side, centred in the row's height. Served least flexible first, each
///   text is offered at least what it wants, and a text of one paragraph that fits is one line.
struct BracketedLabelNode: LayoutNode {
  /// The label row's stack node, and its three children.
  let row: NodeRef
  let leading: NodeRef
  let label: NodeRef
  let trailing: NodeRef
  /// The widths of the bracket texts and the label on one line, measured on the first
  /// layout (`Int.min` before; `nil` total when a text has several paragraphs).
  private var leadingWidth = Int.min
  private var labelWidth = 0
  private var totalWidth: Int? = nil

  init(row: NodeRef, leading: NodeRef, label: NodeRef, trailing: NodeRef) {
    self.row = row
    self.leading = leading
    self.label = label
    self.trailing = trailing
  }

  /// The width of the three texts side by side when each is one paragraph, else `nil`.
  private mutating func oneLineWidth() -> Int? {
    if leadingWidth != Int.min { return totalWidth }
    let leading = Self.bracketWidth(self.leading)
    let label = self.label.address.assumingMemoryBound(to: TextNode.self).pointee.singleParagraphWidth()
    let trailing = Self.bracketWidth(self.trailing)
    leadingWidth = leading ?? 0
    labelWidth = label ?? 0
    if let leading, let label, let trailing { totalWidth = leading + label + trailing }
    return totalWidth
  }

  /// The one-line width of the text in the accessibility node `bracket`.
  private static func bracketWidth(_ bracket: NodeRef) -> Int? {
    let text = bracket.address.assumingMemoryBound(to: AccessibilityNode.self).pointee.child
    guard text.is(TextNode.self) else { return nil }
    return text.address.assumingMemoryBound(to: TextNode.self).pointee.singleParagraphWidth()
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard let total = oneLineWidth() else { return row.sizeThatFits(proposal) }
    if let width = proposal.width {
      if width == 0 { return minimumSize(height: proposal.height) }
      if width < total { return row.sizeThatFits(proposal) }
    }
    return Size(width: total, height: 1)
  }

  /// Its texts side by side on one line at any width they fit in; none wide at a width of zero.
  mutating func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool {
    guard let total = oneLineWidth() else { return false }
    guard let width else { return true }
    return width >= total || (widthOnly && width == 0)
  }

  /// The row's size at a width of zero: each child proposed none of it.
  private func minimumSize(height: Int?) -> Size {
    let proposal = ProposedSize(width: 0, height: height)
    let first = leading.sizeThatFits(proposal)
    let second = label.sizeThatFits(proposal)
    let third = trailing.sizeThatFits(proposal)
    return Size(
      width: first.width + second.width + third.width, height: max(first.height, second.height, third.height))
  }

  mutating func draw(in rect: Rect, on canvas: inout Canvas) {
    guard let total = oneLineWidth(), rect.width >= total else { return row.draw(in: rect, on: &canvas) }
    // Where the stack centres a child one row high (rounding towards the top, as it does).
    let y = rect.minY + (rect.height - 1) / 2
    let labelX = rect.minX + leadingWidth
    let trailingX = labelX + labelWidth
    leading.draw(in: Rect(x: rect.minX, y: y, width: leadingWidth, height: 1), on: &canvas)
    label.draw(in: Rect(x: labelX, y: y, width: labelWidth, height: 1), on: &canvas)
    trailing.draw(in: Rect(x: trailingX, y: y, width: total - labelWidth - leadingWidth, height: 1), on: &canvas)
  }
}
