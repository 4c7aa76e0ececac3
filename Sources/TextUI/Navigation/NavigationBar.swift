/// The navigation bar of the screen on top of a `NavigationStack`, drawn as iOS draws it.
///
/// - The bar's row holds the back button (`‹ Title`, in the accent tint, naming the screen it
///   goes back to) and the leading items at its leading edge, the trailing items at its
///   trailing edge; every item is a plain tinted bar item, whether it comes from `.toolbar`
///   or `.navigationBarItems`.
/// - A large title (a root's, or a pushed screen's that does not ask for `.inline`) sits on its
///   own row below that row, leading, when the row has anything in it; alone otherwise.
/// - An inline title (or a `.principal` item) is centred across the bar's row, moved aside
///   only as far as the items beside it need.
///
/// There is no rule under the bar: iOS draws none while the content is at its top.
@MainActor
struct NavigationBar {
  let context: NavigationContext
  let depth: Int
  let leading: [NavigationContext.ToolbarEntry]
  let trailing: [NavigationContext.ToolbarEntry]
  let principal: [NavigationContext.ToolbarEntry]

  /// The bar of the screen at `depth`, with the toolbar items the screen declared.
  init(context: NavigationContext, depth: Int) {
    self.context = context
    self.depth = depth
    let toolbar = context.toolbarItems
    leading = (context.leadingItems.map { [$0] } ?? []) + toolbar.filter { $0.placement.position == .leading }
    trailing = (context.trailingItems.map { [$0] } ?? []) + toolbar.filter { $0.placement.position == .trailing }
    principal = toolbar.filter { $0.placement.position == .principal }
  }

  /// The bar's node, or `nil` when the screen has no title, no back button and no items.
  func node(inputs: _ViewInputs) -> NodeRef? {
    let title = context.title
    let isLarge = principal.isEmpty && context.showsLargeTitle(at: depth)
    let hasItems = depth > 0 || !leading.isEmpty || !trailing.isEmpty
    guard hasItems || title != nil || !principal.isEmpty else { return nil }
    var rows: [NodeRef] = []
    if hasItems || !isLarge {
      var leadingNodes: [NodeRef] = []
      if depth > 0 {
        let context = self.context
        let backTitle = context.backTitle(at: depth)
        // VoiceOver reads a back button by the screen it returns to, without the chevron.
        // Right to left, the button is at the right and points right: "Title ›" (its title
        // is text, kept in order; the chevron leads, as SwiftUI draws it).
        let rightToLeft = inputs.environment.storedLayoutDirection == .rightToLeft
        let back = Button(
          title: rightToLeft ? backTitle.content + " ›" : "‹ " + backTitle.content,
          label: rightToLeft ? backTitle + Text(verbatim: " ›") : Text(verbatim: "‹ ") + backTitle
        ) { context.pop() }
        .accessibilityLabel(backTitle)
        appendNodes(
          back, inputs: Self.itemInputs(inputs.child(-1), environment: inputs.environment), into: &leadingNodes)
      }
      appendNodes(ToolbarEntries(entries: leading), inputs: inputs.child(-2), into: &leadingNodes)
      var trailingNodes: [NodeRef] = []
      appendNodes(ToolbarEntries(entries: trailing), inputs: inputs.child(-3), into: &trailingNodes)
      var middle: [NodeRef] = []
      if !principal.isEmpty {
        appendNodes(HStack(spacing: 1) { ToolbarEntries(entries: principal) }, inputs: inputs.child(-4), into: &middle)
      } else if let title, !isLarge {
        appendNodes(Self.titleText(title), inputs: inputs.child(-4), into: &middle)
      }
      rows.append(
        NodeRef(in: inputs.tree, BarRowNode(leading: leadingNodes, middle: middle.first, trailing: trailingNodes)))
    }
    if isLarge, let title {
      appendNodes(Self.titleText(title), inputs: inputs.child(-5), into: &rows)
    }
    if rows.count == 1 { return rows[0] }
    return NodeRef(
      in: inputs.tree, StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: rows, in: inputs.tree))
  }

  /// A title, bold on one line, a header for a screen reader.
  private static func titleText(_ title: Text) -> some View {
    title.bold().lineLimit(1).accessibilityAddTraits(.isHeader)
  }

  /// `inputs` with `environment` set up as iOS draws a bar's items: buttons as tinted text
  /// with no chrome, labels as their icon alone.
  static func itemInputs(_ inputs: _ViewInputs, environment: EnvironmentValues) -> _ViewInputs {
    var itemInputs = inputs
    itemInputs.environment = environment
    itemInputs.environment.isToolbarItem = true
    if itemInputs.environment.customButtonStyle == nil { itemInputs.environment.buttonChrome = .plain }
    if itemInputs.environment.labelStyle == nil { itemInputs.environment.labelStyle = IconOnlyLabelStyle() }
    return itemInputs
  }
}

