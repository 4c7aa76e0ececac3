import SwiftUI

struct ReadingPreferencesView: View {
  enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark, sepia
    var id: Self { self }
  }

  @AppStorage("theme") private var theme: Theme = .system
  @AppStorage("fontSize") private var fontSize = 17.0
  @AppStorage("dailyGoal") private var dailyGoal = 20
  @State private var reminderTime = Date(timeIntervalSince1970: 72_000)
  @State private var remindersEnabled = true

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Appearance")) {
          Picker("Theme", selection: $theme) {
            ForEach(Theme.allCases) { theme in
              Text(theme.rawValue.capitalized).tag(theme)
            }
          }
          VStack(alignment: .leading) {
            Text("Font size: \(Int(fontSize)) pt")
            Slider(value: $fontSize, in: 12...28, step: 1) {
              Text("Font size")
            } minimumValueLabel: {
              Text("A").font(.caption)
            } maximumValueLabel: {
              Text("A").font(.title)
            }
          }
        }

        Section {
          Stepper("Daily goal: \(dailyGoal) min", value: $dailyGoal, in: 5...120, step: 5)
          Toggle("Reminders", isOn: $remindersEnabled.animation())
          if remindersEnabled {
            DatePicker("Remind me at", selection: $reminderTime, displayedComponents: .hourAndMinute)
          }
        } header: {
          Text("Goals")
        } footer: {
          Text("We'll nudge you once a day if you haven't reached your goal.")
        }

        Section {
          Button("Reset to Defaults", role: .destructive) {
            theme = .system
            fontSize = 17
            dailyGoal = 20
          }
        }
      }
      .navigationBarTitle("Reading")
    }
  }
}

struct ReadingPreferencesView_Previews: PreviewProvider {
  static var previews: some View {
    ReadingPreferencesView()
  }
}
