/// Shows progress. Indeterminate (`ProgressView()`, `ProgressView("Loading…")`): a spinner
/// frozen on one frame, `⠋`, so snapshots never depend on time. Determinate
/// (`ProgressView(value: 0.4)`): a bar filling the width it is offered, with a percentage.
public struct ProgressView: _PrimitiveView {
  let title: String?
  let fraction: Double?

  /// The frame of the spinner every indeterminate progress view shows.
  public static let spinnerFrame: Character = "⠋"

  /// An indeterminate progress view with an optional title.
  public init(_ title: String? = nil) {
    self.title = title
    self.fraction = nil
  }

  /// A determinate progress view; `value` is clamped to 0...`total`.
  public init(_ title: String? = nil, value: Double?, total: Double = 1) {
    self.title = title
    if let value, total > 0, value.isFinite {
      self.fraction = min(max(value / total, 0), 1)
    } else {
      self.fraction = nil
    }
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if let fraction = view.fraction {
      let bar = HStack(spacing: 1) {
        if let title = view.title { Text(title) }
        ProgressBar(fraction: fraction)
        Text(String(Int((fraction * 100).rounded(.down))) + "%")
      }
      .accessibility(
        .control(
          role: .progress, name: view.title ?? "", nameFromContent: false,
          value: String(Int((fraction * 100).rounded(.down))) + "%", isFocusable: false))
      appendNodes(bar, inputs: inputs, into: &nodes)
    } else {
      let spinner = HStack(spacing: 1) {
        Text(String(spinnerFrame))
        if let title = view.title { Text(title) }
      }
      .accessibility(
        .control(role: .progress, name: view.title ?? "", nameFromContent: false, value: nil, isFocusable: false))
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
