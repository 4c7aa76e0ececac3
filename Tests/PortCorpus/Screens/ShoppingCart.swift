import TextUI

struct CartLine: Identifiable {
  let id: Int
  let name: String
  let price: Double
  var quantity: Int
}

@Observable
final class CartModel {
  var lines: [CartLine] = [
    CartLine(id: 1, name: "Coffee beans", price: 12.5, quantity: 1),
    CartLine(id: 2, name: "Milk", price: 1.2, quantity: 2),
  ]

  var total: Double { lines.reduce(0) { $0 + $1.price * Double($1.quantity) } }

  func remove(at offsets: IndexSet) { lines.remove(atOffsets: offsets) }
}

struct ShoppingCart: View {
  @State private var cart = CartModel()

  var body: some View {
    NavigationStack {
      VStack {
        List {
          ForEach($cart.lines) { $line in
            HStack {
              Text(line.name)
              Spacer()
              Stepper("\(line.quantity)", value: $line.quantity, in: 0...9)
            }
          }
          .onDelete(perform: cart.remove)
        }
        HStack {
          Text("Total").bold()
          Spacer()
          Text(String(format: "$%.2f", cart.total))
        }
        Button("Checkout", role: .destructive) {}
      }
      .navigationTitle("Cart")
    }
  }
}

struct ShoppingCart_Previews: PreviewProvider {
  static var previews: some View {
    ShoppingCart()
  }
}
