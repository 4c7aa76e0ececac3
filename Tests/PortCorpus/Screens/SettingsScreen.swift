import TextUI

struct SettingsScreen: View {
  @AppStorage("username") private var username = "Guest"
  @AppStorage("notificationsEnabled") private var notificationsEnabled = true
  @AppStorage("fontSize") private var fontSize = 14.0
  @AppStorage("refreshCount") private var refreshCount = 3

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 16) {
        Text("ACCOUNT").font(.caption).foregroundColor(.secondary)
        TextField("Username", text: $username)
        Text("PREFERENCES").font(.caption).foregroundColor(.secondary)
        Toggle("Notifications", isOn: $notificationsEnabled)
        Stepper("Refresh every \(refreshCount) min", value: $refreshCount, in: 1...60)
        HStack {
          Text("Font size")
          Slider(value: $fontSize, in: 10...24, step: 1)
        }
        Text("ABOUT").font(.caption).foregroundColor(.secondary)
        LabeledContent("Version", value: "1.4.2")
        Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
      }
      .padding(.horizontal)
      .navigationTitle("Settings")
    }
  }
}

struct SettingsScreen_Previews: PreviewProvider {
  static var previews: some View {
    SettingsScreen()
  }
}
