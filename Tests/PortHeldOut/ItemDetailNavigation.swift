import SwiftUI

struct ItemDetailNavigation: View {
  @State private var showDetails = false
  @State private var count = 0

  var body: some View {
    NavigationStack {
      VStack(spacing: 20) {
        Text("Tapped \(count) times")
        Button("Show Details") {
          count += 1
          showDetails = true
        }
        .buttonStyle(.bordered)
      }
      .navigationTitle("Overview")
      .navigationDestination(isPresented: $showDetails) {
        DetailScreen(count: count)
      }
    }
  }
}

private struct DetailScreen: View {
  let count: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Details for tap #\(count)")
      Button("Done") { dismiss() }
    }
    .navigationTitle("Details")
  }
}

#Preview {
  ItemDetailNavigation()
}
