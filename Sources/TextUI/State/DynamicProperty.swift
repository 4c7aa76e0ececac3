/// A stored property of a view that the graph connects to persistent storage before each
/// `body`: `@State`, `@Environment`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Connects the property to the graph for the view being rendered. `slot` is the
  /// property's position among the view's stored properties. Not for use outside TextUI.
  func _install(_ inputs: _ViewInputs, slot: Int)
}

/// Where the graph keeps one `@State` value between renders.
final class StateStorage<Value> {
  var value: Value {
    didSet { invalidation.markNeedsRender(owner) }
  }
  let invalidation: Invalidation
  /// The view whose `body` reads this state and must be evaluated again when it changes.
  let owner: ViewIdentity
  init(value: Value, invalidation: Invalidation, owner: ViewIdentity) {
    self.value = value
    self.invalidation = invalidation
    self.owner = owner
  }
}
