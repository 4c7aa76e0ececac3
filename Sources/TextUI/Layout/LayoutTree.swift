import Synchronization

/// The nodes of one render, stored by value in blocks of memory the tree owns: building a
/// node is a bump of a pointer, and freeing a render's nodes is freeing a few blocks.
///
/// A node was a class instance of its own, allocated and freed on every render, retained and
/// released each time a container or a memo copied a reference to it. In a tree, nodes are
/// values placed one after another; a ``NodeRef`` (a type and an address) finds one without
/// retaining anything. Blocks are never moved or grown, so a node keeps its address while a
/// `GeometryReader` builds its content into the tree in the middle of laying it out.
///
/// A tree lives as long as a node in it may be laid out: the graph keeps the tree of its last
/// render, a memo keeps the tree its nodes are in, and a tree that reuses a memo's nodes keeps
/// the memo's tree. Trees only keep older trees, so they never form a cycle.
@usableFromInline final class LayoutTree {
  // Unchecked: a tree is built and read on the main actor, and nothing hands its storage out
  // while changing it; the run-time exclusivity checks cost more than placing a node.
  /// The memory blocks, the newest last.
  @exclusivity(unchecked) private var blocks: [UnsafeMutableRawPointer] = []
  /// Where the next node goes and which nodes need deinitialising, in memory of the tree's
  /// own (see ``NodeSpace``).
  @usableFromInline let space: UnsafeMutablePointer<NodeSpace>
  /// Memory of its own for each request too big to share a block (the layouts of a stack of
  /// thousands of rows), freed with the tree.
  @exclusivity(unchecked) private var large: [UnsafeMutableRawPointer] = []
  /// The older trees holding nodes this one's nodes refer to.
  @exclusivity(unchecked) private var borrowed: [LayoutTree] = []
  /// Objects that the inputs of this tree's views refer to without retaining them.
  @exclusivity(unchecked) private var kept: [AnyObject] = []
  /// Which render made the tree: nodes of a tree may only refer to nodes of older trees.
  let generation: Int

  /// A new tree; `generation` orders trees, a tree borrowing only from older ones.
  init(generation: Int = 0) {
    self.generation = generation
    space = UnsafeMutablePointer<NodeSpace>.allocate(capacity: 1)
    let ownedCapacity = 256
    space.initialize(
      to: NodeSpace(
        owned: UnsafeMutablePointer<NodeRef>.allocate(capacity: ownedCapacity), ownedCapacity: ownedCapacity,
        tree: self))
  }

  deinit {
    let owned = space.pointee.owned
    var index = 0
    while index < space.pointee.ownedCount {
      let node = owned[index]
      node.type._deinitialize(node.address)
      index += 1
    }
    owned.deallocate()
    space.deinitialize(count: 1)
    space.deallocate()
    BlockPool.recycle(blocks)
    for block in large { block.deallocate() }
  }

  /// Room for `size` bytes aligned to `alignment` at the start of a new block, when the
  /// newest one is full (or there is none yet).
  @usableFromInline
  func placeInNewBlock(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
    precondition(size + alignment <= BlockPool.blockSize, "a layout node of \(size) bytes does not fit a block")
    let block = BlockPool.take()
    blocks.append(block)
    let aligned = block.alignedUp(toMultipleOf: alignment)
    space.pointee.next = Int(bitPattern: aligned + size)
    space.pointee.end = Int(bitPattern: block + BlockPool.blockSize)
    return aligned
  }

  /// Room for `byteCount` bytes aligned to `alignment`, for something a node keeps (a stack's
  /// layouts), freed with the tree.
  func placeBytes(_ byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer {
    if byteCount + alignment <= BlockPool.blockSize / 4 {
      return placeInTree(space, size: byteCount, alignment: alignment)
    }
    let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: max(alignment, 16))
    large.append(block)
    return block
  }

  /// Keeps `object` alive as long as this tree.
  func keep(_ object: AnyObject) {
    kept.append(object)
  }

