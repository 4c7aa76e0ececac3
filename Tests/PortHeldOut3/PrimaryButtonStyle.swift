import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
  var color: Color = .accentColor
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .foregroundStyle(.white)
      .padding(.vertical, 14)
      .frame(maxWidth: .infinity)
      .background(
        RoundedRectangle(cornerRadius: 12, style: .continuous)
          .fill(isEnabled ? color : Color.gray)
      )
      .opacity(configuration.isPressed ? 0.8 : 1)
      .scaleEffect(configuration.isPressed ? 0.97 : 1)
      .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
  }
}

struct OutlineButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .padding(.vertical, 12)
      .frame(maxWidth: .infinity)
      .foregroundStyle(Color.accentColor)
      .overlay(
        Capsule()
          .stroke(Color.accentColor, lineWidth: 2)
      )
      .contentShape(Capsule())
      .opacity(configuration.isPressed ? 0.6 : 1)
  }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
  static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

extension ButtonStyle where Self == OutlineButtonStyle {
  static var outline: OutlineButtonStyle { OutlineButtonStyle() }
}

struct ButtonStyleGallery: View {
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("Tapped \(taps) times")
        .font(.title3)
      Button("Continue") { taps += 1 }
        .buttonStyle(.primary)
      Button {
        taps += 1
      } label: {
        Label("Add to Wallet", systemImage: "wallet.pass")
      }
      .buttonStyle(PrimaryButtonStyle(color: .black))
      Button("Not now") { taps = 0 }
        .buttonStyle(.outline)
      Button("Disabled") {}
        .buttonStyle(.primary)
        .disabled(true)
    }
    .padding()
  }
}

#Preview {
  ButtonStyleGallery()
}
