import Observation
import SwiftUI

@Observable
final class ArticleStore {
  var articles: [Article] = []
  var searchText = ""
  var isLoading = false

  var filtered: [Article] {
    guard !searchText.isEmpty else { return articles }
    return articles.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
  }

  func refresh() async {
    isLoading = true
    articles = (try? await APIClient.shared.articles()) ?? []
    isLoading = false
  }
}

struct ArticleListView: View {
  @State private var store = ArticleStore()

  var body: some View {
    NavigationStack {
      List(store.filtered) { article in
        NavigationLink(value: article) {
          VStack(alignment: .leading, spacing: 4) {
            Text(article.title).font(.headline)
            Text("by \(article.author)")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Articles")
      .navigationDestination(for: Article.self) { article in
        ScrollView {
          Text(article.body).padding()
        }
        .navigationTitle(article.title)
      }
      .searchable(text: $store.searchText, prompt: "Search articles")
      .overlay {
        if store.filtered.isEmpty && !store.searchText.isEmpty {
          ContentUnavailableView.search(text: store.searchText)
        } else if store.articles.isEmpty && !store.isLoading {
          ContentUnavailableView("No Articles", systemImage: "newspaper", description: Text("Pull to refresh."))
        }
      }
      .task { await store.refresh() }
    }
  }
}

#Preview {
  ArticleListView()
}
