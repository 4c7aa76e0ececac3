/// Shows progress. Indeterminate (`ProgressView()`, `ProgressView("Loading…")`): a spinner
/// frozen on one frame, `⠋`, so snapshots never depend on time. Determinate
/// (`ProgressView(value: 0.4)`): a bar filling the width it is offered, with a percentage.
///
/// A screen reader hears a progress indicator named by its label (the title, or the text a
/// label view shows), with a determinate one's percentage as its value, as VoiceOver reads it.
public struct ProgressView: _PrimitiveView {
  let title: String?
  let label: AnyView?
  let fraction: Double?

  /// The frame of the spinner every indeterminate progress view shows.
  public static let spinnerFrame: Character = "⠋"

  /// An indeterminate progress view with an optional title, shown as it is.
  @_disfavoredOverload
  public init(_ title: String? = nil) {
    self.title = title
    self.label = nil
    self.fraction = nil
  }

  /// A determinate progress view; `value` is clamped to 0...`total`.
  @_disfavoredOverload
  public init(_ title: String? = nil, value: Double?, total: Double = 1) {
    self.title = title
    self.label = nil
    self.fraction = Self.fraction(value, total: total)
  }

  /// An indeterminate progress view titled with a string literal, looked up in the
  /// environment's locale as `Text`'s is: `ProgressView("Loading…")`.
  public init(_ titleKey: LocalizedStringKey) {
    self.title = nil
    self.label = AnyView(Text(titleKey))
    self.fraction = nil
  }

  /// A determinate progress view titled with a string literal; `value` is clamped to
  /// 0...`total`.
  public init(_ titleKey: LocalizedStringKey, value: Double?, total: Double = 1) {
    self.title = nil
    self.label = AnyView(Text(titleKey))
    self.fraction = Self.fraction(value, total: total)
  }

  /// An indeterminate progress view labelled by a view: `ProgressView { Text("Syncing") }`.
  public init<Label: View>(@ViewBuilder label: () -> Label) {
    self.title = nil
    self.label = AnyView(label())
    self.fraction = nil
  }

  /// A determinate progress view labelled by a view, as SwiftUI's
  /// `ProgressView(value:total:label:)`.
  public init<Label: View>(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
    self.title = nil
    self.label = AnyView(label())
    self.fraction = Self.fraction(value, total: total)
  }

  private static func fraction(_ value: Double?, total: Double) -> Double? {
    guard let value, total > 0, value.isFinite else { return nil }
    return min(max(value / total, 0), 1)
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // Named by the title, or else by the text the label view shows.
    let name = view.title ?? ""
    let nameFromContent = view.title == nil && view.label != nil
    let label: AnyView? = view.label ?? view.title.map { AnyView(Text($0)) }
    if let fraction = view.fraction {
      let percent = String(Int((fraction * 100).rounded(.down))) + "%"
      let bar = HStack(spacing: 1) {
        if let label { label }
        ProgressBar(fraction: fraction).accessibilityHidden(true)
        Text(verbatim: percent).accessibilityHidden(true)
      }
      .accessibility(
        .control(role: .progress, name: name, nameFromContent: nameFromContent, value: percent, isFocusable: false))
      appendNodes(bar, inputs: inputs, into: &nodes)
    } else {
      let spinner = HStack(spacing: 1) {
        Text(verbatim: String(spinnerFrame)).accessibilityHidden(true)
        if let label { label }
      }
      .accessibility(
        .control(role: .progress, name: name, nameFromContent: nameFromContent, value: nil, isFocusable: false))
      appendNodes(spinner, inputs: inputs, into: &nodes)
    }
  }
}

/// The bar of a determinate progress view: `█` for the done part, `░` for the rest.
struct ProgressBar: _PrimitiveView {
  var fraction: Double

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    nodes.append(
      NodeRef(in: inputs.tree, ProgressBarNode(fraction: view.fraction, style: inputs.environment.textStyle)))
  }
}

struct ProgressBarNode: LayoutNode {
  let fraction: Double
  let style: Style
  /// The width of the bar when the parent asks for an ideal size.
  static let idealWidth = 20

  init(fraction: Double, style: Style) {
    self.fraction = fraction
    self.style = style
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? Self.idealWidth, height: 1)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let width = min(rect.width, canvas.buffer.width)
    let done = Int((Double(width) * fraction).rounded(.down))
    for offset in 0..<max(0, width) {
      canvas.buffer.put(
        offset < done ? "█" : "░", width: 1, x: rect.minX + offset, y: rect.minY, style: style, clip: canvas.clip)
    }
  }
}
