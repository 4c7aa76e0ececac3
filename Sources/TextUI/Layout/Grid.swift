import Foundation

/// A table of rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row, each view in a
/// row is a cell, and every column is as wide as its widest cell. A view in the grid that is
/// not in a `GridRow` (a `Divider`, a heading) is a row of its own spanning all columns.
///
/// Cells sit in their area by `.gridCellAnchor(_:)`, else by their column's
/// `.gridColumnAlignment(_:)` and their row's alignment, else by the grid's `alignment`.
/// A cell spans columns with `.gridCellColumns(_:)`, and with `.gridCellUnsizedAxes(_:)` takes
/// its area's size instead of sizing the column or row. When the columns are wider than the
/// width offered, the widest columns give up cells first (down to their minimum, so text
/// wraps); flexible cells (`Color`, `.frame(maxWidth: .infinity)`) share width left over.
/// Columns are one cell apart and rows touch unless the spacings say otherwise.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Title").bold(); Text("Pages").bold() }
///   Divider()
///   GridRow { Text("Dune"); Text("412").gridColumnAlignment(.trailing) }
/// }
/// ```
public struct Grid<Content: View>: _PrimitiveView {
  /// Where a cell smaller than its area sits, unless the cell, its column or its row says.
  public var alignment: Alignment
  /// The columns between columns, rounded to whole cells; `nil` for one.
  public var horizontalSpacing: CGFloat?
  /// The rows between rows, rounded to whole cells; `nil` for none.
  public var verticalSpacing: CGFloat?
  /// The rows.
  public var content: Content

  /// A grid of `content`'s rows, cells placed by `alignment`, spaced by the given cells.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var children: [NodeRef] = []
    appendNodes(view.content, inputs: inputs.inside(.vertical), into: &children)
    let rows = children.map { child -> GridNode.Row in
      if let row = child.as(GridRowNode.self) { return .cells(row.cells, row.alignment) }
      return .spanning(child)
    }
    nodes.append(
      NodeRef(
        in: inputs.tree,
        GridNode(
          rows: rows, alignment: view.alignment,
          horizontalSpacing: cells(
            view.horizontalSpacing, along: .horizontal, orDefault: HStack<EmptyView>.defaultSpacing),
          verticalSpacing: cells(view.verticalSpacing, along: .vertical, orDefault: VStack<EmptyView>.defaultSpacing))))
  }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: each of its views is a cell, in column order.
/// Outside a grid it lays out as an `HStack`.
public struct GridRow<Content: View>: _PrimitiveView {
  /// How the row's cells line up vertically; `nil` for the grid's alignment.
  public var alignment: VerticalAlignment?
  /// The cells.
  public var content: Content

  /// A row of `content`'s cells, lined up by `alignment`.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var cells: [NodeRef] = []
    appendNodes(view.content, inputs: inputs.inside(.horizontal), into: &cells)
    nodes.append(NodeRef(in: inputs.tree, GridRowNode(cells: cells, alignment: view.alignment, in: inputs.tree)))
  }
}

/// A `GridRow`'s cells for its grid to read; alone, a row laid out as an `HStack`.
struct GridRowNode: LayoutNode {
  let cells: [NodeRef]
  let alignment: VerticalAlignment?
  private var stack: StackNode

  init(cells: [NodeRef], alignment: VerticalAlignment?, in tree: LayoutTree) {
    self.cells = cells
    self.alignment = alignment
    self.stack = StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment ?? .center),
      spacing: HStack<EmptyView>.defaultSpacing, children: cells, in: tree)
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size { stack.sizeThatFits(proposal) }
  mutating func draw(in rect: Rect, on canvas: inout Canvas) { stack.draw(in: rect, on: &canvas) }
}

extension View {
  /// Makes this grid cell span `count` columns, as SwiftUI's `.gridCellColumns(_:)`.
  public func gridCellColumns(_ count: Int) -> some View {
    TraitView(content: self, traits: ViewTraits(gridCellColumns: max(1, count)))
  }

  /// Aligns every cell of this cell's column horizontally by `guide`, as SwiftUI's
  /// `.gridColumnAlignment(_:)`; set it on one cell of the column (usually the first row).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    TraitView(content: self, traits: ViewTraits(gridColumnAlignment: guide))
  }

  /// Places this grid cell at `anchor` of its area (the cell's point at `anchor` on the
  /// area's point at `anchor`), as SwiftUI's `.gridCellAnchor(_:)`.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    TraitView(content: self, traits: ViewTraits(gridCellAnchor: anchor))
  }

  /// Makes this grid cell take its area's size along `axes` instead of sizing its column
  /// (`.horizontal`) or row (`.vertical`), as SwiftUI's `.gridCellUnsizedAxes(_:)`.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    TraitView(content: self, traits: ViewTraits(gridCellUnsizedAxes: axes))
  }
}

