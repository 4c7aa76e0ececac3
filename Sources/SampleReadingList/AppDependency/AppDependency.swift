import Synchronization

/// Every dependency of the app in one value, injected once at the root through the
/// environment and read by `DependencyProvider` wherever a screen is built for something a
/// preview is not about (a navigation destination).
///
/// One struct rather than one environment key per service: adding a dependency means adding
/// a property here, and the compiler then points at every place that builds the container.
///
/// Equality is by identity, not by members. Environment values are compared often (to decide
/// what changed), so `==` must be O(1) and cannot compare a handful of existential services.
/// Each `init` takes a fresh `Token` from a process-wide counter, and every member is a `let`,
/// so the only way to change a dependency is a new `init` — which also means a new token. A
/// copy keeps its token and compares equal; two containers built separately never do, even
/// from the same services. The token is a counter rather than a `UUID` so that it is
/// deterministic and costs one atomic increment.
public struct AppDependency: Sendable, Equatable {
  public let apiClient: any APIClient
  public let database: any Database
  public let keychain: any Keychain
  public let userDefaults: any UserDefaultsStore
  public let randomNumberClient: any RandomNumberClient
  /// This container's identity, the only thing `==` compares.
  public let token: Token

  public init(
    apiClient: any APIClient,
    database: any Database,
    keychain: any Keychain,
    userDefaults: any UserDefaultsStore,
    randomNumberClient: any RandomNumberClient
  ) {
    self.apiClient = apiClient
    self.database = database
    self.keychain = keychain
    self.userDefaults = userDefaults
    self.randomNumberClient = randomNumberClient
    self.token = Token.next()
  }

  public static func == (lhs: AppDependency, rhs: AppDependency) -> Bool {
    lhs.token == rhs.token
  }
}

extension AppDependency {
  /// The identity of one `AppDependency` initialisation: a number from a process-wide atomic
  /// counter, unique per `init` and the same on every run.
  public struct Token: Hashable, Sendable {
    private static let counter = Atomic<UInt64>(0)

    /// The position of the `init` that took this token, starting at 1.
    public let value: UInt64

    static func next() -> Token {
      Token(value: counter.add(1, ordering: .relaxed).newValue)
    }
  }
}
