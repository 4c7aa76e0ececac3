import PreviewKit
import SampleReadingList

/// An `APIClient` with one canned answer per endpoint. An endpoint left out fails with
/// "… is not mocked here", so a screen calling something its preview did not expect says so.
struct MockAPIClient: APIClient {
  var items: MockResponse<[Item]>
  var search: MockResponse<[Item]>

  init(
    items: MockResponse<[Item]> = .failure(MockError.unimplemented("APIClient.fetchItems")),
    search: MockResponse<[Item]> = .failure(MockError.unimplemented("APIClient.search"))
  ) {
    self.items = items
    self.search = search
  }

  func fetchItems() async throws -> [Item] { try await items.resolve() }

  func search(_ query: String) async throws -> [Item] { try await search.resolve() }
}
