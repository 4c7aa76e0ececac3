import TextUI

/// One item in full: title, author, tags and link, then the user's notes from the database.
///
/// It takes the item and the one service it reads, a `Database`, by initializer. In the app
/// it is built by `ItemListView`'s navigation destination from the app's container; in its
/// own preview, with a mock database.
public struct ItemDetailView: View {
  @State private var viewModel: ItemDetailViewModel

  public init(item: Item, database: any Database) {
    _viewModel = State(initialValue: ItemDetailViewModel(item: item, database: database))
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: .rows(1)) {
      header
      additions
    }
    .navigationTitle("Details")
    .task { await viewModel.load() }
  }

  private var header: some View {
    let item = viewModel.item
    return VStack(alignment: .leading) {
      Text(item.title).bold()
      Text("by \(item.author)") + Text(" · saved \(item.savedAt)").dim()
      Text(item.tags.map { "#\($0)" }.joined(separator: " ")).foregroundColor(.magenta)
      Text(item.url).underline().dim()
    }
  }

  @ViewBuilder private var additions: some View {
    switch viewModel.state {
    case .loading:
      ProgressView("Loading notes…")
    case .loaded(let details):
      VStack(alignment: .leading) {
        if details.isFavorite {
          // The star is yellow; the word keeps the default colour, which reads on any background.
          Label {
            Text("Favorite")
          } icon: {
            Image(systemName: "star.fill").foregroundColor(.yellow)
          }
        }
        Text("Notes").font(.headline)
        if details.notes.isEmpty {
          Text("No notes yet.").dim()
        } else {
          ForEach(Array(details.notes.enumerated()), id: \.offset) { note in
            Text("• \(note.element)")
          }
        }
      }
    case .failed(let message):
      Text(message).foregroundColor(.red)
    }
  }
}
