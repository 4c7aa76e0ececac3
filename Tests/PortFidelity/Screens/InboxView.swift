import TextUI

struct InboxMessage: Identifiable {
  let id = UUID()
  let sender: String
  let subject: String
  let preview: String
  let time: String
}

struct InboxView: View {
  @State private var messages = [
    InboxMessage(
      sender: "Priya Patel", subject: "Trip photos", preview: "I uploaded the album from last weekend.",
      time: "9:41"),
    InboxMessage(
      sender: "GitHub", subject: "Your pull request was merged", preview: "Thanks for the contribution!",
      time: "8:15"),
    InboxMessage(
      sender: "Marcus Wong", subject: "Lunch on Friday?", preview: "There's a new ramen place near the office.",
      time: "Yesterday"),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(messages) { message in
          VStack(alignment: .leading, spacing: 2) {
            HStack {
              Text(message.sender)
                .font(.headline)
              Spacer()
              Text(message.time)
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Text(message.subject)
              .font(.subheadline)
            Text(message.preview)
              .font(.subheadline)
              .foregroundStyle(.secondary)
              .lineLimit(1)
          }
        }
        .onDelete { messages.remove(atOffsets: $0) }
      }
      .listStyle(.plain)
      .navigationTitle("Inbox")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
          } label: {
            Image(systemName: "square.and.pencil")
          }
        }
      }
    }
  }
}

struct InboxView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    InboxView()
  }
}
