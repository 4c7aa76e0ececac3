import TextUI

struct SearchableList: View {
  @State private var query = ""
  let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Mango"]

  var results: [String] {
    query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { fruit in
        NavigationLink(fruit) {
          Text("You picked \(fruit).")
            .navigationTitle(fruit)
        }
      }
      .navigationTitle("Fruits")
      .searchable(text: $query, prompt: "Search fruits")
      .overlay {
        if results.isEmpty {
          Text("No results for \"\(query)\"")
            .foregroundColor(.secondary)
        }
      }
    }
  }
}

struct SearchableList_Previews: PreviewProvider {
  static var previews: some View {
    SearchableList()
  }
}
