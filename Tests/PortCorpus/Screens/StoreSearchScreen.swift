import TextUI

struct StoreProduct: Identifiable {
  let id: Int
  var name: String
  var price: Decimal
  var rating: Double
}

struct StoreSearchScreen: View {
  @State private var query = ""
  let products = [
    StoreProduct(id: 1, name: "Trail Shoes", price: 129.99, rating: 4.6),
    StoreProduct(id: 2, name: "Rain Jacket", price: 1_089, rating: 4.2),
    StoreProduct(id: 3, name: "Wool Socks", price: 14.5, rating: 4.8),
  ]

  var results: [StoreProduct] {
    query.isEmpty ? products : products.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(results) { product in
        HStack {
          VStack(alignment: .leading) {
            Text(product.name)
            Text(product.price, format: .currency(code: "USD"))
              .foregroundStyle(.secondary)
          }
          Spacer()
          Label(product.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
            .labelStyle(.titleAndIcon)
        }
      }
      .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search products")
      .searchSuggestions {
        Text("Shoes").searchCompletion("Shoes")
      }
      .navigationTitle("Shop (\(results.count))")
      .toolbar {
        Button {
        } label: {
          Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
        }
        .labelStyle(.iconOnly)
      }
    }
  }
}

struct StoreSearchScreen_Previews: PreviewProvider {
  static var previews: some View {
    StoreSearchScreen()
  }
}
