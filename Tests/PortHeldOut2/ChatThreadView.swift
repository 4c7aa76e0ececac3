import SwiftUI

struct MessageBubble: View {
  let message: ChatMessage

  var body: some View {
    HStack {
      if message.isFromMe { Spacer(minLength: 40) }
      VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 2) {
        Text(message.text)
          .padding(.horizontal, 12)
          .padding(.vertical, 8)
          .background(message.isFromMe ? Color.blue : Color(.systemGray5))
          .foregroundColor(message.isFromMe ? .white : .primary)
          .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        Text(message.sentAt, style: .time)
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
      if !message.isFromMe { Spacer(minLength: 40) }
    }
  }
}

struct ChatThreadView: View {
  @State private var messages = ChatMessage.samples
  @State private var draft = ""
  @FocusState private var isComposing: Bool

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
            withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
          }
        }
      }

      Divider()

      HStack(alignment: .bottom) {
        TextField("Message", text: $draft, axis: .vertical)
          .lineLimit(1...5)
          .textFieldStyle(.roundedBorder)
          .focused($isComposing)
        Button {
          send()
        } label: {
          Image(systemName: "arrow.up.circle.fill")
            .font(.title2)
        }
        .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
      }
      .padding()
    }
    .navigationTitle("Sam")
    .navigationBarTitleDisplayMode(.inline)
  }

  private func send() {
    messages.append(ChatMessage(text: draft, isFromMe: true, sentAt: .now))
    draft = ""
  }
}

#Preview {
  NavigationStack {
    ChatThreadView()
  }
}
