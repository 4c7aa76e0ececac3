import Foundation
import Synchronization

/// Makes UUIDs: `@Dependency(\.uuid) var uuid` and `uuid()`.
///
/// An app gets random UUIDs. A preview state gets `.incrementing`, starting again at
/// `00000000-0000-0000-0000-000000000000` for every state, so snapshots never hold a random
/// identifier. A test must choose (the default is `unimplemented`, which fails the test):
/// `withDependencies { $0.uuid = .incrementing }` or `.constant(…)`.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator calling `generate` for every UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID.
  public func callAsFunction() -> UUID { generate() }

  /// A generator always giving `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }

  /// A new generator counting from `00000000-0000-0000-0000-000000000000`, then
  /// `…-000000000001`, and so on; each use of `.incrementing` counts on its own.
  public static var incrementing: UUIDGenerator {
    let counter = Mutex<UInt64>(0)
    return UUIDGenerator {
      let value = counter.withLock { count in
        defer { count += 1 }
        return count
      }
      return UUID(incrementingValue: value)
    }
  }
}

extension UUID {
  /// The UUID whose last twelve hex digits are `value`: the `.incrementing` sequence.
  fileprivate init(incrementingValue value: UInt64) {
    let hex = String(value, radix: 16, uppercase: true)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self.init(uuidString: "00000000-0000-0000-0000-\(digits.suffix(12))")!
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static var previewValue: UUIDGenerator { .incrementing }
  static var testValue: UUIDGenerator {
    UUIDGenerator(unimplemented("uuid()", placeholder: UUID(incrementingValue: 0)))
  }
}

extension DependencyValues {
  /// Makes UUIDs: random in an app, `.incrementing` per preview state, chosen by each test.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
