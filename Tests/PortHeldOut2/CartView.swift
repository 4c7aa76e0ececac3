import SwiftUI

struct CartView: View {
  @State private var items = CartItem.samples
  @State private var promoCode = ""

  private var subtotal: Double {
    items.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) }
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach($items) { $item in
          HStack {
            VStack(alignment: .leading) {
              Text(item.name)
              Text(item.unitPrice, format: .currency(code: "USD"))
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Stepper("\(item.quantity)", value: $item.quantity, in: 1...10)
              .fixedSize()
          }
        }
        .onDelete { offsets in
          items.remove(atOffsets: offsets)
        }

        Section("Promo code") {
          TextField("Enter code", text: $promoCode)
            .textInputAutocapitalization(.characters)
            .autocorrectionDisabled()
        }
      }
      .safeAreaInset(edge: .bottom) {
        VStack(spacing: 8) {
          HStack {
            Text("Subtotal")
            Spacer()
            Text(subtotal, format: .currency(code: "USD"))
              .bold()
          }
          Button {
          } label: {
            Text("Place Order")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .disabled(items.isEmpty)
        }
        .padding()
        .background(.bar)
      }
      .navigationTitle("Cart (\(items.count))")
      .toolbar { EditButton() }
    }
  }
}

#Preview {
  CartView()
}
