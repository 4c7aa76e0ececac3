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
/// the memo's tree (``borrow(_:)``). Trees only keep older trees, so they never form a cycle.
public final class LayoutTree {
  /// The memory blocks, the newest last; nodes are placed from `next` up to `end`.
  private var blocks: [UnsafeMutableRawPointer] = []
  private var next: UnsafeMutableRawPointer? = nil
  private var end: UnsafeMutableRawPointer? = nil
  /// The size of the next block: a tree's first block is small (a preview state is a few
  /// hundred nodes) and each further one twice as big, so a 10,000-row list needs few blocks.
  private var blockSize: Int = 4_096
  /// The nodes that need deinitialising (those holding references), in building order.
  private var owned: [NodeRef] = []
  /// The older trees holding nodes this one's nodes refer to.
  private var borrowed: [LayoutTree] = []
  /// Which render made the tree: nodes of a tree may only refer to nodes of older trees.
  let generation: Int

  /// A new tree; `generation` orders trees, a tree borrowing only from older ones.
  public init(generation: Int = 0) {
    self.generation = generation
  }

  deinit {
    for node in owned { node.type._deinitialize(at: node.address) }
    for block in blocks { block.deallocate() }
  }

  /// Places `node` in the tree and returns a reference to it.
  @inlinable
  public func make<N: LayoutNode>(_ node: consuming N) -> NodeRef {
    let address = place(size: MemoryLayout<N>.size, alignment: MemoryLayout<N>.alignment)
    address.initializeMemory(as: N.self, to: node)
    let ref = NodeRef(type: N.self, address: address)
    if !_isPOD(N.self) { own(ref) }
    return ref
  }

  /// Room for `size` bytes aligned to `alignment`, in the newest block or a new one.
  @usableFromInline
  func place(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
    if let next, let end {
      let aligned = next.alignedUp(toMultipleOf: alignment)
      if aligned + size <= end {
        self.next = aligned + size
        return aligned
      }
    }
    return placeInNewBlock(size: size, alignment: alignment)
  }

  private func placeInNewBlock(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
    let byteCount = max(blockSize, size + alignment)
    if blockSize < 1 << 20 { blockSize *= 2 }
    let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    blocks.append(block)
    let aligned = block.alignedUp(toMultipleOf: alignment)
    next = aligned + size
    end = block + byteCount
    return aligned
  }

  @usableFromInline
  func own(_ node: NodeRef) {
    owned.append(node)
  }

  /// Keeps `tree` alive as long as this one: nodes of this tree refer to nodes in it (a memo
  /// built in an earlier render, reused in this one).
  func borrow(_ tree: LayoutTree) {
    if tree === self { return }
    for kept in borrowed where kept === tree { return }
    borrowed.append(tree)
  }
}

/// A node in a ``LayoutTree``: its type and where its value is. Copying one retains nothing;
/// the tree it points into is kept alive by whoever lays the node out (see ``LayoutTree``).
public struct NodeRef {
  /// The node's type, through which the value at `address` is used.
  @usableFromInline let type: any LayoutNode.Type
  /// Where the node's value is, inside a block of its tree.
  @usableFromInline let address: UnsafeMutableRawPointer

  @usableFromInline
  init(type: any LayoutNode.Type, address: UnsafeMutableRawPointer) {
    self.type = type
    self.address = address
  }

  /// The size the node chooses for `proposal` (see ``LayoutNode/sizeThatFits(_:)``).
  @MainActor public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    type._sizeThatFits(proposal, at: address)
  }

  /// Draws the node into `rect` (see ``LayoutNode/draw(in:on:)``).
  @MainActor public func draw(in rect: Rect, on canvas: inout Canvas) {
    type._draw(in: rect, on: &canvas, at: address)
  }

  /// The node's layout priority (see ``LayoutNode/layoutPriority``).
  @MainActor public var layoutPriority: Double { type._layoutPriority(at: address) }

  /// The node's spacer length, when it is a `Spacer` (see ``LayoutNode/spacerMinLength``).
  @MainActor public var spacerMinLength: Int? { type._spacerMinLength(at: address) }

  /// The node, when it is of type `N`: a copy of its value (for a class, the object).
  @MainActor func `as`<N: LayoutNode>(_: N.Type) -> N? {
    type == N.self ? address.assumingMemoryBound(to: N.self).pointee : nil
  }

  /// Whether the node is of type `N`.
  @MainActor func `is`<N: LayoutNode>(_: N.Type) -> Bool {
    type == N.self
  }

  /// A copy of the node as an existential, for the rare checks against a protocol.
  @MainActor var node: any LayoutNode { type._copy(at: address) }
}

extension LayoutNode {
  // Called on a node's type through `NodeRef`: generic over `Self`, so the node's own methods
  // are called on its value in place, without copying it out of the tree.

  @usableFromInline
  static func _sizeThatFits(_ proposal: ProposedSize, at address: UnsafeMutableRawPointer) -> Size {
    address.assumingMemoryBound(to: Self.self).pointee.sizeThatFits(proposal)
  }

  @usableFromInline
  static func _draw(in rect: Rect, on canvas: inout Canvas, at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.draw(in: rect, on: &canvas)
  }

  @usableFromInline
  static func _layoutPriority(at address: UnsafeMutableRawPointer) -> Double {
    address.assumingMemoryBound(to: Self.self).pointee.layoutPriority
  }

  @usableFromInline
  static func _spacerMinLength(at address: UnsafeMutableRawPointer) -> Int? {
    address.assumingMemoryBound(to: Self.self).pointee.spacerMinLength
  }

  static func _copy(at address: UnsafeMutableRawPointer) -> any LayoutNode {
    address.assumingMemoryBound(to: Self.self).pointee
  }

  nonisolated static func _deinitialize(at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
  }
}
