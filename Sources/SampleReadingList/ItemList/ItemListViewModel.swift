import TextUI

/// Loads the reading list for `ItemListView`. Takes only the `APIClient` it calls, by
/// initializer, so a preview or a test decides what the "server" answers.
@MainActor
public final class ItemListViewModel: ObservableObject {
  /// Loading until the first answer, then the items or the failure's message.
  @Published public private(set) var state: Loadable<[Item]> = .loading

  private let apiClient: any APIClient

  public init(apiClient: any APIClient) {
    self.apiClient = apiClient
  }

  /// Asks the API for the items, showing the loading state again while it does.
  public func fetchItems() async {
    state = .loading
    do {
      state = .loaded(try await apiClient.fetchItems())
    } catch is CancellationError {
      // The screen went away mid-request: there is no one left to show a failure to.
    } catch {
      state = .failed(describing: error)
    }
  }
}
