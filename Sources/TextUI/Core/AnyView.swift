/// A type-erased view, for returning different view types from one place.
///
/// Prefer `@ViewBuilder` and `some View`: a change of the wrapped type resets its state.
public struct AnyView: _PrimitiveView {
  /// Builds the wrapped view's nodes. A closure made where the view's type is known, so that
  /// an app's or a preview's view, which the runner gets as an `AnyView` from every
  /// `PreviewState`, is built by code specialised for its type: built through an `any View`,
  /// every view below it ran the generic, unspecialised node building (a `ForEach` over a
  /// range stepped each index through the `Collection` witness tables, a thousand
  /// instructions an element).
  @usableFromInline let makeNodes: @MainActor (_ inputs: _ViewInputs, _ nodes: inout [NodeRef]) -> Void
  @usableFromInline let typeID: ObjectIdentifier

  /// Erases `view`'s type; an `AnyView` passed in is kept as it is, not wrapped again.
  @inlinable
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      makeNodes = { inputs, nodes in appendNodes(view, inputs: inputs, into: &nodes) }
      typeID = ObjectIdentifier(V.self)
    }
  }

  /// Erases `view`'s type; the same as ``init(_:)``.
  @inlinable public init<V: View>(erasing view: V) { self.init(view) }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    view.makeNodes(inputs.child(view.typeID), &nodes)
  }
}