  /// Keeps `tree` alive as long as this one: nodes of this tree refer to nodes in it (a memo
  /// built in an earlier render, reused in this one).
  func borrow(_ tree: LayoutTree) {
    if tree === self { return }
    for kept in borrowed where kept === tree { return }
    borrowed.append(tree)
  }
}

/// A handle to one laid-out node, which a view's `_makeNodes` appends: opaque outside
/// TextUI, where it is a node's type and the address of its value in the render's layout
/// tree. Copying one retains nothing; the tree it points into is kept alive by whoever lays
/// the node out.
public struct NodeRef {
  /// The node's type, through which the value at `address` is used.
  @usableFromInline let type: any LayoutNode.Type
  /// Where the node's value is, inside a block of its tree.
  @usableFromInline let address: UnsafeMutableRawPointer

  @_transparent @usableFromInline
  init(type: any LayoutNode.Type, address: UnsafeMutableRawPointer) {
    self.type = type
    self.address = address
  }

  /// The size the node chooses for `proposal` (see ``LayoutNode/sizeThatFits(_:)``).
  @MainActor @_transparent func sizeThatFits(_ proposal: ProposedSize) -> Size {
    type._sizeThatFits(proposal, at: address)
  }

  /// Draws the node into `rect` (see ``LayoutNode/draw(in:on:)``).
  @MainActor @_transparent func draw(in rect: Rect, on canvas: inout Canvas) {
    type._draw(in: rect, on: &canvas, at: address)
  }

  /// The node's layout priority (see ``LayoutNode/layoutPriority``).
  @MainActor var layoutPriority: Double {
    @_transparent get { type._layoutPriority(at: address) }
  }

  /// The node's spacer length, when it is a `Spacer` (see ``LayoutNode/spacerMinLength``).
  @MainActor var spacerMinLength: Int? {
    @_transparent get { type._spacerMinLength(at: address) }
  }

  /// Whether the node's size for `width` is the same for every height (see
  /// ``LayoutNode/ignoresProposedHeight(width:widthOnly:)``).
  @MainActor @_transparent func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool {
    type._ignoresProposedHeight(width: width, widthOnly: widthOnly, at: address)
  }

  /// A copy of the node, when it is of type `N`.
  @MainActor func `as`<N: LayoutNode>(_: N.Type) -> N? {
    type == N.self ? address.assumingMemoryBound(to: N.self).pointee : nil
  }

  /// Whether the node is of type `N`.
  @MainActor func `is`<N: LayoutNode>(_: N.Type) -> Bool {
    type == N.self
  }
}

// Placing a node: free functions and an initialiser rather than methods of the tree, so that
// they can be transparent (a class's methods cannot be): a debug build then places a node of
// a known type with a few instructions rather than a generic call for each step.

/// Where a tree places its next node and which of its nodes need deinitialising: memory the
/// tree allocates for it, found through a plain pointer. Building a node through the tree
/// object read it from the unowned reference of the `_ViewInputs`, which retained and released
/// the tree around every node made.
@usableFromInline struct NodeSpace {
  /// Where the next node goes in the newest block, and where that block ends, as addresses:
  /// integers, whose arithmetic a debug build does inline where pointer methods are calls.
  @usableFromInline var next = 0
  @usableFromInline var end = 0
  /// The nodes that need deinitialising (those holding references), in building order: a
  /// buffer of the tree's own rather than an array, whose `append` a debug build calls as
  /// unspecialised generic code for every node.
  @usableFromInline var owned: UnsafeMutablePointer<NodeRef>
  @usableFromInline var ownedCount = 0
  @usableFromInline var ownedCapacity: Int
  /// The tree this is the space of, which owns it.
  @usableFromInline unowned(unsafe) let tree: LayoutTree

  init(owned: UnsafeMutablePointer<NodeRef>, ownedCapacity: Int, tree: LayoutTree) {
    self.owned = owned
    self.ownedCapacity = ownedCapacity
    self.tree = tree
  }

