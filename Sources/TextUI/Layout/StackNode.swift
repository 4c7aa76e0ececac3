/// Lays children out along an axis with SwiftUI's space-sharing rule.
///
/// With a proposed length, children are served in order of decreasing layout priority and,
/// within a priority, of increasing flexibility (maximum minus minimum length): each gets an
/// equal share of what is left, takes what it wants, and leaves the rest for the more
/// flexible ones. Lower priorities are first guaranteed their minimum lengths. Without a
/// proposal (an ideal size), every child gets its ideal length.
struct StackNode: LayoutNode {
  let axis: Axis
  let alignment: Alignment
  // The small fields first, in the padding after `alignment`: the node takes less room in
  // its tree so.
  /// Whether the axis is horizontal, and where children go across it (0 at the start, 1 in
  /// the middle, 2 at the end): the axis and alignment as layout reads them per child, where
  /// a debug build made every comparison of two enum values a call.
  private let horizontal: Bool
  private let placement: UInt8
  /// How many slots `storage` has: one until a second layout is needed (most stacks are
  /// laid out once: a list's rows, a long column, whose block would otherwise be four times
  /// too big), then `slotCount`.
  private var slotCapacity: UInt8 = 0
  /// How many slots hold a layout.
  private var filled: UInt8 = 0
  /// The slot the next layout goes in: the oldest one once every slot is filled.
  private var nextSlot: UInt8 = 0
  let spacing: Int
  /// The proposal across the axis (-1 for unspecified) that the facts in `storage` were
  /// measured for, sorted in serving order; `Int.min` when there are none. Children answer
  /// the same for the same proposal, so a stack probed along its axis again (a parent's
  /// minimum, maximum and actual proposals) reuses them: four calls a child fewer and no sort.
  private var measuredAcross = Int.min
  /// The width at which this row was found to answer the same for every proposed height
  /// (`Int.min`: none yet), so that a parent probing it for its minimum, maximum and share
  /// heights gets the first layout at that width rather than three.
  private var heightFreeWidth = Int.min
  let children: NodeRefs
  /// The recent layouts, in one block of the node's tree placed on the first layout (a stack
  /// that is never laid out, such as a list row below the screen, takes no room): `slotCapacity` slots
  /// of `children.count + 2` sizes each (the proposal, with -1 for an unspecified length; the
  /// stack's size; each child's size), then room for the per-child facts the space-sharing
  /// rule sorts, when a layout has needed it. One block rather than an array of layouts each
  /// holding an array of sizes: those were allocated on every layout and freed with the node.
  private var storage: UnsafeMutableRawPointer?
  /// Where the tree the node is in places memory: it holds the node's layouts and frees them
  /// with the node. The space rather than the tree, whose unowned reference each layout's
  /// placement retained and released.
  private let space: UnsafeMutablePointer<NodeSpace>

  /// The most recent layouts kept: flexible parents probe with minimum, maximum and actual
  /// proposals, and nested stacks would otherwise redo each other's work exponentially.
  private static let slotCount: UInt8 = 4

  init(axis: Axis, alignment: Alignment, spacing: Int, children: NodeRefs, in tree: LayoutTree) {
    self.init(axis: axis, alignment: alignment, spacing: spacing, children: children, in: tree.space)
  }

  /// A stack of `children` in the tree whose space is `space`.
  init(axis: Axis, alignment: Alignment, spacing: Int, children: NodeRefs, in space: UnsafeMutablePointer<NodeSpace>) {
    self.space = space
    self.axis = axis
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.children = children
    switch axis {
    case .horizontal:
      horizontal = true
      switch alignment.vertical {
      case .top: placement = 0
      case .center: placement = 1
      case .bottom: placement = 2
      }
    case .vertical:
      horizontal = false
      switch alignment.horizontal {
      case .leading: placement = 0
      case .center: placement = 1
      case .trailing: placement = 2
      }
    }
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout(proposal)[1]
  }

