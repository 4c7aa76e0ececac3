import SwiftUI

struct ProductSearchView: View {
  @State private var query = ""
  @State private var sortByPrice = false
  private let products = Product.samples

  private var results: [Product] {
    let matches = query.isEmpty ? products : products.filter { $0.name.localizedCaseInsensitiveContains(query) }
    return sortByPrice ? matches.sorted { $0.price < $1.price } : matches
  }

  var body: some View {
    NavigationStack {
      List(results) { product in
        NavigationLink(value: product) {
          VStack(alignment: .leading, spacing: 2) {
            Text(product.name)
            HStack {
              Text(product.price, format: .currency(code: "USD"))
                .fontWeight(.semibold)
              Spacer()
              Label(product.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                .font(.caption)
                .foregroundStyle(.orange)
            }
          }
        }
      }
      .overlay {
        if results.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search products")
      .searchSuggestions {
        ForEach(["Shoes", "Jacket", "Socks"], id: \.self) { suggestion in
          Text(suggestion).searchCompletion(suggestion)
        }
      }
      .navigationDestination(for: Product.self) { product in
        Text(product.name)
      }
      .navigationTitle("Shop")
      .toolbar {
        Toggle(isOn: $sortByPrice) {
          Label("Sort by price", systemImage: "arrow.up.arrow.down")
        }
      }
    }
  }
}

#Preview {
  ProductSearchView()
}
