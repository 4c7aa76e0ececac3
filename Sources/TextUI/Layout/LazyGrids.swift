import Foundation

/// A grid that fills rows left to right, its columns described by `GridItem`s, as SwiftUI's
/// `LazyVGrid`. A snapshot renders everything visible, so laziness has no visible effect.
///
/// Columns are resolved from the width the grid is offered (fixed columns first, then
/// flexible and adaptive ones share the rest); each row is as tall as its tallest cell, and
/// each cell sits in its column by the `GridItem`'s alignment (centred by default). As in
/// SwiftUI, the grid takes all the width it is offered and places its columns in it by
/// `alignment`. Columns are one cell apart and rows touch unless `spacing` says otherwise.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 14))], spacing: 1) {
///   ForEach(books) { book in BookTile(book: book) }
/// }
/// ```
public struct LazyVGrid<Content: View>: _PrimitiveView {
  /// The columns, leading to trailing.
  public var columns: [GridItem]
  /// Where the columns sit when they are narrower than the grid.
  public var alignment: HorizontalAlignment
  /// The rows between rows, rounded to whole cells; `nil` for none.
  public var spacing: CGFloat?
  /// The views pinned while scrolling; accepted, no visible effect in a snapshot.
  public var pinnedViews: PinnedScrollableViews
  /// The cells, in reading order.
  public var content: Content

  /// A grid with `columns`, rows `spacing` apart, its cells built from `content`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var children: [NodeRef] = []
    appendNodes(view.content, inputs: inputs.inside(nil), into: &children)
    nodes.append(
      NodeRef(
        in: inputs.tree,
        LazyGridNode(
          trackAxis: .horizontal, items: view.columns,
          alignment: Alignment(horizontal: view.alignment, vertical: .top),
          lineSpacing: cells(view.spacing, along: .vertical, orDefault: VStack<EmptyView>.defaultSpacing),
          trackSpacing: HStack<EmptyView>.defaultSpacing, children: children)))
  }
}

/// A grid that fills columns top to bottom, its rows described by `GridItem`s, as SwiftUI's
/// `LazyHGrid`, usually inside `ScrollView(.horizontal)`. The mirror of ``LazyVGrid``: rows
/// are resolved from the height the grid is offered (a natural-height render offers none, so
/// flexible and adaptive rows take their minimum), each column is as wide as its widest
/// cell, and columns are `spacing` cells apart (one by default).
public struct LazyHGrid<Content: View>: _PrimitiveView {
  /// The rows, top to bottom.
  public var rows: [GridItem]
  /// Where the rows sit when they are shorter than the grid.
  public var alignment: VerticalAlignment
  /// The columns between columns, rounded to whole cells; `nil` for one.
  public var spacing: CGFloat?
  /// The views pinned while scrolling; accepted, no visible effect in a snapshot.
  public var pinnedViews: PinnedScrollableViews
  /// The cells, in column order.
  public var content: Content

  /// A grid with `rows`, columns `spacing` apart, its cells built from `content`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var children: [NodeRef] = []
    appendNodes(view.content, inputs: inputs.inside(nil), into: &children)
    nodes.append(
      NodeRef(
        in: inputs.tree,
        LazyGridNode(
          trackAxis: .vertical, items: view.rows,
          alignment: Alignment(horizontal: .leading, vertical: view.alignment),
          lineSpacing: cells(view.spacing, along: .horizontal, orDefault: HStack<EmptyView>.defaultSpacing),
          trackSpacing: VStack<EmptyView>.defaultSpacing, children: children)))
  }
}

/// The node of both lazy grids. Tracks (columns of a `LazyVGrid`) run across `trackAxis`;
/// children fill one line (a row of a `LazyVGrid`) track by track, then the next line.
struct LazyGridNode: LayoutNode {
  let trackAxis: Axis
  let items: [GridItem]
  let alignment: Alignment
  let lineSpacing: Int
  let trackSpacing: Int
  let children: [NodeRef]

  init(
    trackAxis: Axis, items: [GridItem], alignment: Alignment, lineSpacing: Int, trackSpacing: Int,
    children: [NodeRef]
  ) {
    self.trackAxis = trackAxis
    self.items = items
    self.alignment = alignment
    self.lineSpacing = max(0, lineSpacing)
    self.trackSpacing = max(0, trackSpacing)
    self.children = children
  }

  private var lineAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

  /// The tracks for an offered length; an unbounded offer resolves like no offer, so a
  /// parent probing for the maximum does not make billions of adaptive tracks.
  private func tracks(for offered: Int?) -> GridTracks {
    let available = offered.flatMap { $0 >= ProposedSize.infinity ? nil : $0 }
    return GridTracks.resolve(items, along: trackAxis, available: available, defaultSpacing: trackSpacing)
  }

  /// Each cell's size and each line's length, for `tracks`.
  private func measure(_ tracks: GridTracks) -> (cells: [Size], lines: [Int]) {
    let perLine = max(1, tracks.lengths.count)
    var sizes: [Size] = []
    sizes.reserveCapacity(children.count)
    var lines: [Int] = []
    for (index, child) in children.enumerated() {
      var proposal = ProposedSize(width: nil, height: nil)
      proposal[trackAxis] = tracks.lengths.isEmpty ? nil : tracks.lengths[index % perLine]
      var size = child.sizeThatFits(proposal)
      if let length = proposal[trackAxis] { size[trackAxis] = min(size[trackAxis], length) }
      sizes.append(size)
      if index % perLine == 0 { lines.append(0) }
      lines[lines.count - 1] = max(lines[lines.count - 1], size[lineAxis])
    }
    return (sizes, lines)
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let tracks = tracks(for: proposal[trackAxis])
    let lines = measure(tracks).lines
    var size = Size.zero
    size[trackAxis] = max(tracks.total, proposal[trackAxis] ?? 0)
    var length = 0
    for line in lines { length += line }
    size[lineAxis] = length + max(0, lines.count - 1) * lineSpacing
    return size
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let tracks = tracks(for: rect.size[trackAxis])
    let (sizes, lines) = measure(tracks)
    let offsets = tracks.offsets
    let perLine = max(1, tracks.lengths.count)
    // The block of tracks is placed in the grid by the grid's alignment.
    let start =
      trackAxis == .horizontal
      ? alignment.horizontal.offset(child: tracks.total, in: rect.width)
      : alignment.vertical.offset(child: tracks.total, in: rect.height)
    var lineOffset = 0
    for (lineIndex, lineLength) in lines.enumerated() {
      for track in 0..<perLine {
        let index = lineIndex * perLine + track
        guard index < children.count, track < tracks.lengths.count else { break }
        var area = Size.zero
        area[trackAxis] = tracks.lengths[track]
        area[lineAxis] = lineLength
        var origin = Point(x: rect.minX, y: rect.minY)
        if trackAxis == .horizontal {
          origin.x += start + offsets[track]
          origin.y += lineOffset
        } else {
          origin.y += start + offsets[track]
          origin.x += lineOffset
        }
        let cellAlignment = tracks.alignments[track] ?? .center
        let size = sizes[index]
        let placed = cellAlignment.place(size, in: Rect(origin: origin, size: area))
        children[index].draw(in: Rect(origin: placed, size: size), on: &canvas)
      }
      lineOffset += lineLength + lineSpacing
    }
  }
}