  /// The slots, with room for one more layout: made on the first layout, and grown to
  /// `slotCount` slots (and room for the space-sharing rule's facts) on the second.
  private mutating func roomForLayout(sharesSpace: Bool) -> UnsafeMutablePointer<Size> {
    let stride = children.count + 2
    if slotCapacity == 0 {
      storage = Self.allocate(slots: 1, stride: stride, measures: sharesSpace ? children.count : 0, in: space)
      slotCapacity = 1
      measuredAcross = Int.min
    } else if filled == slotCapacity && slotCapacity < Self.slotCount, let old = storage {
      let grown = Self.allocate(slots: Int(Self.slotCount), stride: stride, measures: children.count, in: space)
      grown.assumingMemoryBound(to: Size.self).initialize(
        from: old.assumingMemoryBound(to: Size.self), count: Int(filled) * stride)
      storage = grown
      slotCapacity = Self.slotCount
      measuredAcross = Int.min
    }
    return storage!.assumingMemoryBound(to: Size.self)
  }

  /// A block of `slots` slots of `stride` sizes followed by room for `measures` facts, in
  /// the tree of `space` (the one-slot block a stack outgrows stays there until the tree is freed).
  private static func allocate(
    slots: Int, stride: Int, measures: Int, in space: UnsafeMutablePointer<NodeSpace>
  ) -> UnsafeMutableRawPointer {
    let slotBytes = slots * stride * MemoryLayout<Size>.stride
    let byteCount = slotBytes + measures * MemoryLayout<Measure>.stride
    let alignment = max(MemoryLayout<Size>.alignment, MemoryLayout<Measure>.alignment)
    // In a block of the tree, as `LayoutTree.placeBytes` places it, without reading the tree.
    let block =
      byteCount + alignment <= BlockPool.blockSize / 4
      ? placeInTree(space, size: byteCount, alignment: alignment)
      : space.pointee.tree.placeBytes(byteCount, alignment: alignment)
    block.bindMemory(to: Size.self, capacity: slots * stride)
    (block + slotBytes).bindMemory(to: Measure.self, capacity: measures)
    return block
  }

  /// The room for the space-sharing rule's facts, one per child, after the slots.
  private func measures(after slots: UnsafeMutablePointer<Size>) -> UnsafeMutablePointer<Measure> {
    UnsafeMutableRawPointer(slots + Int(slotCapacity) * (children.count + 2)).assumingMemoryBound(to: Measure.self)
  }

  /// The layout slot for `proposal` (computed unless a recent layout had the same proposal):
  /// the proposal, the stack's size, then every child's size.
  ///
  /// Lengths are read and proposals made field by field with the helpers at the end of this
  /// file rather than through `Axis` subscripts, `min`/`max` and range loops: a debug build
  /// makes each of those a call (comparing two axes was two calls), several per child.
  private mutating func layout(_ proposal: ProposedSize) -> UnsafeMutablePointer<Size> {
    let key = Size(width: proposal.width ?? -1, height: proposal.height ?? -1)
    let count = children.count
    let stride = count + 2
    if let cached = cachedLayout(for: key, in: storage, filled: Int(filled), stride: stride) { return cached }
    let horizontal = self.horizontal
    if horizontal, proposal.width != nil, let kept = layoutForAnyHeight(width: key.width, stride: stride) {
      return kept
    }
    let axisProposal = horizontal ? proposal.width : proposal.height
    let crossProposal = horizontal ? proposal.height : proposal.width
    let slots = roomForLayout(sharesSpace: axisProposal != nil)
    let entry = slots + Int(nextSlot) * stride
    let sizes = entry + 2
    let totalSpacing = count > 1 ? spacing * (count - 1) : 0

    // Loops rather than closures here and below: a closure made in this main-actor node
    // checks its executor on every call, which dominated the cost of layout.
    if let length = axisProposal {
      let across = crossProposal ?? -1
      shareSpace(
        length - totalSpacing, among: children, horizontal, across: crossProposal, measures: measures(after: slots),
        measured: measuredAcross == across, sizes: sizes)
      measuredAcross = across
    } else {
      let childProposal = ProposedSize(horizontal, along: nil, across: crossProposal)
      var index = 0
      while index < count {
        sizes[index] = children[index].sizeThatFits(childProposal)
        index += 1
      }
    }

    var along = totalSpacing
    var across = 0
    var index = 0
    while index < count {
      let size = sizes[index]
      along += size.length(horizontal)
      let crossLength = size.length(!horizontal)
      if crossLength > across { across = crossLength }
      index += 1
    }
    entry[0] = key
    entry[1] = horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    nextSlot = (nextSlot + 1) % Self.slotCount
    if filled < Self.slotCount { filled += 1 }
    return entry
  }

