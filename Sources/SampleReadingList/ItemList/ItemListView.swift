import TextUI

/// The reading list: loads the saved items and links each one to its details.
///
/// It takes only what it uses, its view model, by initializer. The detail screen it links to
/// needs a `Database`, which this screen never touches: the destination gets it from the
/// app's container through `DependencyProvider`, so a preview of this list injects one mock
/// API client and nothing else (and shows "AppDependency is not set." if it opens an item).
public struct ItemListView: View {
  @StateObject private var viewModel: ItemListViewModel
  /// Bumped by Retry. `.task(id:)` restarts the load when it changes and, like any `.task`,
  /// cancels it when the screen goes away, which a `Task {}` started by the button would not.
  @State private var attempt = 0

  public init(viewModel: ItemListViewModel) {
    _viewModel = StateObject(wrappedValue: viewModel)
  }

  public var body: some View {
    content
      .navigationTitle("Reading List")
      .navigationDestination(for: Item.self) { item in
        DependencyProvider { dependency in
          ItemDetailView(item: item, database: dependency.database)
        }
      }
      .task(id: attempt) { await viewModel.fetchItems() }
  }

  @ViewBuilder private var content: some View {
    switch viewModel.state {
    case .loading:
      ProgressView("Loading…")
    case .loaded(let items) where items.isEmpty:
      Text("No saved items yet.").dim()
    case .loaded(let items):
      List(items) { item in
        NavigationLink(value: item) {
          ItemRow(item: item)
        }
      }
    case .failed(let message):
      VStack(alignment: .leading) {
        Text(message).foregroundColor(.red)
        Button("Retry") { attempt += 1 }
      }
    }
  }
}
