/// SwiftUI's `Path`: lines and curves in a rectangle, as a custom `Shape`'s `path(in:)`
/// returns it. TextUI rasterises it into cells, one point to a cell: `.fill` paints every
/// cell whose centre is inside the path (non-zero winding), `.stroke` marks every cell a
/// line passes through with `•`. Curves and arcs are followed in short straight steps.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     var path = Path()
///     path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     path.closeSubpath()
///     return path
///   }
/// }
/// ```
public struct Path: Shape, Equatable {
  /// One drawing instruction.
  enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path built by `build`.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point added, if any.
  public var currentPoint: CGPoint? {
    for element in elements.reversed() {
      switch element {
      case .move(let point), .line(let point): return point
      case .quadCurve(let point, _), .curve(let point, _, _): return point
      case .closeSubpath: continue
      }
    }
    return nil
  }

  /// The smallest rectangle holding every point of the path's lines (control points too).
  public var boundingRect: CGRect {
    let points = elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [point, control]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .closeSubpath: []
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, minY) = (min(minX, point.x), min(minY, point.y))
      (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { elements.append(.move(point)) }

  /// A straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }

  /// Straight lines through `points`, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// A cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Several closed rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// A closed rectangle with rounded corners.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let rx = min(cornerSize.width, rect.width / 2)
    let ry = min(cornerSize.height, rect.height / 2)
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addQuadCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control: CGPoint(x: rect.minX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addQuadCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    closeSubpath()
  }

  /// The closed ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect) {
    let steps = 32
    let points = (0..<steps).map { step in
      let angle = Double(step) / Double(steps) * 2 * .pi
      return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
    }
    addLines(points)
    closeSubpath()
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (angles measured
  /// clockwise from the x axis on screen, as SwiftUI's flipped coordinates do).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    // SwiftUI's `clockwise` is in its flipped coordinates: `true` sweeps with decreasing angles.
    if clockwise, sweep > 0 { sweep -= 2 * .pi }
    if !clockwise, sweep < 0 { sweep += 2 * .pi }
    let steps = max(2, Int((abs(sweep) / (2 * .pi) * 32).rounded(.up)))
    for step in 0...steps {
      let angle = startAngle.radians + sweep * Double(step) / Double(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
    }
  }

  /// Appends the elements of `path`.
  public mutating func addPath(_ path: Path) {
    elements.append(contentsOf: path.elements)
  }

  /// A path is its own shape.
  public func path(in rect: CGRect) -> Path { self }

  /// The path's subpaths as polylines, curves flattened into straight steps, each with
  /// whether it was closed.
  func polylines() -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = []
    func finish(closed: Bool) {
      if !current.isEmpty { result.append((current, closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current = [point]
      case .line(let point):
        current.append(point)
      case .quadCurve(let point, let control):
        let start = current.last ?? point
        for step in 1...8 {
          let t = Double(step) / 8
          let x = (1 - t) * (1 - t) * start.x + 2 * (1 - t) * t * control.x + t * t * point.x
          let y = (1 - t) * (1 - t) * start.y + 2 * (1 - t) * t * control.y + t * t * point.y
          current.append(CGPoint(x: x, y: y))
        }
      case .curve(let point, let c1, let c2):
        let start = current.last ?? point
        for step in 1...12 {
          let t = Double(step) / 12
          let a = (1 - t) * (1 - t) * (1 - t)
          let b = 3 * (1 - t) * (1 - t) * t
          let c = 3 * (1 - t) * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * start.x + b * c1.x + c * c2.x + d * point.x, y: a * start.y + b * c1.y + c * c2.y + d * point.y))
        }
      case .closeSubpath:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }
}
