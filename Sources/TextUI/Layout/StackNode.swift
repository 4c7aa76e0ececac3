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

  /// The most recent layouts kept: flexible parents probe with minimum, maximum and actual
  /// proposals, and nested stacks would otherwise redo each other's work exponentially.
  private static let slotCount = 4

  // Unchecked: only this node touches its layouts, and no child calls back into it; the
  // run-time exclusivity checks cost more than looking a layout up.
  /// The recent layouts, in one allocation made on the first layout (a stack that is never
  /// laid out, such as a list row below the screen, allocates nothing): `slotCount` slots of
  /// `children.count + 2` sizes each (the proposal, with -1 for an unspecified length; the
  /// stack's size; each child's size), then room for the per-child facts the space-sharing
  /// rule sorts. One block rather than an array of layouts each holding an array of sizes:
  /// those were allocated on every layout and freed with the node.
  /// Not isolated, so that the node's deinit, which runs wherever the last reference goes,
  /// can free it; only the main actor lays the node out.
  @exclusivity(unchecked) nonisolated(unsafe) private var storage: UnsafeMutableRawPointer?
  /// How many slots hold a layout.
  @exclusivity(unchecked) private var filled = 0
  /// The slot the next layout goes in: the oldest one once every slot is filled.
  @exclusivity(unchecked) private var nextSlot = 0

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [any LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.children = children
  }

  deinit {
    storage?.deallocate()
  }

  private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout(proposal)[1]
  }

  /// The layout slots: `slotCount` runs of `children.count + 2` sizes.
  private var slots: UnsafeMutablePointer<Size> {
    if let storage { return storage.assumingMemoryBound(to: Size.self) }
    let slotSizes = Self.slotCount * (children.count + 2)
    let slotBytes = slotSizes * MemoryLayout<Size>.stride
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: slotBytes + children.count * MemoryLayout<Measure>.stride,
      alignment: max(MemoryLayout<Size>.alignment, MemoryLayout<Measure>.alignment))
    block.bindMemory(to: Size.self, capacity: slotSizes)
    (block + slotBytes).bindMemory(to: Measure.self, capacity: children.count)
    storage = block
    return block.assumingMemoryBound(to: Size.self)
  }

  /// The scratch room for the space-sharing rule's facts, one per child, after the slots.
  private func measures(after slots: UnsafeMutablePointer<Size>) -> UnsafeMutablePointer<Measure> {
    UnsafeMutableRawPointer(slots + Self.slotCount * (children.count + 2)).assumingMemoryBound(to: Measure.self)
  }

  /// The layout slot for `proposal` (computed unless a recent layout had the same proposal):
  /// the proposal, the stack's size, then every child's size.
  private func layout(_ proposal: ProposedSize) -> UnsafeMutablePointer<Size> {
    let key = Size(width: proposal.width ?? -1, height: proposal.height ?? -1)
    let count = children.count
    let stride = count + 2
    let slots = self.slots
    var slot = 0
    while slot < filled {
      let entry = slots + slot * stride
      if entry[0] == key { return entry }
      slot += 1
    }
    let entry = slots + nextSlot * stride
    let sizes = entry + 2
    let totalSpacing = count > 1 ? spacing * (count - 1) : 0
    let crossProposal = proposal[cross]

    // Loops rather than closures here and below: a closure made in this main-actor class
    // checks its executor on every call, which dominated the cost of layout.
    if let length = proposal[axis] {
      let measures = measures(after: slots)
      var index = 0
      while index < count {
        let child = children[index]
        var small = ProposedSize(width: nil, height: nil)
        small[axis] = 0
        small[cross] = crossProposal
        var large = small
        large[axis] = ProposedSize.infinity
        let minimum = child.sizeThatFits(small)[axis]
        let maximum = child.sizeThatFits(large)[axis]
        (measures + index).initialize(
          to: Measure(
            index: index, minimum: minimum, flexibility: maximum - minimum, priority: child.layoutPriority,
            isSpacer: child.spacerMinLength != nil))
        index += 1
      }
      // Spacers go after the views of their priority: as in SwiftUI, a spacer only gets what
      // the views around it leave, beyond its minimum length which is kept for it.
      Self.sortInServingOrder(measures, count: count)
      var remaining = length - totalSpacing
      var position = 0
      while position < count {
        let priority = measures[position].priority
        var groupEnd = position
        while groupEnd < count && measures[groupEnd].priority == priority {
          groupEnd += 1
        }
        // Lower priorities keep at least their minimum length.
        var reserved = 0
        for later in groupEnd..<count { reserved += measures[later].minimum }
        var available = remaining - reserved
        var spacerReserve = 0
        var viewsLeft = 0
        for member in position..<groupEnd {
          if measures[member].isSpacer { spacerReserve += measures[member].minimum } else { viewsLeft += 1 }
        }
        var left = groupEnd - position
        for member in position..<groupEnd {
          let measure = measures[member]
          var childProposal = ProposedSize(width: nil, height: nil)
          if measure.isSpacer {
            childProposal[axis] = max(0, available) / left
          } else {
            childProposal[axis] = max(0, available - spacerReserve) / viewsLeft
            viewsLeft -= 1
          }
          childProposal[cross] = crossProposal
          let size = children[measure.index].sizeThatFits(childProposal)
          sizes[measure.index] = size
          available -= size[axis]
          remaining -= size[axis]
          left -= 1
        }
        position = groupEnd
      }
    } else {
      var childProposal = ProposedSize(width: nil, height: nil)
      childProposal[cross] = crossProposal
      var index = 0
      while index < count {
        sizes[index] = children[index].sizeThatFits(childProposal)
        index += 1
      }
    }

    var total = Size.zero
    total[axis] = totalSpacing
    for index in 0..<count {
      let size = sizes[index]
      total[axis] += size[axis]
      total[cross] = max(total[cross], size[cross])
    }
    entry[0] = key
    entry[1] = total
    nextSlot = (nextSlot + 1) % Self.slotCount
    if filled < Self.slotCount { filled += 1 }
    return entry
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

  /// Sorts the `count` measures at `measures` into the order children are served in: higher
  /// priority first, then views before spacers, then less flexible first, then in place order.
  private nonisolated static func sortInServingOrder(_ measures: UnsafeMutablePointer<Measure>, count: Int) {
    func precedes(_ first: Measure, _ second: Measure) -> Bool {
      if first.priority != second.priority { return first.priority > second.priority }
      if first.isSpacer != second.isSpacer { return !first.isSpacer }
      if first.flexibility != second.flexibility { return first.flexibility < second.flexibility }
      return first.index < second.index
    }
    if count > 32 {
      var all = UnsafeMutableBufferPointer(start: measures, count: count)
      all.sort(by: precedes)
      return
    }
    // Insertion sort: stacks usually have a handful of children.
    var position = 1
    while position < count {
      let measure = measures[position]
      var slot = position
      while slot > 0 && precedes(measure, measures[slot - 1]) {
        measures[slot] = measures[slot - 1]
        slot -= 1
      }
      measures[slot] = measure
      position += 1
    }
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    // Place children as they were measured for the proposal that gave this size (SwiftUI
    // places subviews with the original proposal): re-proposing the exact size would share
    // it out again, and a column of wrapped texts at natural height would get truncated.
    // The newest such layout wins.
    let stride = children.count + 2
    var entry: UnsafeMutablePointer<Size>? = nil
    if let storage {
      let slots = storage.assumingMemoryBound(to: Size.self)
      var age = 0
      while age < filled {
        let candidate = slots + ((nextSlot - 1 - age + Self.slotCount) % Self.slotCount) * stride
        if candidate[1] == rect.size {
          entry = candidate
          break
        }
        age += 1
      }
    }
    let sizes = (entry ?? layout(ProposedSize(rect.size))) + 2
    var offset = axis == .horizontal ? rect.minX : rect.minY
    let count = children.count
    var index = 0
    while index < count {
      let child = children[index]
      var size = sizes[index]
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
      index += 1
    }
  }
}