/// Lays out a `Grid`: columns sized to their widest cell, rows to their tallest.
struct GridNode: LayoutNode {
  enum Row {
    /// A `GridRow`'s cells and its vertical alignment.
    case cells([NodeRef], VerticalAlignment?)
    /// A view outside any `GridRow`, spanning every column.
    case spanning(NodeRef)
  }

  /// One cell where the layout found it.
  struct Cell {
    var row: Int
    var column: Int
    var span: Int
    var node: NodeRef
    var traits: ViewTraits
  }

  /// The resolved layout for one offered width.
  struct Layout {
    var columns: [Int]
    var rows: [Int]
    var width: Int {
      var sum = 0
      for column in columns { sum += column }
      return sum
    }
  }

  let rows: [Row]
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int
  let cells: [Cell]
  let columnCount: Int
  /// The alignment a column's cells take from `.gridColumnAlignment` on any of them.
  let columnAlignments: [HorizontalAlignment?]
  private var cache: [(width: Int?, layout: Layout)] = []

  init(rows: [Row], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
    self.rows = rows
    self.alignment = alignment
    self.horizontalSpacing = max(0, horizontalSpacing)
    self.verticalSpacing = max(0, verticalSpacing)
    var cells: [Cell] = []
    var columnCount = 0
    for (rowIndex, row) in rows.enumerated() {
      guard case .cells(let nodes, _) = row else { continue }
      var column = 0
      for node in nodes {
        let traits = TraitNode.traits(of: node)
        let span = traits.gridCellColumns ?? 1
        cells.append(Cell(row: rowIndex, column: column, span: span, node: node, traits: traits))
        column += span
      }
      columnCount = max(columnCount, column)
    }
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for cell in cells where cell.span == 1 {
      if let guide = cell.traits.gridColumnAlignment, columnAlignments[cell.column] == nil {
        columnAlignments[cell.column] = guide
      }
    }
    self.cells = cells
    self.columnCount = columnCount
    self.columnAlignments = columnAlignments
  }

  /// The width of columns `start..<start+span` with the spacing between them.
  private mutating func areaWidth(_ columns: [Int], start: Int, span: Int) -> Int {
    var width = 0
    for column in start..<min(columns.count, start + span) { width += columns[column] }
    return width + max(0, min(span, columns.count - start) - 1) * horizontalSpacing
  }

  private var spacingTotal: Int { max(0, columnCount - 1) * horizontalSpacing }

  /// Narrows or widens `columns` to `available` cells in all: when too wide, the widest
  /// column gives up a cell, again and again, down to its minimum; with room to spare,
  /// flexible columns share it, each up to its maximum.
  private static func fit(_ columns: inout [Int], to available: Int, minimum: [Int], maximum: [Int]) {
    var total = 0
    for column in columns { total += column }
    if total > available {
      // Too wide: the widest column gives up a cell, again and again, down to minimums.
      while total > available {
        var widest = -1
        for index in columns.indices where columns[index] > minimum[index] {
          if widest < 0 || columns[index] > columns[widest] { widest = index }
        }
        if widest < 0 { break }
        columns[widest] -= 1
        total -= 1
      }
    } else if total < available {
      // Room to spare: flexible columns share it, each up to its maximum.
      var flexible: [Int] = []
      for index in columns.indices where maximum[index] > columns[index] { flexible.append(index) }
      var spare = available - total
      while spare > 0 && !flexible.isEmpty {
        let share = max(1, spare / flexible.count)
        var next: [Int] = []
        for index in flexible where spare > 0 {
          let grow = min(share, maximum[index] - columns[index], spare)
          columns[index] += grow
          spare -= grow
          if columns[index] < maximum[index] { next.append(index) }
        }
        flexible = next
      }
    }
  }

