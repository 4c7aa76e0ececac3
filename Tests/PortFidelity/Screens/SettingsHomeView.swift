import TextUI

// Not in the default state: "Share Analytics", "Personalized Ads", "Access", "Never", "While Using", "Always", "Analytics help us improve the app. No personal data leaves your device.", "Location", "Free up space", "Manage alerts" (the pushed screens)

struct SettingsHomeView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink {
          PrivacySettingsView()
        } label: {
          Label("Privacy", systemImage: "hand.raised.fill")
        }
        NavigationLink {
          Text("Free up space")
        } label: {
          Label("Storage", systemImage: "externaldrive.fill")
        }
        NavigationLink {
          Text("Manage alerts")
        } label: {
          Label("Alerts", systemImage: "bell.badge.fill")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

struct PrivacySettingsView: View {
  @State private var shareAnalytics = false
  @State private var personalizedAds = true
  @State private var locationAccess = "While Using"

  var body: some View {
    Form {
      Section {
        Toggle("Share Analytics", isOn: $shareAnalytics)
        Toggle("Personalized Ads", isOn: $personalizedAds)
      } footer: {
        Text("Analytics help us improve the app. No personal data leaves your device.")
      }
      Section("Location") {
        Picker("Access", selection: $locationAccess) {
          Text("Never").tag("Never")
          Text("While Using").tag("While Using")
          Text("Always").tag("Always")
        }
      }
    }
    .navigationTitle("Privacy")
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct SettingsHomeView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { SettingsHomeView() },
      PreviewState("open Privacy", steps: [.open("Privacy")]) { SettingsHomeView() },
    ]
  }
}
