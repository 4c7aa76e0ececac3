import TextUI

struct Message: Identifiable {
  let id: Int
  let sender: String
  let subject: String
  var isUnread: Bool
}

final class InboxViewModel: ObservableObject {
  @Published var messages = [
    Message(id: 1, sender: "Tim", subject: "Keynote draft", isUnread: true),
    Message(id: 2, sender: "Craig", subject: "Re: Swift 6 migration", isUnread: false),
    Message(id: 3, sender: "Lisa", subject: "Lunch?", isUnread: true),
  ]
  @Published var isLoading = false

  var unreadCount: Int { messages.filter(\.isUnread).count }

  func markAllRead() {
    for index in messages.indices { messages[index].isUnread = false }
  }
}

struct InboxScreen: View {
  @StateObject private var viewModel = InboxViewModel()

  var body: some View {
    NavigationView {
      List {
        ForEach(viewModel.messages) { message in
          HStack {
            Circle()
              .fill(message.isUnread ? Color.blue : Color.clear)
              .frame(width: 8, height: 8)
            VStack(alignment: .leading) {
              Text(message.sender).bold()
              Text(message.subject).foregroundColor(.secondary)
            }
          }
          .swipeActions {
            Button("Delete", role: .destructive) {}
          }
        }
      }
      .listStyle(InsetGroupedListStyle())
      .navigationTitle("Inbox (\(viewModel.unreadCount))")
      .navigationBarItems(trailing: Button("Read All", action: viewModel.markAllRead))
    }
  }
}

struct InboxScreen_Previews: PreviewProvider {
  static var previews: some View {
    InboxScreen()
  }
}
