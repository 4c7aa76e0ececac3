import PreviewKit
import SampleReadingList
import Testing
import TextUI

@testable import SamplePreviews

/// View-model tests with the previews' mocks, plus renderings of the list and of the detail
/// screen it pushes. Serialized because `AsyncActivity` counts suspended mocks process-wide
/// and `renderSettled` compares that count with one graph's tasks: a pending mock in a test
/// running alongside could make another test's graph look settled early.
@Suite(.serialized)
@MainActor
struct ReadingListViewModelTests {
  // MARK: ItemListViewModel

  @Test("ItemListViewModel goes from loading to loaded when the API answers")
  func itemListLoads() async {
    let viewModel = ItemListViewModel(apiClient: MockAPIClient(items: .success(Item.samples)))
    #expect(viewModel.state == .loading)
    await viewModel.fetchItems()
    #expect(viewModel.state == .loaded(Item.samples))
  }

  @Test("ItemListViewModel goes from loading to failed, with the error's message, when the API fails")
  func itemListFails() async {
    let viewModel = ItemListViewModel(apiClient: MockAPIClient(items: .failure(MockError.offline)))
    #expect(viewModel.state == .loading)
    await viewModel.fetchItems()
    #expect(viewModel.state == .failed("The Internet connection appears to be offline."))
  }

  @Test("ItemListViewModel stays loading, not failed, when its request is cancelled")
  func itemListCancelled() async {
    let viewModel = ItemListViewModel(apiClient: MockAPIClient(items: .pending))
    let task = Task { await viewModel.fetchItems() }
    task.cancel()
    await task.value
    #expect(viewModel.state == .loading)
  }

  // MARK: ItemDetailViewModel

  @Test("ItemDetailViewModel loads the notes and the favourite mark")
  func itemDetailLoads() async {
    let database = MockDatabase(notes: .success(["First note"]), isFavorite: .success(true))
    let viewModel = ItemDetailViewModel(item: Item.samples[0], database: database)
    await viewModel.load()
    #expect(viewModel.state == .loaded(ItemDetailViewModel.Details(notes: ["First note"], isFavorite: true)))
  }

  @Test("ItemDetailViewModel fails with the database's error")
  func itemDetailFails() async {
    let viewModel = ItemDetailViewModel(
      item: Item.samples[0], database: MockDatabase(notes: .failure(MockError.server(status: 500))))
    await viewModel.load()
    #expect(viewModel.state == .failed("The server answered with status 500."))
  }

  // MARK: RandomNumberViewModel

  @Test("RandomNumberViewModel shows the error after a failure, then the number and no error after a success")
  func randomNumberFailsThenSucceeds() async {
    let client = MockRandomNumberClient(responses: MockResponses([.failure(MockError.offline), .success(42)]))
    let viewModel = RandomNumberViewModel(randomNumberClient: client)
    #expect(viewModel.numberString == "0")
    #expect(viewModel.errorString == nil)

    await viewModel.fetch()
    #expect(viewModel.numberString == "0")
    #expect(viewModel.errorString == "Something went wrong")

    await viewModel.fetch()
    #expect(viewModel.numberString == "42")
    #expect(viewModel.errorString == nil)
    #expect(viewModel.isFetching == false)
    #expect(client.responses.callCount == 2)
  }

  // MARK: SearchViewModel

  @Test("SearchViewModel finds items for the trimmed query")
  func searchFinds() async {
    let found = Array(Item.samples.prefix(2))
    let viewModel = SearchViewModel(apiClient: MockAPIClient(search: .success(found)), query: "  swift ")
    await viewModel.search()
    #expect(viewModel.phase == .found(query: "swift", items: found))
  }

  @Test("SearchViewModel reports an empty result as found with no items")
  func searchFindsNothing() async {
    let viewModel = SearchViewModel(apiClient: MockAPIClient(search: .success([])), query: "rust")
    await viewModel.search()
    #expect(viewModel.phase == .found(query: "rust", items: []))
  }

  @Test("SearchViewModel fails with the API's error")
  func searchFails() async {
    let viewModel = SearchViewModel(apiClient: MockAPIClient(search: .failure(MockError.offline)), query: "swift")
    await viewModel.search()
    #expect(viewModel.phase == .failed("The Internet connection appears to be offline."))
  }

  @Test("SearchViewModel does not call the API for a blank query")
  func searchBlankQuery() async {
    // The default mock fails as "not mocked", so a call would show up as a failed phase.
    let viewModel = SearchViewModel(apiClient: MockAPIClient(), query: "   ")
    await viewModel.search()
    #expect(viewModel.phase == .idle)
  }

  // MARK: AccountSettingsViewModel

  @Test("AccountSettingsViewModel saves a changed setting to the store")
  func settingsSave() {
    let store = MockUserDefaultsStore(AccountSettings(syncsOverCellular: false))
    let viewModel = AccountSettingsViewModel(userDefaults: store, keychain: MockKeychain(username: .success("reader")))
    viewModel.set(\.syncsOverCellular, to: true)
    #expect(viewModel.settings.syncsOverCellular)
    #expect(store.accountSettings() == viewModel.settings)
  }

