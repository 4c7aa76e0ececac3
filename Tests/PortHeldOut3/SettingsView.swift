import SwiftUI

struct SettingsView: View {
  @AppStorage("appearance") private var appearance = "System"
  @AppStorage("useHaptics") private var useHaptics = true
  @AppStorage("autoLock") private var autoLockMinutes = 5
  @AppStorage("showBadges") private var showBadges = true
  @State private var showingResetAlert = false

  private let appearances = ["System", "Light", "Dark"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Appearance") {
          Picker("Theme", selection: $appearance) {
            ForEach(appearances, id: \.self) { option in
              Text(option)
            }
          }
          .pickerStyle(.segmented)

          Toggle("App Icon Badges", isOn: $showBadges)
        }

        Section {
          Toggle(isOn: $useHaptics) {
            Label("Haptic Feedback", systemImage: "waveform")
          }
          Stepper("Auto-Lock: \(autoLockMinutes) min", value: $autoLockMinutes, in: 1...30)
        } header: {
          Text("General")
        } footer: {
          Text("The app locks itself after this many minutes of inactivity.")
        }

        Section("About") {
          LabeledContent("Version", value: "2.4.1 (118)")
          NavigationLink("Acknowledgements") {
            Text("Thanks to everyone who made this app possible.")
              .padding()
              .navigationTitle("Acknowledgements")
          }
          Link(destination: URL(string: "https://example.com/privacy")!) {
            Label("Privacy Policy", systemImage: "hand.raised")
          }
        }

        Section {
          Button("Reset All Settings", role: .destructive) {
            showingResetAlert = true
          }
        }
      }
      .navigationTitle("Settings")
      .alert("Reset settings?", isPresented: $showingResetAlert) {
        Button("Reset", role: .destructive) {
          appearance = "System"
          useHaptics = true
          autoLockMinutes = 5
          showBadges = true
        }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This restores every preference to its default value.")
      }
    }
  }
}

struct SettingsView_Previews: PreviewProvider {
  static var previews: some View {
    SettingsView()
  }
}
