import TextUI

/// The model of the swift-dependencies article's `RandomNumberScreen`, with its client taken
/// by initializer instead of from a dependency library: shows "0" until a fetch succeeds, and
/// "Something went wrong" after a failure until the next success.
@MainActor
public final class RandomNumberViewModel: ObservableObject {
  /// The number to show.
  @Published public private(set) var numberString = "0"
  /// The message of the last failed fetch, cleared by a successful one.
  @Published public private(set) var errorString: String?
  /// Whether a fetch is waiting for its answer.
  @Published public private(set) var isFetching = false

  private let randomNumberClient: any RandomNumberClient

  public init(randomNumberClient: any RandomNumberClient) {
    self.randomNumberClient = randomNumberClient
  }

  /// Fetches a number and shows it, or shows the error.
  public func fetch() async {
    isFetching = true
    defer { isFetching = false }
    do {
      numberString = String(try await randomNumberClient.fetch())
      errorString = nil
    } catch is CancellationError {
      // The screen went away mid-request: there is no one left to show a failure to.
    } catch {
      errorString = "Something went wrong"
    }
  }
}
