import TextUI

struct TipCalculator: View {
  @State private var amount = 48.0
  @State private var tipPercent = 15
  @State private var people = 2

  var total: Double { amount * (1 + Double(tipPercent) / 100) }
  var perPerson: Double { total / Double(people) }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      TextField("Amount", value: $amount, format: .number)
        .keyboardType(.decimalPad)
      Stepper("Tip: \(tipPercent)%", value: $tipPercent, in: 0...30, step: 5)
      Stepper("People: \(people)", value: $people, in: 1...10)
      Divider()
      LabeledContent("Total", value: total, format: .number.precision(.fractionLength(2)))
      HStack {
        Text("Each pays")
        Spacer()
        Text(perPerson, format: .number.precision(.fractionLength(2)))
          .bold()
      }
    }
    .padding()
  }
}

struct TipCalculator_Previews: PreviewProvider {
  static var previews: some View {
    TipCalculator()
  }
}
