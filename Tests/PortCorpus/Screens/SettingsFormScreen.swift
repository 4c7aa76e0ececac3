import TextUI

struct SettingsFormScreen: View {
  @State private var username = "taylor"
  @State private var isPrivate = true
  @State private var notificationsEnabled = false
  @State private var previewCount = 2
  @State private var showAdvanced = false
  @State private var useCellular = true
  @State private var analytics = false

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Profile")) {
          TextField("Username", text: $username)
          Toggle(isOn: $isPrivate) {
            Text("Private Account")
          }
        }

        Section(header: Text("Notifications"), footer: Text("Previews show the first lines of a message.")) {
          Toggle("Enabled", isOn: $notificationsEnabled)
          Stepper(value: $previewCount, in: 1...5) {
            Text("Preview lines: \(previewCount)")
          }
        }

        Section {
          DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
            Toggle("Use cellular data", isOn: $useCellular)
            Toggle("Share analytics", isOn: $analytics)
          }
        }

        Section {
          Button("Reset All Settings", role: .destructive) {
            username = ""
            isPrivate = false
          }
        }
      }
      .navigationBarTitle("Settings")
    }
  }
}

struct SettingsFormScreen_Previews: PreviewProvider {
  static var previews: some View {
    SettingsFormScreen()
  }
}
