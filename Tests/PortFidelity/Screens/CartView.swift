import TextUI

struct CartItem: Identifiable {
  let id = UUID()
  let name: String
  let price: Decimal
  var quantity: Int
}

struct CartView: View {
  @State private var items = [
    CartItem(name: "Wireless Mouse", price: 29.99, quantity: 1),
    CartItem(name: "USB-C Cable", price: 12.50, quantity: 2),
    CartItem(name: "Laptop Stand", price: 45.00, quantity: 1),
  ]

  private var total: Decimal {
    items.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
  }

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        List {
          ForEach(items) { item in
            HStack {
              VStack(alignment: .leading) {
                Text(item.name)
                Text("Qty \(item.quantity)")
                  .font(.caption)
                  .foregroundStyle(.secondary)
              }
              Spacer()
              Text(item.price * Decimal(item.quantity), format: .currency(code: "USD"))
            }
          }
          .onDelete { items.remove(atOffsets: $0) }
        }
        VStack(spacing: 12) {
          HStack {
            Text("Total")
            Spacer()
            Text(total, format: .currency(code: "USD"))
          }
          .font(.headline)
          Button {
          } label: {
            Text("Checkout")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
        }
        .padding()
      }
      .navigationTitle("Cart")
      .toolbar {
        EditButton()
      }
    }
  }
}

struct CartView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    CartView()
  }
}
