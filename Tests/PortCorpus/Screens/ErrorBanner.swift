import TextUI

struct ErrorBanner: View {
  let message: String
  var onRetry: () -> Void = {}
  @State private var isVisible = true

  var body: some View {
    if isVisible {
      HStack {
        Image(systemName: "exclamationmark.triangle.fill")
        Text(message)
          .lineLimit(2)
        Spacer()
        Button("Retry", action: onRetry)
        Button {
          withAnimation { isVisible = false }
        } label: {
          Image(systemName: "xmark")
        }
        .accessibilityLabel("Dismiss")
      }
      .padding(.horizontal)
      .foregroundColor(.white)
      .background(Color.red)
      .transition(.move(edge: .top).combined(with: .opacity))
    }
  }
}

struct ErrorBanner_Previews: PreviewProvider {
  static var previews: some View {
    ErrorBanner(message: "The Internet connection appears to be offline.")
  }
}