  /// A layout of this row at `width` that holds for every proposed height, if there is one:
  /// one found so before, or the newest layout when its children's sizes did not depend on
  /// the height it was proposed (their widths proposed none and all of it, and their sizes
  /// proposed their shares).
  private mutating func layoutForAnyHeight(width: Int, stride: Int) -> UnsafeMutablePointer<Size>? {
    guard let storage, width >= 0 else { return nil }
    let slots = storage.assumingMemoryBound(to: Size.self)
    if heightFreeWidth == width {
      var slot = 0
      while slot < Int(filled) {
        if slots[slot * stride].width == width { return slots + slot * stride }
        slot += 1
      }
      return nil
    }
    let newest = slots + ((Int(nextSlot) + Int(Self.slotCount) - 1) % Int(Self.slotCount)) * stride
    guard newest[0].width == width else { return nil }
    let measures = measures(after: slots)
    var index = 0
    while index < children.count {
      let measure = measures[index]
      let child = children[measure.index]
      guard child.ignoresProposedHeight(width: 0, widthOnly: true),
        child.ignoresProposedHeight(width: ProposedSize.infinity, widthOnly: true),
        child.ignoresProposedHeight(width: measure.proposed, widthOnly: false)
      else { return nil }
      index += 1
    }
    heightFreeWidth = width
    return newest
  }

  /// A row knows its height holds for every proposed height at a width it found so.
  mutating func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool {
    horizontal && width != nil && heightFreeWidth == width
  }

  /// What the space-sharing rule needs to know about one child.
  fileprivate struct Measure {
    /// The child's position in the stack.
    var index: Int
    var minimum: Int
    var flexibility: Int
    var priority: Double
    var isSpacer: Bool
    /// The width the child was proposed in the newest layout that shared space.
    var proposed = 0
  }

