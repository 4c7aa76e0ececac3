/// What a view receives from its parent while it is turned into layout nodes: the
/// environment, its identity in the graph, and the axis of the enclosing stack.
/// Not for use outside TextUI; custom views never see it.
///
/// The inputs are plain values, copied for every child without a retain: the environment is
/// not held here but in the render's tree, which the inputs point into (see `environment`).
public struct _ViewInputs {
  /// The environment this view reads.
  ///
  /// Kept in the tree the inputs build in, at `environmentSlot`: copying the inputs, several
  /// times a view, copies a pointer rather than the environment, whose copy retained its key
  /// chain and whose outlined copy and destroy cost more than the rest of a child's inputs.
  /// Changing it places the changed environment in the tree, a slot of its own, so the other
  /// copies of the inputs still see theirs: slots never change once placed. The tree frees
  /// them with its nodes; inputs are used only while their tree is alive (see `scopedReference`).
  public var environment: EnvironmentValues {
    @_transparent unsafeAddress { UnsafePointer(environmentSlot) }
    @_transparent unsafeMutableAddress {
      environmentSlot = placeEnvironment(copying: environmentSlot, in: space)
      return environmentSlot
    }
  }
  /// Where `environment` is, in the tree of `space`.
  @usableFromInline var environmentSlot: UnsafeMutablePointer<EnvironmentValues>
  /// The graph rendering. Unowned: every view builds its nodes while the graph renders (a
  /// `GeometryReader`'s content too, during the render's layout), and effects that outlive
  /// the call run in later renders of the same graph; each copy of the inputs (several per
  /// view) retained and released it.
  @usableFromInline unowned(unsafe) let graph: ViewGraph
  /// The tree this render's nodes are placed in. Unowned: the graph keeps it for the render
  /// (and a view that builds its content later, such as a `GeometryReader`, lives in it).
  @usableFromInline unowned(unsafe) let tree: LayoutTree
  /// Where `tree` places nodes: views build their nodes through it, without the retain and
  /// release that reading the unowned `tree` costs.
  @usableFromInline let space: UnsafeMutablePointer<NodeSpace>
  /// Structural identity: the path of child positions and explicit IDs from the root.
  @usableFromInline var identity: ViewIdentity
  /// The axis of the nearest enclosing stack, which decides which way spacers and dividers go.
  @usableFromInline var axis: Axis?
  /// The inputs only a few containers set, kept out of line: every view copies its inputs
  /// for each child, and three existentials inline would triple what each copy moves and
  /// retains. `nil` (the usual case) when none of them is set. Unowned, as `tree` is, which
  /// keeps them: inputs are used only while their tree is alive (nodes built later, such as a
  /// `GeometryReader`'s content, keep their inputs in the tree itself). `Unmanaged` rather
  /// than `unowned(unsafe)`: testing an unowned reference for `nil` loads it strong, a retain
  /// and a release for every view built.
  @usableFromInline private(set) var scopedReference: Unmanaged<ScopedInputs>?

