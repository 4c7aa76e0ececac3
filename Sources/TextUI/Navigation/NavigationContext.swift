/// The state of one `NavigationStack`: the screens pushed on it, the destinations its root
/// declared with `.navigationDestination(for:)`, and the title of the screen on top.
@MainActor
final class NavigationContext {
  var pushed: [AnyView] = []
  var destinations: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
  var title: String?
  let invalidation: Invalidation

  init(invalidation: Invalidation) { self.invalidation = invalidation }

  func push(_ view: AnyView) {
    pushed.append(view)
    invalidation.markNeedsRender()
  }

  func pop() {
    guard !pushed.isEmpty else { return }
    pushed.removeLast()
    invalidation.markNeedsRender()
  }

  /// Pushes the destination declared for `value`'s type, or a notice that none is declared.
  func push<Value: Hashable>(value: Value) {
    if let make = destinations[ObjectIdentifier(Value.self)] {
      push(make(value))
    } else {
      push(AnyView(Text("No navigationDestination(for: \(Value.self).self) is declared.").foregroundColor(.yellow)))
    }
  }
}

private struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}
