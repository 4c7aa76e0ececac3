/// A `Section` inside a list or form: its header, rows and footer, kept apart so that the
/// container can lay the rows out as its own rows (clipping them one by one) and draw the
/// section's chrome around them. Anywhere else (wrapped by a modifier, say) it draws as the
/// three parts stacked.
struct SectionNode: LayoutNode {
  let header: (NodeRef)?
  let rows: [NodeRef]
  let footer: (NodeRef)?
  /// The tree the section is in, which its stacked form is laid out in.
  private unowned(unsafe) let tree: LayoutTree
  private lazy var stacked = StackNode(
    axis: .vertical, alignment: .leading, spacing: 0,
    children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 }, in: tree)

  init(header: NodeRef?, rows: [NodeRef], footer: NodeRef?, in tree: LayoutTree) {
    self.tree = tree
    self.header = header
    self.rows = rows
    self.footer = footer
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size { stacked.sizeThatFits(proposal) }

  mutating func draw(in rect: Rect, on canvas: inout Canvas) { stacked.draw(in: rect, on: &canvas) }

  /// The rows of a list or form drawn with `drawing`: sections are opened into header, rows and
  /// footer with the chrome of the style around them. Rows outside any section stay as they
  /// are, unless `groupsLooseRows` (a form) puts each run of them in a section of its own, as
  /// SwiftUI's forms do.
  static func listRows(
    _ nodes: [NodeRef], drawing: SectionDrawing, groupsLooseRows: Bool, in tree: LayoutTree
  ) -> [NodeRef] {
    guard groupsLooseRows || nodes.contains(where: { $0.is(SectionNode.self) }) else { return nodes }
    var blocks: [SectionNode] = []
    var loose: [NodeRef] = []
    var isLoose: [Bool] = []
    func closeLooseRun() {
      guard !loose.isEmpty else { return }
      blocks.append(SectionNode(header: nil, rows: loose, footer: nil, in: tree))
      isLoose.append(!groupsLooseRows)
      loose = []
    }
    for node in nodes {
      if let section = node.as(SectionNode.self) {
        closeLooseRun()
        blocks.append(section)
        isLoose.append(false)
      } else {
        loose.append(node)
      }
    }
    closeLooseRun()
    var rows: [NodeRef] = []
    for (index, block) in blocks.enumerated() {
      if index > 0, drawing.separatesBlocks { rows.append(NodeRef(in: tree, SectionChromeNode(.gap))) }
      if isLoose[index] {
        rows.append(contentsOf: block.rows)
      } else {
        block.appendRows(drawing: drawing, in: tree, to: &rows)
      }
    }
    return rows
  }

  /// Appends this section's header, rows and footer with the chrome of `drawing`.
  private func appendRows(drawing: SectionDrawing, in tree: LayoutTree, to rows: inout [NodeRef]) {
    if let header {
      // A header for a screen reader; inside the label node, which lists recognise as chrome.
      let heading = NodeRef(in: tree, AccessibilityNode(child: header, edit: .addTraits(.isHeader)))
      rows.append(NodeRef(in: tree, SectionLabelNode(heading, indent: drawing.headerIndent)))
    }
    switch drawing {
    case .insetGrouped where !self.rows.isEmpty:
      rows.append(NodeRef(in: tree, SectionChromeNode(.boxTop)))
      rows.append(contentsOf: self.rows.map { NodeRef(in: tree, BoxedRowNode($0)) })
      rows.append(NodeRef(in: tree, SectionChromeNode(.boxBottom)))
    case .grouped where !self.rows.isEmpty:
      rows.append(NodeRef(in: tree, SectionChromeNode(.rule)))
      rows.append(contentsOf: self.rows)
      rows.append(NodeRef(in: tree, SectionChromeNode(.rule)))
    case .columns:
      rows.append(
        contentsOf: self.rows.map { NodeRef(in: tree, PaddingNode(child: $0, insets: CellInsets(leading: 2))) })
    default:
      rows.append(contentsOf: self.rows)
    }
    if let footer { rows.append(NodeRef(in: tree, SectionLabelNode(footer, indent: drawing.footerIndent))) }
  }
}
