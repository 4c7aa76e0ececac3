/// Right-to-left layout, done as SwiftUI describes it: "SwiftUI horizontally flips the x
/// position of each view within its parent". Flipping every view within its parent is the
/// same as mirroring the whole right-to-left region once, so nodes lay out and draw left to
/// right as always and the region they drew is mirrored when it is done (``Canvas/mirrored(in:_:)``):
/// an `HStack`'s first child lands at the right, `.leading` alignment and padding at the right
/// edge, a `Spacer` pushes the other way, a list row's chevron moves to the left and points
/// left. Each line of text is kept in its order, as it reads the same in either direction, and
/// moves as a block. A left-to-right screen never enters this code.
extension Canvas {
  /// Draws `body` mirrored within `rect`: what `body` draws at column x of `rect` ends up at
  /// the mirrored column, its text lines in order, and the controls, scroll areas, caret and
  /// accessibility frames it records are mirrored with it. Regions nest: a left-to-right view
  /// inside a right-to-left one is mirrored twice, which puts it back as written.
  ///
  /// Drawing outside `rect` in `body` (an offset past the region's edge) is clipped.
  mutating func mirrored(in rect: Rect, _ body: (inout Canvas) -> Void) {
    let axis = rect.minX + rect.maxX
    let firstRun = keptRuns.count
    let firstRegion = regions.count
    let firstTarget = scrollTargets.count
    let firstElement = accessibility.count
    let savedCursor = cursor
    let savedClip = clip
    let savedKeeps = keepsTextOrder
    // What is already in the rectangle (a background drawn before) is mirrored into the
    // coordinates `body` draws in, and mirrored back with it below.
    buffer.mirror(rect, keeping: [])
    let visible = clip.intersection(rect)
    clip = Rect(x: axis - visible.maxX, y: visible.minY, width: visible.width, height: visible.height)
    keepsTextOrder = true
    mirrorDepth += 1
    body(&self)
    mirrorDepth -= 1
    buffer.mirror(rect, keeping: keptRuns[firstRun...])
    clip = savedClip
    keepsTextOrder = savedKeeps
    if let caret = cursor, cursor != savedCursor {
      cursor = Self.mirrored(caret, axis: axis, runs: keptRuns[firstRun...])
    }
    if mirrorDepth == 0 {
      keptRuns.removeAll(keepingCapacity: true)
    } else {
      // Still text to an enclosing mirrored region, where it is now.
      for index in keptRuns.indices.dropFirst(firstRun) {
        let run = keptRuns[index]
        keptRuns[index].minX = axis - run.maxX
        keptRuns[index].maxX = axis - run.minX
      }
    }
    for index in regions.indices.dropFirst(firstRegion) {
      regions[index].rect = regions[index].rect.mirrored(axis: axis)
    }
    for index in scrollTargets.indices.dropFirst(firstTarget) {
      scrollTargets[index].rect = scrollTargets[index].rect.mirrored(axis: axis)
    }
    accessibility.mirrorFrames(from: firstElement, axis: axis)
  }

  /// Notes the cells `minX..<maxX` of row `y`, cut to `clip`, as a line of text that keeps its
  /// order when its region is mirrored.
  mutating func keepOrder(y: Int, minX: Int, maxX: Int, clip: Rect) {
    let from = minX > clip.minX ? minX : clip.minX
    let to = maxX < clip.maxX ? maxX : clip.maxX
    if from < to { keptRuns.append(KeptRun(y: y, minX: from, maxX: to)) }
  }

  /// Where the caret at `point` goes: with the text it is in or just after, so it stays after
  /// the character it follows; anywhere else, to the mirrored cell.
  private static func mirrored(_ point: Point, axis: Int, runs: ArraySlice<KeptRun>) -> Point {
    for run in runs.reversed() where run.y == point.y && point.x >= run.minX && point.x <= run.maxX {
      return Point(x: axis - run.maxX + (point.x - run.minX), y: point.y)
    }
    return Point(x: axis - 1 - point.x, y: point.y)
  }
}

extension Rect {
  /// This rectangle mirrored about the column `axis / 2` (`axis` is the sum of the mirrored
  /// region's left and right edges).
  func mirrored(axis: Int) -> Rect {
    Rect(x: axis - maxX, y: minY, width: width, height: height)
  }
}

/// A view whose layout direction differs from its parent's: drawn mirrored within its frame.
struct MirrorNode: LayoutNode {
  let child: NodeRef
  init(child: NodeRef) { self.child = child }
  var layoutPriority: Double { child.layoutPriority }
  var spacerMinLength: Int? { child.spacerMinLength }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
  func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.mirrored(in: rect) { child.draw(in: rect, on: &$0) }
  }
}

/// Wraps each node appended to `nodes` since `first` in a ``MirrorNode``: what an environment
/// modifier that changes the layout direction (`.environment(\.layoutDirection, _)`, a
/// right-to-left `\.locale`) does to its content. Each node separately: the content's views
/// stay the children of the enclosing stack, which places them in its own direction.
@MainActor @usableFromInline
func mirrorNodes(_ nodes: inout [NodeRef], since first: Int, in tree: LayoutTree) {
  for index in nodes.indices.dropFirst(first) {
    nodes[index] = NodeRef(in: tree, MirrorNode(child: nodes[index]))
  }
}
