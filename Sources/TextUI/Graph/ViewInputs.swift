/// What a view receives from its parent while it is turned into layout nodes: the
/// environment, its identity in the graph, and the axis of the enclosing stack.
/// Not for use outside TextUI; custom views never see it.
public struct _ViewInputs {
  /// The environment this view reads.
  public var environment: EnvironmentValues
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
    self.environment = environment
    self.graph = graph
    self.tree = tree
    self.space = tree.space
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
