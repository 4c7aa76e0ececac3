import TextUI

enum BannerStyle: String, CaseIterable, Identifiable {
  case temporary = "Temporary"
  case persistent = "Persistent"
  var id: Self { self }
}

struct NotificationPrefsView: View {
  @State private var allowNotifications = true
  @State private var lockScreen = true
  @State private var banners = true
  @State private var bannerStyle = BannerStyle.temporary
  @State private var sounds = false
  @State private var badges = true

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Allow Notifications", isOn: $allowNotifications)
        }
        Section("Alerts") {
          Toggle("Lock Screen", isOn: $lockScreen)
          Toggle("Banners", isOn: $banners)
          Picker("Banner Style", selection: $bannerStyle) {
            ForEach(BannerStyle.allCases) { style in
              Text(style.rawValue).tag(style)
            }
          }
        }
        Section {
          Toggle("Sounds", isOn: $sounds)
          Toggle("Badges", isOn: $badges)
        } footer: {
          Text("Badges show the number of unread messages on the app icon.")
        }
      }
      .navigationTitle("Notifications")
    }
  }
}

struct NotificationPrefsView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    NotificationPrefsView()
  }
}
