/// Shows a destination on the enclosing `NavigationStack` while a binding says so: the
/// screen behind `navigationDestination(isPresented:)` and `navigationDestination(item:)`.
/// "‹ Back" (or `dismiss()` in the destination) pops it and resets the binding.
struct PresentedDestinationModifier: PrimitiveModifier {
  let destination: AnyView?
  let dismiss: @MainActor () -> Void

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let key = inputs.identity.value
      inputs.graph.performEffect {
        context.setPresented(key, view: modifier.destination, dismiss: modifier.dismiss)
      }
    }
    content(inputs, &nodes)
  }
}

extension View {
  /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true;
  /// popping it sets `isPresented` to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(
      PresentedDestinationModifier(
        destination: isPresented.wrappedValue ? AnyView(destination()) : nil,
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Pushes the screen `destination` makes for `item` onto the enclosing `NavigationStack`
  /// while `item` is not nil; popping it sets `item` to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      PresentedDestinationModifier(
        destination: item.wrappedValue.map { AnyView(destination($0)) },
        dismiss: { item.wrappedValue = nil }))
  }
}
