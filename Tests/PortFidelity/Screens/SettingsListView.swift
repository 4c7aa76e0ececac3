import TextUI

// Not in the default state: "Notification settings"

struct SettingsListView: View {
  @State private var faceID = true
  @State private var iCloudSync = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          HStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
              .font(.system(size: 44))
              .foregroundStyle(.gray)
            VStack(alignment: .leading) {
              Text("Alex Johnson")
                .font(.title3)
              Text("Apple ID, iCloud, Media & Purchases")
                .font(.caption)
                .foregroundStyle(.secondary)
            }
          }
          .padding(.vertical, 4)
        }
        Section("General") {
          NavigationLink {
            Text("Notification settings")
          } label: {
            Label("Notifications", systemImage: "bell.badge.fill")
          }
          NavigationLink {
            EmptyView()
          } label: {
            Label("Appearance", systemImage: "paintbrush")
          }
          NavigationLink {
            EmptyView()
          } label: {
            Image(systemName: "timer")
            Text("Screen Time")
          }
        }
        Section("Privacy") {
          Toggle(isOn: $faceID) {
            Label("Face ID", systemImage: "faceid")
          }
          Toggle(isOn: $iCloudSync) {
            Label("iCloud Sync", systemImage: "icloud")
          }
        }
        Section {
          Button("Sign Out", role: .destructive) {}
        }
      }
      .navigationTitle("Settings")
    }
  }
}

struct SettingsListView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    SettingsListView()
  }
}