  /// Doubles the room for nodes that need deinitialising.
  @usableFromInline
  mutating func growOwned() {
    let capacity = ownedCapacity * 2
    let grown = UnsafeMutablePointer<NodeRef>.allocate(capacity: capacity)
    grown.initialize(from: owned, count: ownedCount)
    owned.deallocate()
    owned = grown
    ownedCapacity = capacity
  }
}

/// Room for `size` bytes aligned to `alignment` (a power of two) in the newest block of the
/// tree whose space is `space`, or in a new one.
@_transparent @usableFromInline
func placeInTree(_ space: UnsafeMutablePointer<NodeSpace>, size: Int, alignment: Int) -> UnsafeMutableRawPointer {
  let aligned = (space.pointee.next &+ alignment &- 1) & ~(alignment &- 1)
  if aligned &+ size <= space.pointee.end, let address = UnsafeMutableRawPointer(bitPattern: aligned) {
    space.pointee.next = aligned &+ size
    return address
  }
  return space.pointee.tree.placeInNewBlock(size: size, alignment: alignment)
}

extension NodeRef {
  /// Places `node` in `tree` and refers to it.
  @_transparent
  init<N: LayoutNode>(in tree: LayoutTree, _ node: consuming N) {
    self.init(in: tree.space, node)
  }

  /// Places `node` in the tree whose space is `space` (a view's `inputs.space`: no reference to
  /// retain) and refers to it.
  @_transparent
  init<N: LayoutNode>(in space: UnsafeMutablePointer<NodeSpace>, _ node: consuming N) {
    let address = placeInTree(space, size: MemoryLayout<N>.size, alignment: MemoryLayout<N>.alignment)
    address.bindMemory(to: N.self, capacity: 1).initialize(to: consume node)
    self.init(type: N.self, address: address)
    if !_isPOD(N.self) {
      // Recorded for deinitialising with the tree.
      if space.pointee.ownedCount == space.pointee.ownedCapacity { space.pointee.growOwned() }
      space.pointee.owned[space.pointee.ownedCount] = self
      space.pointee.ownedCount &+= 1
    }
  }
}

extension LayoutNode {
  // The requirements `NodeRef` calls on a node's type (see `LayoutNode`), each node type's
  // witness being these defaults specialised for it: the node's own methods are called on
  // its value in place, without copying it out of the tree.

  static func _sizeThatFits(_ proposal: ProposedSize, at address: UnsafeMutableRawPointer) -> Size {
    address.assumingMemoryBound(to: Self.self).pointee.sizeThatFits(proposal)
  }

  static func _draw(in rect: Rect, on canvas: inout Canvas, at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.draw(in: rect, on: &canvas)
  }

  static func _layoutPriority(at address: UnsafeMutableRawPointer) -> Double {
    address.assumingMemoryBound(to: Self.self).pointee.layoutPriority
  }

  static func _spacerMinLength(at address: UnsafeMutableRawPointer) -> Int? {
    address.assumingMemoryBound(to: Self.self).pointee.spacerMinLength
  }

  static func _ignoresProposedHeight(width: Int?, widthOnly: Bool, at address: UnsafeMutableRawPointer) -> Bool {
    address.assumingMemoryBound(to: Self.self).pointee.ignoresProposedHeight(width: width, widthOnly: widthOnly)
  }

  nonisolated static func _deinitialize(_ address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
  }
}

/// The memory blocks of freed trees, kept for the next trees: a preview run renders one
/// tree per state, and allocating and freeing its blocks each time made the allocator merge
/// and split the same memory over and over.
enum BlockPool {
  /// The size of every block: a screen's nodes fit in a few.
  static let blockSize = 16_384
  /// How many free blocks are kept; more are freed.
  static let capacity = 64

  private struct Blocks: @unchecked Sendable {
    var free: [UnsafeMutableRawPointer] = []
  }
  // Trees are built on the main actor but may be freed wherever their last reference goes.
  private static let pool = Mutex(Blocks())

  /// A block, from the pool when it has one.
  static func take() -> UnsafeMutableRawPointer {
    pool.withLock { $0.free.popLast() }
      ?? UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
  }

