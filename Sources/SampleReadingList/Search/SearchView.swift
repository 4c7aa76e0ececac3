import TextUI

/// Searches the saved items: a query field, a Search button, then the matching items, a
/// "no match" message or the failure.
public struct SearchView: View {
  @StateObject private var viewModel: SearchViewModel
  /// The search the button started, kept so a new search or leaving the screen cancels it
  /// rather than leaving a request running for a screen that is gone.
  @State private var searchTask: Task<Void, Never>? = nil

  public init(viewModel: SearchViewModel) {
    _viewModel = StateObject(wrappedValue: viewModel)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: .rows(1)) {
      HStack {
        TextField("Query", text: $viewModel.query)
        Button("Search") {
          searchTask?.cancel()
          searchTask = Task { await viewModel.search() }
        }
      }
      results
    }
    .navigationTitle("Search")
    .onDisappear { searchTask?.cancel() }
  }

  @ViewBuilder private var results: some View {
    switch viewModel.phase {
    case .idle:
      Text("Type a title, author or tag, then Search.").dim()
    case .searching(let query):
      ProgressView("Searching for “\(query)”…")
    case .found(let query, let items) where items.isEmpty:
      Text("No saved items match “\(query)”.")
    case .found(_, let items):
      List(items) { item in
        ItemRow(item: item)
      }
    case .failed(let message):
      Text(message).foregroundColor(.red)
    }
  }
}
