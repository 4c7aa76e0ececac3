import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
  var color: Color = .blue

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .foregroundColor(.white)
      .padding(.vertical, 12)
      .frame(maxWidth: .infinity)
      .background(color.opacity(configuration.isPressed ? 0.7 : 1))
      .clipShape(Capsule())
      .scaleEffect(configuration.isPressed ? 0.97 : 1)
  }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
  static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

struct CheckoutFooter: View {
  var total: Double
  var onCheckout: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      HStack {
        Text("Total")
        Spacer()
        Text(total, format: .currency(code: "USD")).bold()
      }
      Button("Checkout", action: onCheckout)
        .buttonStyle(.primary)
      Button("Continue shopping") {}
        .buttonStyle(PrimaryButtonStyle(color: .gray))
    }
    .padding()
  }
}

#Preview {
  CheckoutFooter(total: 42.5) {}
}