/// The views of toolbar items, each built with the environment of the screen that declared
/// it and laid out as its own child of the bar.
struct ToolbarEntries: _PrimitiveView {
  let entries: [NavigationContext.ToolbarEntry]

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    for (index, entry) in view.entries.enumerated() {
      var itemInputs = NavigationBar.itemInputs(inputs.child(index), environment: entry.environment)
      // A confirming action ("Done", "Save") is bold, as iOS draws it.
      if entry.placement.isProminent { itemInputs.environment.textAttributes.insert(.bold) }
      appendNodes(entry.content, inputs: itemInputs, into: &nodes)
    }
  }
}

/// One row of a navigation bar: items packed from the leading edge, items packed from the
/// trailing edge, and a title centred across the whole row (not between the items, as iOS
/// centres it), pushed aside by items that reach past the centre and cut short when the room
/// between them is smaller than it.
struct BarRowNode: LayoutNode {
  let leading: [NodeRef]
  let middle: NodeRef?
  let trailing: [NodeRef]
  /// Columns between neighbouring items, about the 16 pt iOS leaves.
  static let spacing = 2

  init(leading: [NodeRef], middle: NodeRef?, trailing: [NodeRef]) {
    self.leading = leading
    self.middle = middle
    self.trailing = trailing
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var width = 0
    var height = 1
    var count = 0
    for node in leading + trailing + (middle.map { [$0] } ?? []) {
      let size = node.sizeThatFits(.unspecified)
      width += size.width
      height = max(height, size.height)
      count += 1
    }
    return Size(width: proposal.width ?? width + Self.spacing * max(0, count - 1), height: height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    var x = rect.minX
    for node in leading {
      let size = node.sizeThatFits(.unspecified)
      let width = min(size.width, max(0, rect.maxX - x))
      node.draw(in: Rect(x: x, y: rect.minY, width: width, height: size.height), on: &canvas)
      x += width + Self.spacing
    }
    let leadingEnd = leading.isEmpty ? rect.minX : x
    var end = rect.maxX
    for node in trailing.reversed() {
      let size = node.sizeThatFits(.unspecified)
      let width = min(size.width, max(0, end - leadingEnd))
      end -= width
      node.draw(in: Rect(x: end, y: rect.minY, width: width, height: size.height), on: &canvas)
      end -= Self.spacing
    }
    let trailingStart = trailing.isEmpty ? rect.maxX : end
    guard let middle else { return }
    let room = max(0, trailingStart - leadingEnd)
    let ideal = middle.sizeThatFits(.unspecified)
    let width = min(ideal.width, room)
    let size = middle.sizeThatFits(ProposedSize(width: width, height: nil))
    let centred = rect.minX + (rect.width - width) / 2
    let origin = max(leadingEnd, min(centred, trailingStart - width))
    middle.draw(in: Rect(x: origin, y: rect.minY, width: width, height: size.height), on: &canvas)
  }
}

/// A screen of a `NavigationStack`: its bar at the top, its bottom bar at the foot, and its
/// content between them, placed as SwiftUI places a screen's content: given all the room left
/// and centred in it, so content that takes the room (a `List`, a `Form`, a `ScrollView`)
/// starts under the bar and a smaller stack sits in the middle of the screen. The screen
/// takes the whole width and height it is offered; offered no height (a natural-height
/// canvas), it is as tall as its parts.
struct NavigationScreenNode: LayoutNode {
  let bar: NodeRef?
  let content: NodeRef?
  let bottomBar: NodeRef?

  init(bar: NodeRef?, content: NodeRef?, bottomBar: NodeRef?) {
    self.bar = bar
    self.content = content
    self.bottomBar = bottomBar
  }

  /// The heights of the bars at `width`.
  private func barHeights(width: Int?) -> (top: Int, bottom: Int) {
    let proposal = ProposedSize(width: width, height: nil)
    return (bar?.sizeThatFits(proposal).height ?? 0, bottomBar?.sizeThatFits(proposal).height ?? 0)
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let bars = barHeights(width: proposal.width)
    let room = proposal.height.map { max(0, $0 - bars.top - bars.bottom) }
    let contentSize = content?.sizeThatFits(ProposedSize(width: proposal.width, height: room)) ?? .zero
    var width = contentSize.width
    if proposal.width == nil {
      for part in [bar, bottomBar] { width = max(width, part?.sizeThatFits(.unspecified).width ?? 0) }
    }
    return Size(
      width: proposal.width ?? width, height: proposal.height ?? bars.top + contentSize.height + bars.bottom)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let bars = barHeights(width: rect.width)
    let top = min(bars.top, rect.height)
    let bottom = min(bars.bottom, rect.height - top)
    bar?.draw(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: top), on: &canvas)
    let area = Rect(x: rect.minX, y: rect.minY + top, width: rect.width, height: rect.height - top - bottom)
    if let content {
      var size = content.sizeThatFits(ProposedSize(area.size))
      size.width = min(size.width, area.width)
      size.height = min(size.height, area.height)
      content.draw(in: Rect(origin: Alignment.center.place(size, in: area), size: size), on: &canvas)
    }
    bottomBar?.draw(in: Rect(x: rect.minX, y: area.maxY, width: rect.width, height: bottom), on: &canvas)
  }
}
