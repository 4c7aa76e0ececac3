import SwiftUI

struct EmptyInboxView: View {
  var onRefresh: () -> Void = {}

  var body: some View {
    ContentUnavailableView {
      Label("No Mail", systemImage: "tray.fill")
    } description: {
      Text("New messages you receive will appear here.")
    } actions: {
      Button("Check Again", action: onRefresh)
        .buttonStyle(.borderedProminent)
    }
  }
}

#Preview {
  EmptyInboxView()
}
