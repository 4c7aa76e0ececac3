/// A box around related content with an optional label, as SwiftUI's `GroupBox`: a rounded,
/// dim border, like an inset grouped section's, with the label in bold set into its top edge
/// and the content stacked inside, leading-aligned, one cell in from each side.
///
/// ```swift
/// GroupBox("Storage") {
///   Text("12 GB of 64 GB used")
///   Toggle("Optimise storage", isOn: $optimise)
/// }
/// ```
///
/// ```text
/// ╭─ Storage ──────────────╮
/// │ 12 GB of 64 GB used    │
/// │ [x] Optimise storage   │
/// ╰────────────────────────╯
/// ```
///
/// The box is as wide as its content, or its label if that is wider; a label that does not
/// fit on the top edge is cut short. `.groupBoxStyle(_:)` draws it with your own style.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.groupBoxStyle) private var style

  /// A box of `content` labelled by the view `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box of `content` labelled by the view `label` (the older spelling).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    if let style {
      // A style's body draws with the default style again, so `GroupBox(configuration)` in
      // it is the standard box rather than the style once more.
      style.erasedBody(
        GroupBoxStyleConfiguration(
          label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
          content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
      )
      .environment(\.groupBoxStyle, nil)
    } else {
      GroupBoxFrame(label: label, content: content)
    }
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// A box of `content` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A box of `content` titled `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The standard box of a style's configuration, as SwiftUI's `GroupBox(_:)`: a custom
  /// `GroupBoxStyle` that only wants to add to the standard box wraps it in this.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// The default drawing of a `GroupBox`: the label's and the content's nodes in a
/// ``GroupBoxNode``.
struct GroupBoxFrame<Label: View, Content: View>: _PrimitiveView {
  let label: Label
  let content: Content

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var labelInputs = inputs.child(0)
    labelInputs.environment.textAttributes.insert(.bold)
    var labelNodes: [NodeRef] = []
    appendNodes(view.label, inputs: labelInputs, into: &labelNodes)
    var contentNodes: [NodeRef] = []
    appendNodes(
      VStack(alignment: .leading) { view.content }, inputs: inputs.child(1), into: &contentNodes)
    guard let content = singleNode(contentNodes, in: inputs.tree) else { return }
    nodes.append(
      NodeRef(
        in: inputs.tree, GroupBoxNode(label: singleNode(labelNodes, in: inputs.tree), content: content, in: inputs.tree)
      ))
  }
}

/// A group box: its content in a rounded border (drawn by ``BorderNode``), one cell in from
/// the sides, and its label on the top edge, "╭─ Label ───╮".
struct GroupBoxNode: LayoutNode {
  let label: NodeRef?
  let box: BorderNode
  /// The top edge's cells around the label: "╭─ " before it and " ─╮" after it.
  private static let labelMargin = 6

  init(label: NodeRef?, content: NodeRef, in tree: LayoutTree) {
    self.label = label
    self.box = BorderNode(
      child: NodeRef(in: tree, PaddingNode(child: content, insets: CellInsets(leading: 1, trailing: 1))),
      style: .rounded,
      look: SectionChromeNode.style)
  }

  var layoutPriority: Double { box.layoutPriority }

  /// The label's size on a top edge `width` wide (or ideal), one row high.
  private func labelSize(_ label: NodeRef, width: Int?) -> Size {
    label.sizeThatFits(ProposedSize(width: width.map { max(0, $0 - Self.labelMargin) }, height: 1))
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var size = box.sizeThatFits(proposal)
    if let label {
      let wanted = labelSize(label, width: proposal.width).width + Self.labelMargin
      size.width = max(size.width, min(wanted, proposal.width ?? wanted))
    }
    return size
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    box.draw(in: rect, on: &canvas)
    guard let label, rect.height > 0 else { return }
    let width = min(labelSize(label, width: rect.width).width, rect.width - Self.labelMargin)
    guard width > 0 else { return }
    // A blank cell either side of the label, and under it so that gaps inside the label (the
    // space of a `Label`'s icon and title) do not show the edge through.
    canvas.buffer.fill(
      Rect(x: rect.minX + 2, y: rect.minY, width: width + 2, height: 1), with: " ", style: .plain,
      clip: canvas.clip)
    let area = Rect(x: rect.minX + 3, y: rect.minY, width: width, height: 1)
    canvas.clipped(to: area) { canvas in label.draw(in: area, on: &canvas) }
  }
}

/// A look for group boxes, as SwiftUI's `GroupBoxStyle`: `.automatic`, the bordered box, or
/// your own, whose `makeBody(configuration:)` places the box's label and content.
///
/// ```swift
/// struct CardStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.bold()
///       configuration.content
///     }
///     .border(.double)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view that represents a group box.
  associatedtype Body: View
  /// The parts of a group box this style places.
  typealias Configuration = GroupBoxStyleConfiguration

  /// The view for a group box with `configuration`'s label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` draws a group box from.
public struct GroupBoxStyleConfiguration {
  /// The box's label, as a view a style places where it likes.
  public struct Label: View {
    let content: AnyView

    /// The label the box was made with.
    public var body: some View { content }
  }

  /// The box's content, as a view a style places where it likes.
  public struct Content: View {
    let content: AnyView

    /// The content the box was made with.
    public var body: some View { content }
  }

  /// The box's label.
  public let label: Label
  /// The box's content.
  public let content: Content
}

/// The platform's default group box look: the rounded border with the label in its top edge.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  public init() {}
  /// The standard box.
  public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's default look: the rounded border with the label in its top edge.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBoxStyle {
  /// The style's body as a view of no particular type, for a style held as `any GroupBoxStyle`.
  func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

private struct GroupBoxStyleKey: EnvironmentKey {
  static var defaultValue: (any GroupBoxStyle)? { nil }
}

extension EnvironmentValues {
  /// The style group boxes below this point draw with; `nil` draws the default box.
  var groupBoxStyle: (any GroupBoxStyle)? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the group boxes in this view with `style`: `.automatic` or your own `GroupBoxStyle`.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(\.groupBoxStyle, style is DefaultGroupBoxStyle ? nil : style)
  }
}
