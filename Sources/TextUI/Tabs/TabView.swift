/// Tabs, as SwiftUI's `TabView`: the selected tab's content above a tab bar.
///
/// Each child view is a tab; its `.tabItem { }` label (or a `Tab`'s title and symbol) is
/// drawn in the bar, its `.tag(_:)` (or a `Tab`'s `value`) is what `selection` holds. Without
/// a selection the first tab shows. The bar is the last two rows: a rule, heavy (`━`) over
/// the selected tab, then the labels, each centred in an equal share of the width, the
/// selected one bold and in inverse video. A preview step `.tap("Stats")` switches tabs.
/// With `.tabViewStyle(.page)` the bar is a row of page dots instead (`● ○ ○`), tapped as
/// `.tap("Page 2")`.
///
/// Only the selected tab is built, so hidden tabs' `.onAppear` and `.task` do not run until
/// they are shown, as in SwiftUI. (Unlike SwiftUI, a tab's `@State` starts again when it is
/// shown again.)
///
/// ```swift
/// TabView(selection: $tab) {
///   LibraryView().tabItem { Label("Library", systemImage: "books.vertical") }.tag(AppTab.library)
///   Tab("Stats", systemImage: "chart.bar", value: AppTab.stats) { StatsView() }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selected one is the tab tagged with `selection`'s value; tapping a tab sets it.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let state = inputs.graph.storage(at: inputs.identity, slot: 0) { TabViewState() }
    inputs.graph.markVisited(inputs.identity)
    let invalidation = inputs.graph.invalidation
    let wanted: TabCollector.Choice
    if let selection = view.selection {
      wanted = .tag(AnyHashable(selection.wrappedValue))
    } else {
      wanted = .index(state.selectedIndex)
    }
    var contentInputs = inputs.inside(.vertical)
    if view.selection != nil {
      // A `ForEach` of tabs tags each with its element's ID, as SwiftUI does.
      contentInputs.implicitTagType = TagValue<SelectionValue>()
    }
    var collector = TabCollector(choice: wanted)
    contentInputs.childCollector = collector
    var ignored: [NodeRef] = []
    appendNodes(view.content, inputs: contentInputs, into: &ignored)
    if collector.selectedIndex == nil, !collector.tabs.isEmpty {
      // No tab carries the selection's value (or the remembered tab is gone): the first
      // tab shows, as in SwiftUI.
      collector = TabCollector(choice: .index(0))
      contentInputs.childCollector = collector
      appendNodes(view.content, inputs: contentInputs, into: &ignored)
    }
    let selected = collector.selectedIndex
    let selection = view.selection
    let tabs = collector.tabs
    func select(_ index: Int) -> @MainActor () -> Void {
      let tag = tabs[index].tag
      return {
        if let selection {
          if let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
        } else {
          state.selectedIndex = index
          invalidation.markNeedsRender()
        }
      }
    }
    var bar: [NodeRef] = []
    let barInputs = inputs.child(-1).inside(.horizontal)
    if let indexDisplayMode = inputs.environment.pageTabIndexDisplayMode {
      if indexDisplayMode != .never, tabs.count > 1 || indexDisplayMode == .always {
        for index in tabs.indices {
          let dot = index == selected ? Text(verbatim: "●") : Text(verbatim: "○").foregroundColor(.secondary)
          regionNodes(
            dot.accessibilityAddTraits(index == selected ? .isSelected : []), inputs: barInputs.child(index),
            kind: .button, label: "Page \(index + 1)",
            action: .tap(select(index)), into: &bar)
        }
      }
      let content = singleNode(collector.selectedNodes, in: inputs.tree)
      nodes.append(NodeRef(in: inputs.tree, TabViewNode(content: content, items: bar, selected: nil, style: .page)))
      return
    }
    for (index, tab) in tabs.enumerated() {
      let isSelected = index == selected
      let label = TabBarItem(label: tab.label, badge: tab.badge, isSelected: isSelected)
      regionNodes(
        label, inputs: barInputs.child(index), kind: .button, label: "", action: .tap(select(index)), role: .tab,
        into: &bar)
    }
    nodes.append(
      NodeRef(
        in: inputs.tree,
        TabViewNode(
          content: singleNode(collector.selectedNodes, in: inputs.tree), items: bar, selected: selected, style: .bar)))
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that start on the first one; tapping a tab shows it.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// The tab a `TabView` without a selection binding shows, kept between renders.
final class TabViewState {
  var selectedIndex = 0
}

/// Takes a `TabView`'s children one tab at a time: reads each one's label, tag and badge
/// from its traits and builds only the selected one.
final class TabCollector: ChildCollector {
  enum Choice {
    case tag(AnyHashable)
    case index(Int)
  }

  struct Tab {
    var label: AnyView?
    var tag: AnyHashable?
    var badge: String?
  }

  let choice: Choice
  private(set) var tabs: [Tab] = []
  private(set) var selectedIndex: Int?
  private(set) var selectedNodes: [NodeRef] = []

  init(choice: Choice) { self.choice = choice }

  func collect<V: View>(_ view: V, inputs: _ViewInputs) {
    let traits = (view as? any TraitCarrying)?.collectedTraits ?? ViewTraits()
    let tag = traits.tag ?? traits.impliedTag
    let index = tabs.count
    tabs.append(Tab(label: traits.tabItem, tag: tag, badge: traits.badge))
    guard selectedIndex == nil else { return }
    let isSelected: Bool
    switch choice {
    case .tag(let value): isSelected = tag == value
    case .index(let wanted): isSelected = index == wanted
    }
    guard isSelected else { return }
    selectedIndex = index
    var inputs = inputs
    inputs.childCollector = nil
    inputs.implicitTagType = nil
    V._makeNodes(view, inputs: inputs, into: &selectedNodes)
  }
}

