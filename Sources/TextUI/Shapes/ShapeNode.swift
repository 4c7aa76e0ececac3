/// Draws a shape into the cells it is given: a fill paints every cell, a stroke draws the
/// box outline (a one-row or one-column shape strokes as a line).
struct ShapeNode: LayoutNode {
  let isRounded: Bool
  let paint: _ShapeView.Paint
  let foreground: Color?

  init(isRounded: Bool, paint: _ShapeView.Paint, foreground: Color?) {
    self.isRounded = isRounded
    self.paint = paint
    self.foreground = foreground
  }

  /// SwiftUI's shapes take what they are offered and are 10 points where nothing is offered;
  /// here, one cell.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    guard rect.size.width > 0, rect.size.height > 0 else { return }
    switch paint {
    case .foreground:
      canvas.buffer.fill(rect, with: "█", style: Style(foreground: foreground), clip: canvas.clip)
    case .fill(let color):
      if let color, color != .clear {
        canvas.buffer.fill(rect, background: color, clip: canvas.clip)
      }
    case .stroke(let color):
      stroke(rect, style: Style(foreground: color == .primary || color == nil ? foreground : color), on: &canvas)
    }
  }

  private func stroke(_ rect: Rect, style: Style, on canvas: inout Canvas) {
    let (w, h) = (rect.size.width, rect.size.height)
    if h == 1 || w == 1 {
      canvas.buffer.fill(rect, with: h == 1 ? "─" : "│", style: style, clip: canvas.clip)
      return
    }
    let corners: [Character] = isRounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
    let (x0, y0) = (rect.origin.x, rect.origin.y)
    func line(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ symbol: Character) {
      canvas.buffer.fill(
        Rect(origin: Point(x: x, y: y), size: Size(width: width, height: height)), with: symbol, style: style,
        clip: canvas.clip)
    }
    line(x0 + 1, y0, w - 2, 1, "─")
    line(x0 + 1, y0 + h - 1, w - 2, 1, "─")
    line(x0, y0 + 1, 1, h - 2, "│")
    line(x0 + w - 1, y0 + 1, 1, h - 2, "│")
    line(x0, y0, 1, 1, corners[0])
    line(x0 + w - 1, y0, 1, 1, corners[1])
    line(x0, y0 + h - 1, 1, 1, corners[2])
    line(x0 + w - 1, y0 + h - 1, 1, 1, corners[3])
  }
}
