/// The values pushed on a `NavigationStack(path:)`, as SwiftUI's `NavigationPath`: a list
/// of hashable values of any types, each shown by the `.navigationDestination(for:)` of its
/// type.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path of `elements`, the last on top.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many screens are pushed.
  public var count: Int { elements.count }

  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes the screen for `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` screens.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
