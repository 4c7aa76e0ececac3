extension Binding {
  /// The same binding, whose changes SwiftUI would animate, as `Binding.animation(_:)`:
  /// `Toggle("Details", isOn: $showsDetails.animation())`. A snapshot shows the final state,
  /// so the value is set at once; the animation is accepted with no effect.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    self
  }

  /// The same binding, whose changes run in `transaction`, as `Binding.transaction(_:)`; the
  /// value is set at once.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    self
  }

  /// A binding whose setter is also given the change's transaction, as SwiftUI's
  /// `Binding(get:set:)` with a two-argument setter; the transaction is always a plain one.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }
}
