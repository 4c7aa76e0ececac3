/// A view given an explicit identity with `.id(_:)`.
struct IdentifiedView<Content: View, ID: Hashable>: _PrimitiveView {
  let content: Content
  let id: ID

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    appendNodes(view.content, inputs: inputs.child(view.id), into: &nodes)
  }
}

extension View {
  /// Gives this view an explicit identity, as SwiftUI's `.id(_:)`: when `id` changes, the view
  /// is a new view and its state starts again. `ScrollViewProxy.scrollTo(_:)` names views by it.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: id)
  }
}