  @Test("AccountSettingsViewModel signs out, or keeps the account and says why it could not")
  func settingsSignOut() async {
    let working = AccountSettingsViewModel(
      userDefaults: MockUserDefaultsStore(), keychain: MockKeychain(username: .success("reader")))
    await working.loadAccount()
    #expect(working.account == .loaded("reader"))
    await working.signOut()
    #expect(working.account == .loaded(nil))

    let failing = AccountSettingsViewModel(
      userDefaults: MockUserDefaultsStore(),
      keychain: MockKeychain(username: .success("reader"), deleteCredentials: .failure(MockError.offline)))
    await failing.loadAccount()
    await failing.signOut()
    #expect(failing.account == .loaded("reader"))
    #expect(failing.signOutError == "Could not sign out: The Internet connection appears to be offline.")
  }

  // MARK: AppDependency

  @Test("AppDependency equality is by token: a copy is equal, a second init of the same services is not")
  func appDependencyEquality() {
    let apiClient = MockAPIClient()
    let database = MockDatabase(notes: .success([]))
    let keychain = MockKeychain(username: .success(nil))
    let userDefaults = MockUserDefaultsStore()
    let randomNumberClient = MockRandomNumberClient(.success(1))
    func make() -> AppDependency {
      AppDependency(
        apiClient: apiClient, database: database, keychain: keychain, userDefaults: userDefaults,
        randomNumberClient: randomNumberClient)
    }
    let first = make()
    let second = make()
    let copy = first
    #expect(first == copy)
    #expect(first.token == copy.token)
    #expect(first != second)
    #expect(second.token.value > first.token.value)
  }

  // MARK: Rendering

  @Test("ItemListView shows every item's title once the mock answers")
  func itemListRenders() async {
    let viewModel = ItemListViewModel(apiClient: MockAPIClient(items: .success(Item.samples)))
    let graph = ViewGraph(ItemListView(viewModel: viewModel))
    defer { graph.tearDown() }
    let result = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5))
    #expect(result.settled)
    let text = PlainTextRenderer().render(result.frame.buffer)
    for item in Item.samples {
      #expect(text.contains(item.title), "\(item.title) is missing from:\n\(text)")
    }
  }

  @Test("ItemListView's Retry loads again: a failure, then the items")
  func itemListRetries() async throws {
    let apiClient = FailingOnceAPIClient()
    let graph = ViewGraph(ItemListView(viewModel: ItemListViewModel(apiClient: apiClient)))
    defer { graph.tearDown() }
    let failed = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5))
    #expect(PlainTextRenderer().render(failed.frame.buffer).contains("The Internet connection appears to be offline."))

    let retry = try #require(failed.frame.regions.first { $0.kind == .button && $0.label == "Retry" })
    guard case .tap(let tap) = retry.action else {
      Issue.record("Retry cannot be tapped")
      return
    }
    tap()
    let loaded = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5), expectWork: true)
    let text = PlainTextRenderer().render(loaded.frame.buffer)
    #expect(text.contains(Item.samples[0].title), "no items after Retry in:\n\(text)")
    #expect(apiClient.items.callCount == 2)
  }

  @Test("Opening an item in the list's preview shows the placeholder: the preview injects no AppDependency")
  func listPreviewPushesPlaceholder() async throws {
    let state = try #require(ItemListPreviews.states.first { $0.name == "open an item" })
    guard case .open(let title) = try #require(state.steps.first) else {
      Issue.record("the state's first step is not an .open step")
      return
    }
    var environment = EnvironmentValues()
    environment.showsDependencyPlaceholders = true
    let graph = ViewGraph(state.makeView(), environment: environment)
    defer { graph.tearDown() }
    let list = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5))
    #expect(list.settled)
    #expect(graph.placeholders.isEmpty)

    let link = try #require(list.frame.regions.first { $0.kind == .link && $0.label.hasPrefix(title) })
    guard case .tap(let open) = link.action else {
      Issue.record("the row's link cannot be tapped")
      return
    }
    open()
    let detail = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5), expectWork: true)
    #expect(detail.settled)
    let text = PlainTextRenderer(trimsTrailingSpaces: true).render(detail.frame.buffer)
    #expect(text.contains("AppDependency is not set."), "no placeholder in:\n\(text)")
    #expect(graph.placeholders == ["AppDependency"])
  }

  @Test("With AppDependency injected at the root, the same link opens the real detail screen")
  func appPushesDetail() async throws {
    var environment = EnvironmentValues()
    environment.showsDependencyPlaceholders = true
    let graph = ViewGraph(ReadingListApp(dependency: .fake), environment: environment)
    defer { graph.tearDown() }
    var result = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5))
    for label in ["Reading List", Item.samples[0].title] {
      let link = try #require(result.frame.regions.first { $0.kind == .link && $0.label.hasPrefix(label) })
      guard case .tap(let open) = link.action else {
        Issue.record("\(label) cannot be tapped")
        return
      }
      open()
      result = await graph.renderSettled(width: 80, height: nil, timeout: .seconds(5), expectWork: true)
    }
    let text = PlainTextRenderer(trimsTrailingSpaces: true).render(result.frame.buffer)
    #expect(graph.placeholders.isEmpty)
    #expect(text.contains("Read before the next architecture review."), "no notes in:\n\(text)")
  }
}

/// An API client whose first fetch fails and later ones succeed, for the Retry test.
private struct FailingOnceAPIClient: APIClient {
  let items = MockResponses<[Item]>([.failure(MockError.offline), .success(Item.samples)])

  func fetchItems() async throws -> [Item] { try await items.resolve() }

  func search(_ query: String) async throws -> [Item] { throw MockError.unimplemented("APIClient.search") }
}
