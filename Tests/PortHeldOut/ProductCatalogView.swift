import SwiftUI

struct ProductCatalogView: View {
  let products = Product.samples
  @State private var selectedProduct: Product?
  @State private var showOnlyInStock = false

  var visibleProducts: [Product] {
    showOnlyInStock ? products.filter(\.inStock) : products
  }

  var body: some View {
    NavigationStack {
      List(visibleProducts) { product in
        Button {
          selectedProduct = product
        } label: {
          ProductRow(product: product)
        }
        .buttonStyle(.plain)
      }
      .navigationTitle("Catalog")
      .navigationDestination(item: $selectedProduct) { product in
        ProductDetail(product: product)
      }
      .toolbar {
        ToolbarItem {
          Toggle(isOn: $showOnlyInStock) {
            Label("In stock", systemImage: "shippingbox")
          }
        }
      }
    }
  }
}

struct ProductRow: View {
  let product: Product

  var body: some View {
    HStack {
      AsyncImage(url: product.thumbnail) { image in
        image.resizable()
      } placeholder: {
        Color.gray.opacity(0.3)
      }
      .frame(width: 44, height: 44)
      .cornerRadius(6)
      VStack(alignment: .leading) {
        Text(product.name)
        Text(product.price, format: .currency(code: "USD"))
          .foregroundColor(.secondary)
      }
      Spacer()
      if !product.inStock {
        Text("Sold out")
          .font(.caption)
          .foregroundColor(.red)
      }
    }
  }
}

struct ProductDetail: View {
  let product: Product

  var body: some View {
    VStack(spacing: 12) {
      Text(product.name).font(.largeTitle)
      Text(product.price, format: .currency(code: "USD")).font(.title2)
      ShareLink(item: "Check out \(product.name)!")
    }
    .navigationTitle(product.name)
  }
}

#Preview {
  ProductCatalogView()
}
