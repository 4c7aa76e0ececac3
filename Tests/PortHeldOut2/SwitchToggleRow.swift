import SwiftUI

struct ColoredSwitchStyle: ToggleStyle {
  var onColor = Color.green
  var offColor = Color(.systemGray5)

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      RoundedRectangle(cornerRadius: 16, style: .circular)
        .fill(configuration.isOn ? onColor : offColor)
        .frame(width: 50, height: 29)
        .overlay(
          Circle()
            .fill(.white)
            .shadow(radius: 1, x: 0, y: 1)
            .padding(1.5)
            .offset(x: configuration.isOn ? 10 : -10)
        )
        .onTapGesture {
          withAnimation(.spring()) {
            configuration.isOn.toggle()
          }
        }
    }
  }
}

struct NotificationToggles: View {
  @State private var push = true
  @State private var email = false
  @State private var sms = false

  var body: some View {
    VStack(spacing: 16) {
      Toggle("Push notifications", isOn: $push)
      Toggle("Email digest", isOn: $email)
      Toggle(isOn: $sms) {
        VStack(alignment: .leading) {
          Text("Text messages")
          Text("Carrier rates may apply")
            .font(.caption)
            .foregroundColor(.secondary)
        }
      }
    }
    .toggleStyle(ColoredSwitchStyle())
    .padding()
  }
}

#Preview {
  NotificationToggles()
}
