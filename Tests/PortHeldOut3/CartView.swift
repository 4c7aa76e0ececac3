import SwiftUI

struct CartView: View {
  @State private var cart = Cart.preview()
  @State private var promoCode = ""
  @State private var showingCheckout = false

  private let currency = "USD"

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach($cart.lines) { $line in
            HStack(spacing: 12) {
              Image(systemName: line.product.symbol)
                .frame(width: 44, height: 44)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
              VStack(alignment: .leading, spacing: 4) {
                Text(line.product.name)
                  .font(.headline)
                Text(line.product.price, format: .currency(code: currency))
                  .font(.subheadline)
                  .foregroundStyle(.secondary)
              }
              Spacer()
              Stepper("\(line.quantity)", value: $line.quantity, in: 1...10)
                .fixedSize()
            }
          }
          .onDelete { offsets in
            cart.lines.remove(atOffsets: offsets)
          }
        }

        Section("Promo code") {
          HStack {
            TextField("Enter code", text: $promoCode)
              .textInputAutocapitalization(.characters)
            Button("Apply") {}
              .disabled(promoCode.isEmpty)
          }
        }

        Section {
          totalRow("Subtotal", cart.subtotal)
          totalRow("Shipping", cart.lines.isEmpty ? 0 : cart.shipping)
          totalRow("Tax", cart.tax)
          totalRow("Total", cart.total)
            .font(.headline)
        }
      }
      .navigationTitle("Cart (\(cart.lines.count))")
      .safeAreaInset(edge: .bottom) {
        Button {
          showingCheckout = true
        } label: {
          Text("Checkout · \(cart.total.formatted(.currency(code: currency)))")
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .padding()
        .background(.ultraThinMaterial)
        .disabled(cart.lines.isEmpty)
      }
      .alert("Order placed", isPresented: $showingCheckout) {
        Button("OK") {}
      }
    }
  }

  private func totalRow(_ title: String, _ amount: Decimal) -> some View {
    HStack {
      Text(title)
      Spacer()
      Text(amount, format: .currency(code: currency))
    }
  }
}

#Preview {
  CartView()
}
