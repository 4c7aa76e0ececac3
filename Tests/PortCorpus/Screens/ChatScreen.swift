import TextUI

struct ChatMessage: Identifiable {
  let id: Int
  let text: String
  let isMine: Bool
}

struct ChatBubble: View {
  let message: ChatMessage

  var body: some View {
    HStack {
      if message.isMine { Spacer() }
      Text(message.text)
        .padding(.horizontal, 8)
        .background(message.isMine ? Color.blue : Color.gray)
        .foregroundColor(.white)
        .clipShape(Capsule())
      if !message.isMine { Spacer() }
    }
  }
}

struct ChatScreen: View {
  @State private var draft = ""
  @State private var messages = [
    ChatMessage(id: 1, text: "Are we still on for tonight?", isMine: false),
    ChatMessage(id: 2, text: "Yes! 7pm at the usual place.", isMine: true),
    ChatMessage(id: 3, text: "Great, see you there", isMine: false),
  ]

  var body: some View {
    VStack {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(messages) { ChatBubble(message: $0) }
        }
      }
      HStack {
        TextField("Message", text: $draft)
          .submitLabel(.send)
          .onSubmit(send)
        Button(action: send) {
          Image(systemName: "paperplane.fill")
        }
        .disabled(draft.isEmpty)
      }
    }
    .padding(.horizontal)
  }

  func send() {
    messages.append(ChatMessage(id: messages.count + 1, text: draft, isMine: true))
    draft = ""
  }
}

struct ChatScreen_Previews: PreviewProvider {
  static var previews: some View {
    ChatScreen()
  }
}
