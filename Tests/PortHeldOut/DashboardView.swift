import SwiftUI

struct StatTile: View {
  let title: String
  let value: String
  let systemImage: String

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Label(title, systemImage: systemImage)
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(value)
        .font(.title.bold())
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(.secondarySystemBackground))
    .clipShape(RoundedRectangle(cornerRadius: 12))
  }
}

struct DashboardView: View {
  @State private var lastSync = Date(timeIntervalSince1970: 1_700_000_000)

  var body: some View {
    ScrollView {
      ViewThatFits(in: .horizontal) {
        HStack(spacing: 12) { tiles }
        VStack(spacing: 12) { tiles }
      }
      .padding()
    }
    .safeAreaInset(edge: .bottom) {
      Text("Last synced \(lastSync.formatted(date: .abbreviated, time: .shortened))")
        .font(.footnote)
        .frame(maxWidth: .infinity)
        .padding(8)
        .background(.bar)
    }
    .navigationTitle("Dashboard")
  }

  @ViewBuilder private var tiles: some View {
    StatTile(title: "Steps", value: "8,204", systemImage: "figure.walk")
    StatTile(title: "Sleep", value: "7h 12m", systemImage: "bed.double")
    StatTile(title: "Heart", value: "62 bpm", systemImage: "heart")
  }
}

#Preview {
  NavigationStack { DashboardView() }
}
