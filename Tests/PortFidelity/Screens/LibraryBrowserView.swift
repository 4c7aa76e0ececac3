import TextUI

// Not in the default state: "Published " (the pushed detail)

struct LibraryBook: Identifiable, Hashable {
  let id = UUID()
  let title: String
  let author: String
  let year: Int
  let summary: String
}

struct LibraryBrowserView: View {
  let books: [LibraryBook]

  var body: some View {
    NavigationStack {
      List(books) { book in
        NavigationLink(value: book) {
          VStack(alignment: .leading) {
            Text(book.title)
              .font(.headline)
            Text(book.author)
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Library")
      .navigationDestination(for: LibraryBook.self) { book in
        BookDetailView(book: book)
      }
    }
  }
}

struct BookDetailView: View {
  let book: LibraryBook

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text(book.author)
          .font(.title3)
          .foregroundStyle(.secondary)
        Text("Published " + String(book.year))
          .font(.subheadline)
        Divider()
        Text(book.summary)
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .navigationTitle(book.title)
  }
}

struct LibraryBrowserView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { LibraryBrowserView(books: books) },
      PreviewState("open Dune", steps: [.open("Dune")]) { LibraryBrowserView(books: books) },
    ]
  }
  static let books = [
    LibraryBook(
      title: "Dune", author: "Frank Herbert", year: 1965,
      summary: "A noble family takes control of the desert planet Arrakis, the only source of the spice."),
    LibraryBook(
      title: "Kindred", author: "Octavia E. Butler", year: 1979,
      summary: "A writer is pulled back in time to a plantation in antebellum Maryland."),
    LibraryBook(
      title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969,
      summary: "An envoy visits a world whose people have no fixed sex."),
  ]
}
