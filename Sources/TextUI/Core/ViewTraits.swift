/// What a container reads from a child besides its layout, as SwiftUI's view traits: the
/// `.tag(_:)` a `TabView` or `Picker` selects by, the `.tabItem` a tab bar draws, the grid
/// cell modifiers a `Grid` places by.
///
/// Traits travel two ways. Built into nodes, each node of the modified view is wrapped in a
/// ``TraitNode`` that lays out exactly like the view and carries the traits (a `Grid` or a
/// `Picker` reads them from its children's nodes). Read from the view value itself
/// (``TraitCarrying``), a `TabView` learns every tab's label and tag without building the
/// hidden tabs, so their `.onAppear` and `.task` never run.
struct ViewTraits {
  /// The value `.tag(_:)` gave, compared with a selection.
  var tag: AnyHashable?
  /// The tag a `ForEach` implies from an element's ID, used when the view sets no `tag`.
  var impliedTag: AnyHashable?
  /// The label `.tabItem { }` or `Tab(…)` gave, drawn in a tab bar.
  var tabItem: AnyView?
  /// The badge `.badge(_:)` gave, drawn after a tab's label.
  var badge: String?
  /// How many grid columns the cell spans (`.gridCellColumns(_:)`).
  var gridCellColumns: Int?
  /// The horizontal alignment of the cell's column (`.gridColumnAlignment(_:)`).
  var gridColumnAlignment: HorizontalAlignment?
  /// Where the cell sits in its grid area (`.gridCellAnchor(_:)`).
  var gridCellAnchor: UnitPoint?
  /// The axes along which the cell takes the size of its grid area instead of sizing it
  /// (`.gridCellUnsizedAxes(_:)`).
  var gridCellUnsizedAxes: Axis.Set = []

  /// These traits with `outer`'s set traits taking precedence, as the outermost modifier
  /// wins in SwiftUI.
  func merged(with outer: ViewTraits) -> ViewTraits {
    var result = self
    if let tag = outer.tag { result.tag = tag }
    if let impliedTag = outer.impliedTag { result.impliedTag = impliedTag }
    if let tabItem = outer.tabItem { result.tabItem = tabItem }
    if let badge = outer.badge { result.badge = badge }
    if let columns = outer.gridCellColumns { result.gridCellColumns = columns }
    if let alignment = outer.gridColumnAlignment { result.gridColumnAlignment = alignment }
    if let anchor = outer.gridCellAnchor { result.gridCellAnchor = anchor }
    result.gridCellUnsizedAxes.formUnion(outer.gridCellUnsizedAxes)
    return result
  }
}

/// A view whose traits can be read from its value without building it.
@MainActor
protocol TraitCarrying {
  /// Every trait set on this view, inner modifiers overridden by outer ones.
  var collectedTraits: ViewTraits { get }
}

/// A view with traits attached; what `.tag(_:)`, `.tabItem`, `.badge` and the grid cell
/// modifiers return. It lays out as its content.
struct TraitView<Content: View>: _PrimitiveView, TraitCarrying {
  let content: Content
  let traits: ViewTraits

  var collectedTraits: ViewTraits {
    guard let inner = content as? any TraitCarrying else { return traits }
    return inner.collectedTraits.merged(with: traits)
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var children: [NodeRef] = []
    appendNodes(view.content, inputs: inputs, into: &children)
    for child in children {
      if let traited = child.as(TraitNode.self) {
        nodes.append(
          NodeRef(in: inputs.tree, TraitNode(child: traited.child, traits: traited.traits.merged(with: view.traits))))
      } else {
        nodes.append(NodeRef(in: inputs.tree, TraitNode(child: child, traits: view.traits)))
      }
    }
  }
}

extension ModifiedContent: TraitCarrying where Content: TraitCarrying {
  // A modifier after a trait keeps it visible, as SwiftUI's traits pass through modifiers.
  var collectedTraits: ViewTraits { content.collectedTraits }
}

/// A node that lays out exactly as its child and carries the child's traits for the
/// container that reads them.
struct TraitNode: LayoutNode {
  let child: NodeRef
  let traits: ViewTraits

  init(child: NodeRef, traits: ViewTraits) {
    self.child = child
    self.traits = traits
  }

  var layoutPriority: Double { child.layoutPriority }
  var spacerMinLength: Int? { child.spacerMinLength }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) { child.draw(in: rect, on: &canvas) }

  /// The traits of `node`, empty when it carries none.
  static func traits(of node: NodeRef) -> ViewTraits {
    node.as(TraitNode.self)?.traits ?? ViewTraits()
  }
}
