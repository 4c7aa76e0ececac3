import SwiftUI

struct MailboxSplitView: View {
  let mailboxes = [
    Mailbox(id: "inbox", name: "Inbox", icon: "tray", unread: 3),
    Mailbox(id: "sent", name: "Sent", icon: "paperplane", unread: 0),
    Mailbox(id: "trash", name: "Trash", icon: "trash", unread: 0),
  ]
  let messages = [
    Message(
      id: 1, sender: "Sam", subject: "Lunch?", preview: "Are you free on Friday", mailbox: "inbox", isRead: false),
    Message(
      id: 2, sender: "Priya", subject: "Build is green", preview: "All tests pass now", mailbox: "inbox", isRead: true),
  ]

  @State private var columnVisibility = NavigationSplitViewVisibility.all
  @State private var selectedMailbox: String? = "inbox"
  @State private var selectedMessage: Message.ID?

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(mailboxes, selection: $selectedMailbox) { mailbox in
        Label(mailbox.name, systemImage: mailbox.icon)
          .badge(mailbox.unread)
      }
      .navigationTitle("Mail")
    } content: {
      List(messages.filter { $0.mailbox == selectedMailbox }, selection: $selectedMessage) { message in
        VStack(alignment: .leading) {
          Text(message.sender).fontWeight(message.isRead ? .regular : .bold)
          Text(message.subject)
          Text(message.preview).foregroundColor(.secondary).lineLimit(1)
        }
      }
      .navigationTitle(selectedMailbox?.capitalized ?? "")
    } detail: {
      if let message = messages.first(where: { $0.id == selectedMessage }) {
        Text(message.preview).padding()
      } else {
        Text("No message selected")
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

#Preview {
  MailboxSplitView()
}
