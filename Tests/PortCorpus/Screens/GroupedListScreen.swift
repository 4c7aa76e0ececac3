import TextUI

struct ShelvedBook: Identifiable {
  let id = UUID()
  var title: String
  var author: String
}

struct GroupedListScreen: View {
  @State private var reading = [
    ShelvedBook(title: "Dune", author: "Frank Herbert"),
    ShelvedBook(title: "Emma", author: "Jane Austen"),
  ]
  @State private var finished = [
    ShelvedBook(title: "Ulysses", author: "James Joyce")
  ]

  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Reading")) {
          ForEach(reading) { book in
            VStack(alignment: .leading) {
              Text(book.title)
                .font(.headline)
              Text(book.author)
                .font(.subheadline)
                .foregroundColor(.secondary)
            }
          }
          .onDelete { offsets in
            reading.remove(atOffsets: offsets)
          }
          .onMove { source, destination in
            reading.move(fromOffsets: source, toOffset: destination)
          }
        }

        Section("Finished") {
          ForEach(finished) { book in
            Text(book.title)
          }
          .onDelete(perform: deleteFinished)
        }
      }
      .listStyle(InsetGroupedListStyle())
      .navigationTitle("Books")
      .navigationBarItems(trailing: EditButton())
    }
  }

  func deleteFinished(at offsets: IndexSet) {
    finished.remove(atOffsets: offsets)
  }
}

struct GroupedListScreen_Previews: PreviewProvider {
  static var previews: some View {
    GroupedListScreen()
  }
}
