import TextUI

struct CapsuleButtonStyle: ButtonStyle {
  var tint: Color = .blue

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .padding(.horizontal, 16)
      .foregroundColor(.white)
      .background(tint.opacity(configuration.isPressed ? 0.7 : 1))
      .clipShape(Capsule())
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

extension ButtonStyle where Self == CapsuleButtonStyle {
  static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
}

struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

struct CustomStylesScreen: View {
  @State private var acceptsTerms = false
  @State private var newsletter = true

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("I accept the terms", isOn: $acceptsTerms)
      Toggle("Send me the newsletter", isOn: $newsletter)
      HStack {
        Button("Create account") {}
          .buttonStyle(.capsule)
          .disabled(!acceptsTerms)
        Button("Cancel", role: .cancel) {}
          .buttonStyle(CapsuleButtonStyle(tint: .gray))
      }
    }
    .toggleStyle(CheckboxStyle())
    .padding()
  }
}

struct CustomStylesScreen_Previews: PreviewProvider {
  static var previews: some View {
    CustomStylesScreen()
  }
}
