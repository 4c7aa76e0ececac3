/// A type-erased view, for returning different view types from one place.
///
/// Prefer `@ViewBuilder` and `some View`: a change of the wrapped type resets its state.
public struct AnyView: _PrimitiveView {
  let storage: any View
  let typeID: ObjectIdentifier

  /// Erases `view`'s type; an `AnyView` passed in is kept as it is, not wrapped again.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      storage = view
      typeID = ObjectIdentifier(V.self)
    }
  }

  /// Erases `view`'s type; the same as ``init(_:)``.
  public init<V: View>(erasing view: V) { self.init(view) }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    appendNodes(view.storage, inputs: inputs.child(view.typeID), into: &nodes)
  }
}
