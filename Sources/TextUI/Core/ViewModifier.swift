/// A reusable change to a view, applied with `.modifier(_:)`, as in SwiftUI.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(.cells(1)).border(.rounded)
///   }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The view this modifier produces.
  associatedtype Body: View
  /// The view being modified, as seen inside `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>

  /// Produces the modified view from `content`.
  @ViewBuilder func body(content: Content) -> Body

  /// Turns the modified content into nodes. Built-in modifiers implement this; custom
  /// modifiers get the default, which renders `body(content:)`. Not for use outside TextUI.
  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void)
}

extension ViewModifier {
  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    withoutActuallyEscaping(content) { content in
      let proxy = _ViewModifier_Content<Self>(make: content)
      inputs.graph.installDynamicProperties(of: modifier, inputs: inputs)
      let body = inputs.graph.trackingObservation(at: inputs.identity) {
        modifier.body(content: proxy)
      }
      appendNodes(body, inputs: inputs.child(0), into: &nodes)
    }
  }
}

/// A modifier drawn by TextUI itself.
@MainActor @usableFromInline
protocol PrimitiveModifier: ViewModifier where Body == Never {}

extension PrimitiveModifier {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body")
  }
}

/// Stands for the modified view inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
  let make: (_ViewInputs, inout [NodeRef]) -> Void

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    view.make(inputs, &nodes)
  }
}

/// A view with a modifier applied; what every modifier method returns.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: _PrimitiveView {
  /// The view the modifier applies to.
  public var content: Content
  /// The modifier applied.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    Modifier._makeNodes(view.modifier, inputs: inputs, into: &nodes) { inputs, nodes in
      appendNodes(view.content, inputs: inputs, into: &nodes)
    }
  }
}

extension View {
  /// Applies a modifier to this view.
  @inlinable public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A built-in modifier that wraps each of its content's nodes in a layout node.
///
/// Content that makes several nodes (a `Group`, a `ForEach`, a body of several views) gets
/// the modifier on each of them, as in SwiftUI, where `Group { a; b }.padding()` pads `a` and
/// `b` separately and the enclosing stack lays them out as two children.
@MainActor @usableFromInline
protocol LayoutModifier: PrimitiveModifier {
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef
}

extension LayoutModifier {
  @inlinable
  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    // The content's nodes are appended where they belong and wrapped in place: no array
    // of their own to allocate and free for every modifier.
    let first = nodes.count
    content(inputs, &nodes)
    for index in first..<nodes.count {
      nodes[index] = modifier.makeNode(child: nodes[index], inputs: inputs)
    }
  }
}