  /// Sorts the `count` measures at `measures` into the order children are served in: higher
  /// priority first, then views before spacers, then less flexible first, then in place order.
  fileprivate nonisolated static func sortInServingOrder(_ measures: UnsafeMutablePointer<Measure>, count: Int) {
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

  mutating func draw(in rect: Rect, on canvas: inout Canvas) {
    // Place children as they were measured for the proposal that gave this size (SwiftUI
    // places subviews with the original proposal): re-proposing the exact size would share
    // it out again, and a column of wrapped texts at natural height would get truncated.
    // The newest such layout wins.
    let stride = children.count + 2
    var entry: UnsafeMutablePointer<Size>? = nil
    if let storage {
      let slots = storage.assumingMemoryBound(to: Size.self)
      let filled = Int(self.filled)
      let newest = Int(nextSlot) - 1 + Int(Self.slotCount)
      var age = 0
      while age < filled {
        let candidate = slots + ((newest - age) % Int(Self.slotCount)) * stride
        if same(candidate[1], rect.size) {
          entry = candidate
          break
        }
        age += 1
      }
    }
    if entry == nil { entry = layout(ProposedSize(rect.size)) }
    let sizes = entry! + 2
    let horizontal = self.horizontal
    let placement = Int(self.placement)
    let crossLength = horizontal ? rect.size.height : rect.size.width
    var offset = horizontal ? rect.origin.x : rect.origin.y
    let count = children.count
    var index = 0
    while index < count {
      let child = children[index]
      let size = sizes[index]
      let length = size.length(horizontal)
      var childCross = size.length(!horizontal)
      if childCross < crossLength {
        // As SwiftUI places subviews: the measured length along the axis and the stack's own
        // length across it, so a divider in a row is as tall as the row.
        let fitted = child.sizeThatFits(ProposedSize(horizontal, along: length, across: crossLength))
          .length(!horizontal)
        childCross = fitted < crossLength ? fitted : crossLength
      }
      let childRect: Rect
      if horizontal {
        let y = rect.origin.y + start(of: childCross, in: crossLength, placement: placement)
        childRect = Rect(offset, y, length, childCross)
      } else {
        let x = rect.origin.x + start(of: childCross, in: crossLength, placement: placement)
        childRect = Rect(x, offset, childCross, length)
      }
      child.draw(in: childRect, on: &canvas)
      offset += length + spacing
      index += 1
    }
  }
}

extension Size {
  /// The width when `horizontal`, the height otherwise.
  @_transparent fileprivate func length(_ horizontal: Bool) -> Int { horizontal ? width : height }
}

extension ProposedSize {
  /// `along` on the horizontal axis when `horizontal` (on the vertical one otherwise) and
  /// `across` on the other, stored as given: an unspecified proposal with both axes set.
  @_transparent fileprivate init(_ horizontal: Bool, along: Int?, across: Int?) {
    if horizontal {
      width = along
      height = across
    } else {
      width = across
      height = along
    }
  }
}

extension Rect {
  /// The rectangle of `width` × `height` cells at column `x`, row `y`, stored field by field:
  /// `init(x:y:width:height:)` is three calls in a debug build, and a stack makes one per child.
  @_transparent fileprivate init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
    origin = Point(x, y)
    size = Size(width, height)
  }
}

extension Point {
  @_transparent fileprivate init(_ x: Int, _ y: Int) {
    self.x = x
    self.y = y
  }
}

extension Size {
  @_transparent fileprivate init(_ width: Int, _ height: Int) {
    self.width = width
    self.height = height
  }
}

/// Whether two sizes are equal (`==` is a call in a debug build).
@_transparent private func same(_ first: Size, _ second: Size) -> Bool {
  first.width == second.width && first.height == second.height
}

/// `max(0, value)`.
@_transparent private func nonNegative(_ value: Int) -> Int { value > 0 ? value : 0 }

/// Where a child of length `child` starts in `container` cells: at the start, centred
/// (rounding towards the start) or at the end, by `placement` 0, 1 or 2, as
/// `HorizontalAlignment` and `VerticalAlignment` place it.
@_transparent private func start(of child: Int, in container: Int, placement: Int) -> Int {
  placement == 0 ? 0 : placement == 1 ? (container - child) / 2 : container - child
}

/// The slot of a recent layout for the proposal `key` among the `filled` slots of `stride`
/// sizes at `storage` (see `StackNode.layout`), if there is one. Transparent, as `shareSpace` is.
@_transparent
private func cachedLayout(
  for key: Size, in storage: UnsafeMutableRawPointer?, filled: Int, stride: Int
) -> UnsafeMutablePointer<Size>? {
  guard let storage else { return nil }
  let slots = storage.assumingMemoryBound(to: Size.self)
  var slot = 0
  while slot < filled {
    let entry = slots + slot * stride
    if same(entry[0], key) { return entry }
    slot += 1
  }
  return nil
}

/// Measures each of `children` (its minimum and flexibility along the axis, proposed
/// `crossProposal` across, its priority and whether it is a spacer) into `measures`, sorted
/// in serving order. Transparent, as `shareSpace` is.
@_transparent @MainActor
private func measure(
  _ children: NodeRefs, _ horizontal: Bool, across crossProposal: Int?,
  into measures: UnsafeMutablePointer<StackNode.Measure>
) {
  let count = children.count
  var index = 0
  while index < count {
    let child = children[index]
    let facts = child.type._stackFacts(horizontal, across: crossProposal, at: child.address)
    (measures + index).initialize(
      to: StackNode.Measure(
        index: index, minimum: facts.minimum, flexibility: facts.maximum - facts.minimum, priority: facts.priority,
        isSpacer: facts.isSpacer))
    index += 1
  }
  // Spacers go after the views of their priority: as in SwiftUI, a spacer only gets what
  // the views around it leave, beyond its minimum length which is kept for it.
  StackNode.sortInServingOrder(measures, count: count)
}