  private mutating func layout(width offered: Int?) -> Layout {
    for entry in cache where entry.width == offered { return entry.layout }
    var ideal = [Int](repeating: 0, count: columnCount)
    var minimum = [Int](repeating: 0, count: columnCount)
    var maximum = [Int](repeating: 0, count: columnCount)
    for cell in cells where cell.span == 1 && !cell.traits.gridCellUnsizedAxes.contains(.horizontal) {
      ideal[cell.column] = max(ideal[cell.column], cell.node.sizeThatFits(.unspecified).width)
      minimum[cell.column] = max(
        minimum[cell.column], cell.node.sizeThatFits(ProposedSize(width: 0, height: nil)).width)
      maximum[cell.column] = max(
        maximum[cell.column],
        cell.node.sizeThatFits(ProposedSize(width: ProposedSize.infinity, height: nil)).width)
    }
    // A spanning cell (or a view outside any row, which spans all columns) wider than its
    // columns widens the last of them, as the grid must hold it.
    // A flexible spanning cell makes its last column flexible; a view outside any row only
    // spans the grid and never widens it beyond its ideal width (a `Divider` stays as wide
    // as the columns).
    var spanning: [(start: Int, span: Int, width: Int, maximum: Int)] = []
    for cell in cells where cell.span > 1 && !cell.traits.gridCellUnsizedAxes.contains(.horizontal) {
      let maximum = cell.node.sizeThatFits(ProposedSize(width: ProposedSize.infinity, height: nil)).width
      spanning.append((cell.column, cell.span, cell.node.sizeThatFits(.unspecified).width, maximum))
    }
    for row in rows {
      if case .spanning(let node) = row, columnCount > 0 {
        let width = node.sizeThatFits(.unspecified).width
        spanning.append((0, columnCount, width, width))
      }
    }
    for (start, span, width, widest) in spanning where start < columnCount {
      let last = min(columnCount, start + span) - 1
      let others = areaWidth(ideal, start: start, span: span) - ideal[last]
      let excess = width - others - ideal[last]
      if excess > 0 { ideal[last] += excess }
      maximum[last] = max(maximum[last], ideal[last], min(ProposedSize.infinity, widest - others))
    }
    for index in 0..<columnCount {
      minimum[index] = min(minimum[index], ideal[index])
      maximum[index] = max(maximum[index], ideal[index])
    }
    var columns = ideal
    if let offered { Self.fit(&columns, to: offered - spacingTotal, minimum: minimum, maximum: maximum) }
    let width = areaWidth(columns, start: 0, span: columnCount)
    var heights = [Int](repeating: 0, count: rows.count)
    for cell in cells where !cell.traits.gridCellUnsizedAxes.contains(.vertical) {
      let proposal = ProposedSize(width: areaWidth(columns, start: cell.column, span: cell.span), height: nil)
      heights[cell.row] = max(heights[cell.row], cell.node.sizeThatFits(proposal).height)
    }
    for (index, row) in rows.enumerated() {
      if case .spanning(let node) = row {
        heights[index] = node.sizeThatFits(ProposedSize(width: width, height: nil)).height
      }
    }
    let layout = Layout(columns: columns, rows: heights)
    if cache.count == 4 { cache.removeFirst() }
    cache.append((offered, layout))
    return layout
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let layout = layout(width: proposal.width)
    var height = 0
    for row in layout.rows { height += row }
    height += max(0, rows.count - 1) * verticalSpacing
    return Size(width: areaWidth(layout.columns, start: 0, span: columnCount), height: height)
  }

  mutating func draw(in rect: Rect, on canvas: inout Canvas) {
    var layout = layout(width: rect.width)
    if areaWidth(layout.columns, start: 0, span: columnCount) != rect.width {
      // Placed at a width measured for another proposal (a parent's ideal size): that is
      // the layout that gave this size.
      for entry in cache where areaWidth(entry.layout.columns, start: 0, span: columnCount) == rect.width {
        layout = entry.layout
        break
      }
    }
    var columnOffsets: [Int] = []
    var x = 0
    for column in layout.columns {
      columnOffsets.append(x)
      x += column + horizontalSpacing
    }
    let width = areaWidth(layout.columns, start: 0, span: columnCount)
    var rowOffsets: [Int] = []
    var y = 0
    for height in layout.rows {
      rowOffsets.append(y)
      y += height + verticalSpacing
    }
    for (index, row) in rows.enumerated() {
      guard case .spanning(let node) = row else { continue }
      let area = Rect(x: rect.minX, y: rect.minY + rowOffsets[index], width: width, height: layout.rows[index])
      place(node, in: area, alignment: alignment, anchor: TraitNode.traits(of: node).gridCellAnchor, on: &canvas)
    }
    for cell in cells where cell.column < columnCount {
      let area = Rect(
        x: rect.minX + columnOffsets[cell.column], y: rect.minY + rowOffsets[cell.row],
        width: areaWidth(layout.columns, start: cell.column, span: cell.span), height: layout.rows[cell.row])
      var rowAlignment: VerticalAlignment? = nil
      if case .cells(_, let guide) = rows[cell.row] { rowAlignment = guide }
      let horizontal = (cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
      let cellAlignment = Alignment(horizontal: horizontal, vertical: rowAlignment ?? alignment.vertical)
      place(cell.node, in: area, alignment: cellAlignment, anchor: cell.traits.gridCellAnchor, on: &canvas)
    }
  }

  /// Draws `node` at the size it chooses for `area`, placed by `anchor` when set, otherwise
  /// by `alignment`.
  private func place(
    _ node: NodeRef, in area: Rect, alignment: Alignment, anchor: UnitPoint?, on canvas: inout Canvas
  ) {
    var size = node.sizeThatFits(ProposedSize(area.size))
    size.width = min(size.width, area.width)
    size.height = min(size.height, area.height)
    let origin: Point
    if let anchor {
      origin = Point(
        x: area.minX + Int((Double(area.width - size.width) * anchor.x).rounded(.down)),
        y: area.minY + Int((Double(area.height - size.height) * anchor.y).rounded(.down)))
    } else {
      origin = alignment.place(size, in: area)
    }
    node.draw(in: Rect(origin: origin, size: size), on: &canvas)
  }
}
