import TextUI

/// The preferences screen, written as a SwiftUI settings screen is: a `Form` of sections, the
/// sync password in a `SecureField`, and the rarely used switches in a collapsed "Advanced"
/// `DisclosureGroup`.
public struct PreferencesView: View {
  @State private var preferences: ReadingPreferences
  @State private var showsAdvanced: Bool
  @State private var cacheCleared = false
  private let version: String

  /// A screen editing a copy of `preferences`, with "Advanced" expanded when `showsAdvanced`.
  public init(preferences: ReadingPreferences = ReadingPreferences(), showsAdvanced: Bool = false, version: String) {
    _preferences = State(initialValue: preferences)
    _showsAdvanced = State(initialValue: showsAdvanced)
    self.version = version
  }

  public var body: some View {
    Form {
      Section("Reading") {
        Toggle("Open links in reader", isOn: $preferences.opensLinksInReader)
        Toggle("Justify text", isOn: $preferences.justifiesText)
        Picker("Theme", selection: $preferences.theme) {
          ForEach(ReadingTheme.allCases) { theme in
            Text(theme.title)
          }
        }
        Stepper(
          "Text size: \(preferences.textSize) pt", value: $preferences.textSize, in: ReadingPreferences.textSizes,
          step: 2)
      }
      Section {
        TextField("Email", text: $preferences.syncEmail)
        SecureField("Sync password", text: $preferences.syncPassword)
        Toggle("Sync over cellular", isOn: $preferences.syncsOverCellular)
          .disabled(preferences.syncEmail.isEmpty)
      } header: {
        Text("Sync")
      } footer: {
        Text(preferences.syncStatus)
      }
      Section {
        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
          Toggle("Prefetch images", isOn: $preferences.prefetchesImages)
          Toggle("Debug logging", isOn: $preferences.logsDebugInfo)
          LabeledContent("Cache") { SecondaryValue(text: cacheCleared ? "Empty" : "48 MB") }
          Button("Clear Cache", role: .destructive) { cacheCleared = true }
            .disabled(cacheCleared)
        }
      }
      Section("About") {
        LabeledContent("Version") { SecondaryValue(text: version) }
      }
    }
    .navigationTitle("Preferences")
  }
}

/// A labelled value drawn faint rather than grey: `LabeledContent`'s grey (bright black) is
/// 4.0:1 on a white terminal, under WCAG AA's 4.5:1, while faint default text reads on both.
struct SecondaryValue: View {
  let text: String

  var body: some View {
    Text(text).foregroundColor(.primary).dim()
  }
}