  /// The rarely set inputs, when any is set.
  private var scoped: ScopedInputs? {
    get { scopedReference?.takeUnretainedValue() }
    set { scopedReference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// Whether any of the rarely set inputs (list selection, implicit tag type, child collector)
  /// is set.
  @inlinable var hasScopedInputs: Bool { scopedReference != nil }

  /// Set by a selectable `List` for the `ForEach` that makes its rows; cleared below them.
  var listSelection: (any ListSelection)? {
    get { scoped?.listSelection }
    set {
      scoped = ScopedInputs.make(
        listSelection: newValue, implicitTagType: implicitTagType, childCollector: childCollector, in: tree)
    }
  }
  /// Set by a `Picker` for the views that make its options: a `ForEach` whose IDs are of
  /// this type tags each element's view with its ID. Cleared below the options.
  var implicitTagType: (any TagValueType)? {
    get { scoped?.implicitTagType }
    set {
      scoped = ScopedInputs.make(
        listSelection: listSelection, implicitTagType: newValue, childCollector: childCollector, in: tree)
    }
  }
  /// Set by a container that takes its children one view at a time (a `TabView`); cleared
  /// by the collector for the views it builds.
  @usableFromInline var childCollector: (any ChildCollector)? {
    get { scoped?.childCollector }
    set {
      scoped = ScopedInputs.make(
        listSelection: listSelection, implicitTagType: implicitTagType, childCollector: newValue, in: tree)
    }
  }

  init(environment: EnvironmentValues, graph: ViewGraph, tree: LayoutTree, identity: ViewIdentity, axis: Axis?) {
    self.graph = graph
    self.tree = tree
    self.space = tree.space
    self.environmentSlot = withUnsafePointer(to: environment) { placeEnvironment(copying: $0, in: tree.space) }
    self.identity = identity
    self.axis = axis
  }

  /// Inputs for the child at `index` of a builder block.
  @usableFromInline func child(_ index: Int) -> _ViewInputs {
    var inputs = self
    inputs.identity = identity.appending(UInt64(bitPattern: Int64(index)))
    return inputs
  }

  /// Inputs for the child with an explicit ID (`ForEach`, `.id(_:)`).
  func child<ID: Hashable>(_ id: ID) -> _ViewInputs {
    var inputs = self
    inputs.identity = identity.appending(Self.component(id))
    return inputs
  }

  /// Makes these the inputs of the child with `id` below `parent`, as `child(_:)` would,
  /// without copying anything else: for loops that build many children from one copy.
  @inlinable mutating func becomeChild<ID: Hashable>(_ id: ID, of parent: ViewIdentity) {
    identity = parent.appending(Self.component(id))
  }

  /// The path component of an explicit ID. An `Int` (the ID of most `ForEach` loops: ranges,
  /// indices, database keys) is its own component, distinct for distinct IDs, where its
  /// `hashValue` ran the hasher for each element; other IDs are hashed.
  @inlinable static func component<ID: Hashable>(_ id: ID) -> UInt64 {
    let bits: Int
    if ID.self == Int.self {
      bits = unsafeBitCast(id, to: Int.self)
    } else {
      bits = id.hashValue
    }
    return UInt64(bitPattern: Int64(bits)) ^ 0x9E37_79B9_7F4A_7C15
  }

  /// Inputs for the content of a stack laid out along `axis`.
  @usableFromInline func inside(_ axis: Axis?) -> _ViewInputs {
    var inputs = self
    inputs.axis = axis
    return inputs
  }
}

/// Places a copy of the environment at `environment` in the tree whose space is `space`, freed
/// with the tree: the slot of a `_ViewInputs` whose environment was set or changed. Copied
/// from where it is, which passing it by value copied once more.
@usableFromInline
func placeEnvironment(
  copying environment: UnsafePointer<EnvironmentValues>, in space: UnsafeMutablePointer<NodeSpace>
) -> UnsafeMutablePointer<EnvironmentValues> {
  let address = placeInTree(
    space, size: MemoryLayout<EnvironmentValues>.size, alignment: MemoryLayout<EnvironmentValues>.alignment)
  let slot = address.bindMemory(to: EnvironmentValues.self, capacity: 1)
  slot.initialize(to: environment.pointee)
  // Recorded for deinitialising with the tree, as a node holding references is.
  if space.pointee.ownedCount == space.pointee.ownedCapacity { space.pointee.growOwned() }
  space.pointee.owned[space.pointee.ownedCount] = NodeRef(type: EnvironmentSlot.self, address: address)
  space.pointee.ownedCount &+= 1
  return slot
}

/// The type a tree deinitialises an environment slot through (see `placeEnvironment`): the
/// tree frees what it owns through node types, and a slot is an `EnvironmentValues` that no
/// container lays out. Never made; it has no cases.
enum EnvironmentSlot: LayoutNode {
  func sizeThatFits(_ proposal: ProposedSize) -> Size { switch self {} }
  func draw(in rect: Rect, on canvas: inout Canvas) { switch self {} }

  nonisolated static func _deinitialize(_ address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: EnvironmentValues.self).deinitialize(count: 1)
  }
}

/// The rarely set inputs of `_ViewInputs`, shared by every copy below the container that
/// set them; never changed after creation, so sharing is safe.
@usableFromInline final class ScopedInputs {
  let listSelection: (any ListSelection)?
  let implicitTagType: (any TagValueType)?
  let childCollector: (any ChildCollector)?

  private init(
    listSelection: (any ListSelection)?, implicitTagType: (any TagValueType)?, childCollector: (any ChildCollector)?
  ) {
    self.listSelection = listSelection
    self.implicitTagType = implicitTagType
    self.childCollector = childCollector
  }

  /// The shared inputs holding these values, kept by `tree`, or `nil` when none is set.
  static func make(
    listSelection: (any ListSelection)?, implicitTagType: (any TagValueType)?, childCollector: (any ChildCollector)?,
    in tree: LayoutTree
  ) -> ScopedInputs? {
    if listSelection == nil && implicitTagType == nil && childCollector == nil { return nil }
    let scoped = ScopedInputs(
      listSelection: listSelection, implicitTagType: implicitTagType, childCollector: childCollector)
    tree.keep(scoped)
    return scoped
  }
}

/// The identity of a view in the graph: a hash of its structural path from the root.
/// State, tasks and subscriptions are kept per identity, as SwiftUI keeps them per view.
@usableFromInline
struct ViewIdentity: Hashable, Sendable {
  @usableFromInline var value: UInt64

  static let root = ViewIdentity(value: 0xCBF2_9CE4_8422_2325)

  @usableFromInline init(value: UInt64) {
    self.value = value
  }

  /// The identity of a child: a splitmix64 step over (parent, component), so paths that
  /// differ anywhere give different identities.
  @inlinable func appending(_ component: UInt64) -> ViewIdentity {
    var z = value &+ component &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return ViewIdentity(value: z ^ (z >> 31))
  }
}