/// One label in the tab bar: the tab's label (bold and inverse when selected) and its badge;
/// a screen reader hears a tab named by its label, the selected one as selected and the
/// badge as its value, as VoiceOver reads a tab bar.
struct TabBarItem: View {
  let label: AnyView?
  let badge: String?
  let isSelected: Bool

  var body: some View {
    HStack(spacing: 1) {
      if let label {
        label.bold(isSelected).inverse(isSelected)
      } else {
        Text(verbatim: "•").bold(isSelected).inverse(isSelected)
      }
      if let badge { Text(badge).foregroundColor(.red).bold().accessibility(.asValue) }
    }
    .accessibilityAddTraits(isSelected ? .isSelected : [])
  }
}

/// Lays out a `TabView`: the selected content above, the bar (a rule and the labels, or the
/// page dots) in the last rows. Like SwiftUI's, it takes all the space it is offered; the
/// content is centred in what the bar leaves.
struct TabViewNode: LayoutNode {
  enum Kind {
    case bar, page
  }

  let content: (NodeRef)?
  let items: [NodeRef]
  let selected: Int?
  let style: Kind

  init(content: (NodeRef)?, items: [NodeRef], selected: Int?, style: Kind) {
    self.content = content
    self.items = items
    self.selected = selected
    self.style = style
  }

  /// What a tab's label is offered: its share of the bar, on one row, so a label too long
  /// for its share is cut short (`▥ Libr…`) rather than wrapping into its neighbours' rows,
  /// as SwiftUI's tab bar truncates its titles.
  private static func itemProposal(width: Int?, style: Kind) -> ProposedSize {
    guard style == .bar else { return ProposedSize(width: width, height: nil) }
    // A column is kept free on each side, so neighbouring labels never touch.
    return ProposedSize(width: width.map { max(1, $0 - 2) }, height: 1)
  }

  /// The rows the bar takes at `width`.
  private func barHeight(width: Int?) -> Int {
    if items.isEmpty { return 0 }
    let shares = segments(of: width)
    var tallest = 0
    for (index, item) in items.enumerated() {
      tallest = max(tallest, item.sizeThatFits(Self.itemProposal(width: shares[index].width, style: style)).height)
    }
    return style == .bar ? tallest + 1 : tallest
  }

  /// Each tab's share of `width`: equal shares, as a tab bar has, unless a label would not
  /// fit its share; then each label gets its width and an equal part of what is left.
  /// (Page dots are packed, not shared out.)
  private func segments(of width: Int?) -> [(start: Int, width: Int?)] {
    guard style == .bar, let width, width < ProposedSize.infinity else {
      return Array(repeating: (0, nil), count: items.count)
    }
    let count = items.count
    var ideals: [Int] = []
    var total = 0
    for item in items {
      let ideal = item.sizeThatFits(.unspecified).width + 2
      ideals.append(ideal)
      total += ideal
    }
    var result: [(start: Int, width: Int?)] = []
    var start = 0
    if ideals.allSatisfy({ $0 <= width / count }) || total > width {
      for index in 0..<count {
        let end = (index + 1) * width / count
        result.append((start, end - start))
        start = end
      }
    } else {
      let spare = width - total
      for index in 0..<count {
        let share = ideals[index] + spare / count + (index < spare % count ? 1 : 0)
        result.append((start, share))
        start += share
      }
    }
    return result
  }

  private var barIdealWidth: Int {
    var width = 0
    for item in items {
      width += item.sizeThatFits(.unspecified).width + (style == .bar ? 2 : 1)
    }
    return width
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let bar = barHeight(width: proposal.width)
    let contentSize =
      content?.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { $0 - bar })) ?? .zero
    return Size(
      width: proposal.width ?? max(contentSize.width, barIdealWidth),
      height: proposal.height ?? contentSize.height + bar)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let bar = min(rect.height, barHeight(width: rect.width))
    let area = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - bar)
    if let content {
      var size = content.sizeThatFits(ProposedSize(area.size))
      size.width = min(size.width, area.width)
      size.height = min(size.height, area.height)
      canvas.clipped(to: area) { canvas in
        content.draw(in: Rect(origin: Alignment.center.place(size, in: area), size: size), on: &canvas)
      }
    }
    guard bar > 0 else { return }
    var y = area.maxY
    switch style {
    case .bar:
      let rule = Style(foreground: .secondary)
      canvas.buffer.fill(
        Rect(x: rect.minX, y: y, width: rect.width, height: 1), with: "─", style: rule, clip: canvas.clip)
      let shares = segments(of: rect.width)
      if let selected {
        let share = shares[selected]
        canvas.buffer.fill(
          Rect(x: rect.minX + share.start, y: y, width: share.width ?? 0, height: 1), with: "━",
          style: Style(attributes: .bold), clip: canvas.clip)
      }
      y += 1
      for (index, item) in items.enumerated() {
        let share = shares[index]
        let shareWidth = share.width ?? 0
        var size = item.sizeThatFits(Self.itemProposal(width: shareWidth, style: style))
        size.width = min(size.width, shareWidth)
        let area = Rect(x: rect.minX + share.start, y: y, width: shareWidth, height: rect.maxY - y)
        item.draw(in: Rect(origin: Alignment.top.place(size, in: area), size: size), on: &canvas)
      }
    case .page:
      var width = 0
      for item in items { width += item.sizeThatFits(.unspecified).width }
      width += max(0, items.count - 1)
      var x = rect.minX + HorizontalAlignment.center.offset(child: width, in: rect.width)
      for item in items {
        let size = item.sizeThatFits(.unspecified)
        item.draw(in: Rect(x: x, y: y, width: size.width, height: size.height), on: &canvas)
        x += size.width + 1
      }
    }
  }
}
