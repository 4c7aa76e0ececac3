import TextUI

enum TemperatureUnit: String, CaseIterable, Identifiable {
  case celsius, fahrenheit, kelvin
  var id: String { rawValue }
}

struct UnitSettingsScreen: View {
  @State private var unit: TemperatureUnit = .celsius
  @State private var refreshMinutes = 15
  @State private var showsFeelsLike = true
  @State private var windUnit = "km/h"

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Units")) {
          Picker("Temperature", selection: $unit) {
            ForEach(TemperatureUnit.allCases) { unit in
              Text(unit.rawValue.capitalized).tag(unit)
            }
          }
          Toggle("Show feels-like", isOn: $showsFeelsLike)
        }
        Section(header: Text("Refresh"), footer: Text("Weather refreshes in the background.")) {
          Picker("Every", selection: $refreshMinutes) {
            ForEach([5, 15, 30, 60], id: \.self) { minutes in
              Text("\(minutes) min")
            }
          }
          .pickerStyle(.menu)
          Picker("Wind speed", selection: $windUnit) {
            ForEach(["km/h", "mph", "m/s"], id: \.self) { unit in
              Text(unit)
            }
          }
          .pickerStyle(.navigationLink)
        }
      }
      .navigationTitle("Settings")
    }
  }
}

struct UnitSettingsScreen_Previews: PreviewProvider {
  static var previews: some View {
    UnitSettingsScreen()
  }
}
