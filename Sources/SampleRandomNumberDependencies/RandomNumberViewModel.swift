import TextDependencies
import TextUI

/// The article's view model, with its client taken from the dependency values: shows "0"
/// until a fetch succeeds, and "Something went wrong" after a failure until the next success.
@MainActor
public final class RandomNumberViewModel: ObservableObject {
  /// The number to show.
  @Published public private(set) var numberString: String = "0"
  /// The message of the last failed fetch, cleared by a successful one.
  @Published public private(set) var errorString: String?

  @Dependency(\.randomNumberClient) private var randomNumberClient

  public init() {}

  /// Fetches a number with the client this model was created with (or the one overridden
  /// around the call), and shows it or the error.
  public func fetch() async {
    do {
      let number = try await randomNumberClient.fetch()
      numberString = String(number)
      errorString = nil
    } catch {
      errorString = "Something went wrong"
    }
  }

  /// The article's caveat: the same fetch, with the client declared inside the method. It is
  /// created when the method runs, so only an override around the call reaches it — not one
  /// around the model's creation.
  public func fetch2() async {
    @Dependency(\.randomNumberClient) var randomNumberClient
    do {
      let number = try await randomNumberClient.fetch()
      numberString = String(number)
      errorString = nil
    } catch {
      errorString = "Something went wrong"
    }
  }
}
