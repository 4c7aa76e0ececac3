/// A stack of screens, as SwiftUI's `NavigationStack`: it shows its root, or the screen most
/// recently pushed by a `NavigationLink`, under a title bar with the `.navigationTitle` of
/// the screen on top ("‹ Back │ Title" once something is pushed).
public struct NavigationStack<Root: View>: _PrimitiveView {
  let root: Root

  /// A stack that shows `root` until a link pushes a screen.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let context = inputs.graph.storage(at: inputs.identity, slot: 0) {
      NavigationContext(invalidation: inputs.graph.invalidation)
    }
    inputs.graph.markVisited(inputs.identity)
    context.title = nil
    var contentInputs = inputs.inside(.vertical)
    contentInputs.environment.navigationContext = context
    var content: [any LayoutNode] = []
    let depth = context.pushed.count
    if let top = context.pushed.last {
      appendNodes(top, inputs: contentInputs.child(depth), into: &content)
    } else {
      appendNodes(view.root, inputs: contentInputs.child(0), into: &content)
    }
    var children: [any LayoutNode] = []
    if context.title != nil || depth > 0 {
      let bar = HStack(spacing: 1) {
        if depth > 0 {
          Button("‹ Back") { context.pop() }.buttonStyle(.plain)
          Text("│").foregroundColor(.secondary)
        }
        if let title = context.title { Text(title).bold() }
      }
      appendNodes(bar, inputs: inputs.child(-1), into: &children)
      appendNodes(Divider(), inputs: inputs.child(-2).inside(.vertical), into: &children)
    }
    children.append(contentsOf: content)
    nodes.append(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0, children: children))
  }
}

/// A control that pushes a screen on the enclosing `NavigationStack`: either a destination
/// view, or a value whose screen the stack's `.navigationDestination(for:)` builds. Drawn as
/// its label followed by " ›". A preview step `.open("label")` follows it.
public struct NavigationLink<Label: View>: _PrimitiveView {
  let label: Label
  let title: String
  let push: @MainActor (NavigationContext) -> Void

  /// A link to a value presented by `.navigationDestination(for:)`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = ""
    self.push = { context in if let value { context.push(value: value) } }
  }

  /// A link to a destination view.
  public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = ""
    self.push = { context in context.push(AnyView(destination)) }
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let row = HStack(spacing: 1) {
      view.label
      Text("›").foregroundColor(.secondary)
    }
    guard let context = inputs.environment.navigationContext else {
      appendNodes(row, inputs: inputs, into: &nodes)
      return
    }
    let push = view.push
    regionNodes(row, inputs: inputs, kind: .link, label: view.title, action: .tap { push(context) }, into: &nodes)
  }
}

extension NavigationLink where Label == Text {
  /// A text link to a value.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(title)
    self.title = String(title)
    self.push = { context in if let value { context.push(value: value) } }
  }

  /// A text link to a destination view.
  public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination) {
    self.label = Text(title)
    self.title = String(title)
    self.push = { context in context.push(AnyView(destination)) }
  }
}

/// Declares, for the enclosing `NavigationStack`, the screen shown for values of one type.
struct NavigationDestinationModifier<Value: Hashable, Destination: View>: PrimitiveModifier {
  let destination: (Value) -> Destination

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode],
    content: (_ViewInputs, inout [any LayoutNode]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let make = modifier.destination
      inputs.graph.performEffect {
        context.destinations[ObjectIdentifier(Value.self)] = { value in AnyView(make(value as! Value)) }
      }
    }
    content(inputs, &nodes)
  }
}

/// Sets the title the enclosing `NavigationStack` shows for this screen.
struct NavigationTitleModifier: PrimitiveModifier {
  let title: String

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode],
    content: (_ViewInputs, inout [any LayoutNode]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let title = modifier.title
      inputs.graph.performEffect { context.title = title }
    }
    content(inputs, &nodes)
  }
}

extension View {
  /// Declares the screen a `NavigationLink(value:)` of type `D` pushes.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }

  /// The title of this screen in the enclosing `NavigationStack`.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationTitleModifier(title: String(title)))
  }
}
