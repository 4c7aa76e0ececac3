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
    _ nodes: ArraySlice<NodeRef>, drawing: SectionDrawing, groupsLooseRows: Bool, in tree: LayoutTree
  ) -> [NodeRef] {
    // The rows are walked once and chromed as they go, a run of loose rows in place rather
    // than in a section made for it: a list's rows were copied into arrays three times over.
    var hasSection = false
    for node in nodes where node.is(SectionNode.self) {
      hasSection = true
      break
    }
    guard groupsLooseRows || hasSection else { return Array(nodes) }
    var rows: [NodeRef] = []
    rows.reserveCapacity(nodes.count + 2)
    var blockCount = 0
    var looseStart: Int? = nil
    func closeLooseRun(at end: Int) {
      guard let start = looseStart else { return }
      looseStart = nil
      if blockCount > 0, drawing.separatesBlocks { rows.append(NodeRef(in: tree, SectionChromeNode(.gap))) }
      blockCount += 1
      if groupsLooseRows {
        appendRows(header: nil, nodes[start..<end], footer: nil, drawing: drawing, in: tree, to: &rows)
      } else {
        rows.append(contentsOf: nodes[start..<end])
      }
    }
    for index in nodes.indices {
      guard let section = nodes[index].as(SectionNode.self) else {
        if looseStart == nil { looseStart = index }
        continue
      }
      closeLooseRun(at: index)
      if blockCount > 0, drawing.separatesBlocks { rows.append(NodeRef(in: tree, SectionChromeNode(.gap))) }
      blockCount += 1
      appendRows(
        header: section.header, section.rows[...], footer: section.footer, drawing: drawing, in: tree, to: &rows)
    }
    closeLooseRun(at: nodes.endIndex)
    return rows
  }

  /// Appends a section's header, rows and footer with the chrome of `drawing`.
  private static func appendRows(
    header: NodeRef?, _ sectionRows: ArraySlice<NodeRef>, footer: NodeRef?, drawing: SectionDrawing,
    in tree: LayoutTree, to rows: inout [NodeRef]
  ) {
    if let header {
      // A header for a screen reader; inside the label node, which lists recognise as chrome.
      let heading = NodeRef(in: tree, AccessibilityNode(child: header, edit: .addTraits(.isHeader)))
      rows.append(NodeRef(in: tree, SectionLabelNode(heading, indent: drawing.headerIndent)))
    }
    switch drawing {
    case .insetGrouped where !sectionRows.isEmpty:
      rows.append(NodeRef(in: tree, SectionChromeNode(.boxTop)))
      for row in sectionRows { rows.append(NodeRef(in: tree, BoxedRowNode(row))) }
      rows.append(NodeRef(in: tree, SectionChromeNode(.boxBottom)))
    case .grouped where !sectionRows.isEmpty:
      rows.append(NodeRef(in: tree, SectionChromeNode(.rule)))
      rows.append(contentsOf: sectionRows)
      rows.append(NodeRef(in: tree, SectionChromeNode(.rule)))
    case .columns:
      for row in sectionRows { rows.append(NodeRef(in: tree, PaddingNode(child: row, insets: CellInsets(leading: 2)))) }
    default:
      rows.append(contentsOf: sectionRows)
    }
    if let footer { rows.append(NodeRef(in: tree, SectionLabelNode(footer, indent: drawing.footerIndent))) }
  }
}
