import TextUI

struct MailFolder: Identifiable, Hashable {
  let id: String
  let name: String
  let icon: String
}

struct MailSplitScreen: View {
  let folders = [
    MailFolder(id: "inbox", name: "Inbox", icon: "tray"),
    MailFolder(id: "sent", name: "Sent", icon: "paperplane"),
    MailFolder(id: "trash", name: "Trash", icon: "trash"),
  ]
  @State private var selection: MailFolder.ID? = "inbox"

  var body: some View {
    NavigationSplitView {
      List(folders, selection: $selection) { folder in
        Label(folder.name, systemImage: folder.icon)
      }
      .navigationTitle("Mail")
    } detail: {
      if let folder = folders.first(where: { $0.id == selection }) {
        VStack(alignment: .leading) {
          Text("No messages in \(folder.name)")
          Text("Pull to refresh").foregroundColor(.secondary)
        }
        .navigationTitle(folder.name)
      } else {
        ContentUnavailableView("No Folder Selected", systemImage: "tray")
      }
    }
  }
}

struct MailSplitScreen_Previews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("default") { MailSplitScreen() },
      PreviewState("select sent", steps: [.tap("Sent")]) { MailSplitScreen() },
    ]
  }
}
