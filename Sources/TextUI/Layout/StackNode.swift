/// Lays children out along an axis with SwiftUI's space-sharing rule.
///
/// With a proposed length, children are served in order of decreasing layout priority and,
/// within a priority, of increasing flexibility (maximum minus minimum length): each gets an
/// equal share of what is left, takes what it wants, and leaves the rest for the more
/// flexible ones. Lower priorities are first guaranteed their minimum lengths. Without a
/// proposal (an ideal size), every child gets its ideal length.
final class StackNode: LayoutNode {
  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  let children: [any LayoutNode]

  /// Recent layouts: flexible parents probe with minimum, maximum and actual proposals, and
  /// nested stacks would otherwise redo each other's work exponentially.
  private var cache: [(proposal: ProposedSize, sizes: [Size], size: Size)] = []
  private var cachedSizes: [Size] = []
  private var cachedSize = Size.zero

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [any LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.children = children
  }

  private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout(proposal)
    return cachedSize
  }

  /// Computes (and caches for the last proposal) every child's size.
  private func layout(_ proposal: ProposedSize) {
    // Loops rather than closures here and below: a closure made in this main-actor class
    // checks its executor on every call, which dominated the cost of layout.
    for entry in cache where entry.proposal == proposal {
      cachedSizes = entry.sizes
      cachedSize = entry.size
      return
    }
    let count = children.count
    var sizes = [Size](repeating: .zero, count: count)
    let totalSpacing = count > 1 ? spacing * (count - 1) : 0
    let crossProposal = proposal[cross]

    if let length = proposal[axis] {
      // One array of per-child facts, sorted in place into serving order: one allocation on
      // the hottest path of layout rather than one per fact and one for the order.
      var measures: [Measure] = []
      measures.reserveCapacity(count)
      for (index, child) in children.enumerated() {
        var small = ProposedSize(width: nil, height: nil)
        small[axis] = 0
        small[cross] = crossProposal
        var large = small
        large[axis] = ProposedSize.infinity
        let minimum = child.sizeThatFits(small)[axis]
        let maximum = child.sizeThatFits(large)[axis]
        measures.append(
          Measure(
            index: index, minimum: minimum, flexibility: maximum - minimum, priority: child.layoutPriority,
            isSpacer: child.spacerMinLength != nil))
      }
      // Spacers go after the views of their priority: as in SwiftUI, a spacer only gets what
      // the views around it leave, beyond its minimum length which is kept for it.
      Self.sortInServingOrder(&measures)
      var remaining = length - totalSpacing
      var position = 0
      while position < measures.count {
        let priority = measures[position].priority
        var groupEnd = position
        while groupEnd < measures.count && measures[groupEnd].priority == priority {
          groupEnd += 1
        }
        // Lower priorities keep at least their minimum length.
        var reserved = 0
        for measure in measures[groupEnd...] { reserved += measure.minimum }
        var available = remaining - reserved
        var spacerReserve = 0
        var viewsLeft = 0
        for measure in measures[position..<groupEnd] {
          if measure.isSpacer { spacerReserve += measure.minimum } else { viewsLeft += 1 }
        }
        var left = groupEnd - position
        for measure in measures[position..<groupEnd] {
          let index = measure.index
          var childProposal = ProposedSize(width: nil, height: nil)
          if measure.isSpacer {
            childProposal[axis] = max(0, available) / left
          } else {
            childProposal[axis] = max(0, available - spacerReserve) / viewsLeft
            viewsLeft -= 1
          }
          childProposal[cross] = crossProposal
          let size = children[index].sizeThatFits(childProposal)
          sizes[index] = size
          available -= size[axis]
          remaining -= size[axis]
          left -= 1
        }
        position = groupEnd
      }
    } else {
      for (index, child) in children.enumerated() {
        var childProposal = ProposedSize(width: nil, height: nil)
        childProposal[cross] = crossProposal
        sizes[index] = child.sizeThatFits(childProposal)
      }
    }

    var total = Size.zero
    total[axis] = totalSpacing
    for size in sizes {
      total[axis] += size[axis]
      total[cross] = max(total[cross], size[cross])
    }
    cachedSizes = sizes
    cachedSize = total
    if cache.count == 4 {
      cache.removeFirst()
    } else if cache.isEmpty {
      // Room for every entry at once: growing one entry at a time reallocated twice.
      cache.reserveCapacity(4)
    }
    cache.append((proposal, sizes, total))
  }

  /// What the space-sharing rule needs to know about one child.
  private struct Measure {
    /// The child's position in the stack.
    var index: Int
    var minimum: Int
    var flexibility: Int
    var priority: Double
    var isSpacer: Bool
  }

  /// Sorts `measures` into the order children are served in: higher priority first, then
  /// views before spacers, then less flexible first, then in place order.
  private nonisolated static func sortInServingOrder(_ measures: inout [Measure]) {
    func precedes(_ first: Measure, _ second: Measure) -> Bool {
      if first.priority != second.priority { return first.priority > second.priority }
      if first.isSpacer != second.isSpacer { return !first.isSpacer }
      if first.flexibility != second.flexibility { return first.flexibility < second.flexibility }
      return first.index < second.index
    }
    if measures.count > 32 {
      measures.sort(by: precedes)
      return
    }
    // Insertion sort: stacks usually have a handful of children.
    for position in measures.indices.dropFirst() {
      let measure = measures[position]
      var slot = position
      while slot > 0 && precedes(measure, measures[slot - 1]) {
        measures[slot] = measures[slot - 1]
        slot -= 1
      }
      measures[slot] = measure
    }
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    // Place children as they were measured for the proposal that gave this size (SwiftUI
    // places subviews with the original proposal): re-proposing the exact size would share
    // it out again, and a column of wrapped texts at natural height would get truncated.
    var placed = false
    for entry in cache.reversed() where entry.size == rect.size {
      cachedSizes = entry.sizes
      cachedSize = entry.size
      placed = true
      break
    }
    if !placed { layout(ProposedSize(rect.size)) }
    var offset = axis == .horizontal ? rect.minX : rect.minY
    for (index, child) in children.enumerated() {
      var size = cachedSizes[index]
      if size[cross] < rect.size[cross] {
        // As SwiftUI places subviews: the measured length along the axis and the stack's own
        // length across it, so a divider in a row is as tall as the row.
        var proposal = ProposedSize(width: nil, height: nil)
        proposal[axis] = size[axis]
        proposal[cross] = rect.size[cross]
        size[cross] = min(child.sizeThatFits(proposal)[cross], rect.size[cross])
      }
      let childRect: Rect
      if axis == .horizontal {
        let y = rect.minY + alignment.vertical.offset(child: size.height, in: rect.height)
        childRect = Rect(x: offset, y: y, width: size.width, height: size.height)
      } else {
        let x = rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width)
        childRect = Rect(x: x, y: offset, width: size.width, height: size.height)
      }
      child.draw(in: childRect, on: &canvas)
      offset += size[axis] + spacing
    }
  }
}
