import Foundation
import TextUI

/// Searches the reading list for `SearchView`. Takes only the `APIClient` it calls.
@MainActor
public final class SearchViewModel: ObservableObject {
  /// Where a search is.
  public enum Phase: Equatable, Sendable {
    /// Nothing searched yet (or the query was blank).
    case idle
    /// Waiting for the answer for this query.
    case searching(String)
    /// The items found for `query`, possibly none.
    case found(query: String, items: [Item])
    /// The search failed with this message.
    case failed(String)
  }

  /// What the user typed; bound to the text field.
  @Published public var query: String
  /// Where the latest search is.
  @Published public private(set) var phase: Phase = .idle

  private let apiClient: any APIClient

  public init(apiClient: any APIClient, query: String = "") {
    self.apiClient = apiClient
    self.query = query
  }

  /// Searches for the query without its surrounding spaces; a blank query searches nothing.
  public func search() async {
    let query = self.query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else {
      phase = .idle
      return
    }
    phase = .searching(query)
    do {
      let items = try await apiClient.search(query)
      // A newer search replaced this one while it waited: its answer is stale.
      guard !Task.isCancelled else { return }
      phase = .found(query: query, items: items)
    } catch is CancellationError {
      // Replaced by a newer search, or the screen went away: nothing to show.
    } catch {
      phase = .failed(String(describing: error))
    }
  }
}
