/// The random-number service of the swift-dependencies article's `RandomNumberScreen`.
public protocol RandomNumberClient: Sendable {
  /// A number from 0 to 100.
  func fetch() async throws -> Int
}
