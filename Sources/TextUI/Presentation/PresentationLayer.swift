/// How a presentation sits over the screen.
enum PresentationStyle {
  /// A bordered panel rising from the bottom over the dimmed screen (`.sheet`, `.popover`).
  case sheet
  /// Replaces the screen entirely (`.fullScreenCover`).
  case fullScreenCover
  /// A centred box over the dimmed screen (`.alert`).
  case alert
  /// An action sheet anchored at the bottom of the dimmed screen (`.confirmationDialog`).
  case confirmationDialog
}

/// What a presentation modifier asks the graph to show over the whole screen in this render:
/// the content, where in the graph its state lives, and how to dismiss it.
struct PresentationRequest {
  var style: PresentationStyle
  /// The identity the content is built at, so its state survives renders while it is shown.
  var identity: ViewIdentity
  /// The environment at the presenting view, which the content inherits as in SwiftUI.
  var environment: EnvironmentValues
  var content: () -> AnyView
  /// Sets the presenting binding back (`isPresented = false`, `item = nil`).
  var dismiss: () -> Void
}

/// The presentations requested while building one render's nodes, in tree order.
@MainActor
final class PresentationQueue {
  var requests: [PresentationRequest] = []
}

/// The state a presentation's content shares with its layer: what `.presentationDetents`
/// inside the content chose.
@MainActor
final class PresentationContext {
  var detents: Set<PresentationDetent> = []
}

/// One presentation built for this render, ready to be measured and drawn over the screen.
@MainActor
struct PresentedLayer {
  var style: PresentationStyle
  var node: NodeRef
  var context: PresentationContext
  /// What Esc does: sets the presenting binding back.
  var dismiss: () -> Void

  /// The widest an alert box is, like iOS's fixed-width alert: wide enough for two buttons
  /// and a short message, narrow enough to look like a dialog at 80 columns.
  static let alertWidth = 44
  /// Rows of the dimmed screen left visible above a full-height sheet.
  static let sheetTopMargin = 1

  /// The canvas height this layer needs at natural height for a canvas `width` wide.
  func requiredHeight(width: Int) -> Int {
    switch style {
    case .fullScreenCover:
      return node.sizeThatFits(ProposedSize(width: width, height: nil)).height
    case .sheet:
      let panel = node.sizeThatFits(ProposedSize(width: max(0, width - 2), height: nil)).height + 2
      // The smallest canvas on which the sheet's detent leaves room for all of its content.
      switch smallestDetent.kind {
      case .large: return panel + Self.sheetTopMargin
      case .fraction(let fraction): return Int((Double(panel) / max(0.1, min(1, fraction))).rounded(.up))
      }
    case .alert:
      return measuredBox(width: width).height + 2
    case .confirmationDialog:
      return measuredBox(width: width).height + 2
    }
  }

  /// The detent a sheet opens at: the smallest it declares, as SwiftUI opens at the first
  /// (smallest) of several.
  var smallestDetent: PresentationDetent {
    context.detents.min { $0.order < $1.order } ?? .large
  }

  private func boxWidth(canvas width: Int) -> Int {
    switch style {
    case .alert: min(Self.alertWidth, max(0, width - 4))
    default: max(0, width - 2)
    }
  }

  private func measuredBox(width: Int) -> Size {
    node.sizeThatFits(ProposedSize(width: boxWidth(canvas: width), height: nil))
  }

