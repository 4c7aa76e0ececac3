import TextUI

struct EmptyStateView: View {
  let systemImage: String
  let title: String
  let message: String
  let actionTitle: String
  let action: () -> Void

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: systemImage)
        .font(.system(size: 48))
        .foregroundColor(.secondary)
      Text(title)
        .font(.title2)
        .fontWeight(.semibold)
      Text(message)
        .multilineTextAlignment(.center)
        .foregroundColor(.secondary)
      Button(actionTitle, action: action)
        .buttonStyle(.bordered)
    }
    .padding()
    .frame(maxWidth: .infinity)
  }
}

struct EmptyStateView_Previews: PreviewProvider {
  static var previews: some View {
    EmptyStateView(
      systemImage: "tray", title: "No Messages", message: "Messages you receive will appear here.",
      actionTitle: "Refresh", action: {})
  }
}
