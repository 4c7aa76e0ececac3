import SwiftUI

struct TipCalculatorView: View {
  @State private var checkAmount = 0.0
  @State private var numberOfPeople = 2
  @State private var tipPercentage = 20
  @FocusState private var amountIsFocused: Bool

  private let tipPercentages = [10, 15, 20, 25, 0]
  private let currencyCode = Locale.current.currency?.identifier ?? "USD"

  private var totalPerPerson: Double {
    let peopleCount = Double(numberOfPeople + 2)
    let tipValue = checkAmount / 100 * Double(tipPercentage)
    return (checkAmount + tipValue) / peopleCount
  }

  var body: some View {
    NavigationView {
      Form {
        Section {
          TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
            .keyboardType(.decimalPad)
            .focused($amountIsFocused)

          Picker("Number of people", selection: $numberOfPeople) {
            ForEach(2..<100) {
              Text("\($0) people")
            }
          }
        }

        Section {
          Picker("Tip percentage", selection: $tipPercentage) {
            ForEach(tipPercentages, id: \.self) {
              Text($0, format: .percent)
            }
          }
          .pickerStyle(.segmented)
        } header: {
          Text("How much tip do you want to leave?")
        }

        Section("Amount per person") {
          Text(totalPerPerson, format: .currency(code: currencyCode))
        }
      }
      .navigationTitle("WeSplit")
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") {
            amountIsFocused = false
          }
        }
      }
    }
  }
}

struct TipCalculatorView_Previews: PreviewProvider {
  static var previews: some View {
    TipCalculatorView()
  }
}
