import SwiftUI

struct PillButtonStyle: ButtonStyle {
  var background: Color = .accentColor
  var foreground: Color = .white

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .padding(.horizontal, 24)
      .padding(.vertical, 12)
      .foregroundColor(foreground)
      .background(background.opacity(configuration.isPressed ? 0.7 : 1))
      .clipShape(Capsule())
      .scaleEffect(configuration.isPressed ? 0.96 : 1)
      .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
  }
}

struct OutlineButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 20)
      .padding(.vertical, 10)
      .overlay(
        Capsule().stroke(Color.accentColor, lineWidth: 1.5)
      )
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

struct CheckoutFooter: View {
  var onCheckout: () -> Void = {}
  var onSave: () -> Void = {}

  var body: some View {
    HStack(spacing: 12) {
      Button("Save for later", action: onSave)
        .buttonStyle(OutlineButtonStyle())
      Button(action: onCheckout) {
        Label("Checkout", systemImage: "cart")
      }
      .buttonStyle(PillButtonStyle())
    }
    .padding()
  }
}

struct CheckoutFooter_Previews: PreviewProvider {
  static var previews: some View {
    CheckoutFooter()
      .previewLayout(.sizeThatFits)
  }
}
