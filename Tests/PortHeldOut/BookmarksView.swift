import SwiftUI

final class BookmarkStore: ObservableObject {
  @Published var bookmarks: [URL] = [
    URL(string: "https://swift.org")!,
    URL(string: "https://developer.apple.com")!,
  ]
  @Published var sortAlphabetically = false

  var sorted: [URL] {
    sortAlphabetically ? bookmarks.sorted { $0.absoluteString < $1.absoluteString } : bookmarks
  }
}

struct BookmarksView: View {
  @ObservedObject var store: BookmarkStore
  @State private var newURL = ""

  var body: some View {
    NavigationView {
      List {
        Section {
          HStack {
            TextField("https://", text: $newURL)
              .textContentType(.URL)
            Button("Add") {
              if let url = URL(string: newURL) {
                store.bookmarks.append(url)
                newURL = ""
              }
            }
          }
        }
        Section(header: Text("Saved")) {
          ForEach(store.sorted, id: \.self) { url in
            Text(url.host ?? url.absoluteString)
              .contextMenu {
                Button {
                  store.bookmarks.removeAll { $0 == url }
                } label: {
                  Label("Delete", systemImage: "trash")
                }
              }
          }
        }
      }
      .listStyle(GroupedListStyle())
      .navigationTitle("Bookmarks")
      .toolbar {
        Menu {
          Toggle("Sort A–Z", isOn: $store.sortAlphabetically)
        } label: {
          Image(systemName: "arrow.up.arrow.down")
        }
      }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

struct BookmarksView_Previews: PreviewProvider {
  static var previews: some View {
    BookmarksView(store: BookmarkStore())
  }
}