/// Shares `length` (the spacing taken out) among `children`, along the horizontal axis when
/// `horizontal`, with the space-sharing rule, each proposed `crossProposal` across, and stores
/// their sizes in `sizes`; `measures` is room for one fact per child, which already holds
/// them in serving order when `measured`.
///
/// Transparent: a debug build zeroes every local of a function when it is entered (a call
/// each), and these dozens would cost every layout; inlined, they cost nothing.
@_transparent @MainActor
private func shareSpace(
  _ length: Int, among children: NodeRefs, _ horizontal: Bool, across crossProposal: Int?,
  measures: UnsafeMutablePointer<StackNode.Measure>, measured: Bool, sizes: UnsafeMutablePointer<Size>
) {
  let count = children.count
  if !measured { measure(children, horizontal, across: crossProposal, into: measures) }
  var remaining = length
  var position = 0
  while position < count {
    let priority = measures[position].priority
    var groupEnd = position
    while groupEnd < count && measures[groupEnd].priority == priority {
      groupEnd += 1
    }
    // Lower priorities keep at least their minimum length.
    var reserved = 0
    var later = groupEnd
    while later < count {
      reserved += measures[later].minimum
      later += 1
    }
    var available = remaining - reserved
    var spacerReserve = 0
    var viewsLeft = 0
    var member = position
    while member < groupEnd {
      if measures[member].isSpacer { spacerReserve += measures[member].minimum } else { viewsLeft += 1 }
      member += 1
    }
    var left = groupEnd - position
    member = position
    while member < groupEnd {
      let measure = measures[member]
      let share: Int
      if measure.isSpacer {
        share = nonNegative(available) / left
      } else {
        share = nonNegative(available - spacerReserve) / viewsLeft
        viewsLeft -= 1
      }
      let size = children[measure.index].sizeThatFits(
        ProposedSize(horizontal, along: share, across: crossProposal))
      sizes[measure.index] = size
      measures[member].proposed = share
      available -= size.length(horizontal)
      remaining -= size.length(horizontal)
      left -= 1
      member += 1
    }
    position = groupEnd
  }
}

/// What a stack's space sharing reads of one child along its axis (see
/// ``LayoutNode/_stackFacts(_:across:at:)``).
@usableFromInline struct StackFacts {
  /// The child's length along the axis proposed none of it, and proposed all it wants.
  var minimum: Int
  var maximum: Int
  var priority: Double
  var isSpacer: Bool
}

extension LayoutNode {
  // The child's own methods called in place, in the order the stack called them one by one.
  static func _stackFacts(_ horizontal: Bool, across: Int?, at address: UnsafeMutableRawPointer) -> StackFacts {
    let node = address.assumingMemoryBound(to: Self.self)
    let minimum = node.pointee.sizeThatFits(ProposedSize(horizontal, along: 0, across: across)).length(horizontal)
    let maximum = node.pointee.sizeThatFits(ProposedSize(horizontal, along: ProposedSize.infinity, across: across))
      .length(horizontal)
    return StackFacts(
      minimum: minimum, maximum: maximum, priority: node.pointee.layoutPriority,
      isSpacer: node.pointee.spacerMinLength != nil)
  }
}

extension StackNode {
  /// A stack of `children`, their references copied into `tree`.
  init(axis: Axis, alignment: Alignment, spacing: Int, children: [NodeRef], in tree: LayoutTree) {
    self.init(axis: axis, alignment: alignment, spacing: spacing, children: NodeRefs(children, in: tree), in: tree)
  }
}
