import Foundation

/// SwiftUI's `NavigationSplitView`: two or three columns side by side — sidebar, optional
/// content, detail — separated by a dim vertical rule that runs the full height. Each column
/// is its own navigation stack, so a column's `.navigationTitle` heads that column and a
/// `NavigationLink` in it pushes within it.
///
/// At 80 columns the sidebar takes a third of the width (a fifth with a content column, which
/// takes three tenths); the detail takes the rest. `columnVisibility` hides columns as iPad
/// does: `.detailOnly` shows the detail alone, `.doubleColumn` drops the sidebar of a
/// three-column view. The usual master/detail — `List(selection:)` in the sidebar, the
/// detail reading the selection — is steppable with `.tap("row text")`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _PrimitiveView {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?

  /// A two-column split view: sidebar and detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
    self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view whose visible columns follow `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view; the compact column preference is accepted (a terminal shows
  /// the columns side by side).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view with both bindings.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A three-column split view: sidebar, content and detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view whose visible columns follow `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view; the compact column preference is accepted.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view with both bindings.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
  }

  private init(
    visibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?, detail: Detail
  ) {
    self.columnVisibility = visibility
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let visibility = view.columnVisibility?.wrappedValue ?? .automatic
    let showsSidebar =
      visibility == .all || visibility == .automatic || (view.content == nil && visibility != .detailOnly)
    let showsContent = view.content != nil && visibility != .detailOnly
    var columns: [(node: NodeRef, share: SplitColumnsNode.Share)] = []
    func column<V: View>(_ column: V, index: Int, share: SplitColumnsNode.Share) {
      var columnNodes: [NodeRef] = []
      // Everything here runs on the main actor; the release build's region analysis cannot
      // see that the value handed to the stack's closure is used nowhere else.
      nonisolated(unsafe) let column = column
      appendNodes(NavigationStack { column }, inputs: inputs.child(index).inside(.vertical), into: &columnNodes)
      if let node = singleNode(columnNodes, in: inputs.tree) { columns.append((node, share)) }
    }
    if showsSidebar { column(view.sidebar, index: 0, share: view.content == nil ? .third : .fifth) }
    if showsContent, let content = view.content { column(content, index: 1, share: .threeTenths) }
    column(view.detail, index: 2, share: .rest)
    let rule = Style(foreground: inputs.environment.foregroundColor ?? .secondary)
    nodes.append(NodeRef(in: inputs.tree, SplitColumnsNode(columns: columns, rule: rule)))
  }
}

/// Which columns of a `NavigationSplitView` are visible.
public enum NavigationSplitViewVisibility: Sendable, Hashable, Codable {
  /// Every column: how a terminal shows a split view unless told otherwise.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns of a three-column view (both columns of a two-column one).
  case doubleColumn
  /// The detail column alone.
  case detailOnly
}

/// A column of a `NavigationSplitView`, for `preferredCompactColumn:` (accepted, no effect).
public enum NavigationSplitViewColumn: Sendable, Hashable {
  /// The leading column.
  case sidebar
  /// The middle column of a three-column view.
  case content
  /// The trailing column.
  case detail
}

/// Lays columns out side by side with a vertical rule between each pair, the rule as tall as
/// the tallest column.
struct SplitColumnsNode: LayoutNode {
  /// How much of the width a column takes.
  enum Share {
    case third, fifth, threeTenths, rest

    func width(of total: Int) -> Int {
      switch self {
      case .third: max(8, total / 3)
      case .fifth: max(8, total / 5)
      case .threeTenths: max(8, total * 3 / 10)
      case .rest: 0
      }
    }
  }

  let columns: [(node: NodeRef, share: Share)]
  let rule: Style

  init(columns: [(node: NodeRef, share: Share)], rule: Style) {
    self.columns = columns
    self.rule = rule
  }

  /// The width of each column when the whole view is `total` cells wide.
  func widths(for total: Int) -> [Int] {
    let available = max(0, total - (columns.count - 1))
    var widths = columns.map { $0.share.width(of: available) }
    let fixed = widths.reduce(0, +)
    if let rest = columns.firstIndex(where: { $0.share == .rest }) {
      widths[rest] = max(0, available - fixed)
    }
    return widths
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let total =
      proposal.width
      ?? columns.map { $0.node.sizeThatFits(.unspecified).width }.reduce(columns.count - 1, +)
    let widths = widths(for: total)
    let height =
      proposal.height
      ?? zip(columns, widths).map { $0.node.sizeThatFits(ProposedSize(width: $1, height: nil)).height }.max() ?? 0
    return Size(width: total, height: height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    var x = rect.origin.x
    for (index, (column, width)) in zip(columns, widths(for: rect.size.width)).enumerated() {
      if index > 0 {
        canvas.buffer.fill(
          Rect(x: x, y: rect.origin.y, width: 1, height: rect.size.height), with: "│", style: rule, clip: canvas.clip)
        x += 1
      }
      let size = column.node.sizeThatFits(ProposedSize(width: width, height: rect.size.height))
      let columnRect = Rect(x: x, y: rect.origin.y, width: width, height: rect.size.height)
      canvas.clipped(to: columnRect) { canvas in
        column.node.draw(
          in: Rect(x: x, y: rect.origin.y, width: min(width, size.width), height: min(rect.size.height, size.height)),
          on: &canvas)
      }
      x += width
    }
  }
}

extension View {
  /// SwiftUI's split view style (`.balanced`, `.prominentDetail`, `.automatic`). Accepted,
  /// no effect: the columns always share the width as `NavigationSplitView` describes.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

  /// A column's preferred width in points. Accepted, no effect: columns take fixed shares.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// A column's width bounds in points. Accepted, no effect: columns take fixed shares.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    self
  }
}

/// A look for `NavigationSplitView`; every style is drawn the same way.
public protocol NavigationSplitViewStyle: Sendable {}

/// SwiftUI's default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The default style.
  public init() {}
}

/// Columns side by side at their widths.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
}

/// The detail at full size, the other columns over it in SwiftUI; drawn side by side.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// SwiftUI's default split view style.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns side by side.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail at full size in SwiftUI; drawn side by side.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}
