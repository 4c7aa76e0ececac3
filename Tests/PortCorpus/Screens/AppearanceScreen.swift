import TextUI

enum Theme: String, CaseIterable {
  case system, light, dark
}

struct AppearanceScreen: View {
  @AppStorage("theme") private var theme = Theme.system
  @AppStorage("useLargeText") private var useLargeText = false
  @SceneStorage("lastTab") private var lastTab = "home"

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Appearance").font(.title2).bold()
      ForEach(Theme.allCases, id: \.self) { option in
        Button {
          theme = option
        } label: {
          HStack {
            Text(option.rawValue.capitalized)
            Spacer()
            if option == theme {
              Image(systemName: "checkmark")
            }
          }
        }
        .buttonStyle(PlainButtonStyle())
      }
      Toggle("Larger text", isOn: $useLargeText)
      Text("Last tab: \(lastTab)").font(.footnote).foregroundColor(.secondary)
    }
    .padding()
    .preferredColorScheme(theme == .dark ? .dark : nil)
  }
}

struct AppearanceScreen_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      AppearanceScreen()
        .defaultAppStorage(AppStorageValues(["theme": "dark", "useLargeText": true]))
    }
  }
}
