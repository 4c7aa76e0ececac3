import Foundation
import TextDependencies

/// The article's example of a built-in dependency: a value stamped with a UUID from
/// `@Dependency(\.uuid)`, so a test can predict it.
public struct Model: Equatable {
  public let uuid: UUID
  public let number: Int

  public init(uuid: UUID, number: Int) {
    self.uuid = uuid
    self.number = number
  }

  /// A model holding twice `number`.
  public static func doubling(number: Int) -> Self {
    @Dependency(\.uuid) var uuid
    return .init(uuid: uuid(), number: number * 2)
  }
}

extension String {
  /// The article's example of a dependency read outside any initializer: this string with a
  /// number from the random-number client appended.
  public func appendingRandomNumber() async throws -> Self {
    @Dependency(\.randomNumberClient) var randomNumberClient
    return try await self + String(randomNumberClient.fetch())
  }
}
