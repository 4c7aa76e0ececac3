import TextUI

struct ShelfBook: Identifiable {
  let id = UUID()
  var title: String
  var author: String
}

struct AddBookView: View {
  @Environment(\.dismiss) var dismiss
  @State private var title = ""
  @State private var author = ""
  var onSave: (ShelfBook) -> Void

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Book")) {
          TextField("Title", text: $title)
          TextField("Author", text: $author)
        }
      }
      .navigationTitle("Add Book")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") {
            dismiss()
          }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(ShelfBook(title: title, author: author))
            dismiss()
          }
          .disabled(title.isEmpty)
        }
      }
    }
  }
}

struct BookshelfScreen: View {
  @State var books = [
    ShelfBook(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
    ShelfBook(title: "Kindred", author: "Octavia E. Butler"),
  ]
  @State var showingAddBook = false

  var body: some View {
    NavigationView {
      List {
        ForEach(books) { book in
          VStack(alignment: .leading) {
            Text(book.title)
              .font(.headline)
            Text(book.author)
              .foregroundColor(.secondary)
          }
        }
        .onDelete { offsets in
          books.remove(atOffsets: offsets)
        }
      }
      .navigationTitle("Bookshelf")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button {
            showingAddBook = true
          } label: {
            Image(systemName: "plus")
          }
        }
      }
      .sheet(isPresented: $showingAddBook) {
        AddBookView { book in
          books.append(book)
        }
      }
    }
  }
}

struct BookshelfScreen_Previews: PreviewProvider {
  static var previews: some View {
    BookshelfScreen(showingAddBook: true)
  }
}