  /// Draws the layer over what is on `canvas`: the screen behind is dimmed (except under a
  /// full-screen cover, which replaces it) and only this layer's controls can be tapped.
  func draw(on canvas: inout Canvas) {
    let bounds = canvas.buffer.bounds
    canvas.clip = bounds
    canvas.regions.removeAll()
    // Modal: a screen reader, like a tap, reaches only what is presented.
    canvas.accessibility.removeAll()
    canvas.scrollTargets.removeAll()
    canvas.dismissAction = dismiss
    let (width, height) = (bounds.width, bounds.height)
    switch style {
    case .fullScreenCover:
      canvas.buffer.erase(bounds)
      // Placed as a screen's root view is: centred, so a stack sits in the middle and a
      // `NavigationStack` or `List`, which take the whole screen, fill it.
      let size = node.sizeThatFits(ProposedSize(width: width, height: height))
      let fitted = Size(width: min(width, size.width), height: min(height, size.height))
      node.draw(in: Rect(origin: Alignment.center.place(fitted, in: bounds), size: fitted), on: &canvas)
    case .sheet:
      dimScreen(on: &canvas)
      let panelHeight: Int
      switch smallestDetent.kind {
      case .large: panelHeight = height - Self.sheetTopMargin
      case .fraction(let fraction): panelHeight = Int((Double(height) * max(0, min(1, fraction))).rounded())
      }
      let panel = Rect(x: 0, y: height - panelHeight, width: width, height: panelHeight)
      canvas.buffer.erase(panel)
      // The frame alone (around nothing); the content is drawn inside it at its own size.
      let scratch = LayoutTree()
      let frame = NodeRef(
        in: scratch, StackNode(axis: .vertical, alignment: .center, spacing: 0, children: [], in: scratch))
      BorderNode(child: frame, style: .rounded, look: Style(foreground: .secondary)).draw(in: panel, on: &canvas)
      let inner = Rect(x: 1, y: panel.origin.y + 1, width: max(0, width - 2), height: max(0, panelHeight - 2))
      // The content is placed as SwiftUI places a sheet's: centred in the panel, so a stack
      // sits in its middle and a `NavigationStack`, `List` or `Form` fills it from the top.
      let size = node.sizeThatFits(ProposedSize(inner.size))
      let placed = Alignment.center.place(
        Size(width: min(size.width, inner.width), height: min(size.height, inner.height)), in: inner)
      canvas.clipped(to: inner) { canvas in
        node.draw(
          in: Rect(
            x: placed.x, y: placed.y, width: min(size.width, inner.width), height: min(size.height, inner.height)),
          on: &canvas)
      }
    case .alert, .confirmationDialog:
      dimScreen(on: &canvas)
      let size = measuredBox(width: width)
      let box = Size(width: min(size.width, width), height: min(size.height, height))
      let origin =
        style == .alert
        ? Point(x: (width - box.width) / 2, y: (height - box.height) / 2)
        : Point(x: (width - box.width) / 2, y: height - box.height)
      let rect = Rect(origin: origin, size: box)
      canvas.buffer.erase(rect)
      node.draw(in: rect, on: &canvas)
    }
  }

  private func dimScreen(on canvas: inout Canvas) {
    canvas.buffer.restyle(canvas.buffer.bounds, clip: canvas.buffer.bounds) { $0.attributes.insert(.dim) }
  }
}

extension ViewGraph {
  /// Asks for `request` to be shown over the screen in this render. Recorded as an effect,
  /// so a presenting view whose last result is reused still presents.
  func present(_ request: PresentationRequest) {
    let queue = presentationQueue
    performEffect { queue.requests.append(request) }
  }

  /// Builds the presentations requested in this render, outermost first. A presentation's
  /// content may present another (an alert over a sheet); like SwiftUI, each level shows one
  /// presentation at a time, the first requested in tree order.
  func makePresentationLayers(in tree: LayoutTree) -> [PresentedLayer] {
    var layers: [PresentedLayer] = []
    var next = 0
    // A presentation presenting itself forever is cut off rather than looping.
    while next < presentationQueue.requests.count, layers.count < 32 {
      let request = presentationQueue.requests[next]
      next = presentationQueue.requests.count
      let context = PresentationContext()
      var environment = request.environment
      // The content is a new screen: bars and titles inside it belong to its own stack, and
      // `dismiss` dismisses it (the innermost presentation), as in SwiftUI.
      environment.navigationContext = nil
      environment.dismiss = DismissAction(action: request.dismiss)
      environment.isPresented = true
      environment.presentationContext = context
      let inputs = _ViewInputs(environment: environment, graph: self, tree: tree, identity: request.identity, axis: nil)
      var nodes: [NodeRef] = []
      appendNodes(request.content(), inputs: inputs, into: &nodes)
      let node =
        singleNode(nodes, in: tree)
        ?? NodeRef(in: tree, StackNode(axis: .vertical, alignment: .center, spacing: 0, children: [], in: tree))
      layers.append(PresentedLayer(style: request.style, node: node, context: context, dismiss: request.dismiss))
    }
    return layers
  }

  /// Reads a presentation's binding so that a change to an `@Observable` model behind it
  /// renders the presenting view again, as a read in `body` would.
  func observing<T>(at identity: ViewIdentity, _ read: () -> T) -> T {
    markVisited(identity)
    let invalidation = self.invalidation
    return withObservationTracking(read, onChange: { invalidation.markNeedsRender(identity) })
  }
}

extension Buffer {
  /// Blanks every cell in `rect`, styles included: what lies under an opaque panel.
  mutating func erase(_ rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { write(.blank, x: x, y: y) }
    }
  }
}

private struct PresentationContextKey: EnvironmentKey {
  static var defaultValue: PresentationContext? { nil }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var presentationContext: PresentationContext? {
    get { self[PresentationContextKey.self] }
    set { self[PresentationContextKey.self] = newValue }
  }

  /// Whether the view is inside a presented sheet, cover, popover, alert or dialog, as
  /// SwiftUI's `\.isPresented`.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
