/// A view that shows nothing and takes no space; stacks skip it, spacing included.
public struct EmptyView: _PrimitiveView {
  /// An empty view.
  public init() {}
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {}
}
