import TextUI

struct BookingView: View {
  @State private var guests = 1
  @State private var nights = 2
  @State private var promoCode = ""

  var body: some View {
    VStack(spacing: 20) {
      Text("Book your stay")
        .font(.title)
        .bold()
      Stepper("Guests: \(guests)", value: $guests, in: 1...8)
      Stepper("Nights: \(nights)", value: $nights, in: 1...30)
      TextField("Promo code", text: $promoCode)
        .multilineTextAlignment(.center)
        .textFieldStyle(.roundedBorder)
      Text("\(nights) nights for \(guests) guest")
        .foregroundStyle(.secondary)
      Button("Reserve") {}
        .buttonStyle(.borderedProminent)
      Link("Terms and conditions", destination: URL(string: "https://example.com/terms")!)
        .buttonStyle(.plain)
        .font(.footnote)
    }
    .padding()
  }
}

struct BookingView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    BookingView()
  }
}
