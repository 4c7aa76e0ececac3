import Synchronization

/// One canned answer for a mocked dependency: never arrives (the loading state), arrives
/// with a value (success), or fails (error). One mock type therefore gives all three states:
///
/// ```swift
/// struct MockAPIClient: APIClient {
///   var items: MockResponse<[Item]>
///   func fetchItems() async throws -> [Item] { try await items.resolve() }
/// }
/// ItemListViewModel(apiClient: MockAPIClient(items: .pending))
/// ```
///
/// A pending response suspends its caller until the task is cancelled and tells the runner
/// so, which is how the runner knows a loading screen has settled without waiting on a clock.
/// A screen still waiting on one when it settles shows loading: the runner warns when that
/// happens in an `error` state, which wants `.failure`.
public enum MockResponse<Value: Sendable>: Sendable {
  /// The response never arrives; the caller stays suspended until cancelled.
  case pending
  /// The response arrives at once with `value`.
  case success(Value)
  /// The request fails at once with `error`.
  case failure(any Error)

  /// Returns the value, throws the error, or suspends until the calling task is cancelled
  /// (then throws `CancellationError`).
  public func resolve() async throws -> Value {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw error
    case .pending:
      try await AsyncActivity.suspendUntilCancelled()
      throw CancellationError()
    }
  }
}

/// A sequence of responses for a dependency that is called several times, such as a Fetch
/// button tapped twice: the first call gets the first response, and so on; the last one
/// repeats.
public final class MockResponses<Value: Sendable>: Sendable {
  private let responses: [MockResponse<Value>]
  private let calls = Counter()

  /// Creates a sequence that answers the first call with the first response, and so on.
  /// `responses` must not be empty.
  public init(_ responses: [MockResponse<Value>]) {
    precondition(!responses.isEmpty, "MockResponses needs at least one response")
    self.responses = responses
  }

  /// How many times `resolve()` has been called.
  public var callCount: Int { calls.value }

  /// Resolves the next response.
  public func resolve() async throws -> Value {
    let index = calls.increment() - 1
    return try await responses[min(index, responses.count - 1)].resolve()
  }
}

/// A thread-safe call counter.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() -> Int {
    count.withLock {
      $0 += 1; return $0
    }
  }
}
