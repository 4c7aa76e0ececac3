import SwiftUI

struct NotificationSettingsView: View {
  enum Frequency: String, CaseIterable, Identifiable {
    case instantly = "Instantly"
    case hourly = "Hourly digest"
    case daily = "Daily digest"
    var id: Self { self }
  }

  @State private var allowNotifications = true
  @State private var mentions = true
  @State private var directMessages = true
  @State private var newFollowers = false
  @State private var productUpdates = false
  @State private var frequency: Frequency = .instantly
  @State private var quietHoursEnabled = true
  @State private var quietStart = Calendar.current.date(from: DateComponents(hour: 22)) ?? .now
  @State private var quietEnd = Calendar.current.date(from: DateComponents(hour: 7)) ?? .now
  @State private var sound = "Chime"

  var body: some View {
    Form {
      Section {
        Toggle("Allow Notifications", isOn: $allowNotifications.animation())
      } footer: {
        Text("You can change this at any time in the system Settings app.")
      }

      if allowNotifications {
        Section("Notify me about") {
          Toggle("Mentions", isOn: $mentions)
          Toggle("Direct messages", isOn: $directMessages)
          Toggle("New followers", isOn: $newFollowers)
          Toggle("Product updates", isOn: $productUpdates)
        }

        Section("Delivery") {
          Picker("Frequency", selection: $frequency) {
            ForEach(Frequency.allCases) { option in
              Text(option.rawValue).tag(option)
            }
          }
          .pickerStyle(.menu)
          Picker("Sound", selection: $sound) {
            ForEach(["Chime", "Pop", "Bell", "None"], id: \.self) { Text($0) }
          }
        }

        Section {
          Toggle("Quiet Hours", isOn: $quietHoursEnabled)
          DatePicker("From", selection: $quietStart, displayedComponents: .hourAndMinute)
            .disabled(!quietHoursEnabled)
          DatePicker("To", selection: $quietEnd, displayedComponents: .hourAndMinute)
            .disabled(!quietHoursEnabled)
        } header: {
          Text("Quiet Hours")
        } footer: {
          Text("Notifications are silenced between these times.")
        }
      }
    }
    .navigationTitle("Notifications")
  }
}

struct NotificationSettingsView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      NotificationSettingsView()
    }
  }
}
