import SwiftUI

struct ChatMessage: Identifiable, Equatable {
  let id = UUID()
  let text: String
  let isMine: Bool
}

struct ChatView: View {
  @State private var messages: [ChatMessage] = [
    ChatMessage(text: "Hey! Are we still on for tonight?", isMine: false),
    ChatMessage(text: "Yes, 7pm at the usual place", isMine: true),
  ]
  @State private var draft = ""
  @FocusState private var isInputFocused: Bool

  var body: some View {
    VStack(spacing: 0) {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 8) {
            ForEach(messages) { message in
              HStack {
                if message.isMine { Spacer() }
                Text(message.text)
                  .padding(10)
                  .background(message.isMine ? Color.blue : Color(.systemGray5))
                  .foregroundColor(message.isMine ? .white : .primary)
                  .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
                if !message.isMine { Spacer() }
              }
              .id(message.id)
            }
          }
          .padding()
        }
        .onChange(of: messages) { _, newValue in
          if let last = newValue.last {
            withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
          }
        }
      }

      Divider()

      HStack {
        TextField("Message", text: $draft)
          .textFieldStyle(.roundedBorder)
          .focused($isInputFocused)
          .onSubmit(send)
        Button(action: send) {
          Image(systemName: "paperplane.fill")
        }
        .disabled(draft.isEmpty)
      }
      .padding()
    }
    .navigationTitle("Chat")
  }

  private func send() {
    messages.append(ChatMessage(text: draft, isMine: true))
    draft = ""
  }
}

#Preview {
  NavigationStack { ChatView() }
}
