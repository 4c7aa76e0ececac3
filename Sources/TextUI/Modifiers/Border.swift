/// The line style of a border, drawn with box-drawing characters.
public enum BorderStyle: String, Sendable, CaseIterable {
  /// ┌─┐ │ └─┘
  case single
  /// ╔═╗ ║ ╚═╝
  case double
  /// ╭─╮ │ ╰─╯
  case rounded
  /// ┏━┓ ┃ ┗━┛
  case heavy

  /// top-left, top, top-right, side, bottom-left, bottom-right (bottom uses `top`).
  var pieces: (Character, Character, Character, Character, Character, Character) {
    switch self {
    case .single: ("┌", "─", "┐", "│", "└", "┘")
    case .double: ("╔", "═", "╗", "║", "╚", "╝")
    case .rounded: ("╭", "─", "╮", "│", "╰", "╯")
    case .heavy: ("┏", "━", "┓", "┃", "┗", "┛")
    }
  }
}

/// Surrounds the content with a one-cell box: the outer layer of the box model
/// (content → padding → border). Unlike SwiftUI, whose border is drawn over the view's
/// edge, a terminal border takes its own cells so that it never hides content.
@usableFromInline
struct BorderModifier: LayoutModifier {
  @usableFromInline var style: BorderStyle
  @usableFromInline var color: Color?

  @usableFromInline
  init(style: BorderStyle, color: Color?) {
    self.style = style
    self.color = color
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(
      in: inputs.tree,
      BorderNode(
        child: child, style: style,
        look: Style(foreground: color ?? inputs.environment.foregroundColor)))
  }
}

struct BorderNode: LayoutNode {
  let child: NodeRef
  let style: BorderStyle
  let look: Style
  private static let insets = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

  init(child: NodeRef, style: BorderStyle, look: Style) {
    self.child = child
    self.style = style
    self.look = look
  }
  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = child.sizeThatFits(proposal.inset(by: Self.insets))
    return Size(width: size.width + 2, height: size.height + 2)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect.inset(by: Self.insets), on: &canvas)
    guard rect.width > 0, rect.height > 0 else { return }
    let clip = canvas.clip
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    // Each piece packed once, not once per cell: packing a `Character` looks at its
    // scalars, which costs far more than writing the cell (most of all in a debug build).
    let pieces = style.pieces
    let topLeft = CellSymbol(pieces.0)
    let horizontal = CellSymbol(pieces.1)
    let topRight = CellSymbol(pieces.2)
    let vertical = CellSymbol(pieces.3)
    let bottomLeft = CellSymbol(pieces.4)
    let bottomRight = CellSymbol(pieces.5)
    func put(_ symbol: CellSymbol, _ x: Int, _ y: Int) {
      canvas.buffer.put(symbol, width: 1, x: x, y: y, style: look, clip: clip)
    }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    // The edges a row or a column at a time (the rows and columns do not depend on each other).
    let columns = max(rect.minX + 1, visible.minX)..<max(rect.minX + 1, min(right, visible.maxX))
    canvas.buffer.putLine(horizontal, columns: columns, y: rect.minY, style: look, clip: clip)
    canvas.buffer.putLine(horizontal, columns: columns, y: bottom, style: look, clip: clip)
    let rows = max(rect.minY + 1, visible.minY)..<max(rect.minY + 1, min(bottom, visible.maxY))
    canvas.buffer.putColumn(vertical, x: rect.minX, rows: rows, style: look, clip: clip)
    canvas.buffer.putColumn(vertical, x: right, rows: rows, style: look, clip: clip)
    put(topLeft, rect.minX, rect.minY)
    put(topRight, right, rect.minY)
    put(bottomLeft, rect.minX, bottom)
    put(bottomRight, right, bottom)
  }
}

extension View {
  /// Draws a box of `style` around the view, in `color` or the environment's foreground colour.
  @inlinable public func border(_ style: BorderStyle = .single, color: Color? = nil) -> some View {
    modifier(BorderModifier(style: style, color: color))
  }

  /// SwiftUI's `.border(Color, width:)`: a single line in `color`; a width of 2 or more is heavy.
  @inlinable public func border(_ color: Color, width: Double = 1) -> some View {
    modifier(BorderModifier(style: width >= 2 ? .heavy : .single, color: color))
  }
}
