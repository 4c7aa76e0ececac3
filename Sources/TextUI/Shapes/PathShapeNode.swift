/// Draws a custom shape's `path(in:)` into cells, one point to a cell: fills paint the cells
/// whose centres the path winds around (non-zero rule), strokes mark with `•` every cell a
/// line of the path crosses. The shape takes the size it is offered, as built-in shapes do.
struct PathShapeNode: LayoutNode {
  let makePath: @MainActor (CGRect) -> Path
  let paint: _ShapeView.Paint
  let foreground: Color?

  init(makePath: @escaping @MainActor (CGRect) -> Path, paint: _ShapeView.Paint, foreground: Color?) {
    self.makePath = makePath
    self.paint = paint
    self.foreground = foreground
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let (width, height) = (rect.size.width, rect.size.height)
    guard width > 0, height > 0 else { return }
    let lines = makePath(CGRect(x: 0, y: 0, width: width, height: height)).polylines()
    func paintCell(_ x: Int, _ y: Int, _ body: (Rect, inout Canvas) -> Void) {
      body(Rect(x: rect.origin.x + x, y: rect.origin.y + y, width: 1, height: 1), &canvas)
    }
    switch paint {
    case .foreground, .fill:
      for y in 0..<height {
        for x in 0..<width where Self.winding(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), lines) != 0 {
          paintCell(x, y) { cell, canvas in
            if case .fill(let color) = paint {
              if let color, color != .clear { canvas.buffer.fill(cell, background: color, clip: canvas.clip) }
            } else {
              canvas.buffer.fill(cell, with: "█", style: Style(foreground: foreground), clip: canvas.clip)
            }
          }
        }
      }
    case .stroke(let color):
      let style = Style(foreground: color == .primary || color == nil ? foreground : color)
      for (x, y) in Self.crossedCells(lines, width: width, height: height) {
        paintCell(x, y) { cell, canvas in canvas.buffer.fill(cell, with: "•", style: style, clip: canvas.clip) }
      }
    }
  }

  /// How many times the subpaths (each taken as closed) wind around `point`.
  static func winding(at point: CGPoint, _ lines: [(points: [CGPoint], closed: Bool)]) -> Int {
    var winding = 0
    for line in lines where line.points.count > 2 {
      for (index, a) in line.points.enumerated() {
        let b = line.points[(index + 1) % line.points.count]
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
        if b.y <= point.y, a.y > point.y, side < 0 { winding -= 1 }
      }
    }
    return winding
  }

  /// The cells the path's lines pass through, in drawing order, each once.
  static func crossedCells(_ lines: [(points: [CGPoint], closed: Bool)], width: Int, height: Int) -> [(Int, Int)] {
    var seen = Set<Int>()
    var cells: [(Int, Int)] = []
    func mark(_ point: CGPoint) {
      let x = min(width - 1, max(0, Int(point.x.rounded(.down))))
      let y = min(height - 1, max(0, Int(point.y.rounded(.down))))
      if seen.insert(y * width + x).inserted { cells.append((x, y)) }
    }
    for line in lines {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      if points.count == 1 { mark(points[0]) }
      for (a, b) in zip(points, points.dropFirst()) {
        let steps = max(1, Int((max(abs(b.x - a.x), abs(b.y - a.y)) * 2).rounded(.up)))
        for step in 0...steps {
          let t = Double(step) / Double(steps)
          mark(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
      }
    }
    return cells
  }
}
