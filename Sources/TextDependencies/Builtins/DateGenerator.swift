import Foundation

/// Tells the current date: `@Dependency(\.date.now) var now`, or `@Dependency(\.date) var date`
/// and `date()`.
///
/// An app gets the wall clock. Previews and tests get `DateGenerator.referenceDate`,
/// 2025-01-01 09:41:00 UTC, on every call, so that no snapshot or assertion depends on when it
/// ran; override with `$0.date = .constant(…)` or `$0.date.now = …`.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator calling `generate` for every date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date; setting it makes the generator constant.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

  /// A generator always giving `date`.
  public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }

  /// The fixed instant of previews and tests: 2025-01-01 09:41:00 UTC.
  public static let referenceDate = Date(timeIntervalSince1970: 1_735_724_460)
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let previewValue = DateGenerator.constant(DateGenerator.referenceDate)
  static let testValue = DateGenerator.constant(DateGenerator.referenceDate)
}

extension DependencyValues {
  /// The current date: the wall clock in an app, `DateGenerator.referenceDate` in previews
  /// and tests.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
