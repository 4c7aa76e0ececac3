import TextDependencies

/// The error the article's client throws when the service answers badly.
public struct RandomNumberError: Error {}

/// The article's abstraction of the random-number service (seed 004), a protocol as the
/// article writes it.
public protocol RandomNumberClientProtocol: Sendable {
  /// A number from 0 to 100.
  func fetch() async throws -> Int
}

/// The app's client. The article's calls the Random Number API over the network; this
/// sample has no network, so it draws the number itself. Previews and tests never reach it:
/// the key below gives them other values.
public struct RandomNumberClient: RandomNumberClientProtocol {
  public init() {}

  public func fetch() async throws -> Int {
    Int.random(in: 0...100)
  }
}

/// The article's mock: answers every fetch with one result.
public struct RandomNumberClientMock: RandomNumberClientProtocol {
  private let fetchResult: Result<Int, Error>

  public init(fetchResult: Result<Int, Error>) {
    self.fetchResult = fetchResult
  }

  public func fetch() async throws -> Int {
    try fetchResult.get()
  }
}

/// The registration, as the article's last version writes it: the live client in the app, a
/// test fails if it uses the client without overriding it, and previews get 42.
private enum RandomNumberClientKey: DependencyKey {
  static let liveValue: any RandomNumberClientProtocol = RandomNumberClient()
  static let testValue: any RandomNumberClientProtocol = unimplemented()
  static let previewValue: any RandomNumberClientProtocol = RandomNumberClientMock(fetchResult: .success(42))
}

extension DependencyValues {
  /// The random-number service: `@Dependency(\.randomNumberClient)`.
  public var randomNumberClient: any RandomNumberClientProtocol {
    get { self[RandomNumberClientKey.self] }
    set { self[RandomNumberClientKey.self] = newValue }
  }
}
