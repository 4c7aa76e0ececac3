import SwiftUI

struct ChatView: View {
  @State private var messages: [ChatMessage] = ChatMessage.samples
  @State private var draft = ""
  @FocusState private var isComposerFocused: Bool

  var body: some View {
    VStack(spacing: 0) {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 8) {
            ForEach(messages) { message in
              MessageBubble(message: message)
                .id(message.id)
            }
          }
          .padding()
        }
        .onChange(of: messages.count) {
          if let last = messages.last {
            withAnimation {
              proxy.scrollTo(last.id, anchor: .bottom)
            }
          }
        }
      }

      Divider()

      HStack(alignment: .bottom, spacing: 8) {
        TextField("Message", text: $draft, axis: .vertical)
          .lineLimit(1...5)
          .focused($isComposerFocused)
          .padding(.horizontal, 12)
          .padding(.vertical, 8)
          .background(Color.gray.opacity(0.15), in: Capsule())
        Button(action: send) {
          Image(systemName: "arrow.up.circle.fill")
            .font(.system(size: 30))
        }
        .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
      }
      .padding(8)
      .background(.bar)
    }
    .navigationTitle("Maria")
    .navigationBarTitleDisplayMode(.inline)
  }

  private func send() {
    let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    messages.append(ChatMessage(text: text, isFromMe: true, sentAt: .now))
    draft = ""
  }
}

struct MessageBubble: View {
  let message: ChatMessage

  var body: some View {
    HStack {
      if message.isFromMe { Spacer(minLength: 40) }
      VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 2) {
        Text(message.text)
          .padding(.horizontal, 14)
          .padding(.vertical, 8)
          .background(message.isFromMe ? Color.blue : Color.gray.opacity(0.2))
          .foregroundStyle(message.isFromMe ? .white : .primary)
          .clipShape(RoundedRectangle(cornerRadius: 18))
        Text(message.sentAt, style: .time)
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
      if !message.isFromMe { Spacer(minLength: 40) }
    }
  }
}

#Preview {
  NavigationStack {
    ChatView()
  }
}
