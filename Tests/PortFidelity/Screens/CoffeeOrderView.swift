import TextUI

// Not in the default state: "Order placed", "Your latte will be ready in 5 minutes.", "OK", "Size" (a segmented
// picker in a form shows no label)

enum CoffeeSize: String, CaseIterable, Identifiable {
  case small = "Small"
  case medium = "Medium"
  case large = "Large"
  var id: Self { self }
}

struct CoffeeOrderView: View {
  @State private var drink = "Latte"
  @State private var size = CoffeeSize.medium
  @State private var quantity = 1
  @State private var extraShot = false
  @State private var oatMilk = true
  @State private var notes = ""
  @State private var showConfirmation = false

  private let drinks = ["Espresso", "Latte", "Cappuccino", "Flat White"]

  var total: Double {
    let base = size == .small ? 3.2 : size == .medium ? 3.8 : 4.4
    return (base + (extraShot ? 0.6 : 0)) * Double(quantity)
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("Drink") {
          Picker("Drink", selection: $drink) {
            ForEach(drinks, id: \.self) { Text($0) }
          }
          Picker("Size", selection: $size) {
            ForEach(CoffeeSize.allCases) { size in
              Text(size.rawValue).tag(size)
            }
          }
          .pickerStyle(.segmented)
          Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
        }
        Section {
          Toggle("Extra shot", isOn: $extraShot)
          Toggle("Oat milk", isOn: $oatMilk)
        } header: {
          Text("Extras")
        } footer: {
          Text("An extra shot adds $0.60 per drink.")
        }
        Section("Notes") {
          TextField("Anything we should know?", text: $notes)
        }
        Section {
          HStack {
            Text("Total")
            Spacer()
            Text(total, format: .currency(code: "USD"))
              .bold()
          }
          Button("Place Order") {
            showConfirmation = true
          }
        }
      }
      .navigationTitle("Order Coffee")
      .alert("Order placed", isPresented: $showConfirmation) {
        Button("OK", role: .cancel) {}
      } message: {
        Text("Your latte will be ready in 5 minutes.")
      }
    }
  }
}

struct CoffeeOrderView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    CoffeeOrderView()
  }
}