  /// Returns `blocks` to the pool, freeing those it has no room for.
  static func recycle(_ blocks: [UnsafeMutableRawPointer]) {
    if blocks.isEmpty { return }
    let kept = Blocks(free: blocks)
    let room = pool.withLock { pool in
      let room = min(kept.free.count, max(0, capacity - pool.free.count))
      pool.free.append(contentsOf: kept.free.prefix(room))
      return room
    }
    for block in blocks.dropFirst(room) { block.deallocate() }
  }
}

/// References to nodes, kept in a tree's memory rather than in an array of their own: a
/// stack's children, or what a custom view's memo keeps of its nodes, allocated and freed
/// with the tree instead of once per container or composite view per render. Valid as long as
/// the tree that stored them.
@usableFromInline
struct NodeRefs: RandomAccessCollection {
  /// The first reference (an aligned dangling address when there are none).
  @usableFromInline let base: UnsafePointer<NodeRef>
  @usableFromInline let count: Int

  /// The references of `refs` from index `first` on, copied into `tree`.
  @usableFromInline
  init(_ refs: [NodeRef], from first: Int = 0, in tree: LayoutTree) {
    self.init(refs, from: first, in: tree.space)
  }

  /// The references of `refs` from index `first` on, copied into the tree whose space is `space`.
  @usableFromInline
  init(_ refs: [NodeRef], from first: Int = 0, in space: UnsafeMutablePointer<NodeSpace>) {
    let count = refs.count - first
    self.count = count
    if count == 0 {
      base = UnsafePointer(bitPattern: MemoryLayout<NodeRef>.alignment).unsafelyUnwrapped
      return
    }
    let stored = Self.storage(count, in: space)
    refs.withUnsafeBufferPointer { stored.initialize(from: $0.baseAddress.unsafelyUnwrapped + first, count: count) }
    base = UnsafePointer(stored)
  }

  /// Room for `count` references in the tree whose space is `space`.
  @usableFromInline
  static func storage(_ count: Int, in space: UnsafeMutablePointer<NodeSpace>) -> UnsafeMutablePointer<NodeRef> {
    let byteCount = count * MemoryLayout<NodeRef>.stride
    let memory =
      byteCount + MemoryLayout<NodeRef>.alignment <= BlockPool.blockSize / 4
      ? placeInTree(space, size: byteCount, alignment: MemoryLayout<NodeRef>.alignment)
      : space.pointee.tree.placeBytes(byteCount, alignment: MemoryLayout<NodeRef>.alignment)
    return memory.bindMemory(to: NodeRef.self, capacity: count)
  }

  /// The `count` references at `base`, stored in a tree.
  @usableFromInline init(base: UnsafeMutablePointer<NodeRef>, count: Int) {
    self.base = UnsafePointer(base)
    self.count = count
  }

  @usableFromInline var startIndex: Int { 0 }
  @usableFromInline var endIndex: Int { count }
  @usableFromInline subscript(position: Int) -> NodeRef { base[position] }
}

/// Moves the nodes appended to `nodes` since index `first` into `tree`: a container's
/// children, built at the end of their parent's array (whose capacity has grown already) and
/// kept in the tree, where an array of their own was an allocation per container per render.
@usableFromInline
func takeNodes(from nodes: inout [NodeRef], since first: Int, in space: UnsafeMutablePointer<NodeSpace>) -> NodeRefs {
  // Copied out of the array in place, which passing the array on by value retained; removed
  // one at a time, as a stack has a handful of children, where `removeLast(_:)` replaces a
  // subrange, which costs more.
  let count = nodes.count - first
  if count == 0 { return NodeRefs([], in: space) }
  let stored = NodeRefs.storage(count, in: space)
  nodes.withUnsafeBufferPointer { stored.initialize(from: $0.baseAddress.unsafelyUnwrapped + first, count: count) }
  while nodes.count > first { nodes.removeLast() }
  return NodeRefs(base: stored, count: count)
}
