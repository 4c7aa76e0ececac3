/// Groups views without laying them out: inside a stack, a group's children become the
/// stack's children, and modifiers on the group apply to its content.
public struct Group<Content: View>: _PrimitiveView {
  /// The grouped views.
  public var content: Content
  /// A group of `content`'s views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    appendNodes(view.content, inputs: inputs, into: &nodes)
  }
}
