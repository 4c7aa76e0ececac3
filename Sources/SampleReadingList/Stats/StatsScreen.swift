import TextUI

/// The statistics tab: loads the reading list through the same view model as the list screen
/// and shows `StatsView` for it. It takes only its view model, by initializer.
public struct StatsScreen: View {
  @StateObject private var viewModel: ItemListViewModel

  public init(viewModel: ItemListViewModel) {
    _viewModel = StateObject(wrappedValue: viewModel)
  }

  public var body: some View {
    content
      .navigationTitle("Statistics")
      .task { await viewModel.fetchItems() }
  }

  @ViewBuilder private var content: some View {
    switch viewModel.state {
    case .loading:
      ProgressView("Counting…")
    case .loaded(let items) where items.isEmpty:
      Text("Nothing saved yet: statistics start with your first item.").dim()
    case .loaded(let items):
      StatsView(stats: ReadingStats(items: items))
    case .failed(let message):
      Text(message).foregroundColor(.red)
    }
  }
}
