/// A `Section` inside a list or form: its header, rows and footer, kept apart so that the
/// container can lay the rows out as its own rows (clipping them one by one) and draw the
/// section's chrome around them. Anywhere else (wrapped by a modifier, say) it draws as the
/// three parts stacked.
final class SectionNode: LayoutNode {
  let header: (any LayoutNode)?
  let rows: [any LayoutNode]
  let footer: (any LayoutNode)?
  private lazy var stacked = StackNode(
    axis: .vertical, alignment: .leading, spacing: 0,
    children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 })

  init(header: (any LayoutNode)?, rows: [any LayoutNode], footer: (any LayoutNode)?) {
    self.header = header
    self.rows = rows
    self.footer = footer
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { stacked.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) { stacked.draw(in: rect, on: &canvas) }

  /// The rows of a list or form drawn with `drawing`: sections are opened into header, rows and
  /// footer with the chrome of the style around them. Rows outside any section stay as they
  /// are, unless `groupsLooseRows` (a form) puts each run of them in a section of its own, as
  /// SwiftUI's forms do.
  static func listRows(
    _ nodes: [any LayoutNode], drawing: SectionDrawing, groupsLooseRows: Bool
  ) -> [any LayoutNode] {
    guard groupsLooseRows || nodes.contains(where: { $0 is SectionNode }) else { return nodes }
    var blocks: [SectionNode] = []
    var loose: [any LayoutNode] = []
    var isLoose: [Bool] = []
    func closeLooseRun() {
      guard !loose.isEmpty else { return }
      blocks.append(SectionNode(header: nil, rows: loose, footer: nil))
      isLoose.append(!groupsLooseRows)
      loose = []
    }
    for node in nodes {
      if let section = node as? SectionNode {
        closeLooseRun()
        blocks.append(section)
        isLoose.append(false)
      } else {
        loose.append(node)
      }
    }
    closeLooseRun()
    var rows: [any LayoutNode] = []
    for (index, block) in blocks.enumerated() {
      if index > 0, drawing.separatesBlocks { rows.append(SectionChromeNode(.gap)) }
      if isLoose[index] {
        rows.append(contentsOf: block.rows)
      } else {
        block.appendRows(drawing: drawing, to: &rows)
      }
    }
    return rows
  }

  /// Appends this section's header, rows and footer with the chrome of `drawing`.
  private func appendRows(drawing: SectionDrawing, to rows: inout [any LayoutNode]) {
    if let header { rows.append(SectionLabelNode(header, indent: drawing.headerIndent)) }
    switch drawing {
    case .insetGrouped where !self.rows.isEmpty:
      rows.append(SectionChromeNode(.boxTop))
      rows.append(contentsOf: self.rows.map { BoxedRowNode($0) })
      rows.append(SectionChromeNode(.boxBottom))
    case .grouped where !self.rows.isEmpty:
      rows.append(SectionChromeNode(.rule))
      rows.append(contentsOf: self.rows)
      rows.append(SectionChromeNode(.rule))
    case .columns:
      rows.append(contentsOf: self.rows.map { PaddingNode(child: $0, insets: EdgeInsets(leading: 2)) })
    default:
      rows.append(contentsOf: self.rows)
    }
    if let footer { rows.append(SectionLabelNode(footer, indent: drawing.footerIndent)) }
  }
}
