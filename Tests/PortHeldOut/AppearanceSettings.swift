import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: String { rawValue }

  var colorScheme: ColorScheme? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }
}

struct AppearanceSettings: View {
  @AppStorage("theme") private var theme: AppTheme = .system
  @State private var accent = Color.blue
  @State private var useLargeText = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Form {
      Section {
        Picker("Theme", selection: $theme) {
          ForEach(AppTheme.allCases) { theme in
            Text(theme.rawValue.capitalized).tag(theme)
          }
        }
        .pickerStyle(.segmented)
        ColorPicker("Accent colour", selection: $accent, supportsOpacity: false)
        Toggle("Large text", isOn: $useLargeText)
          .toggleStyle(SwitchToggleStyle(tint: accent))
      } footer: {
        Text("Currently using the \(colorScheme == .dark ? "dark" : "light") appearance.")
      }

      Section("Preview") {
        Text("The quick brown fox")
          .font(useLargeText ? .title : .body)
          .foregroundColor(accent)
      }
    }
    .preferredColorScheme(theme.colorScheme)
    .navigationTitle("Appearance")
  }
}

#Preview {
  NavigationStack { AppearanceSettings() }
}
