import SwiftUI

struct NotificationSettingsView: View {
  @State private var notificationsOn = true
  @State private var quietHoursOn = false
  @State private var quietStart = Calendar.current.date(from: DateComponents(hour: 22)) ?? Date()
  @State private var quietEnd = Calendar.current.date(from: DateComponents(hour: 7)) ?? Date()
  @State private var maxPerDay = 5
  @State private var sound = "Chime"

  var body: some View {
    Form {
      Section {
        Toggle("Allow Notifications", isOn: $notificationsOn)
      }

      Section("Quiet Hours") {
        Toggle("Enabled", isOn: $quietHoursOn)
        DatePicker("From", selection: $quietStart, displayedComponents: .hourAndMinute)
          .disabled(!quietHoursOn)
        DatePicker("To", selection: $quietEnd, displayedComponents: .hourAndMinute)
          .disabled(!quietHoursOn)
      }

      Section {
        Stepper("At most \(maxPerDay) per day", value: $maxPerDay, in: 1...20)
        Picker("Sound", selection: $sound) {
          Text("Chime").tag("Chime")
          Text("Bell").tag("Bell")
          Text("None").tag("None")
        }
      } header: {
        Text("Delivery")
      } footer: {
        Text("Notifications over the limit are delivered in a summary.")
      }
    }
    .disabled(!notificationsOn)
    .navigationTitle("Notifications")
  }
}

#Preview {
  NavigationStack {
    NotificationSettingsView()
  }
}
