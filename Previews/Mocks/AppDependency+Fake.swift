import PreviewKit
import SampleReadingList

extension AppDependency {
  /// A complete container of in-memory mocks that all answer at once with sample data: what
  /// the app check injects at the root to walk every screen without any real service.
  static let fake = AppDependency(
    apiClient: MockAPIClient(items: .success(Item.samples), search: .success(Array(Item.samples.prefix(2)))),
    database: MockDatabase(notes: .success(["Read before the next architecture review."]), isFavorite: .success(true)),
    keychain: MockKeychain(username: .success("reader")),
    userDefaults: MockUserDefaultsStore(),
    randomNumberClient: MockRandomNumberClient(.success(42)))
}
