/// A line a list or form draws around its rows (a section's header, footer, box edge, rule or
/// the gap between sections): not a row, so the "↓ N more rows" count leaves it out.
protocol ListChrome: LayoutNode {}

/// The lines of a section's chrome that are pure decoration, one row high and as wide as offered.
struct SectionChromeNode: ListChrome {
  enum Kind {
    /// A blank line between sections.
    case gap
    /// The top or bottom edge of the rounded box around an inset grouped section's rows.
    case boxTop, boxBottom
    /// A full-width rule above and below a grouped section's rows.
    case rule
  }

  let kind: Kind
  static let style = Style(attributes: .dim)

  init(_ kind: Kind) { self.kind = kind }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: proposal.width ?? 0, height: 1) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    let (left, middle, right): (Character, Character, Character)
    switch kind {
    case .gap: return
    case .boxTop: (left, middle, right) = ("╭", "─", "╮")
    case .boxBottom: (left, middle, right) = ("╰", "─", "╯")
    case .rule: (left, middle, right) = ("─", "─", "─")
    }
    let clip = canvas.clip
    canvas.buffer.fill(
      Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), with: middle, style: Self.style, clip: clip)
    _ = canvas.buffer.put(left, width: 1, x: rect.minX, y: rect.minY, style: Self.style, clip: clip)
    _ = canvas.buffer.put(right, width: 1, x: rect.maxX - 1, y: rect.minY, style: Self.style, clip: clip)
  }
}

/// A section's header or footer, indented to line up with the rows' text.
struct SectionLabelNode: ListChrome {
  let child: NodeRef
  let insets: CellInsets

  init(_ child: NodeRef, indent: Int) {
    self.child = child
    self.insets = CellInsets(leading: indent, trailing: indent)
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    return Size(width: size.width + insets.horizontal, height: size.height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect.inset(by: insets), on: &canvas)
  }
}

/// A row of an inset grouped section: the row between the box's sides, "│ row │".
struct BoxedRowNode: LayoutNode {
  let child: NodeRef
  private static let insets = CellInsets(leading: 2, trailing: 2)

  init(_ child: NodeRef) { self.child = child }

  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = child.sizeThatFits(proposal.inset(by: Self.insets))
    return Size(width: size.width + Self.insets.horizontal, height: size.height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect.inset(by: Self.insets), on: &canvas)
    guard rect.width > 1 else { return }
    let clip = canvas.clip
    let rows = rect.minY..<rect.maxY
    canvas.buffer.putColumn(Self.side, x: rect.minX, rows: rows, style: SectionChromeNode.style, clip: clip)
    canvas.buffer.putColumn(Self.side, x: rect.maxX - 1, rows: rows, style: SectionChromeNode.style, clip: clip)
  }

  /// The box's side, packed once rather than for every row drawn.
  private static let side = CellSymbol("│")
}
