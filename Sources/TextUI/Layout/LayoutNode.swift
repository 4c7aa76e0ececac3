/// The one protocol of layout: something that can say how big it wants to be for a proposed
/// size and then draw itself into a rectangle, following SwiftUI's protocol (the parent
/// proposes, the child chooses, the parent places).
@MainActor
///
/// Nodes live in a ``LayoutTree`` and are reached through a ``NodeRef``. Both methods are
/// `mutating` so that a node that is a value may keep what it measured, in place in its tree.
@usableFromInline protocol LayoutNode {
  /// The size this node chooses for `proposal`. Called several times with different
  /// proposals by flexible parents; must not draw.
  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size

  /// Draws into `rect`, which the parent sized with a size this node chose.
  mutating func draw(in rect: Rect, on canvas: inout Canvas)

  /// Stacks give space to higher priorities first (`.layoutPriority(_:)`). A `mutating get`
  /// (any getter satisfies it) so that it is read in place in the tree: a debug build copies
  /// a whole node, retaining each reference it holds, to call a plain getter through a pointer.
  var layoutPriority: Double { mutating get }

  /// Whether this node is a `Spacer` with this minimum length, so stacks can skip spacing
  /// decisions SwiftUI makes for spacers. A `mutating get`, as `layoutPriority` is.
  var spacerMinLength: Int? { mutating get }

  /// Whether ``sizeThatFits(_:)`` with `width` proposed answers the same for every proposed
  /// height (only the same width, when `widthOnly`): a row laid out for one height is then
  /// kept for the others its parent probes (its minimum, maximum and share). `false` unless
  /// the node knows.
  mutating func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool

  // What `NodeRef` calls on a node's type, for the node at an address in a tree. Implemented
  // once for every node type (in LayoutTree.swift); requirements so that each type's witness
  // is that implementation specialised for it, not a generic call per use.

  /// ``sizeThatFits(_:)`` of the node at `address`.
  static func _sizeThatFits(_ proposal: ProposedSize, at address: UnsafeMutableRawPointer) -> Size
  /// ``draw(in:on:)`` of the node at `address`.
  static func _draw(in rect: Rect, on canvas: inout Canvas, at address: UnsafeMutableRawPointer)
  /// ``layoutPriority`` of the node at `address`.
  static func _layoutPriority(at address: UnsafeMutableRawPointer) -> Double
  /// ``spacerMinLength`` of the node at `address`.
  static func _spacerMinLength(at address: UnsafeMutableRawPointer) -> Int?
  /// ``ignoresProposedHeight(width:widthOnly:)`` of the node at `address`.
  static func _ignoresProposedHeight(width: Int?, widthOnly: Bool, at address: UnsafeMutableRawPointer) -> Bool
  /// What a stack sharing space along the horizontal axis (when `horizontal`, the vertical
  /// one otherwise) reads of the node at `address`, proposed `across` the other way: one call
  /// through the node's type for each child, where reading each fact was a call.
  static func _stackFacts(_ horizontal: Bool, across: Int?, at address: UnsafeMutableRawPointer) -> StackFacts
  /// Ends the life of the node at `address`, as its tree is freed.
  nonisolated static func _deinitialize(_ address: UnsafeMutableRawPointer)
}

extension LayoutNode {
  var layoutPriority: Double { 0 }
  var spacerMinLength: Int? { nil }
  func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool { false }
}

/// Where drawing goes: the buffer, the current clip rectangle, and the interactive regions
/// (buttons, fields, rows, links) found while drawing, which previews use to script taps.
public struct Canvas {
  /// The cells drawn so far.
  public var buffer: Buffer
  /// Drawing outside this rectangle is discarded.
  public var clip: Rect
  /// Interactive elements in drawing order.
  public var regions: [InteractiveRegion] = []
  /// The control the live runtime has focused, drawn so a person sees it; `nil` in previews.
  var focus: FocusedControl? = nil
  /// Where the terminal's cursor goes: a focused text field's caret. `nil` hides it.
  var cursor: Point? = nil
  /// What Esc does, set by whatever is drawn on top: an open pop-up closes, a presentation is
  /// dismissed, a pushed screen goes back. The last one drawn wins.
  var dismissAction: (() -> Void)? = nil
  /// The scrolling containers drawn, innermost last among those that overlap.
  var scrollTargets: [ScrollTarget] = []
  /// How many open pop-ups the regions being drawn are inside.
  var popUpLevel = 0
  /// The accessibility elements drawn so far, as modifiers and controls have grouped them.
  var accessibility = AccessibilityRecorder()
  /// Whether drawing records accessibility elements at all (``ViewGraph/recordsAccessibility``).
  var recordsAccessibility = false
  /// How many right-to-left regions enclose what is drawn now (see ``mirrored(in:_:)``): 0
  /// on a left-to-right screen, where nothing below costs anything more.
  var mirrorDepth = 0
  /// Whether a line of text drawn now is noted in ``keptRuns``, to keep its order when its
  /// region is mirrored: inside a mirrored region, outside `.flipsForRightToLeftLayoutDirection`.
  var keepsTextOrder = false
  /// The lines of text drawn in the mirrored regions being drawn.
  var keptRuns: [KeptRun] = []

  /// A canvas that draws into `buffer`, clipped to its bounds.
  public init(buffer: Buffer) {
    self.buffer = buffer
    self.clip = buffer.bounds
  }

  /// Runs `body` with the clip narrowed to `rect`, then restores it.
  public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }
}

/// Takes the nodes appended to `nodes` since index `first` out into an array of their own:
/// a container's children.
///
/// Children are built at the end of their parent's array, whose capacity has grown already,
/// and copied out once at their exact count: built into an empty array of their own, a
/// handful of children grew it (allocating, copying and freeing) two or three times.
///
/// ```swift
/// let first = nodes.count
/// appendNodes(view.content, inputs: inputs, into: &nodes)
/// let children = takeNodes(from: &nodes, since: first)
/// ```
///
/// Not main-actor isolated: its two closures would then check the executor on every call,
/// about 220 instructions for each stack built.
nonisolated func takeNodes(from nodes: inout [NodeRef], since first: Int) -> [NodeRef] {
  let count = nodes.count - first
  if count == 0 { return [] }
  let children = [NodeRef](unsafeUninitializedCapacity: count) { buffer, initialized in
    nodes.withUnsafeBufferPointer { source in
      for offset in 0..<count {
        (buffer.baseAddress! + offset).initialize(to: source[first + offset])
      }
    }
    initialized = count
  }
  nodes.removeSubrange(first...)
  return children
}

/// Wraps several nodes produced by one view (a `Group` or `ForEach` under a modifier that
/// needs one child) in a vertical stack, as SwiftUI's implicit root stack does.
@MainActor
func singleNode(_ nodes: [NodeRef], in tree: LayoutTree) -> NodeRef? {
  switch nodes.count {
  case 0: nil
  case 1: nodes[0]
  default: NodeRef(in: tree, StackNode(axis: .vertical, alignment: .center, spacing: 0, children: nodes, in: tree))
  }
}
