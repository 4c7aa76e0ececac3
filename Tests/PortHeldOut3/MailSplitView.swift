import SwiftUI

struct MailSplitView: View {
  @State private var selectedMailbox: Mailbox? = Mailbox.all.first
  @State private var selectedEmail: Email?
  @State private var columnVisibility = NavigationSplitViewVisibility.all

  private var emails: [Email] {
    Email.samples.filter { $0.mailboxID == selectedMailbox?.id }
  }

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(Mailbox.all, selection: $selectedMailbox) { mailbox in
        NavigationLink(value: mailbox) {
          Label(mailbox.name, systemImage: mailbox.symbol)
            .badge(mailbox.unread)
        }
      }
      .navigationTitle("Mailboxes")
    } content: {
      List(emails, selection: $selectedEmail) { email in
        NavigationLink(value: email) {
          VStack(alignment: .leading, spacing: 4) {
            HStack {
              if !email.isRead {
                Circle()
                  .fill(.blue)
                  .frame(width: 8, height: 8)
              }
              Text(email.sender).font(.headline)
              Spacer()
              Text(email.receivedAt, format: .dateTime.month(.abbreviated).day())
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Text(email.subject)
              .font(.subheadline)
            Text(email.body)
              .font(.caption)
              .foregroundStyle(.secondary)
              .lineLimit(2)
          }
        }
      }
      .navigationTitle(selectedMailbox?.name ?? "Mail")
    } detail: {
      if let email = selectedEmail {
        ScrollView {
          VStack(alignment: .leading, spacing: 12) {
            Text(email.subject)
              .font(.title.bold())
            HStack {
              Text("From: \(email.sender)")
              Spacer()
              Text(email.receivedAt, style: .date)
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            Divider()
            Text(email.body)
          }
          .padding()
          .frame(maxWidth: .infinity, alignment: .leading)
        }
      } else {
        ContentUnavailableView("No Message Selected", systemImage: "envelope")
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

#Preview {
  MailSplitView()
}
